import type { account as en } from '../en/account';

export const account: Record<keyof typeof en, string> = {
  'account.days': '{count, plural, one {# día} other {# días}}',
  'account.vacation.title': 'Vacaciones',
  'account.vacation.noGames':
    'Aún no hay partidas, así que nada que dejar en espera. <start>Empieza una partida</start>.',
  'account.vacation.awayUntil': 'Estás fuera hasta el {date}. Te quedan {days} en tu reserva.',
  'account.vacation.left': 'Te quedan {days} en tu reserva de vacaciones.',
  'account.vacation.how':
    'En las mesas por correspondencia (más de {hours} hora por jugada), cuando se te acaba el tiempo, un día de tu reserva (o lo que quede) te da más tiempo en lugar de perder por tiempo. Recibes {perYear} días al año, un poco cada día, hasta {cap}, y todos empiezan con {start}. Las partidas de minutos por jugada nunca se detienen.',
  'account.vacation.back': 'Ya volví',
  'account.vacation.backOn': 'Vuelvo el',
  'account.vacation.goAway': 'Irme hasta entonces',
  'account.vacation.spends':
    'Irte gasta de una vez los días hasta tu vuelta; volver antes te devuelve los días enteros que no usaste. Los demás en tus mesas ven que estás de vacaciones, y hasta cuándo.',
  'account.profile.won': 'Ganada',
  'account.profile.lost': 'Perdida',
  'account.profile.place': '{place}.º de {sides}',
  'account.profile.forfeited': '{place} (abandonada)',
  'account.profile.ratings': 'Puntuaciones',
  'account.profile.ratingsPerPool': 'Puntuaciones por categoría',
  'account.profile.pool': 'Categoría',
  'account.profile.uncertainty': 'Incertidumbre',
  'account.profile.wonHead': 'Ganadas',
  'account.profile.provisional': ' (provisional)',
  'account.profile.provisionalHint':
    'Una puntuación con «?» es provisional: el servicio aún no está seguro de ella (incertidumbre σ de 6,5 o más), y queda fuera de las clasificaciones hasta que se asiente, tras unas nueve partidas de dos jugadores.',
  'account.profile.hands': 'Manos',
  'account.profile.handsPerPool': 'Manos por categoría',
  'account.profile.dominoed': 'Dominadas',
  'account.profile.blocked': 'Trancadas',
  'account.profile.pointsAHand': 'Puntos por mano',
  'account.profile.handsHint':
    'De las manos ganadas, las dominadas se ganaron quedándose sin fichas (el jugador o su pareja), las trancadas cuando nadie podía jugar. Puntos por mano: lo que sumó de media el lado del jugador en cada mano.',
  'account.profile.trainHandsHint':
    'Tren mexicano: cada ronda cuenta como una mano, y los puntos por mano son los que le quedaron al jugador en la mano por ronda, de media (cuantos menos, mejor); las rondas ganadas no se cuentan.',
  'account.profile.allMatches': 'Todas tus partidas',
  'account.profile.allSummary': 'Puntuadas o no: {finished} terminadas, {won} ganadas{percent}',
  'account.profile.inPlay': '; {n} en juego',
  'account.profile.recent': 'Partidas puntuadas recientes',
  'account.profile.noneFinished': 'Aún no terminó ninguna partida puntuada.',
  'account.profile.against': ' contra {names}',
  'account.profile.openTable': 'Abrir la mesa',
  'account.profile.ofDate': 'del {date}',
  'account.profile.hideMe': 'Ocultarme de las clasificaciones',
  'account.profile.shown': 'Apareces en las clasificaciones de las categorías donde tu puntuación se asentó.',
  'account.profile.notShown': 'No apareces en ninguna clasificación. Tu perfil sigue siendo público.',
  'account.profile.noPlayer':
    'Aún no tienes jugador en este dispositivo: <play>juega una partida</play> para crear uno, o <code>entra con un código</code>.',
  'account.profile.noSuch': 'Ese jugador no existe',
  'account.profile.noSuchId': 'No hay ningún jugador con ese id. <boards>Ver las clasificaciones</boards>.',
  'account.profile.nameYou': '{name} (tú)',
  'account.profile.notListed': 'Este jugador no aparece en las clasificaciones.',
  'account.profile.noRated':
    'Aún no hay partidas puntuadas: una mesa abierta como puntuada cuenta para la puntuación de sus jugadores.',
  'account.push.refused':
    'Este navegador no deja que este sitio te avise: las notificaciones están bloqueadas para él, o el navegador no tiene servicio de notificaciones aquí (una ventana privada, por ejemplo). Permite las notificaciones de este sitio en la configuración del navegador (el icono junto a la dirección) y vuelve a intentarlo.',
  'account.push.notTaken': 'El servicio de notificaciones no aceptó la prueba.',
  'account.push.notTakenWhy': 'El servicio de notificaciones no aceptó la prueba ({why}).',
  'account.push.sentThrough':
    'Enviada por tu servicio de notificaciones: en breve debería aparecer una notificación de prueba en este dispositivo.',
  'account.push.testBody': 'Una prueba: este dispositivo muestra tus notificaciones.',
  'account.push.sentNow': 'Enviada: ahora debería aparecer una notificación de prueba en este dispositivo.',
  'account.push.thisDevice': 'Este dispositivo',
  'account.push.unsupported': 'Este navegador no puede mostrar notificaciones de un sitio.',
  'account.push.notify': 'Avisar a este dispositivo',
  'account.push.turningOn': 'Activando… (puede que el navegador pregunte si este sitio puede avisarte)',
  'account.push.turningOff': 'Desactivando…',
  'account.push.checking': 'Comprobando…',
  'account.push.on':
    'Este dispositivo muestra una notificación cuando te toca, y con los demás sucesos de tus mesas.',
  'account.push.disabled': 'Desactivado: {why}. Vuelve a activarlo para arreglarlo.',
  'account.push.everyFailed': 'fallaron todos los intentos',
  'account.push.off': 'Desactivado: este dispositivo no recibe avisos.',
  'account.push.sendTest': 'Enviarme una notificación de prueba',
  'account.signIn.signedInWith': 'Sesión iniciada con {provider}',
  'account.signIn.withAccount': 'Entrar con una cuenta',
  'account.signIn.playsAs':
    'Este dispositivo juega como <b>{name}</b>, el jugador de tu cuenta de {provider}: entra con ella en cualquier lugar para encontrar tus mesas.',
  'account.signIn.signOut': 'Cerrar la sesión de {provider} en este dispositivo',
  'account.signIn.link':
    'Vincula una cuenta a {name} (se te pregunta después de entrar) y entra con ella en cualquier dispositivo para encontrar tus mesas.',
  'account.signIn.playAsAccount': 'Juega como el jugador de tu cuenta, con sus mesas, en este dispositivo.',
  'account.signIn.going': 'Yendo a {provider}…',
  'account.signIn.with': 'Entrar con {provider}',
  'account.devices.useOther': 'Usar en otro dispositivo',
  'account.devices.getCode':
    'Obtén aquí un código y escríbelo en el otro dispositivo, en «Tengo un código»: entonces juega como tú, con tus mesas.',
  'account.devices.yourCode': 'Tu código:',
  'account.devices.worksOnce': 'Sirve una vez, hasta las {time}.',
  'account.devices.another': 'Obtener otro código',
  'account.devices.show': 'Mostrar un código',
  'account.devices.haveCode': 'Tengo un código',
  'account.devices.madeOn':
    'Hecho en tu otro dispositivo, en «Usar en otro dispositivo»: entonces este dispositivo juega como tú, con tus mesas.',
  'account.devices.stops':
    'Deja de jugar como <b>{name}</b>: si este es el único dispositivo de {name}, muestra antes aquí un código y entra con él en otro lugar, o las mesas de {name} se pierden.',
  'account.devices.codeLabel': 'Código de tu otro dispositivo',
  'account.devices.nameLabel': 'Nombre de este dispositivo',
  'account.devices.signingIn': 'Entrando…',
  'account.devices.signInCode': 'Entrar con el código',
  'account.devices.list': 'Dispositivos con sesión iniciada',
  'account.devices.listHint':
    'Cierra la sesión de un dispositivo que perdiste o ya no usas: deja de jugar como tú al instante.',
  'account.devices.thisOne': ' (este dispositivo)',
  'account.devices.since': 'desde el {date}',
  'account.devices.lastUsed': ', usado por última vez el {date}',
  'account.devices.signOutNamed': 'Cerrar la sesión de {name}',
  'account.devices.signOut': 'Cerrar sesión',
  'account.devices.expired': 'El código caducó.',
  'account.devices.added': '{name} inició sesión como tú.',
  'account.devices.removed': '{name} cerró la sesión.',
  'account.devices.title': 'Tus dispositivos',
  'account.devices.titleNew': 'Entrar en este dispositivo',
  'account.devices.lead':
    '¿Ya juegas en otro dispositivo? Entra en este con un código de aquel y encuentra aquí tus mesas. O simplemente <start>empieza a jugar</start>: no hace falta registrarse.',
  'account.callback.signedInAs':
    'Entraste con {provider} como <b>{account}</b>. Este dispositivo juega como <b>{player}</b>.',
  'account.callback.linkedElsewhere':
    'Esa cuenta ya tiene un jugador propio. Juega aquí como él, o sigue jugando como {player} sin la cuenta.',
  'account.callback.linkHint':
    'Vincula la cuenta a {player} para conservar las mesas de {player} y encontrarlas dondequiera que entres con {provider}.',
  'account.callback.linkTo': 'Vincular a {player}',
  'account.callback.playAsAccount': 'Jugar como el jugador de la cuenta',
  'account.callback.keepPlaying': 'Seguir jugando como {player}',
  'account.callback.notSignedIn': 'Sin sesión iniciada',
  'account.callback.linked': 'Cuenta vinculada',
  'account.callback.signingIn': 'Entrando',
  'account.callback.working': 'Iniciando tu sesión…',
  'account.callback.linkedTo':
    'Tu cuenta de {provider} está vinculada a {player}: entra con ella en cualquier dispositivo para jugar como {player}, con tus mesas.',
  'account.callback.goOn': 'Continuar',
  'account.callback.againWith':
    '<again>Vuelve a entrar</again> (con {provider} o con un código), o <play>juega sin entrar</play>.',
  'account.callback.again': '<again>Vuelve a entrar</again>, o <play>juega sin entrar</play>.',
  'account.provider.answered': 'respondió {status}',
  'account.provider.unreachableWhy': 'No se puede contactar con {provider} ({why}): inténtalo más tarde',
  'account.provider.badDiscovery':
    'El documento de descubrimiento de {provider} no describe un proveedor que esta página pueda usar',
  'account.provider.notStarted':
    'Este inicio de sesión no empezó en esta página, o ya terminó: vuelve a empezarlo',
  'account.provider.didNot': '{provider} no inició tu sesión ({why})',
  'account.provider.otherAnswer':
    'La respuesta de {provider} no es para este inicio de sesión: vuelve a empezarlo',
  'account.provider.unreachable':
    'No se puede contactar con {provider}: revisa la conexión y vuelve a entrar',
  'account.provider.refused': '{provider} rechazó el inicio de sesión ({why}): vuelve a entrar',
  'account.provider.otherToken':
    'El token de identidad de {provider} no es para este inicio de sesión: vuelve a entrar',
};
