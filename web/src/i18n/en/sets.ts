/** Words of the tile sets: the set menu of a new game (docs/rules.md#sets). */
export const sets = {
  'sets.label': 'Set',
  'sets.doubleSix': 'Double-six: {count, plural, one {# tile} other {# tiles}}',
  'sets.doubleNine': 'Double-nine: {count, plural, one {# tile} other {# tiles}}',
  'sets.doubleTwelve': 'Double-twelve: {count, plural, one {# tile} other {# tiles}}',
  'sets.game.draw': 'Draw',
  'sets.gameAbout.draw': 'Cannot play? Draw from the boneyard until you can.',
  'sets.game.block': 'Block',
  'sets.gameAbout.block': 'Cannot play? Pass. No boneyard to draw from.',
  'sets.game.allFives': 'All Fives',
  'sets.gameAbout.allFives':
    'Score during play when the open ends add up to a multiple of five. The first double spins.',
  'sets.game.allThrees': 'All Threes',
  'sets.gameAbout.allThrees':
    'All Fives with threes: score when the open ends add up to a multiple of three.',
  'sets.game.fivesAndThrees': 'Fives and Threes',
  'sets.gameAbout.fivesAndThrees':
    'The pub game: a point for each five and each three in the count of the ends. 15 scores 8.',
  'sets.game.partnership': 'Partnership',
  'sets.gameAbout.partnership':
    'Four players in two teams: you and the player opposite against the other two.',
  'sets.game.mexicanTrain': 'Mexican Train',
  'sets.levelName.random': 'Random',
  'sets.levelName.greedy': 'Greedy',
  'sets.levelName.expert': 'Expert',
  'sets.levelName.master': 'Master',
  'sets.levelMeans.random': 'Random: plays any tile that fits, for learning the rules',
  'sets.levelMeans.greedy': 'Greedy: plays its heaviest tile, as a casual player does',
  'sets.levelMeans.expert': 'Expert: reads the game from passes and draws, a club player',
  'sets.handNo': 'hand {n}',
  'sets.options.game': 'Game',
  'sets.options.players': 'Players',
  'sets.options.computers': 'Computer players',
  'sets.options.target': 'Play to',
  'sets.options.usualTarget': 'the game’s usual score',
  'sets.options.points': '{count, plural, one {# point} other {# points}}',
} as const;
