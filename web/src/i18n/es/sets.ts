import type { sets as en } from '../en/sets';

export const sets: Record<keyof typeof en, string> = {
  'sets.label': 'Juego de fichas',
  'sets.doubleSix': 'Doble seis: {count, plural, one {# ficha} other {# fichas}}',
  'sets.doubleNine': 'Doble nueve: {count, plural, one {# ficha} other {# fichas}}',
  'sets.doubleTwelve': 'Doble doce: {count, plural, one {# ficha} other {# fichas}}',
  'sets.game.draw': 'Dominó con pozo',
  'sets.gameAbout.draw': '¿No llevas? Roba del pozo hasta que puedas jugar.',
  'sets.game.block': 'Dominó sin pozo',
  'sets.gameAbout.block': '¿No llevas? Pasas. No hay pozo del que robar.',
  'sets.game.allFives': 'Todos los cincos',
  'sets.gameAbout.allFives':
    'Sumas durante la mano cuando las puntas dan un múltiplo de cinco. El primer doble es el spinner.',
  'sets.game.allThrees': 'Todos los treses',
  'sets.gameAbout.allThrees':
    'Todos los cincos, pero con treses: sumas cuando las puntas dan un múltiplo de tres.',
  'sets.game.fivesAndThrees': 'Cincos y treses',
  'sets.gameAbout.fivesAndThrees':
    'El juego de los pubs: un punto por cada cinco y cada tres que caben en la cuenta de las puntas. 15 da 8.',
  'sets.game.partnership': 'Por parejas',
  'sets.gameAbout.partnership':
    'Cuatro jugadores en dos parejas: tú y quien tienes enfrente contra los otros dos.',
  'sets.game.mexicanTrain': 'Tren mexicano',
  'sets.levelName.random': 'aleatoria',
  'sets.levelName.greedy': 'codiciosa',
  'sets.levelName.expert': 'experta',
  'sets.levelName.master': 'maestra',
  'sets.levelMeans.random': 'Al azar: juega cualquier ficha que entre, para aprender las reglas',
  'sets.levelMeans.greedy': 'Codiciosa: suelta su ficha más pesada, como un jugador de paso',
  'sets.levelMeans.expert': 'Experta: lee el juego por los pases y los robos, como en un club',
  'sets.handNo': 'mano {n}',
  'sets.options.game': 'Juego',
  'sets.options.players': 'Jugadores',
  'sets.options.computers': 'Jugadores de la computadora',
  'sets.options.target': 'Jugar a',
  'sets.options.usualTarget': 'el tanteo habitual del juego',
  'sets.options.points': '{count, plural, one {# punto} other {# puntos}}',
};
