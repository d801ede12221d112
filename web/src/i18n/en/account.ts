/**
 * The player's own screens: vacation (and, as they are converted, devices, sign-in, profile,
 * notifications). Not bundled: each screen's chunk adds it (addEnglish).
 */
export const account = {
  'account.days': '{count, plural, one {# day} other {# days}}',
  'account.vacation.title': 'Vacation',
  'account.vacation.noGames': 'No games yet, so nothing to keep waiting. <start>Start a game</start>.',
  'account.vacation.awayUntil': 'You are away until {date}. {days} left in your bank.',
  'account.vacation.left': '{days} left in your vacation bank.',
  'account.vacation.how':
    'At correspondence tables (more than {hours} hour a move), when your time runs out, a day of your bank (or what is left) gives you more time instead of the table’s timeout. You get {perYear} days a year, a little every day, up to {cap}, and everyone starts with {start}. Games with minutes a move are never paused.',
  'account.vacation.back': 'I’m back',
  'account.vacation.backOn': 'Back on',
  'account.vacation.goAway': 'Go away until then',
  'account.vacation.spends':
    'Going away spends the days until you are back at once; coming back early gives the whole days you did not use back. The others at your tables see that you are on vacation, and until when.',
} as const;
