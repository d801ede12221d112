/**
 * A player's vacation bank (docs/vacation.md): time they may be away from their correspondence
 * tables without their time running out. It accrues 14 days a year, day by day, up to 30 days;
 * a player's bank starts with 7. When a correspondence deadline passes, the scheduler spends it
 * in slices of a day (or what is left) that move the deadline on, instead of the table's timeout
 * policy; once it is empty, the policy applies. Announcing "away until <date>" spends the days
 * to that date at once, and every correspondence deadline of the player's that passes before it
 * moves past it.
 *
 * Pure: times are passed in. Counted in whole minutes.
 */
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** What a bank holds when a player first has one. */
export const STARTING_DAYS = 7;
/** What it gains a year, a day at a time (about 55 minutes a day). */
export const DAYS_A_YEAR = 14;
/** The most it holds. */
export const CAP_DAYS = 30;
/** What one passed deadline spends: a day, or what is left. */
export const SLICE_MINUTES = DAY_MINUTES;
/**
 * A table is correspondence when its time limit is more than an hour a move (hours or days: the
 * client offers 1 and 3 days, named so); a live table (minutes a move, up to an hour: a game in
 * one sitting, or no limit) never touches the bank.
 */
export const CORRESPONDENCE_ABOVE_SECONDS = 3600;
/** How far ahead "away until" may be. */
export const MAX_AWAY_DAYS = 60;
/** Back within this long after announcing an away (or announcing it again): all it spent comes back. */
export const UNDO_MINUTES = 60;

export interface VacationBank {
  playerId: string;
  /** Grows by one with every write (0: never written; the item is not there). */
  version: number;
  /** What is left, in minutes. */
  balanceMinutes: number;
  /** Accrued up to this time (ISO): whole days since then are still to be added. */
  accruedAt: string;
  /** Away until then (ISO), announced and paid for; null when not away. */
  awayUntil: string | null;
  /**
   * The away as it was announced (null when not away, or an away stored before these were kept):
   * the date asked for, which the bank may have cut short (`awayUntil`: the public sees only
   * this one), when it was announced, and what it spent.
   */
  asked: { until: string; at: string; spentMinutes: number } | null;
  updatedAt: string;
}

/** A bank written in the same transaction as a table's save (due.ts), on condition of its version. */
export interface VacationWrite {
  bank: VacationBank;
  expectedVersion: number;
}

/** A bank as a player first has one: the starting days, accruing from now. */
export function freshBank(playerId: string, now: Date): VacationBank {
  return {
    playerId,
    version: 0,
    balanceMinutes: STARTING_DAYS * DAY_MINUTES,
    accruedAt: now.toISOString(),
    awayUntil: null,
    asked: null,
    updatedAt: now.toISOString(),
  };
}

/** The bank with the whole days since its last accrual added (up to the cap), and a past away cleared. */
export function accrued(bank: VacationBank, now: Date): VacationBank {
  const days = Math.floor((now.getTime() - Date.parse(bank.accruedAt)) / (DAY_MINUTES * MINUTE));
  const away = bank.awayUntil !== null && Date.parse(bank.awayUntil) > now.getTime() ? bank.awayUntil : null;
  const asked = away === null ? null : bank.asked;
  if (days <= 0) return away === bank.awayUntil ? bank : { ...bank, awayUntil: away, asked };
  const gain = Math.floor((days * DAYS_A_YEAR * DAY_MINUTES) / 365);
  return {
    ...bank,
    balanceMinutes: Math.min(CAP_DAYS * DAY_MINUTES, bank.balanceMinutes + gain),
    accruedAt: new Date(Date.parse(bank.accruedAt) + days * DAY_MINUTES * MINUTE).toISOString(),
    awayUntil: away,
    asked,
  };
}

/** Whether the table's time limit is a correspondence one (hours or days a move). */
export function isCorrespondence(table: { moveTimeLimitSeconds: number | null }): boolean {
  return (table.moveTimeLimitSeconds ?? 0) > CORRESPONDENCE_ABOVE_SECONDS;
}

/** The player is away now: until when (null: not away). */
export function awayUntil(bank: VacationBank | null, now: Date): string | null {
  return bank?.awayUntil && Date.parse(bank.awayUntil) > now.getTime() ? bank.awayUntil : null;
}

