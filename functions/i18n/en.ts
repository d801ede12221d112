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
  'detail.analysis/hand-not-over.round-in-play':
    'round {round} is still being played: its analysis rests on tiles hidden until it ends',
  'detail.analysis/no-such-hand.round': 'this match has not played round {round} to its end',
  'detail.analysis/no-such-hand.round-gone':
    'round {round} has no stored review and its record is no longer kept (only the last round’s is)',
  'detail.analysis/match-in-play.rounds':
    'a spectator may read the analysis once the match is over; its players may read each round once it ends',
  'detail.hint/not-against-computers':
    'hints are given only in games against computer players, where nobody else is helped or hindered',

  // Events', pairing's and sign-in's refusals (issue 37's rest: docs/i18n-api.md#details).
  'detail.request/malformed-json': 'Malformed JSON in request body',
  'detail.dev/disabled': 'fixed seeds and deals are for development servers only',
  'detail.table/not-enough-players':
    '{count} seat(s) still open: wait for players, or reserve the seats for computer players',
  'detail.table/not-enough-players.fill':
    'a second person must sit down before the open seats fill with computer players',
  'detail.phrase/unknown': '"{phrase}" is not one of the quick phrases',
  'detail.rating/unknown-pool': 'no pool "{pool}"; pools: {pools}',
  'detail.event/busy': '{what}: the event kept changing',
  'detail.event/bad-settings.sizes': 'sizes: 2 <= minPlayers <= maxPlayers <= {max}',
  'detail.event/bad-settings.swiss-rounds': 'a Swiss event needs rounds, 1..{max}',
  'detail.event/bad-settings.rounds': "a {format} event's rounds follow from its entrants",
  'detail.event/bad-settings.pool-format':
    'a four-player pool event is a round-robin (its schedule balances the meetings)',
  'detail.event/bad-settings.pool-min': 'a four-player pool event needs minPlayers of 4 or more',
  'detail.event/bad-settings.start': 'startAt is not in the future',
  'detail.event/bad-settings.round-seconds': 'a round lasts at least 60 seconds',
  'detail.event/bad-settings.partner': 'partnerOf is for partnership events only',
  'detail.event/not-entered.team': '{player} has entered no team here',
  'detail.event/full.team': "{name}'s team is complete",
  'detail.event/too-few-players.pools': '{count} entered; four-player pools need a multiple of four players',
  'detail.event/wrong-state': 'the event is {status}, not {from}',
  'detail.pairing/too-many-entries':
    'you already wait for {count} correspondence games, the most at once: leave one first',
  'detail.pairing/too-many-entries.live': 'you already wait for a live game: leave that entry first',
  'detail.pairing/already-paired': 'this entry was paired before it was left: your table is {id}',
  'detail.seek/out-of-range': 'this seek is for ratings {min} to {max}; yours is {rating}',
  'detail.auth/not-a-device-token': 'a provider’s token is renewed by its provider, not here',
  'detail.auth/not-a-device-token.revoke': 'a provider’s token is revoked at the provider, not here',
  'detail.auth/revoked-token.meanwhile': 'this token was revoked meanwhile; nothing was issued',
  'detail.auth/identity-linked-elsewhere':
    'that account already signs in another player; sign in with it to play as that player',
  'detail.auth/no-issuers': 'this service has no sign-in provider configured',
  'detail.auth/missing-token.private': 'this table is private: send the bearer token of one of its players',
  'detail.auth/invalid-token.not-jwt': 'the token is not a JWT',
  'detail.auth/invalid-token.invalid-jwt': 'the token is not a valid JWT',
  'detail.auth/unsigned-token': 'an unsigned token (alg: none) proves nothing',
  'detail.auth/unknown-issuer': 'the issuer {issuer} is not one this service accepts',
  'detail.auth/unknown-issuer.another': 'the token is from another issuer',
  'detail.auth/algorithm-not-allowed': 'alg {alg} is not one of {allowed}',
  'detail.auth/token-expired': 'the token has expired',
  'detail.auth/token-not-yet-valid': 'the token is not valid yet',
  'detail.auth/wrong-audience': 'the token is for another audience',
  'detail.auth/unknown-key': 'the token names a key its issuer does not publish',
  'detail.auth/bad-signature': 'the token’s signature does not verify',
  'detail.auth/issuer-unavailable': 'the issuer’s keys could not be read',
  'detail.auth/issuer-unavailable.because': 'the issuer’s keys could not be read ({error})',
  'detail.auth/issuer-unavailable.discovery':
    "the issuer's discovery document ({url}) could not be read: {error}",
  'detail.auth/issuer-unavailable.another':
    'the discovery document at {url} names another issuer or no usable jwks_uri',

  // Validation: a request/validation detail is "<path>: <message>; …", one message an issue
  // (errors[].message): zod's own words, and this service's (i18n-api.md#validation).
  'detail.request/validation.if-match': 'If-Match and body.version disagree',
  'detail.request/validation.cursor': 'the cursor is not one this service handed out',
  'validation.invalid-type': 'Invalid input: expected {expected}, received {received}',
  'validation.invalid-value': 'Invalid input: expected {value}',
  'validation.invalid-option': 'Invalid option: expected one of {values}',
  'validation.too-small.characters': 'Too small: expected string to have >={count} characters',
  'validation.too-big.characters': 'Too big: expected string to have <={count} characters',
  'validation.too-small.items': 'Too small: expected array to have >={count} items',
  'validation.too-big.items': 'Too big: expected array to have <={count} items',
  'validation.too-small.number': 'Too small: expected number to be >={limit}',
  'validation.too-small.number-above': 'Too small: expected number to be >{limit}',
  'validation.too-big.number': 'Too big: expected number to be <={limit}',
  'validation.too-big.number-below': 'Too big: expected number to be <{limit}',
  'validation.pattern': 'Invalid string: must match pattern {pattern}',
  'validation.unrecognized-key': 'Unrecognized key: {keys}',
  'validation.unrecognized-keys': 'Unrecognized keys: {keys}',
  'validation.discriminator': 'Invalid discriminator value. Expected {options}',
  'validation.multiple-of': 'Invalid number: must be a multiple of {divisor}',
  'validation.datetime': 'Invalid ISO datetime',
  'validation.input': 'Invalid input',
  'validation.name-bytes': 'at most {bytes} bytes in UTF-8 (13 characters of Chinese or Japanese)',
  'validation.name-control': 'no control characters (tabs, line breaks, direction overrides)',
  'validation.name-format':
    'no invisible formatting characters (zero-width spaces, soft hyphens, word joiners); a zero-width joiner only between two characters',
  'validation.name-tag': 'no tag characters (U+E0000-U+E007F): they are invisible',
  'validation.name-surrogate': 'not valid Unicode text: half of a surrogate pair without the other',
  'validation.name-private-use': 'no private-use characters: they look different on every device',
  'validation.name-invisible':
    'no characters that draw as nothing or as a blank (Hangul fillers, blank Braille, the combining grapheme joiner, …)',
  'validation.name-blank': 'at least one visible character: not only blanks or fillers',
  'validation.name-or-language': 'say a name, a language or both',
  'validation.seat-zero': 'seat 0 is yours: it must be a person',
  'validation.hand-per-seat': 'give one hand per seat',
  'validation.sign-in-code': 'a code is ten letters and digits (no 0, O, 1, I or L), e.g. K7M3Q-9XW2T',
  'validation.if-match': 'differs from If-Match',
  'validation.cursor': 'the cursor is not one this service handed out',

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
