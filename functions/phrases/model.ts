/**
 * Quick phrases at a table: a fixed list a seated player may send ("Good luck", "Your turn!"),
 * never free text, so there is nothing to moderate and nothing a phrase can carry (no hidden
 * tile, no link). A table's phrases are a log of their own, apart from the table: a phrase never
 * changes the table or its version, so a move read before a phrase is still good after it.
 */

/** The phrases there are, by stable id (the id is the API's; the text is the client's to show). */
export const PHRASES = {
  hello: 'Hello',
  'good-luck': 'Good luck',
  'your-turn': 'Your turn!',
  'nice-move': 'Nice move',
  oops: 'Oops',
  thanks: 'Thanks',
  'well-played': 'Well played',
  'good-game': 'Good game',
  'be-right-back': 'Be right back',
  'sorry-got-to-go': 'Sorry, got to go',
} as const;

export type PhraseId = keyof typeof PHRASES;

export const PHRASE_IDS = Object.keys(PHRASES) as PhraseId[];

export function isPhraseId(text: string): text is PhraseId {
  return Object.hasOwn(PHRASES, text);
}

/** At most this many phrases a seat may send in any RATE_WINDOW_MS. */
export const PHRASES_PER_WINDOW = 5;
export const RATE_WINDOW_MS = 60_000;

/**
 * How many phrases a table keeps (the newest): every seat's full minute (at most 4 seats of 5),
 * so the rate is always judged on what is kept, and a reader coming back finds the last few; and
 * few enough that the item is one write unit (about 0.8 KB; 1 KB with the longest phrase only).
 */
export const KEPT_PHRASES = 20;

/** One phrase said at a table. */
export interface SaidPhrase {
  /** Its place in the table's phrases, from 1: the readers' cursor. */
  seq: number;
  seat: number;
  phrase: PhraseId;
  /** When it was said (ISO 8601). */
  at: string;
}

/** A table's phrases: the newest KEPT_PHRASES, oldest first, and the last one's number (0: none yet). */
export interface PhraseLog {
  tableId: string;
  last: number;
  said: SaidPhrase[];
}

export const emptyLog = (tableId: string): PhraseLog => ({ tableId, last: 0, said: [] });

/**
 * How long `seat` must wait before its next phrase at `now` (ms; 0: it may send now): the
 * oldest of its phrases within the window leaves it then.
 */
export function waitBeforeNext(log: PhraseLog, seat: number, now: Date): number {
  const since = now.getTime() - RATE_WINDOW_MS;
  const recent = log.said.filter((p) => p.seat === seat && Date.parse(p.at) > since);
  if (recent.length < PHRASES_PER_WINDOW) return 0;
  const oldest = recent[recent.length - PHRASES_PER_WINDOW];
  return Math.max(1, Date.parse(oldest.at) + RATE_WINDOW_MS - now.getTime());
}

/** The log with one more phrase, the oldest beyond KEPT_PHRASES dropped. */
export function withPhrase(log: PhraseLog, seat: number, phrase: PhraseId, at: Date): PhraseLog {
  const said = [...log.said, { seq: log.last + 1, seat, phrase, at: at.toISOString() }];
  return { tableId: log.tableId, last: log.last + 1, said: said.slice(-KEPT_PHRASES) };
}

/** The phrases after `after` (a seq), oldest first. */
export const phrasesAfter = (log: PhraseLog, after: number): SaidPhrase[] =>
  log.said.filter((p) => p.seq > after);
