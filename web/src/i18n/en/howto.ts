/**
 * How to play (screens/HowToPlay.tsx): each game's rules, a paragraph a message. Not bundled:
 * the screen's chunk adds it (addEnglish); the other languages' catalogs hold it.
 */
export const howto = {
  'howto.title': 'How to play',
  'howto.games': 'Games',
  'howto.tiles': 'tiles: {tiles}',
  'howto.lead':
    'The line games are played with a double-six set, or a double-nine or double-twelve one for longer hands, by two to four players laying one tile at a time on a shared line. In Mexican Train, two to eight players each build a train of their own. Pick a game to read its rules.',
  'howto.footer': '<play>Play it against the computer</play> · <others>Other games</others>',
  'howto.otherGames': 'Other games',
  'howto.card': '<game>{name}</game>: {about}',
  'howto.unknown.title': 'No such game',
  'howto.unknown.text': 'There is no game called <code>{game}</code> here. <games>See the games</games>.',

  'howto.h.tiles': 'The tiles',
  'howto.h.line': 'The line',
  'howto.h.turn': 'Your turn',
  'howto.h.sets': 'Bigger sets',
  'howto.h.deal': 'The deal',
  'howto.h.cannotPlay': 'Cannot play?',
  'howto.h.handEnd': 'The end of a hand',
  'howto.h.winning': 'Winning',
  'howto.h.handEndWinning': 'The end of a hand and winning',
  'howto.h.spinner': 'The spinner',
  'howto.h.count': 'The count',
  'howto.h.spinnerCount': 'The spinner and the count',
  'howto.h.teams': 'Teams',
  'howto.h.setDeal': 'The set and the deal',
  'howto.h.rounds': 'Rounds',
  'howto.h.trains': 'The trains',
  'howto.h.doubles': 'Doubles',
  'howto.h.roundEnd': 'The end of a round and winning',
  'howto.h.options': 'House rules',

  'howto.common.tiles':
    'A double-six set: 28 tiles, each with two halves showing 0 to 6 pips. A tile is named by its two numbers, the smaller first: 2-5. A double has the same number on both halves, 4-4. A tile’s pips are its two numbers added up: 6-6 counts 12, 0-0 counts nothing.',
  'howto.common.tilesCaption': '2-5, the double 4-4, 0-6 and 6-6, the heaviest tile.',
  'howto.common.line':
    'The first tile starts the line. After it, each tile goes on one of the two open ends, touching it with the same number: its other number becomes the new end. Doubles lie across the line. When a tile fits both ends, you choose the end: the table shows a button on each.',
  'howto.common.lineCaption':
    'The line 3-5, then 5-6 on the 5, then 6-6 across on the 6: the ends show 3 and 6.',
  'howto.common.turn':
    'Your playable tiles are lifted and outlined in gold; the others are dimmed. If you can play, you must. Pick a tile (click it, or Tab to it and press Enter); if it fits two ends, pick the end.',
  'howto.common.sets':
    'A table may be opened with a double-nine set (55 tiles, 0 to 9 pips a half) or a double-twelve set (91 tiles, 0 to 12) instead: longer hands, bigger counts. Everyone is dealt ten tiles on double-nine and twelve on double-twelve, however many play; what is not dealt is the boneyard, or is set aside unseen in the games without drawing. The heaviest tile is then 9-9 (18 pips) or 12-12 (24).',
  'howto.common.setsCaption':
    '9-9, the highest double of a double-nine set; 7-12 and 12-12, only in double-twelve.',

  'howto.draw.name': 'Draw',
  'howto.draw.title': 'How to play Draw',
  'howto.draw.about': 'Cannot play? Draw from the boneyard until you can.',
  'howto.draw.lead': 'The classic: cannot play, draw from the boneyard until you can.',
  'howto.draw.deal':
    'Seven tiles each with two or three players, six each with four. The rest lie face down: the boneyard, shown beside the line with how many tiles it holds. Who leads the first hand is drawn by lot; after that, the winner of the last hand leads.',
  'howto.draw.cannotPlay':
    'You draw from the boneyard (the Draw a tile button), one tile at a time, until one fits; then you play it. Only when the boneyard is empty do you pass, and the table passes for you.',
  'howto.draw.handEnd':
    'The hand ends when someone plays their last tile (goes out) or when nobody can play (it is blocked). Going out scores the pips left in everyone else’s hands. A blocked hand goes to the player with the fewest pips, who scores the others’ pips minus their own; a tie for the fewest scores nothing.',
  'howto.draw.handEndCaption': 'Ana goes out; Ben is left holding 1-2 and 0-4: Ana scores 3 + 4 = 7.',
  'howto.draw.winning':
    'The match is played to 100 with two players, 61 with three or four: after the hand in which someone reaches it, the highest score wins. A tie for first plays another hand.',

  'howto.block.name': 'Block',
  'howto.block.title': 'How to play Block',
  'howto.block.about': 'Cannot play? Pass. No boneyard to draw from.',
  'howto.block.lead': 'Draw without the drawing: cannot play, pass.',
  'howto.block.deal':
    'Seven tiles each with two players, five each with three or four. The tiles not dealt are set aside, face down, and never used.',
  'howto.block.cannotPlay':
    'You pass, and the table says so beside your seat. Watching who passes on which numbers tells you what they cannot hold.',
  'howto.block.handEnd':
    'As in Draw: going out scores everyone else’s pips; a blocked hand goes to the fewest pips, who scores the others’ pips minus their own. The match is played to 100 with two players, 61 with three or four.',

  'howto.allFives.name': 'All Fives',
  'howto.allFives.title': 'How to play All Fives',
  'howto.allFives.about':
    'Score during play when the open ends add up to a multiple of five. The first double spins.',
  'howto.allFives.lead': 'Score during play: make the open ends add up to a multiple of five.',
  'howto.allFives.deal':
    'Seven tiles each with two players, five each with three or four; the rest is the boneyard, drawn from as in Draw.',
  'howto.allFives.spinner':
    'The first double played is the spinner. Tiles go on its two long sides first; once both carry a tile, its two short sides open too, and the line grows four ways. Later doubles lie across but open nothing.',
  'howto.allFives.count':
    'After every tile, add up the numbers at the open ends: a double at an end counts both halves, and the spinner counts both halves while one of its long sides is still free. When the count is a multiple of five (5, 10, 15 and on), whoever placed the tile scores it at once: the points rise from the line.',
  'howto.allFives.count1': '5-5 leads: it is the spinner, the count is 10, and the leader scores 10.',
  'howto.allFives.count2': '3-5 on one long side: 10 + 3 = 13, nothing scored.',
  'howto.allFives.count3':
    '0-5 on the other long side: 3 + 0 = 3 (both long sides are covered, so the spinner no longer counts).',
  'howto.allFives.count4': '2-5 on a short side: 3 + 0 + 2 = 5, and it scores 5.',
  'howto.allFives.handEnd':
    'Going out scores everyone else’s pips, rounded to the nearest five (13 scores 15, 12 scores 10). A blocked hand goes to the fewest pips, who scores the others’ total, rounded the same way. Points scored during play always stand. The match is played to 150.',

  'howto.allThrees.name': 'All Threes',
  'howto.allThrees.title': 'How to play All Threes',
  'howto.allThrees.about': 'All Fives with threes: score when the open ends add up to a multiple of three.',
  'howto.allThrees.lead': 'All Fives with threes: make the open ends add up to a multiple of three.',
  'howto.allThrees.deal':
    'Seven tiles each with two players, five each with three or four; the rest is the boneyard, drawn from as in Draw. Four players may play in two teams, partners opposite.',
  'howto.allThrees.count':
    'As in All Fives: the first double is the spinner, and after every tile the numbers at the open ends are added up. When the count is a multiple of three (3, 6, 9 and on), whoever placed the tile scores it.',
  'howto.allThrees.count1': '3-3 leads: the count is 6, and the leader scores 6.',
  'howto.allThrees.count2': '3-6 on one long side: 6 + 6 = 12, and it scores 12.',
  'howto.allThrees.handEnd':
    'Going out scores everyone else’s pips, rounded to the nearest three (28 scores 27); a blocked hand goes to the fewest pips, who scores the others’ total, rounded the same way. The match is played to 150.',

  'howto.fivesAndThrees.name': 'Fives and Threes',
  'howto.fivesAndThrees.title': 'How to play Fives and Threes',
  'howto.fivesAndThrees.about':
    'The pub game: a point for each five and each three in the count of the ends. 15 scores 8.',
  'howto.fivesAndThrees.lead': 'The British pub game: a point for every five and every three in the count.',
  'howto.fivesAndThrees.deal':
    'Seven tiles each with two players, five each with three or four; the rest is the boneyard, drawn from as in Draw. There is no spinner: the line has two ends. Four players may play in two teams, partners opposite.',
  'howto.fivesAndThrees.block':
    'Fives and Threes can also be played without drawing: a Block table opened with this count deals as Block, nobody draws, and the count and the scoring are as here.',
  'howto.fivesAndThrees.count':
    'After every tile, add up the two open ends (a double at an end counts both halves). You score one point for each time 5 goes into the count and one for each time 3 does: 6 scores 2, 10 scores 2, 12 scores 4, and 15 scores 8 (three fives and five threes).',
  'howto.fivesAndThrees.count1': '5-5 leads: the count is 10, two fives: 2 points.',
  'howto.fivesAndThrees.count2': '3-5 on one side: 3 + 10 = 13, nothing scored.',
  'howto.fivesAndThrees.count3': '2-3 on the 3: 2 + 10 = 12, four threes: 4 points.',
  'howto.fivesAndThrees.handEnd':
    'Going out scores 1 point (“a go”); a blocked hand scores 1 point to the fewest pips, none on a tie. No pips are counted. The match is played to 61.',

  'howto.partnership.name': 'Partnership',
  'howto.partnership.title': 'How to play Partnership',
  'howto.partnership.about': 'Four players in two teams: you and the player opposite against the other two.',
  'howto.partnership.lead':
    'Four players in two teams: you and the player across the table against the other two.',
  'howto.partnership.teams':
    'Your partner sits opposite you; the table marks your team “Us” and the other “Them”, each in its colour, and keeps one score per team. Play goes to the left, so you play between your two opponents.',
  'howto.partnership.deal':
    'Seven tiles each: all 28 are dealt, so nobody draws. The first hand is led by whoever holds 6-6, which is placed for them; after that, the winner of the last hand leads.',
  'howto.partnership.dealCaption': '6-6 opens the first hand.',
  'howto.partnership.bigger':
    'On a double-nine set, the Cuban game, each player gets ten tiles: forty are dealt and the other fifteen are set aside unseen. The first hand is then opened by the holder of the highest double dealt (9-9, else 8-8, and so on). On double-twelve it is twelve tiles each, opened the same way.',
  'howto.partnership.cannotPlay':
    'You pass. Your partner may be able to play what you cannot: watch the ends they leave you.',
  'howto.partnership.handEnd':
    'Going out scores the pips left in the other team’s hands (your partner’s never count against you). A blocked hand goes to the team with fewer pips, which scores the other team’s total; a tie scores nothing. The first team to reach 100 wins.',

  'howto.mexicanTrain.name': 'Mexican Train',
  'howto.mexicanTrain.title': 'How to play Mexican Train',
  'howto.mexicanTrain.about':
    'Two to eight players, each building a train from the hub, and one train for everyone. Lowest total wins.',
  'howto.mexicanTrain.lead':
    'Each player builds a train of their own from the hub, and one more train, the Mexican train, is everyone’s. Get rid of your tiles: after the last round, the lowest total wins.',
  'howto.mexicanTrain.deal':
    'A double-twelve set (91 tiles), or a double-nine one (55 tiles) for a shorter game; two to eight players. With two to four players each gets 15 tiles, with five or six 12, with seven or eight 10 (on double-nine: 10, 8 and 6). The rest is the boneyard.',
  'howto.mexicanTrain.rounds':
    'A match is 13 rounds on double-twelve, 10 on double-nine. Each round starts from a double in the hub, the engine: 12-12 in the first round, 11-11 in the second, and so on down to 0-0. It is taken out before the deal. The first turn moves round the table: the first player starts round one, the second round two, and so on.',
  'howto.mexicanTrain.trains':
    'Each player owns a train, which starts at the hub with a tile showing the engine’s number; after that, each tile goes on the number at the train’s far end. The Mexican train belongs to nobody: anyone may start it, at any time, even before their own train.',
  'howto.mexicanTrain.trainsCaption':
    'Round one: the engine 12-12; a train starts with 5-12, its 12 against the engine, then 3-5 goes on its 5.',
  'howto.mexicanTrain.turn':
    'Play one tile: on your own train, on the Mexican train, or on another player’s train that carries a marker. Cannot play? You draw one tile, while the boneyard has any: if it fits, you play it at once; if not, you pass and a marker goes on your train, which lets everyone play on it. Playing on your own train again takes your marker off.',
  'howto.mexicanTrain.doubles':
    'Play a double (other than the engine) and you must cover it: you play again, on that double. If you cannot, you draw one tile and cover with it if it fits; if not, you pass and your train is marked. While a double is left uncovered, everyone’s only play is on it, whichever train it is on; a player who cannot draws one and plays it there if it fits, else passes and is marked.',
  'howto.mexicanTrain.roundEnd':
    'A round ends when someone plays their last tile (even a double left uncovered), or when it is blocked: the boneyard is empty and nobody can play. Everyone adds the pips left in their hand to their total, so going out adds nothing. After the last round, the 0-0 engine’s, the lowest total wins; equal totals share a place.',
  'howto.mexicanTrain.options':
    'A table may also be opened with a long first turn: on your first turn of a round you may play several tiles in a row on your own train, and stop when you choose. Or with the double blank worth 50: 0-0 left in a hand at the end of a round counts 50, not 0.',
} as const;
