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
} as const;
