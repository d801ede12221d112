import type { howto as en } from '../en/howto';

export const howto: Record<keyof typeof en, string> = {
  'howto.title': 'Como jogar',
  'howto.games': 'Jogos',
  'howto.tiles': 'pedras: {tiles}',
  'howto.lead':
    'Todos os jogos, menos o Trem mexicano, são jogados com um dominó duplo-seis, ou com um duplo-nove ou duplo-doze para rodadas mais longas, por dois a quatro jogadores que põem uma pedra por vez na mesma mesa. No Trem mexicano, de dois a oito jogadores montam cada um o seu próprio trem. Escolha um jogo para ler as regras.',
  'howto.footer': '<play>Jogue contra o computador</play> · <others>Outros jogos</others>',
  'howto.otherGames': 'Outros jogos',
  'howto.card': '<game>{name}</game>: {about}',
  'howto.unknown.title': 'Esse jogo não existe',
  'howto.unknown.text': 'Não há nenhum jogo chamado <code>{game}</code> aqui. <games>Veja os jogos</games>.',

  'howto.h.tiles': 'As pedras',
  'howto.h.line': 'A mesa',
  'howto.h.turn': 'Sua vez',
  'howto.h.sets': 'Dominós maiores',
  'howto.h.deal': 'A distribuição',
  'howto.h.cannotPlay': 'Não tem pedra?',
  'howto.h.handEnd': 'O fim da rodada',
  'howto.h.winning': 'Quem ganha',
  'howto.h.handEndWinning': 'O fim da rodada e quem ganha',
  'howto.h.spinner': 'O spinner',
  'howto.h.count': 'A contagem',
  'howto.h.spinnerCount': 'O spinner e a contagem',
  'howto.h.teams': 'As duplas',
  'howto.h.setDeal': 'As pedras e a distribuição',
  'howto.h.rounds': 'As rodadas',
  'howto.h.trains': 'Os trens',
  'howto.h.doubles': 'As carroças',
  'howto.h.roundEnd': 'O fim da rodada e quem ganha',
  'howto.h.options': 'Variantes',

  'howto.common.tiles':
    'Um dominó duplo-seis: 28 pedras, cada uma com duas metades de 0 a 6 pontos. Uma pedra é chamada pelos seus dois números, o menor primeiro: 2-5. Uma carroça tem o mesmo número nas duas metades: 4-4. Os pontos de uma pedra são a soma dos seus dois números: a carroça de seis, 6-6, vale 12, e a de branco, 0-0, não vale nada.',
  'howto.common.tilesCaption': 'O 2-5, a carroça 4-4, o 0-6 e o 6-6, a pedra mais pesada.',
  'howto.common.line':
    'A primeira pedra, a saída, abre a mesa. Depois dela, cada pedra vai numa das duas pontas, encostada pelo mesmo número: o outro número vira a nova ponta. As carroças ficam atravessadas. Quando uma pedra serve nas duas pontas, você escolhe onde: a mesa mostra um botão em cada uma.',
  'howto.common.lineCaption':
    'A saída 3-5; depois o 5-6 no 5 e a carroça 6-6 atravessada no 6: as pontas ficam em 3 e 6.',
  'howto.common.turn':
    'Suas pedras que servem ficam levantadas, com contorno dourado; as outras ficam apagadas. Se você pode jogar, tem que jogar. Escolha uma pedra (clique nela, ou chegue nela com Tab e aperte Enter); se ela serve em duas pontas, escolha a ponta.',
  'howto.common.sets':
    'Uma mesa também pode ser aberta com um dominó duplo-nove (55 pedras, de 0 a 9 pontos por metade) ou duplo-doze (91 pedras, de 0 a 12): rodadas mais longas, contas maiores. No duplo-nove cada um recebe dez pedras, no duplo-doze doze, seja qual for o número de jogadores; o que não é distribuído vai para o monte, ou fica de lado sem ninguém ver nos jogos sem compra. A pedra mais pesada passa a ser a carroça 9-9 (18 pontos) ou a 12-12 (24).',
  'howto.common.setsCaption': 'O 9-9, a maior carroça do duplo-nove; o 7-12 e o 12-12, só no duplo-doze.',

  'howto.draw.name': 'Dominó com compra',
  'howto.draw.title': 'Como jogar dominó com compra',
  'howto.draw.about': 'Não tem pedra? Compre do monte até poder jogar.',
  'howto.draw.lead': 'O clássico: não tem pedra que sirva, compra do monte até poder jogar.',
  'howto.draw.deal':
    'Sete pedras para cada um com dois ou três jogadores, seis com quatro. O resto fica virado para baixo: é o monte, mostrado ao lado da mesa com quantas pedras ainda tem. Quem sai na primeira rodada é sorteado; depois, sai quem ganhou a rodada anterior.',
  'howto.draw.cannotPlay':
    'Você compra do monte (o botão Comprar uma pedra), uma pedra de cada vez, até uma servir; aí você joga essa pedra. Só quando o monte acaba é que você passa, e a mesa passa por você.',
  'howto.draw.handEnd':
    'A rodada acaba quando alguém joga a última pedra (bate) ou quando ninguém mais pode jogar (o jogo fica trancado). Quem bate marca os pontos que sobraram na mão de todos os outros. Num jogo trancado ganha quem tem menos pontos na mão, e marca os pontos dos outros menos os seus; se houver empate entre os que têm menos, ninguém marca.',
  'howto.draw.handEndCaption': 'Ana bate; Beto fica com o 1-2 e o 0-4 na mão: Ana marca 3 + 4 = 7.',
  'howto.draw.winning':
    'A partida vai até 100 com dois jogadores e até 61 com três ou quatro: no fim da rodada em que alguém chega lá, ganha o maior placar. Se houver empate no primeiro lugar, joga-se mais uma rodada.',

  'howto.block.name': 'Dominó sem compra',
  'howto.block.title': 'Como jogar dominó sem compra',
  'howto.block.about': 'Não tem pedra? Passe. Não há monte para comprar.',
  'howto.block.lead': 'O dominó com compra, sem a compra: não tem pedra, passa.',
  'howto.block.deal':
    'Sete pedras para cada um com dois jogadores, cinco com três ou quatro. As pedras que não são distribuídas ficam de lado, viradas para baixo, e nunca entram no jogo.',
  'howto.block.cannotPlay':
    'Você passa, e a mesa mostra isso ao lado do seu lugar. Prestando atenção em quem passa, e em quais números, você descobre quais pedras cada um não tem.',
  'howto.block.handEnd':
    'Como no dominó com compra: quem bate marca os pontos de todos os outros; num jogo trancado ganha quem tem menos pontos, e marca os pontos dos outros menos os seus. A partida vai até 100 com dois jogadores e até 61 com três ou quatro.',

  'howto.allFives.name': 'Múltiplos de cinco',
  'howto.allFives.title': 'Como jogar Múltiplos de cinco',
  'howto.allFives.about':
    'Marque pontos durante a rodada quando as pontas somam um múltiplo de cinco. A primeira carroça é o spinner.',
  'howto.allFives.lead': 'Pontos durante a rodada: faça as pontas somarem um múltiplo de cinco.',
  'howto.allFives.deal':
    'Sete pedras para cada um com dois jogadores, cinco com três ou quatro; o resto é o monte, de onde se compra como no dominó com compra.',
  'howto.allFives.spinner':
    'A primeira carroça jogada é o spinner. As pedras vão primeiro nos seus dois lados compridos; quando os dois têm pedra, os dois lados curtos também se abrem, e a mesa cresce para quatro lados. As carroças seguintes ficam atravessadas, mas não abrem nada.',
  'howto.allFives.count':
    'Depois de cada pedra, some os números das pontas abertas: uma carroça na ponta conta as duas metades, e o spinner conta as duas enquanto um dos seus lados compridos estiver livre. Quando a soma é múltiplo de cinco (5, 10, 15 e assim por diante), quem pôs a pedra marca esses pontos na hora: eles sobem da mesa.',
  'howto.allFives.count1': 'A saída é a carroça 5-5: ela é o spinner, a soma é 10, e quem saiu marca 10.',
  'howto.allFives.count2': 'O 3-5 num lado comprido: 10 + 3 = 13, nada a marcar.',
  'howto.allFives.count3':
    'O 0-5 no outro lado comprido: 3 + 0 = 3 (os dois lados compridos estão cobertos, então o spinner não conta mais).',
  'howto.allFives.count4': 'O 2-5 num lado curto: 3 + 0 + 2 = 5, e marca 5.',
  'howto.allFives.handEnd':
    'Quem bate marca os pontos de todos os outros, arredondados para o múltiplo de cinco mais próximo (13 vale 15, 12 vale 10). Num jogo trancado ganha quem tem menos pontos, e marca o total dos outros, arredondado do mesmo jeito. Os pontos marcados durante a rodada nunca se perdem. A partida vai até 150.',

  'howto.allThrees.name': 'Múltiplos de três',
  'howto.allThrees.title': 'Como jogar Múltiplos de três',
  'howto.allThrees.about': 'Múltiplos de cinco com três: marque quando as pontas somam um múltiplo de três.',
  'howto.allThrees.lead': 'Múltiplos de cinco com três: faça as pontas somarem um múltiplo de três.',
  'howto.allThrees.deal':
    'Sete pedras para cada um com dois jogadores, cinco com três ou quatro; o resto é o monte, de onde se compra como no dominó com compra. Com quatro jogadores dá para jogar em duplas, parceiro de frente para parceiro.',
  'howto.allThrees.count':
    'Como em Múltiplos de cinco: a primeira carroça é o spinner, e depois de cada pedra somam-se os números das pontas abertas. Quando a soma é múltiplo de três (3, 6, 9 e assim por diante), quem pôs a pedra marca esses pontos.',
  'howto.allThrees.count1': 'A saída é a carroça 3-3: a soma é 6, e quem saiu marca 6.',
  'howto.allThrees.count2': 'O 3-6 num lado comprido: 6 + 6 = 12, e marca 12.',
  'howto.allThrees.handEnd':
    'Quem bate marca os pontos de todos os outros, arredondados para o múltiplo de três mais próximo (28 vale 27); num jogo trancado ganha quem tem menos pontos, e marca o total dos outros, arredondado do mesmo jeito. A partida vai até 150.',

  'howto.fivesAndThrees.name': 'Cinco e três',
  'howto.fivesAndThrees.title': 'Como jogar Cinco e três',
  'howto.fivesAndThrees.about':
    'O jogo dos pubs: um ponto para cada cinco e cada três que cabem na soma das pontas. 15 vale 8.',
  'howto.fivesAndThrees.lead': 'O jogo dos pubs britânicos: um ponto para cada cinco e cada três da soma.',
  'howto.fivesAndThrees.deal':
    'Sete pedras para cada um com dois jogadores, cinco com três ou quatro; o resto é o monte, de onde se compra como no dominó com compra. Não há spinner: a mesa tem duas pontas. Com quatro jogadores dá para jogar em duplas, parceiro de frente para parceiro.',
  'howto.fivesAndThrees.block':
    'Cinco e três também pode ser jogado sem compra: uma mesa de dominó sem compra aberta com esta contagem distribui como o dominó sem compra, ninguém compra, e a contagem e os pontos são os daqui.',
  'howto.fivesAndThrees.count':
    'Depois de cada pedra, some as duas pontas (uma carroça na ponta conta as duas metades). Você marca um ponto para cada vez que o 5 cabe na soma e outro para cada vez que o 3 cabe: 6 vale 2, 10 vale 2, 12 vale 4, e 15 vale 8 (três vezes cinco e cinco vezes três).',
  'howto.fivesAndThrees.count1': 'A saída é a carroça 5-5: a soma é 10, duas vezes cinco: 2 pontos.',
  'howto.fivesAndThrees.count2': 'O 3-5 num lado: 3 + 10 = 13, nada a marcar.',
  'howto.fivesAndThrees.count3': 'O 2-3 no 3: 2 + 10 = 12, quatro vezes três: 4 pontos.',
  'howto.fivesAndThrees.handEnd':
    'Bater vale 1 ponto; num jogo trancado, quem tem menos pontos na mão marca 1 ponto, e ninguém marca se houver empate. As pedras que sobram não são contadas. A partida vai até 61.',

  'howto.partnership.name': 'Em duplas',
  'howto.partnership.title': 'Como jogar em duplas',
  'howto.partnership.about':
    'Quatro jogadores em duas duplas: você e quem está à sua frente contra os outros dois.',
  'howto.partnership.lead':
    'Quatro jogadores em duas duplas: você e quem está à sua frente contra os outros dois.',
  'howto.partnership.teams':
    'Seu parceiro senta na sua frente; a mesa marca a sua dupla como “Nós” e a outra como “Eles”, cada uma com a sua cor, e mantém um placar por dupla. O jogo segue para a esquerda, então você joga entre os dois adversários.',
  'howto.partnership.deal':
    'Sete pedras para cada um: as 28 são distribuídas, então ninguém compra. Na primeira rodada sai quem tem a carroça de seis, 6-6, e a mesa a joga sozinha; depois, sai quem ganhou a rodada anterior.',
  'howto.partnership.dealCaption': 'A carroça 6-6 abre a primeira rodada.',
  'howto.partnership.bigger':
    'No duplo-nove, o jogo cubano, cada um recebe dez pedras: quarenta são distribuídas e as outras quinze ficam de lado sem ninguém ver. A primeira rodada é aberta então por quem tem a maior carroça distribuída (o 9-9, senão o 8-8, e assim por diante). No duplo-doze são doze pedras para cada um, com a mesma saída.',
  'howto.partnership.cannotPlay':
    'Você passa. Talvez seu parceiro tenha o que falta para você: preste atenção nas pontas que ele deixa.',
  'howto.partnership.handEnd':
    'Quem bate marca para a dupla os pontos que sobraram na mão dos adversários (os do seu parceiro nunca contam contra você). Num jogo trancado ganha a dupla com menos pontos, e marca o total da outra; empate não vale nada. Ganha a primeira dupla que chegar a 100.',

  'howto.mexicanTrain.name': 'Trem mexicano',
  'howto.mexicanTrain.title': 'Como jogar Trem mexicano',
  'howto.mexicanTrain.about':
    'De dois a oito jogadores, cada um monta o seu trem a partir da estação, e há um trem de todos. Ganha o menor total.',
  'howto.mexicanTrain.lead':
    'Cada jogador monta o seu próprio trem a partir da estação, e mais um trem, o trem mexicano, é de todos. Livre-se das suas pedras: depois da última rodada, ganha o menor total.',
  'howto.mexicanTrain.deal':
    'Um dominó duplo-doze (91 pedras), ou um duplo-nove (55 pedras) para uma partida mais curta; de dois a oito jogadores. Com dois a quatro jogadores cada um recebe 15 pedras, com cinco ou seis 12, com sete ou oito 10 (no duplo-nove: 10, 8 e 6). O resto é o monte.',
  'howto.mexicanTrain.rounds':
    'Uma partida tem 13 rodadas no duplo-doze e 10 no duplo-nove. Cada rodada começa de uma carroça na estação, a carroça inicial: 12-12 na primeira rodada, 11-11 na segunda, e assim até 0-0. Ela é separada antes da distribuição. Quem joga primeiro muda a cada rodada: o primeiro jogador começa a rodada um, o segundo a rodada dois, e assim por diante.',
  'howto.mexicanTrain.trains':
    'Cada jogador tem o seu trem, que sai da estação com uma pedra que tenha o número da carroça inicial; depois, cada pedra vai no número da ponta desse trem. O trem mexicano não é de ninguém: qualquer um pode começá-lo, a qualquer momento, até antes do próprio trem.',
  'howto.mexicanTrain.trainsCaption':
    'Rodada um: a carroça inicial 12-12; um trem sai com o 5-12, o 12 encostado na carroça, e depois o 3-5 vai no 5.',
  'howto.mexicanTrain.turn':
    'Jogue uma pedra: no seu próprio trem, no trem mexicano ou no trem de outro jogador que esteja marcado. Não tem pedra? Você compra uma, enquanto houver monte: se servir, joga na hora; se não, passa e o seu trem fica marcado, e aí todo mundo pode jogar nele. Quando você volta a jogar no seu próprio trem, a marca sai.',
  'howto.mexicanTrain.doubles':
    'Jogou uma carroça (que não seja a inicial)? Tem que cobri-la: você joga de novo, em cima dessa carroça. Se não puder, compra uma pedra e cobre com ela se servir; se não, passa e o seu trem fica marcado. Enquanto uma carroça estiver descoberta, a única jogada de todos é nela, em qualquer trem em que esteja; quem não pode compra uma e joga ali se servir, senão passa e fica marcado.',
  'howto.mexicanTrain.roundEnd':
    'Uma rodada acaba quando alguém joga a última pedra (mesmo uma carroça descoberta) ou quando tranca: o monte acabou e ninguém pode jogar. Cada um soma ao seu total os pontos que sobraram na mão, então quem bate não soma nada. Depois da última rodada, a do 0-0, ganha o menor total; totais iguais dividem a colocação.',
  'howto.mexicanTrain.options':
    'Uma mesa também pode ser aberta com uma primeira jogada longa: na sua primeira vez de jogar em cada rodada, você pode jogar várias pedras seguidas no seu próprio trem e parar quando quiser. Ou com a carroça de branco valendo 50: o 0-0 que sobrar na mão no fim de uma rodada vale 50, não 0.',
};
