/**
 * Why the tables refuse a request: stable `table/…` codes, and the engine's `move/…` ones.
 *
 * api/problem.ts gives each its status and title.
 */
import type { MoveErrorCode } from '../../shared/engine';
import { DomainError } from '../core/domain-error';

/** The tables' own codes; every engine refusal (MoveErrorCode) is a TableError too. */
export const TABLE_ERROR_CODES = [
  'table/not-found',
  'table/not-seated',
  'table/not-creator',
  /** The table is no longer at the version the request named (or read). */
  'table/stale-version',
  'table/seat-taken',
  'table/no-such-seat',
  'table/full',
  'table/not-started',
  'table/already-started',
  'table/not-enough-players',
  'table/closed',
  'table/not-over',
  'table/too-many-open-tables',
  'request/idempotency-key-reused',
  /** A hand's analysis (analysis.ts): the hand is still being played (it rests on hidden tiles). */
  'analysis/hand-not-over',
  /** No such hand at this table, or it was never played to its end (a forfeit mid-hand). */
  'analysis/no-such-hand',
  /** A spectator of a public match asked for a hand's analysis before the match ended. */
  'analysis/match-in-play',
  /** A hint (hint.ts) at a rated table: a rated match is played unaided. */
  'hint/rated-table',
  /** A hint at a table where another person sits: hints are for games against computer players only. */
  'hint/not-against-computers',
] as const;

export type TableErrorCode = (typeof TABLE_ERROR_CODES)[number] | MoveErrorCode;

export class TableError extends DomainError<TableErrorCode> {}

declare module '../core/domain-error' {
  interface DomainCodes {
    tables: TableErrorCode;
  }
}
