/** Who may watch a table (its spectator view, its public feed, its picture): the one rule. */

import { AUTH_CODES, AuthError } from '../accounts/errors';
import { TableError } from './errors';
import { seatOf, type TableRecord } from './model';

/**
 * Seated players see their seat; anyone may follow a public table; private tables are theirs
 * alone. Returns the watcher's seat, or null for a spectator; `playerId` null is a caller without
 * a token (only a public table's picture is served to one).
 */
export function watcherSeat(table: TableRecord, playerId: string | null): number | null {
  const seat = playerId === null ? -1 : seatOf(table, playerId);
  if (seat >= 0) return seat;
  if (table.visibility === 'public') return null;
  if (playerId === null) {
    throw new AuthError(
      AUTH_CODES.missingToken,
      'this table is private: send the bearer token of one of its players',
    );
  }
  throw new TableError('table/not-seated', 'this table is private: only its players may follow it');
}
