import type { account as en } from '../en/account';

export const account: Record<keyof typeof en, string> = {
  'account.days': '{count, plural, =0 {# dias} one {# dia} other {# dias}}',
  'account.vacation.title': 'Férias',
  'account.vacation.noGames':
    'Nenhuma partida ainda, então nada para deixar esperando. <start>Comece uma partida</start>.',
  'account.vacation.awayUntil': 'Você está fora até {date}. Restam {days} no seu saldo.',
  'account.vacation.left': 'Restam {days} no seu saldo de férias.',
  'account.vacation.how':
    'Nas mesas por correspondência (mais de {hours} hora por jogada), quando seu tempo acaba, um dia do seu saldo (ou o que restar) dá mais tempo em vez de você perder por tempo. Você ganha {perYear} dias por ano, um pouco a cada dia, até {cap}, e todos começam com {start}. Partidas de minutos por jogada nunca são pausadas.',
  'account.vacation.back': 'Voltei',
  'account.vacation.backOn': 'Volto em',
  'account.vacation.goAway': 'Sair até lá',
  'account.vacation.spends':
    'Sair gasta de uma vez os dias até você voltar; voltar antes devolve os dias inteiros que você não usou. Os outros nas suas mesas veem que você está de férias, e até quando.',
};
