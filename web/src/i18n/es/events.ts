import type { events as en } from '../en/events';

export const events: Record<keyof typeof en, string> = {
  'events.tableEvent': '{name} · ronda {round}',
  'events.myMatches': 'Tus partidas',
  'events.myMatch':
    'Ronda {round}: {result, select, bye {descanso} win {ganaste a {opponent}} loss {perdiste con {opponent}} forfeitWin {ganaste a {opponent} por incomparecencia} forfeitLoss {perdiste con {opponent} por incomparecencia} other {jugando con {opponent}}}',
  'events.openTable': 'Mesa',
  'events.reviewHands': 'Revisión',
  'events.roundHidden': 'de la ronda {round}',
  'events.reviewHint':
    'Revisión abre el análisis experto de la primera mano de la partida; la mesa lista todas las manos para revisar.',
  'events.noShow': 'Ausente',
  'events.remove': 'Retirar',
  'events.removeConfirm':
    '¿Retirar a {name} del torneo? Su partida sin terminar la gana su rival por incomparecencia, y no vuelve a ser emparejado.',
  'events.game':
    '{game, select, draw2 {Robar, dos jugadores} block2 {Bloqueo, dos jugadores} allFives2 {Todos los cincos, dos jugadores} partnership {Parejas, equipos de dos} draw4 {Robar, grupos de cuatro} block4 {Bloqueo, grupos de cuatro} allFives4 {Todos los cincos, grupos de cuatro} other {{game}}}',
  'events.joinTeam': 'Unirte al equipo de {name}',
  'events.newTeam': 'Inscribir un equipo nuevo',
  'events.teamHint':
    'Un torneo por parejas es para equipos de dos: inscribe un equipo y luego tu pareja se une a él.',
  'events.poolHint':
    'Cuatro por mesa, cada uno por su cuenta: para empezar hace falta un múltiplo de cuatro jugadores.',
  'events.partner': '{name} y {partner}',
  'events.openPlace': '{name} (busca pareja)',
  'events.byeWord': 'descanso',
  'events.startsAt': 'Empieza: {when}.',
  'events.startsWhenFull':
    'Empieza cuando esté completo ({count} de {max}) o cuando el organizador lo inicie.',
  'events.over': 'El torneo ha terminado.',
  'events.pausedWords': 'En pausa por el organizador: no se empareja ninguna ronda hasta que se reanude.',
  'events.roundCountdown':
    'Ronda {round}{of, plural, =0 {} other { de #}}: la siguiente ronda se empareja cuando termina su última partida, o en su plazo: {when}.',
  'events.roundHeading': 'Ronda {round}',
  'events.won': 'ganó {name}{forfeit, select, yes { (por incomparecencia)} other {}}',
  'events.nobody': 'nadie',
  'events.formerPlayer': 'un antiguo jugador',
  'events.playing': 'en juego',
  'events.board': 'Mesa {board}:',
  'events.open': 'Abrir',
  'events.play': 'Jugar',
  'events.yourTable': 'tu mesa, {names}',
  'events.standings': 'Clasificación',
  'events.standingsCaption':
    'Ordenada por {duplicate, select, yes {puntos de match, luego } other {}}puntuación, luego Buchholz, luego Sonneborn-Berger, luego victorias',
  'events.rank': 'Puesto',
  'events.player': 'Jugador',
  'events.matchpoints': 'Puntos de match',
  'events.score': 'Puntos',
  'events.buchholzTitle': 'Buchholz: la suma de las puntuaciones de los rivales',
  'events.sbTitle': 'Sonneborn-Berger: la suma de las puntuaciones de los rivales vencidos',
  'events.wins': 'Victorias',
  'events.played': 'Jugadas',
  'events.withdrawn': '(retirado)',
  'events.tiesHint':
    'Los empates se deshacen por Buchholz (Bu), luego Sonneborn-Berger (SB), luego victorias, luego el orden de inscripción.',
  'events.crosstable': 'Tabla cruzada',
  'events.crosstableCaption':
    'Las partidas de cada jugador por ronda: el puesto del rival, el asiento y el resultado',
  'events.cell': '{mark} contra {opponent} (#{rank}, asiento {seat})',
  'events.crosstableHint':
    '1 una victoria, 0 una derrota, + y − una incomparecencia ganada o perdida, … en juego.',
  'events.entered': 'Estás inscrito.',
  'events.leave': 'Salir del torneo',
  'events.join': 'Inscribirse',
  'events.invitationCode': 'Código de invitación',
  'events.joinButton': 'Unirse al torneo',
  'events.youOrganise': 'Lo organizas tú',
  'events.link': 'enlace',
  'events.start': 'Empezar ya',
  'events.pause': 'Pausar',
  'events.resume': 'Reanudar',
  'events.event': 'Torneo',
  'events.forPlayers': 'Los torneos son para jugadores: participa para ver este y unirte.',
  'events.takePart': 'Participar',
  'events.loading': 'Cargando…',
  'events.status':
    '{status, select, upcoming {Próximo} running {En curso} paused {En pausa} other {Terminado}}',
  'events.duplicate': 'duplicado',
  'events.rated': 'puntuable',
  'events.unrated': 'no puntuable',
  'events.organisedBy': 'organizado por {name}',
  'events.entrants': 'Inscritos',
  'events.allEvents': 'Todos los torneos',
  'events.format':
    '{format, select, swiss {suizo} roundrobin {todos contra todos} elimination {eliminación directa} other {{format}}}',
  'events.pace': '{pace, select, live {en vivo} other {por correspondencia}}',
};
