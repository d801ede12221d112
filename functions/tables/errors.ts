/**
 * Why the table processor refuses a request. Codes are stable (`table/…`, `move/…` from the
 * engine, `request/…`); each has its HTTP status and title here, read by the API's one problem
 * type (api/problem.ts), so a code missing from this table does not compile.
 */
import type { MoveErrorCode } from '../../shared/engine';

const NOT_ALLOWED = [422, 'The move is not allowed'] as const;

/** Every engine refusal: most say the move breaks a rule (the engine's reason goes in detail). */
const MOVE_PROBLEMS = {
  'move/not-your-turn': [409, 'Not your turn'],
  'move/match-over': [409, 'The match is over'],
  'move/no-such-seat': NOT_ALLOWED,
  'move/unknown-tile': NOT_ALLOWED,
  'move/tile-not-in-hand': NOT_ALLOWED,
  'move/no-such-end': NOT_ALLOWED,
  'move/end-required': NOT_ALLOWED,
  'move/tile-does-not-match-end': NOT_ALLOWED,
  'move/must-play': NOT_ALLOWED,
  'move/cannot-draw': NOT_ALLOWED,
  'move/leader-cannot-draw': NOT_ALLOWED,
} as const satisfies Record<MoveErrorCode, readonly [number, string]>;

export const TABLE_PROBLEMS = {
  'table/not-found': [404, 'Table not found'],
  'table/not-seated': [403, 'You have no seat at this table'],
  'table/not-creator': [403, 'Only the creator may do this'],
  'table/stale-version': [409, 'The table has changed'],
  'table/seat-taken': [409, 'That seat is taken'],
  'table/no-such-seat': [409, 'No such seat'],
  'table/full': [409, 'The table is full'],
  'table/not-started': [409, 'The match has not started'],
  'table/already-started': [409, 'The match has already started'],
  'table/not-enough-players': [409, 'Not enough players to start'],
  'table/closed': [409, 'The table was closed'],
  'table/not-over': [409, 'The match is not over'],
  'table/too-many-open-tables': [409, 'Too many unfinished tables'],
  'request/idempotency-key-reused': [422, 'Idempotency-Key reused with a different move'],
  ...MOVE_PROBLEMS,
} as const satisfies Record<string, readonly [status: number, title: string]>;

export type TableErrorCode = keyof typeof TABLE_PROBLEMS;

export class TableError extends Error {
  constructor(
    readonly code: TableErrorCode,
    message: string,
    /** Overrides the status the code usually maps to (412 for a stale If-Match). */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TableError';
  }
}
