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
  'events.game':
    '{game, select, draw2 {Compra, dois jogadores} block2 {Bloqueio, dois jogadores} allFives2 {Todos os cincos, dois jogadores} partnership {Duplas, equipes de dois} draw4 {Compra, grupos de quatro} block4 {Bloqueio, grupos de quatro} allFives4 {Todos os cincos, grupos de quatro} other {{game}}}',
  'events.joinTeam': 'Entrar na equipe de {name}',
  'events.newTeam': 'Inscrever uma nova equipe',
  'events.teamHint':
    'Um torneio de duplas é para equipes de dois: inscreva uma equipe e depois seu parceiro entra nela.',
  'events.poolHint':
    'Quatro por mesa, cada um por si: para começar é preciso um múltiplo de quatro jogadores.',
  'events.partner': '{name} e {partner}',
  'events.openPlace': '{name} (procura parceiro)',
};
