import type { events as en } from '../en/events';

export const events: Record<keyof typeof en, string> = {
  'events.tableEvent': '{name} · ronde {round}',
  'events.myMatches': 'Vos parties',
  'events.myMatch':
    'Ronde {round} : {result, select, bye {exempt} win {gagné contre {opponent}} loss {perdu contre {opponent}} forfeitWin {gagné contre {opponent} par forfait} forfeitLoss {perdu contre {opponent} par forfait} other {en jeu contre {opponent}}}',
  'events.openTable': 'Table',
  'events.reviewHands': 'Analyse',
  'events.roundHidden': 'de la ronde {round}',
  'events.reviewHint':
    'Analyse ouvre l’analyse experte de la première donne de la partie ; la table liste chaque donne à analyser.',
  'events.noShow': 'Absent',
  'events.remove': 'Retirer',
  'events.removeConfirm':
    'Retirer {name} du tournoi ? Sa partie inachevée est gagnée par forfait par son adversaire, et il n’est plus apparié.',
};
