/**
 * The notifications the service worker shows (sw.ts, from the server's Web Push): the same
 * lines as a webhook's (functions/notifications/formats.ts), in the page's language.
 */
export const push = {
  'push.title': 'Dominoes',
  'push.yourTurn': "Your turn at {host}'s table",
  'push.yourTurnLeft': "Your turn at {host}'s table, {left} left",
  'push.deadlineSoon': "Reminder: your move at {host}'s table, {left} left",
  'push.joined': '{name} took seat {seat} at your table',
  'push.someone': 'Someone',
  'push.started': "The match at {host}'s table has started",
  'push.roundPaired': 'Your next round is paired: round {round}',
  'push.roundPairedLeft': 'Your next round is paired: round {round}, {left} to play it',
  'push.ended': "The match at {host}'s table is over",
  'push.endedWon': "The match at {host}'s table is over: you won ({scores})",
  'push.endedLost': "The match at {host}'s table is over: you lost ({scores})",
  'push.rematch': '{host} invites you to a rematch',
  'push.other': "Something happened at {host}'s table",
  'push.unknown': 'Something happened at one of your tables',
  'push.noTime': 'no time',
  'push.littleTime': 'little time',
  'push.days': '{count, plural, one {# day} other {# days}}',
  'push.hours': '{n} h',
  'push.minutes': '{n} min',
  'push.underMinute': 'less than a minute',
} as const;
