import type { account as en } from '../en/account';

export const account: Record<keyof typeof en, string> = {
  'account.days': '{count, plural, one {# jour} other {# jours}}',
  'account.vacation.title': 'Vacances',
  'account.vacation.noGames':
    'Pas encore de partie, donc rien à mettre en attente. <start>Commencez une partie</start>.',
  'account.vacation.awayUntil': 'Vous êtes absent jusqu’au {date}. Il vous reste {days} en réserve.',
  'account.vacation.left': 'Il vous reste {days} de vacances en réserve.',
  'account.vacation.how':
    'Aux tables par correspondance (plus de {hours} heure par coup), quand votre temps est écoulé, un jour de votre réserve (ou ce qu’il en reste) vous donne plus de temps au lieu de la défaite au temps. Vous recevez {perYear} jours par an, un peu chaque jour, jusqu’à {cap}, et chacun commence avec {start}. Les parties à quelques minutes par coup ne sont jamais suspendues.',
  'account.vacation.back': 'Je suis de retour',
  'account.vacation.backOn': 'De retour le',
  'account.vacation.goAway': 'M’absenter jusque-là',
  'account.vacation.spends':
    'S’absenter dépense d’un coup les jours jusqu’à votre retour ; revenir plus tôt vous rend les jours entiers non utilisés. Les autres joueurs de vos tables voient que vous êtes en vacances, et jusqu’à quand.',
};
