import type { howto as en } from '../en/howto';

export const howto: Record<keyof typeof en, string> = {
  'howto.title': 'Cómo se juega',
  'howto.games': 'Juegos',
  'howto.tiles': 'fichas: {tiles}',
  'howto.lead':
    'Todos los juegos menos el Tren mexicano se juegan con un dominó doble seis, o con uno doble nueve o doble doce para manos más largas, entre dos y cuatro jugadores que ponen una ficha por turno en la misma mesa. En el Tren mexicano, de dos a ocho jugadores arman cada uno su propio tren. Elige un juego para leer sus reglas.',
  'howto.footer': '<play>Juégalo contra la computadora</play> · <others>Otros juegos</others>',
  'howto.otherGames': 'Otros juegos',
  'howto.card': '<game>{name}</game>: {about}',
  'howto.unknown.title': 'Ese juego no existe',
  'howto.unknown.text':
    'Aquí no hay ningún juego llamado <code>{game}</code>. <games>Mira los juegos</games>.',

  'howto.h.tiles': 'Las fichas',
  'howto.h.line': 'La mesa',
  'howto.h.turn': 'Tu turno',
  'howto.h.sets': 'Dominós más grandes',
  'howto.h.deal': 'El reparto',
  'howto.h.cannotPlay': '¿No llevas?',
  'howto.h.handEnd': 'El final de la mano',
  'howto.h.winning': 'Cómo se gana',
  'howto.h.handEndWinning': 'El final de la mano y cómo se gana',
  'howto.h.spinner': 'El spinner',
  'howto.h.count': 'La cuenta',
  'howto.h.spinnerCount': 'El spinner y la cuenta',
  'howto.h.teams': 'Las parejas',
  'howto.h.setDeal': 'Las fichas y el reparto',
  'howto.h.rounds': 'Las rondas',
  'howto.h.trains': 'Los trenes',
  'howto.h.doubles': 'Los dobles (las mulas)',
  'howto.h.roundEnd': 'El final de la ronda y cómo se gana',
  'howto.h.options': 'Variantes',

  'howto.common.tiles':
    'Un dominó doble seis: 28 fichas, cada una con dos mitades de 0 a 6 puntos. Una ficha se nombra por sus dos números, el menor primero: 2-5. Un doble lleva el mismo número en las dos mitades: 4-4. Los puntos de una ficha son la suma de sus dos números: el 6-6 vale 12 y el doble blanco, 0-0, no vale nada.',
  'howto.common.tilesCaption': 'El 2-5, el doble 4-4, el 0-6 y el 6-6, la ficha que más vale.',
  'howto.common.line':
    'La primera ficha, la salida, abre la mesa. Después, cada ficha se pone en una de las dos puntas, pegada por el mismo número: su otro número queda como punta nueva. Los dobles se ponen atravesados. Si una ficha entra por las dos puntas, tú eliges por cuál: la mesa muestra un botón en cada una.',
  'howto.common.lineCaption':
    'Sale el 3-5; luego va el 5-6 en el 5 y el 6-6 atravesado en el 6: las puntas quedan en 3 y 6.',
  'howto.common.turn':
    'Tus fichas que entran se ven levantadas y con borde dorado; las demás, apagadas. Si puedes jugar, tienes que hacerlo. Elige una ficha (haz clic en ella, o llega con Tab y pulsa Intro); si entra por dos puntas, elige la punta.',
  'howto.common.sets':
    'Una mesa también puede abrirse con un dominó doble nueve (55 fichas, de 0 a 9 puntos por mitad) o doble doce (91 fichas, de 0 a 12): manos más largas y cuentas más altas. Con doble nueve se reparten diez fichas a cada uno y con doble doce, doce, sea cual sea el número de jugadores; lo que no se reparte queda en el pozo, o apartado sin que nadie lo vea en los juegos sin robar. La ficha que más vale pasa a ser el 9-9 (18 puntos) o el 12-12 (24).',
  'howto.common.setsCaption':
    'El 9-9, el doble más alto del doble nueve; el 7-12 y el 12-12, solo en el doble doce.',

  'howto.draw.name': 'Dominó con pozo',
  'howto.draw.title': 'Cómo se juega el dominó con pozo',
  'howto.draw.about': '¿No llevas? Roba del pozo hasta que puedas jugar.',
  'howto.draw.lead': 'El clásico: si no llevas ficha que entre, robas del pozo hasta que puedas jugar.',
  'howto.draw.deal':
    'Siete fichas a cada uno entre dos o tres jugadores, seis entre cuatro. Las demás quedan boca abajo: el pozo, que se ve junto a la mesa con las fichas que le quedan. Quién sale en la primera mano se sortea; después sale quien ganó la mano anterior.',
  'howto.draw.cannotPlay':
    'Robas del pozo (el botón Robar una ficha), de una en una, hasta que te entre una; entonces la juegas. Solo pasas cuando el pozo está vacío, y la mesa pasa por ti.',
  'howto.draw.handEnd':
    'La mano termina cuando alguien pone su última ficha (domina) o cuando nadie puede jugar (se tranca). Quien domina suma los puntos que les quedan en la mano a todos los demás. Una mano trancada se la lleva el jugador con menos puntos, que suma los puntos de los demás menos los suyos; si hay empate en lo más bajo, nadie suma.',
  'howto.draw.handEndCaption': 'Ana domina; a Ben le quedan el 1-2 y el 0-4: Ana suma 3 + 4 = 7.',
  'howto.draw.winning':
    'La partida se juega a 100 entre dos y a 61 entre tres o cuatro: al terminar la mano en que alguien llega, gana el tanteo más alto. Si hay empate en el primer puesto, se juega otra mano.',

  'howto.block.name': 'Dominó sin pozo',
  'howto.block.title': 'Cómo se juega el dominó sin pozo',
  'howto.block.about': '¿No llevas? Pasas. No hay pozo del que robar.',
  'howto.block.lead': 'El dominó con pozo, pero sin robar: si no llevas, pasas.',
  'howto.block.deal':
    'Siete fichas a cada uno entre dos jugadores, cinco entre tres o cuatro. Las fichas que no se reparten se apartan boca abajo y no se usan.',
  'howto.block.cannotPlay':
    'Pasas, y la mesa lo indica junto a tu asiento. Fíjate en quién pasa y a qué números: te dice qué fichas no lleva.',
  'howto.block.handEnd':
    'Como en el dominó con pozo: quien domina suma los puntos de todos los demás; una mano trancada se la lleva quien tenga menos puntos, que suma los de los demás menos los suyos. La partida se juega a 100 entre dos y a 61 entre tres o cuatro.',

  'howto.allFives.name': 'Todos los cincos',
  'howto.allFives.title': 'Cómo se juega a Todos los cincos',
  'howto.allFives.about':
    'Sumas durante la mano cuando las puntas dan un múltiplo de cinco. El primer doble es el spinner.',
  'howto.allFives.lead': 'Se suma durante la mano: haz que las puntas den un múltiplo de cinco.',
  'howto.allFives.deal':
    'Siete fichas a cada uno entre dos jugadores, cinco entre tres o cuatro; las demás forman el pozo, del que se roba como en el dominó con pozo.',
  'howto.allFives.spinner':
    'El primer doble que se juega es el spinner. Las fichas van primero a sus dos lados largos; cuando los dos tienen ficha, se abren también sus dos lados cortos y la mesa crece en cuatro direcciones. Los dobles que vienen después se ponen atravesados, pero no abren nada.',
  'howto.allFives.count':
    'Después de cada ficha, suma los números de las puntas abiertas: un doble en una punta cuenta sus dos mitades, y el spinner cuenta las dos mientras uno de sus lados largos siga libre. Si la cuenta es múltiplo de cinco (5, 10, 15 y así), quien puso la ficha se la anota en el acto: los puntos suben desde la mesa.',
  'howto.allFives.count1': 'Sale el 5-5: es el spinner, la cuenta es 10 y quien sale se anota 10.',
  'howto.allFives.count2': 'El 3-5 en un lado largo: 10 + 3 = 13, no se anota nada.',
  'howto.allFives.count3':
    'El 0-5 en el otro lado largo: 3 + 0 = 3 (los dos lados largos están tapados, así que el spinner ya no cuenta).',
  'howto.allFives.count4': 'El 2-5 en un lado corto: 3 + 0 + 2 = 5, y se anota 5.',
  'howto.allFives.handEnd':
    'Quien domina suma los puntos de todos los demás, redondeados al cinco más cercano (13 da 15, 12 da 10). Una mano trancada se la lleva quien tenga menos puntos, que suma el total de los demás, redondeado igual. Los puntos anotados durante la mano no se pierden nunca. La partida se juega a 150.',

  'howto.allThrees.name': 'Todos los treses',
  'howto.allThrees.title': 'Cómo se juega a Todos los treses',
  'howto.allThrees.about':
    'Todos los cincos, pero con treses: sumas cuando las puntas dan un múltiplo de tres.',
  'howto.allThrees.lead': 'Todos los cincos con treses: haz que las puntas den un múltiplo de tres.',
  'howto.allThrees.deal':
    'Siete fichas a cada uno entre dos jugadores, cinco entre tres o cuatro; las demás forman el pozo, del que se roba como en el dominó con pozo. Cuatro jugadores pueden jugar por parejas, cada uno frente a su compañero.',
  'howto.allThrees.count':
    'Como en Todos los cincos: el primer doble es el spinner y después de cada ficha se suman los números de las puntas abiertas. Si la cuenta es múltiplo de tres (3, 6, 9 y así), quien puso la ficha se la anota.',
  'howto.allThrees.count1': 'Sale el 3-3: la cuenta es 6 y quien sale se anota 6.',
  'howto.allThrees.count2': 'El 3-6 en un lado largo: 6 + 6 = 12, y se anota 12.',
  'howto.allThrees.handEnd':
    'Quien domina suma los puntos de todos los demás, redondeados al tres más cercano (28 da 27); una mano trancada se la lleva quien tenga menos puntos, que suma el total de los demás, redondeado igual. La partida se juega a 150.',

  'howto.fivesAndThrees.name': 'Cincos y treses',
  'howto.fivesAndThrees.title': 'Cómo se juega a Cincos y treses',
  'howto.fivesAndThrees.about':
    'El juego de los pubs: un punto por cada cinco y cada tres que caben en la cuenta de las puntas. 15 da 8.',
  'howto.fivesAndThrees.lead':
    'El juego de los pubs británicos: un punto por cada cinco y cada tres de la cuenta.',
  'howto.fivesAndThrees.deal':
    'Siete fichas a cada uno entre dos jugadores, cinco entre tres o cuatro; las demás forman el pozo, del que se roba como en el dominó con pozo. No hay spinner: la mesa tiene dos puntas. Cuatro jugadores pueden jugar por parejas, cada uno frente a su compañero.',
  'howto.fivesAndThrees.block':
    'Cincos y treses también se juega sin robar: una mesa de dominó sin pozo abierta con esta cuenta reparte como el dominó sin pozo, nadie roba, y la cuenta y el tanteo son los de aquí.',
  'howto.fivesAndThrees.count':
    'Después de cada ficha, suma las dos puntas (un doble en una punta cuenta sus dos mitades). Te anotas un punto por cada vez que el 5 cabe en la cuenta y otro por cada vez que cabe el 3: 6 da 2, 10 da 2, 12 da 4 y 15 da 8 (tres cincos y cinco treses).',
  'howto.fivesAndThrees.count1': 'Sale el 5-5: la cuenta es 10, dos cincos: 2 puntos.',
  'howto.fivesAndThrees.count2': 'El 3-5 en un lado: 3 + 10 = 13, no se anota nada.',
  'howto.fivesAndThrees.count3': 'El 2-3 en el 3: 2 + 10 = 12, cuatro treses: 4 puntos.',
  'howto.fivesAndThrees.handEnd':
    'Dominar vale 1 punto; una mano trancada da 1 punto a quien tenga menos puntos en la mano, y ninguno si hay empate. Las fichas que quedan no se cuentan. La partida se juega a 61.',

  'howto.partnership.name': 'Por parejas',
  'howto.partnership.title': 'Cómo se juega por parejas',
  'howto.partnership.about':
    'Cuatro jugadores en dos parejas: tú y quien tienes enfrente contra los otros dos.',
  'howto.partnership.lead':
    'Cuatro jugadores en dos parejas: tú y quien tienes enfrente contra los otros dos.',
  'howto.partnership.teams':
    'Tu compañero se sienta frente a ti; la mesa marca tu pareja como «Nosotros» y la otra como «Ellos», cada una con su color, y lleva un tanteo por pareja. Se juega hacia la izquierda, así que juegas entre tus dos rivales.',
  'howto.partnership.deal':
    'Siete fichas a cada uno: se reparten las 28, así que nadie roba. En la primera mano sale quien lleve el 6-6 (la mesa lo pone sola); después sale quien ganó la mano anterior.',
  'howto.partnership.dealCaption': 'El 6-6 abre la primera mano.',
  'howto.partnership.bigger':
    'Con doble nueve, el dominó cubano, cada uno recibe diez fichas: se reparten cuarenta y las otras quince se apartan sin que nadie las vea. En la primera mano sale entonces quien tenga el doble más alto repartido (el 9-9, si no el 8-8, y así). Con doble doce son doce fichas a cada uno, y se sale igual.',
  'howto.partnership.cannotPlay':
    'Pasas. Puede que tu compañero lleve lo que a ti te falta: fíjate en las puntas que te deja.',
  'howto.partnership.handEnd':
    'Quien domina suma para su pareja los puntos que les quedan en la mano a los rivales (los de tu compañero nunca cuentan en tu contra). Una mano trancada se la lleva la pareja con menos puntos, que suma el total de la otra; un empate no da nada. Gana la primera pareja que llega a 100.',

  'howto.mexicanTrain.name': 'Tren mexicano',
  'howto.mexicanTrain.title': 'Cómo se juega al Tren mexicano',
  'howto.mexicanTrain.about':
    'De dos a ocho jugadores, cada uno arma su tren desde la estación, y hay un tren de todos. Gana el total más bajo.',
  'howto.mexicanTrain.lead':
    'Cada jugador arma su propio tren desde la estación, y hay uno más, el tren mexicano, que es de todos. Deshazte de tus fichas: al final de la última ronda gana el total más bajo.',
  'howto.mexicanTrain.deal':
    'Un dominó doble doce (91 fichas), o uno doble nueve (55 fichas) para una partida más corta; de dos a ocho jugadores. Entre dos y cuatro jugadores cada uno recibe 15 fichas; entre cinco o seis, 12; entre siete u ocho, 10 (con doble nueve: 10, 8 y 6). Las demás forman el pozo.',
  'howto.mexicanTrain.rounds':
    'Una partida tiene 13 rondas con doble doce y 10 con doble nueve. Cada ronda arranca de un doble en la estación, el doble inicial: el 12-12 en la primera ronda, el 11-11 en la segunda, y así hasta el 0-0. Se saca antes de repartir. El primer turno va rotando: el primer jugador empieza la ronda uno, el segundo la ronda dos, y así sucesivamente.',
  'howto.mexicanTrain.trains':
    'Cada jugador tiene su tren, que arranca en la estación con una ficha que lleve el número del doble inicial; después, cada ficha va pegada al número del extremo de ese tren. El tren mexicano no es de nadie: cualquiera puede empezarlo, en cualquier momento, incluso antes que su propio tren.',
  'howto.mexicanTrain.trainsCaption':
    'Ronda uno: el doble inicial 12-12; un tren arranca con el 5-12, su 12 contra el doble, y luego el 3-5 va en su 5.',
  'howto.mexicanTrain.turn':
    'Pon una ficha: en tu propio tren, en el tren mexicano o en el tren de otro jugador que tenga marca. ¿No llevas? Robas una ficha, mientras quede pozo: si entra, la juegas en el acto; si no, pasas y tu tren queda marcado, y entonces todos pueden jugar en él. Cuando vuelves a jugar en tu propio tren, se quita la marca.',
  'howto.mexicanTrain.doubles':
    'Si juegas una mula (un doble que no sea el inicial), tienes que taparla: vuelves a jugar, sobre esa mula. Si no puedes, robas una ficha y la tapas con ella si entra; si no, pasas y tu tren queda marcado. Mientras una mula siga destapada, la única jugada de todos es sobre ella, en el tren que sea; quien no puede roba una y la pone ahí si entra, y si no, pasa y queda marcado.',
  'howto.mexicanTrain.roundEnd':
    'Una ronda termina cuando alguien pone su última ficha (aunque sea una mula sin tapar) o cuando se tranca: el pozo está vacío y nadie puede jugar. Cada uno suma a su total los puntos que le quedan en la mano, así que quien domina no suma nada. Tras la última ronda, la del 0-0, gana el total más bajo; los totales iguales comparten puesto.',
  'howto.mexicanTrain.options':
    'Una mesa también puede abrirse con un primer turno largo: en tu primer turno de cada ronda puedes poner varias fichas seguidas en tu propio tren y parar cuando quieras. O con el doble blanco a 50: el 0-0 que te quede en la mano al final de una ronda cuenta 50, no 0.',
};