/**
 * What the others are told while the player is away: the date the player asked for, never the
 * date the bank cut it to (that would tell them what is left in the bank); null when not away.
 */
export function publicAwayUntil(bank: VacationBank | null, now: Date): string | null {
  const until = awayUntil(bank, now);
  return until === null ? null : (bank?.asked?.until ?? until);
}

export type Extension =
  /** Away: the deadline moves past the date (no spending: the days were paid when announced). */
  | { kind: 'away'; deadline: string; bank: null }
  /** A slice spent: the deadline moves on by it, and the bank as it is left. */
  | { kind: 'slice'; deadline: string; bank: VacationBank };

/**
 * What the player's bank does for a correspondence deadline that passed (`deadline`, of a table
 * whose time limit is `limitSeconds`): the deadline past their away date plus a move's time, or
 * one slice more; null when the bank is empty and not away (the table's timeout policy applies).
 */
export function extensionFor(
  bank: VacationBank,
  deadline: string,
  limitSeconds: number,
  now: Date,
): Extension | null {
  const b = accrued(bank, now);
  if (b.awayUntil !== null) {
    // Back on the date with a whole move's time, as if the turn had come then.
    return {
      kind: 'away',
      deadline: new Date(Date.parse(b.awayUntil) + limitSeconds * 1000).toISOString(),
      bank: null,
    };
  }
  if (b.balanceMinutes <= 0) return null;
  const slice = Math.min(SLICE_MINUTES, b.balanceMinutes);
  return {
    kind: 'slice',
    deadline: new Date(Date.parse(deadline) + slice * MINUTE).toISOString(),
    bank: {
      ...b,
      balanceMinutes: b.balanceMinutes - slice,
      version: b.version + 1,
      updatedAt: now.toISOString(),
    },
  };
}

/**
 * "Away until `until`": the days to that date (whole days, counted up) are spent at once, up to
 * what is left; the away ends when what was spent runs out, if that comes first.
 */
export function goAway(bank: VacationBank, until: Date, now: Date): VacationBank {
  const b = accrued(bank, now);
  // Announcing again replaces the earlier away: what it had not used yet comes back first.
  const back = comeBackFrom(b, now);
  const wanted = Math.ceil((until.getTime() - now.getTime()) / (DAY_MINUTES * MINUTE)) * DAY_MINUTES;
  const spent = Math.min(wanted, back.balanceMinutes);
  const end = Math.min(until.getTime(), now.getTime() + spent * MINUTE);
  return {
    ...back,
    balanceMinutes: back.balanceMinutes - spent,
    awayUntil: new Date(end).toISOString(),
    asked: { until: until.toISOString(), at: now.toISOString(), spentMinutes: spent },
    version: bank.version + 1,
    updatedAt: now.toISOString(),
  };
}

/**
 * Back early: what was spent comes back but for the days begun since announcing (each day begun
 * is used), and all of it within UNDO_MINUTES of announcing: going away and coming back at once
 * costs nothing. An away stored before its announcement was kept gives back its whole days not
 * used yet.
 */
export function comeBack(bank: VacationBank, now: Date): VacationBank {
  const b = comeBackFrom(accrued(bank, now), now);
  return { ...b, version: bank.version + 1, updatedAt: now.toISOString() };
}

function comeBackFrom(b: VacationBank, now: Date): VacationBank {
  if (b.awayUntil === null) return b;
  return {
    ...b,
    balanceMinutes: Math.min(
      CAP_DAYS * DAY_MINUTES,
      b.balanceMinutes + Math.max(0, refundOf(b, b.awayUntil, now)),
    ),
    awayUntil: null,
    asked: null,
  };
}

/** What coming back at `now` gives back of the away `b` is on. */
function refundOf(b: VacationBank, until: string, now: Date): number {
  if (b.asked === null)
    return Math.floor((Date.parse(until) - now.getTime()) / (DAY_MINUTES * MINUTE)) * DAY_MINUTES;
  const since = now.getTime() - Date.parse(b.asked.at);
  if (since < UNDO_MINUTES * MINUTE) return b.asked.spentMinutes;
  return b.asked.spentMinutes - Math.ceil(since / (DAY_MINUTES * MINUTE)) * DAY_MINUTES;
}
