import type { events as en } from '../en/events';

export const events: Record<keyof typeof en, string> = {
  'events.tableEvent': '{name} · ronda {round}',
  'events.myMatches': 'Tus partidas',
  'events.myMatch':
    'Ronda {round}: {result, select, bye {descanso} win {ganaste a {opponent}} loss {perdiste con {opponent}} forfeitWin {ganaste a {opponent} por incomparecencia} forfeitLoss {perdiste con {opponent} por incomparecencia} other {jugando con {opponent}}}',
  'events.openTable': 'Mesa',
  'events.reviewHands': 'Revisión',
  'events.roundHidden': 'de la ronda {round}',
  'events.reviewHint':
    'Revisión abre el análisis experto de la primera mano de la partida; la mesa lista todas las manos para revisar.',
  'events.noShow': 'Ausente',
  'events.remove': 'Retirar',
  'events.removeConfirm':
    '¿Retirar a {name} del torneo? Su partida sin terminar la gana su rival por incomparecencia, y no vuelve a ser emparejado.',
};
