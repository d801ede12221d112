/**
 * Who may see a table, and as what: the one rule, for every caller. A seated player sees (and
 * acts from) their seat; anyone signed in may look into an open public table before sitting down
 * (the lobby's tables); anyone at all, signed in or not, may watch a public table (the spectator
 * view, the public feed, the picture); a private table is its players' alone, and theirs whose
 * seat a rematch keeps. A refusal is a TableError `table/not-seated`, or, for a caller without a
 * token watching a private table, an AuthError telling them to send one.
 */
import { AUTH_CODES, AuthError } from '../accounts/errors';
import { TableError } from './errors';
import { invitedSeatOf, seatOf, type TableRecord } from './model';

/** The player's seat, for what only a seated player may do (move, resign, leave, start, rematch). */
export function requireSeat(table: TableRecord, playerId: string): number {
  const seat = seatOf(table, playerId);
  if (seat < 0) throw new TableError('table/not-seated', 'you have no seat at this table');
  return seat;
}

/**
 * The table as a seat sees it (GET /v1/tables/{id}): its seated players, and anyone looking into
 * an open public table, or one keeping their seat, before sitting down. The seat, or null for
 * someone looking in.
 */
export function seatViewer(table: TableRecord, playerId: string): number | null {
  const seat = seatOf(table, playerId);
  if (seat >= 0) return seat;
  if ((table.status === 'open' && table.visibility === 'public') || invitedBack(table, playerId)) return null;
  throw new TableError('table/not-seated', 'you have no seat at this table');
}

/**
 * Watching (the spectator view, the feed, the picture): the watcher's seat, or null for a
 * spectator of a public table or of one keeping their seat. `playerId` null is a caller without
 * a token, who may watch public tables only.
 */
export function watcherSeat(table: TableRecord, playerId: string | null): number | null {
  const seat = playerId === null ? -1 : seatOf(table, playerId);
  if (seat >= 0) return seat;
  if (table.visibility === 'public' || (playerId !== null && invitedBack(table, playerId))) return null;
  if (playerId === null) {
    throw new AuthError(
      AUTH_CODES.missingToken,
      'this table is private: send the bearer token of one of its players',
    );
  }
  throw new TableError('table/not-seated', 'this table is private: only its players may follow it');
}

/**
 * A seat a rematch keeps for them (their inbox says "invited"): they see the table, to take the
 * seat from it or decline it. A seat is kept only before the start (then it goes to a computer
 * player), so there is no hand or event to show; a table closed meanwhile says so to them, as to
 * the people seated.
 */
function invitedBack(table: TableRecord, playerId: string): boolean {
  return invitedSeatOf(table, playerId) >= 0;
}
