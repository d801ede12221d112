import type { events as en } from '../en/events';

export const events: Record<keyof typeof en, string> = {
  'events.tableEvent': '{name} · rodada {round}',
  'events.myMatches': 'Suas partidas',
  'events.myMatch':
    'Rodada {round}: {result, select, bye {folga} win {venceu {opponent}} loss {perdeu para {opponent}} forfeitWin {venceu {opponent} por W.O.} forfeitLoss {perdeu para {opponent} por W.O.} other {jogando com {opponent}}}',
  'events.openTable': 'Mesa',
  'events.reviewHands': 'Revisão',
  'events.roundHidden': 'da rodada {round}',
  'events.reviewHint':
    'Revisão abre a análise do especialista da primeira mão da partida; a mesa lista todas as mãos para revisar.',
  'events.noShow': 'Ausente',
  'events.remove': 'Remover',
  'events.removeConfirm':
    'Remover {name} do torneio? A partida não terminada vira vitória por W.O. do adversário, e ele não é mais emparelhado.',
};
