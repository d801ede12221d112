/**
 * What a table's status allows, said once: each request that needs a status asks here, so the
 * same status is refused with the same code everywhere.
 */
import { isOver } from '../../shared/engine';
import { TableError } from './errors';
import { isTrainMatch, type TableMatch, type TableRecord } from './model';

/** The match, once started (a finished one too: a move or a resignation says why it is too late). */
export function requireStarted(table: TableRecord): TableMatch {
  if (table.status === 'open') throw new TableError('table/not-started', 'the match has not started yet');
  refuseClosed(table);
  return table.match!;
}

/** Before the start: taking and leaving seats, starting. */
export function requireOpen(table: TableRecord): void {
  refuseClosed(table);
  if (table.status !== 'open') throw new TableError('table/already-started', 'the match has already started');
}

/** After the match: a rematch. */
export function requireOver(table: TableRecord): void {
  if (table.status !== 'over') throw new TableError('table/not-over', 'a rematch follows a finished match');
}

/** The match being played, if it is (null before the start, once over, or closed). */
export function matchInPlay(table: TableRecord): TableMatch | null {
  return table.status === 'playing' && table.match && !isMatchOver(table.match) ? table.match : null;
}

/** Whether the match (either kind) is over. */
export function isMatchOver(m: TableMatch): boolean {
  return isTrainMatch(m) ? m.places !== null : isOver(m);
}

/** The seat to move in the match (either kind; -1 once a round or the match is over). */
export function seatToMove(m: TableMatch): number {
  return isTrainMatch(m) ? m.round.turn : m.hand.turn;
}

function refuseClosed(table: TableRecord): void {
  if (table.status === 'closed') throw new TableError('table/closed', 'the table was closed');
}
