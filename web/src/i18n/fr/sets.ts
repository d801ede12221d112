import type { sets as en } from '../en/sets';

export const sets: Record<keyof typeof en, string> = {
  'sets.label': 'Jeu de dominos',
  'sets.doubleSix': 'Double-six : {count, plural, one {# domino} other {# dominos}}',
  'sets.doubleNine': 'Double-neuf : {count, plural, one {# domino} other {# dominos}}',
  'sets.doubleTwelve': 'Double-douze : {count, plural, one {# domino} other {# dominos}}',
  'sets.game.draw': 'Domino à la pioche',
  'sets.gameAbout.draw': 'Rien à poser ? Piochez jusqu’à pouvoir jouer.',
  'sets.game.block': 'Domino sans pioche',
  'sets.gameAbout.block': 'Rien à poser ? Vous boudez. Pas de pioche.',
  'sets.game.allFives': 'Tous les cinq',
  'sets.gameAbout.allFives':
    'Marquez en cours de jeu quand les bouts font un multiple de cinq. Le premier double est le spinner.',
  'sets.game.allThrees': 'Tous les trois',
  'sets.gameAbout.allThrees':
    'Tous les cinq avec des trois : marquez quand les bouts font un multiple de trois.',
  'sets.game.fivesAndThrees': 'Cinq et trois',
  'sets.gameAbout.fivesAndThrees':
    'Le jeu des pubs : un point pour chaque cinq et chaque trois dans le compte des bouts. 15 donne 8.',
  'sets.game.partnership': 'Par équipes',
  'sets.gameAbout.partnership':
    'Quatre joueurs en deux équipes : vous et votre vis-à-vis contre les deux autres.',
  'sets.game.mexicanTrain': 'Train mexicain',
  'sets.levelName.random': 'aléatoire',
  'sets.levelName.greedy': 'glouton',
  'sets.levelName.expert': 'expert',
  'sets.levelName.master': 'maître',
  'sets.levelMeans.random': 'Aléatoire : pose n’importe quel domino qui va, pour apprendre les règles',
  'sets.levelMeans.greedy': 'Glouton : pose son domino le plus lourd, comme un joueur du dimanche',
  'sets.levelMeans.expert': 'Expert : lit le jeu dans les bouderies et la pioche, un joueur de club',
  'sets.handNo': 'manche {n}',
  'sets.options.game': 'Jeu',
  'sets.options.players': 'Joueurs',
  'sets.options.computers': 'Joueurs de l’ordinateur',
  'sets.options.target': 'Jouer en',
  'sets.options.usualTarget': 'le score habituel du jeu',
  'sets.options.points': '{count, plural, one {# point} other {# points}}',
};
