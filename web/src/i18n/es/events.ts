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
  'events.game':
    '{game, select, draw2 {Robar, dos jugadores} block2 {Bloqueo, dos jugadores} allFives2 {Todos los cincos, dos jugadores} partnership {Parejas, equipos de dos} draw4 {Robar, grupos de cuatro} block4 {Bloqueo, grupos de cuatro} allFives4 {Todos los cincos, grupos de cuatro} other {{game}}}',
  'events.joinTeam': 'Unirte al equipo de {name}',
  'events.newTeam': 'Inscribir un equipo nuevo',
  'events.teamHint':
    'Un torneo por parejas es para equipos de dos: inscribe un equipo y luego tu pareja se une a él.',
  'events.poolHint':
    'Cuatro por mesa, cada uno por su cuenta: para empezar hace falta un múltiplo de cuatro jugadores.',
  'events.partner': '{name} y {partner}',
  'events.openPlace': '{name} (busca pareja)',
};
