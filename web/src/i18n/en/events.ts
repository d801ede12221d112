/** The events' words: the Events page, an event's page, and a table's link to its event. */
export const events = {
  'events.tableEvent': '{name} · round {round}',
  'events.myMatches': 'Your matches',
  'events.myMatch':
    'Round {round}: {result, select, bye {a bye} win {won against {opponent}} loss {lost to {opponent}} forfeitWin {won against {opponent} by forfeit} forfeitLoss {lost to {opponent} by forfeit} other {playing {opponent}}}',
  'events.openTable': 'Table',
  'events.reviewHands': 'Review',
  'events.roundHidden': 'of round {round}',
  'events.reviewHint':
    'Review opens the expert’s review of the match’s first hand; the table lists every hand to review.',
  'events.noShow': 'No-show',
  'events.remove': 'Remove',
  'events.removeConfirm':
    'Remove {name} from the event? Their unfinished match is their opponent’s forfeit win, and they are paired no more.',
  'events.game':
    '{game, select, draw2 {Draw, two players} block2 {Block, two players} allFives2 {All Fives, two players} partnership {Partnership, teams of two} draw4 {Draw, four-player pools} block4 {Block, four-player pools} allFives4 {All Fives, four-player pools} other {{game}}}',
  'events.joinTeam': 'Join {name}’s team',
  'events.newTeam': 'Enter a new team',
  'events.teamHint': 'A partnership event is for teams of two: enter a team, then your partner joins it.',
  'events.poolHint': 'Four at a table, each for themselves: the start needs a multiple of four players.',
  'events.partner': '{name} & {partner}',
  'events.openPlace': '{name} (a partner wanted)',
} as const;
