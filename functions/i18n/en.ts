/**
 * The server's words in English: the reference catalog every other language's file must match key for key.
 *
 * Problem titles (`title.<code>`, kept in en-titles.ts: a cold start loads only those), the
 * details that carry values as ICU MessageFormat (`detail.<code>[.<case>]`, written as the code
 * writes them: a detail is recognised by its English template,
 * [i18n-api.md](../../docs/i18n-api.md#details)), and the notifications' lines (`notify.*`).
 */
import { EN_TITLES } from './en-titles';

export const en = {
  ...EN_TITLES,

  // Details: the English of each is the text the code writes, with its values as {arguments}.
  'detail.route/not-found': 'no resource {method} {path}',
  'detail.route/method-not-allowed': '{path} has no {method}: it takes {allowed}',
  'detail.request/too-large': 'send at most {bytes} bytes',
  'detail.request/unsupported-media-type': 'send application/json',
  'detail.request/headers-too-large':
    'the request line and headers come to more than {bytes} bytes: send a shorter token or fewer headers',
  'detail.request/rate-limited': 'slow down: try again in {seconds} s',
  'detail.store/outcome-unknown':
    'the game store did not answer in time, so your change may or may not have been applied; ' +
    'send the same request again (with the same Idempotency-Key, or the same version) to find out, ' +
    'or GET the resource',
  'detail.store/unavailable': 'the game store is busy or unreachable; nothing was changed',
  'detail.store/unavailable.no-free-key': 'could not find a free id or join code; try again',
  'detail.server/internal': 'an unexpected error happened; it has been logged',
  'detail.auth/missing-token': 'send Authorization: Bearer <token>',
  'detail.auth/invalid-token': 'the token is not one this service issued',
  'detail.auth/invalid-token.gone': 'this player no longer exists',
  'detail.auth/revoked-token': 'this token was revoked; sign in again',
  'detail.auth/unknown-sign-in-code': 'no such code, or it has been used',
  'detail.auth/sign-in-code-expired': 'that code has expired: make a new one on your other device',
  'detail.auth/token-not-found': 'you have no token {id}',
  'detail.table/not-found': 'there is no table {id}',
  'detail.table/not-seated': 'you have no seat at this table',
  'detail.table/not-seated.private': 'this table is private: only its players may follow it',
  'detail.table/not-started': 'the match has not started yet',
  'detail.table/already-started': 'the match has already started',
  'detail.table/full': 'every seat at this table is taken',
  'detail.table/seat-taken': 'seat {seat} is taken',
  'detail.table/no-such-seat': 'there is no seat {seat} (seats 0..{last})',
  'detail.table/not-creator': 'only the person who opened the table starts it',
  'detail.table/closed': 'this table was closed',
  'detail.table/stale-version': 'the table changed while your request was handled; try again',
  'detail.request/idempotency-key-reused':
    'this Idempotency-Key was already used for a different move; use a new key for a new move',
  'detail.hint/rated-table': 'a rated match is played without hints',
  'detail.move/match-over': 'the match is over',
  'detail.move/match-over.already': 'the match is already over',
  'detail.move/match-over.no-hint': 'the match is over: there is no move to hint at',
  'detail.move/no-such-seat': 'there is no seat {seat} at this table',
  'detail.move/not-your-turn': "it is seat {turn}'s turn, not seat {seat}'s",
  'detail.move/not-your-turn.hint': "it is seat {turn}'s turn, not yours",
  'detail.move/leader-cannot-draw': 'the player leading a hand never draws',
  'detail.move/cannot-draw': 'the boneyard has no tile left to draw',
  'detail.move/cannot-draw.no-drawing': 'this game has no drawing',
  'detail.move/must-play': 'you hold a playable tile, and this table does not allow drawing then',
  'detail.move/unknown-tile': 'no such tile',
  'detail.move/tile-not-in-hand': '{tile} is not in your hand',
  'detail.move/no-such-end': 'the line is empty: the lead goes at end 0',
  'detail.move/no-such-end.out-of-range': 'there is no open end {end} (ends 0..{last})',
  'detail.move/end-required': '{tile} fits more than one end: say which end',
  'detail.move/tile-does-not-match-end': '{tile} matches no open end',
  'detail.move/tile-does-not-match-end.named': '{tile} does not match end {end}, which shows {pips}',
  'detail.sheet/not-found': 'there is no sheet {id}',
  'detail.sheet/not-creator': 'only the person who created this sheet may change it',
  'detail.sheet/no-hands': 'no hand has been recorded yet',
  'detail.webhook/not-found': 'you have no webhook {id}',
  'detail.webhook/not-found.push': 'you have no push subscription {id}',
  'detail.webhook/push-off': 'push notifications are not configured on this server',
  'detail.vacation/bad-date': 'say a date in the future',
  'detail.vacation/bad-date.too-far': 'say a date within {days} days',
  'detail.vacation/bank-empty': 'your vacation bank is empty',
  'detail.phrase/too-many': 'at most {count} phrases a minute: wait {seconds} s',
  'detail.event/not-found': 'no event {id}',
  'detail.event/not-found.board': 'no board {board} in round {round}',
  'detail.event/started': 'the event has started',
  'detail.event/started.ask': 'the event has started: ask the organiser',
  'detail.event/wrong-code': 'this event is by invitation',
  'detail.event/full': 'the event is full',
  'detail.event/not-entered': 'not entered in this event',
  'detail.event/not-entered.player': '{player} is not in this event',
  'detail.event/not-organiser': 'only the organiser may do this',
  'detail.event/too-few-players': '{count} entered; the event needs {min}',
  'detail.event/wrong-state.over': 'the event is over',
  'detail.pairing/not-found': 'you have no pairing entry {id}',
  'detail.seek/bad-range': 'minRating is above maxRating',
  'detail.seek/too-many-seeks': 'you already have {count} open seeks: cancel one first',
  'detail.seek/not-found': 'there is no open seek {id}',
  'detail.seek/own-seek': 'this seek is your own',
  'detail.seek/not-yours': 'only the person who listed a seek cancels it',
  'detail.seek/gone': 'this seek was accepted: the table is {id}',
  'detail.seek/gone.before-you': 'seek {id} was accepted or cancelled before you',
  'detail.seek/two-players-only':
    'a seek is for a two-player game (draw2, block2, allFives2): use quick pairing for three or four',
  'detail.rating/player-not-found': 'no player {id}',
  'detail.rating/dev-table': 'a development table (fixed seed or hands) is never rated',
  'detail.rating/computer-seat':
    'a rated table is for people only: no seat for a computer player, and no fill',
  'detail.rating/house-rules':
    'a rated table plays the {preset} preset as it is: send only preset and players',
  'detail.rating/stand-in-moves':
    'a rated table with a move time limit needs onTimeout "forfeit": a computer player may not move for a person',
  'detail.sheet/over': 'this game has a winner; correct or delete the last hand, or start a new sheet',
  'detail.sheet/full': 'a sheet holds at most {count} hands; start a new sheet',
  'detail.sheet/stale-version': 'the sheet is at version {version} now: GET it and decide again',
  'detail.webhook/too-many': 'at most {count} webhooks per player: delete one first',
  'detail.webhook/push-keys-refused': 'keys.p256dh is not a P-256 public key',
  'detail.webhook/not-found.device': 'this device has no push subscription',
  'detail.table/not-over': 'a rematch follows a finished match',
  'detail.table/closed.was': 'the table was closed',
  'detail.table/stale-version.rematch':
    'the finished table kept changing while the rematch was asked: GET it and ask again',
  'detail.table/too-many-open-tables':
    'you already hold {count} unfinished tables (open, in play, or a rematch you are invited to), the most one person may: finish, resign or leave one, or decline a rematch, first',
  'detail.analysis/hand-not-over': 'the match has not started: no hand is over yet',
  'detail.analysis/hand-not-over.in-play':
    'hand {hand} is still being played: its analysis rests on tiles hidden until it ends',
  'detail.analysis/no-such-hand': 'this match has not dealt hand {hand}',
  'detail.analysis/no-such-hand.unfinished': 'hand {hand} was not played to its end',
  'detail.analysis/match-in-play':
    'a spectator may read the analysis once the match is over; its players may read each hand once it ends',
  'detail.hint/not-against-computers':
    'hints are given only in games against computer players, where nobody else is helped or hindered',

  // Notifications (notifications/texts.ts): one line a person reads in a chat or a push.
  'notify.test': 'Test from the Dominoes API: this webhook works',
  'notify.your-turn': 'Your turn at {possessive} table',
  'notify.your-turn.left': 'Your turn at {possessive} table, {left} left',
  'notify.deadline-soon': 'Reminder: your move at {possessive} table, {left} left',
  'notify.joined': '{name} took seat {seat} at your table',
  'notify.started': 'The match at {possessive} table has started',
  'notify.round-paired': 'Your next round is paired: round {round}',
  'notify.round-paired.left': 'Your next round is paired: round {round}, {left} to play it',
  'notify.ended': 'The match at {possessive} table is over',
  'notify.ended.won': 'The match at {possessive} table is over: you won ({scores})',
  'notify.ended.lost': 'The match at {possessive} table is over: you lost ({scores})',
  'notify.rematch': '{host} invites you to a rematch',
  'notify.other': 'Something happened at {possessive} table',
  'notify.open-table': 'Open the table',
  'notify.someone': 'Someone',
  'notify.a-friend': 'a friend',
  'notify.left.days': '{count} days',
  'notify.left.hours': '{count} h',
  'notify.left.minutes': '{count} min',
  'notify.left.under-a-minute': 'less than a minute',
  'notify.left.none': 'no time',
  'notify.left.little': 'little time',
};

/** A key of the server's catalog. */
export type MessageKey = keyof typeof en;

/** A language's catalog: every key English has, so a missing one does not compile. */
export type Messages = Record<MessageKey, string>;
