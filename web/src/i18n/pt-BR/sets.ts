import type { sets as en } from '../en/sets';

export const sets: Record<keyof typeof en, string> = {
  'sets.label': 'Jogo de peças',
  'sets.doubleSix': 'Duplo seis: {count, plural, one {# peça} other {# peças}}',
  'sets.doubleNine': 'Duplo nove: {count, plural, one {# peça} other {# peças}}',
  'sets.doubleTwelve': 'Duplo doze: {count, plural, one {# peça} other {# peças}}',
  'sets.game.draw': 'Dominó com compra',
  'sets.gameAbout.draw': 'Não tem pedra? Compre do monte até poder jogar.',
  'sets.game.block': 'Dominó sem compra',
  'sets.gameAbout.block': 'Não tem pedra? Passe. Não há monte para comprar.',
  'sets.game.allFives': 'Múltiplos de cinco',
  'sets.gameAbout.allFives':
    'Marque pontos durante a rodada quando as pontas somam um múltiplo de cinco. A primeira carroça é o spinner.',
  'sets.game.allThrees': 'Múltiplos de três',
  'sets.gameAbout.allThrees':
    'Múltiplos de cinco com três: marque quando as pontas somam um múltiplo de três.',
  'sets.game.fivesAndThrees': 'Cinco e três',
  'sets.gameAbout.fivesAndThrees':
    'O jogo dos pubs: um ponto para cada cinco e cada três que cabem na soma das pontas. 15 vale 8.',
  'sets.game.partnership': 'Em duplas',
  'sets.gameAbout.partnership':
    'Quatro jogadores em duas duplas: você e quem está à sua frente contra os outros dois.',
  'sets.game.mexicanTrain': 'Trem mexicano',
  'sets.levelName.random': 'aleatório',
  'sets.levelName.greedy': 'guloso',
  'sets.levelName.expert': 'especialista',
  'sets.levelName.master': 'mestre',
  'sets.levelMeans.random': 'Aleatório: joga qualquer pedra que encaixe, para aprender as regras',
  'sets.levelMeans.greedy': 'Guloso: joga sua pedra mais pesada, como um jogador casual',
  'sets.levelMeans.expert': 'Especialista: lê o jogo pelos passes e compras, como num clube',
  'sets.handNo': 'mão {n}',
  'sets.options.game': 'Jogo',
  'sets.options.players': 'Jogadores',
  'sets.options.computers': 'Jogadores do computador',
  'sets.options.target': 'Jogar até',
  'sets.options.usualTarget': 'a pontuação habitual do jogo',
  'sets.options.points': '{count, plural, one {# ponto} other {# pontos}}',
};
