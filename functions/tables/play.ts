/**
 * A move: the engine judges it, the computer players next reply, and one write stores it all.
 * The write is conditional on the version read ([storage.md](../../docs/storage.md#a-move-is-one-write)).
 */
import { createHash } from 'node:crypto';
import { applyMove, type Move } from '../../shared/engine';
import { VersionConflictError } from '../core/store-errors';
import type { TableContext } from './context';
import { TableError } from './errors';
import { requireStarted } from './guards';
import { getTableOrThrow, tableReadOrThrow } from './load';
import { isTrainMatch, type SavePlan, type TableMatch, type TableRecord } from './model';
import { hasMoveAt, wasApplied } from './retried-move';
import { saveTable } from './save';
import { autoPlayFor, settle } from './settle';
import { applyTrainMove, settleTrains, type TrainMoveInput, trainMoveOf } from './trains';
import { requireSeat } from './visibility';

export interface MoveRequest {
  tableId: string;
  playerId: string;
  /** A line game's move, or a Mexican Train move (trains.ts). */
  move: Move | TrainMoveInput;
  /** The version the client saw, if it said (a mismatch is table/stale-version). */
  expectedVersion?: number;
  idempotencyKey?: string;
  /**
   * The table as read with the caller's token (null: no such table); undefined when not read.
   * Undefined lets the move start from this process's copy of the table, if it has one.
   */
  read?: TableRecord | null;
}

export interface MoveOutcome {
  table: TableRecord;
  seat: number;
  /** A retry of a move already applied: nothing was applied now. */
  replayed: boolean;
}

export async function playMove(ctx: TableContext, req: MoveRequest): Promise<MoveOutcome> {
  // Read with the token: a fresh read, no guess.
  if (req.read !== undefined) {
    const outcome = await attempt(ctx, req, await tableReadOrThrow(ctx, req.tableId, req.read), false);
    ctx.recent?.remember(outcome.table);
    return outcome;
  }
  // This process's copy first; when stale, the move again on a fresh read (storage.md#a-move-is-one-write).
  const recent = ctx.recent?.get(req.tableId);
  if (recent) {
    try {
      const outcome = await attempt(ctx, req, recent, true);
      ctx.recent?.remember(outcome.table);
      return outcome;
    } catch (err) {
      if (!(err instanceof TableError || err instanceof VersionConflictError)) throw err;
      ctx.recent?.forget(recent.id);
    }
  }
  const outcome = await attempt(ctx, req, await getTableOrThrow(ctx, req.tableId), false);
  ctx.recent?.remember(outcome.table);
  return outcome;
}

/** The move on `table` (from the cache when `guess`: then a lost write race is just thrown). */
async function attempt(
  ctx: TableContext,
  req: MoveRequest,
  table: TableRecord,
  guess: boolean,
): Promise<MoveOutcome> {
  const seat = requireSeat(table, req.playerId);
  const key = req.idempotencyKey === undefined ? undefined : shortHash(req.idempotencyKey, KEY_HASH);
  const moveHash = key === undefined ? '' : shortHash(moveText(req.move), MOVE_HASH);
  const replay = replayOf(table, seat, key, moveHash);
  // A replay answers with the table as it is: never from a cached copy, which may be stale.
  if (replay && guess) throw new TableError('table/stale-version', 'a replay is answered from a fresh read');
  if (replay) return replay;
  const match = requireStarted(table);
  if (req.expectedVersion !== undefined && req.expectedVersion !== table.version) {
    // Without a key, this move already played at that version is a replay; otherwise a 409.
    // See failure-semantics.md#nothing-is-applied-twice.
    const played = !guess && wasApplied(table, seat, req.move, req.expectedVersion);
    if (played && key === undefined) return { table, seat, replayed: true };
    throw staleVersion(table.version, played ? req.expectedVersion + 1 : undefined);
  }
  const settled = settledMove(ctx, table, match, seat, req.move);
  let next = settled.table;
  if (key !== undefined) {
    const kept = keysOf(next, seat).slice(1 - KEYS_KEPT);
    next = { ...next, idem: { ...next.idem, [seat]: [...kept, key + moveHash].join('') } };
  }
  try {
    next = await saveTable(ctx, table, { table: next, writes: settled.writes });
  } catch (err) {
    if (!(err instanceof VersionConflictError) || guess) throw err;
    // The write lost to another, or to this move's own earlier attempt.
    // See failure-semantics.md#nothing-is-applied-twice.
    const now = await getTableOrThrow(ctx, req.tableId);
    // A landed write of this request carries its key: only that key replays.
    const again = replayOf(now, seat, key, moveHash);
    if (again) return again;
    const played = wasApplied(now, seat, req.move, table.version, err.earlierAttemptUnknown);
    if (played && key === undefined) return { table: now, seat, replayed: true };
    // Another write made the next version, so this one, conditional on the version read, cannot have landed.
    if (err.earlierAttemptUnknown && !hasMoveAt(now, table.version + 1)) throw err;
    throw staleVersion(now.version, played ? table.version + 1 : undefined);
  }
  return { table: next, seat, replayed: false };
}

/** The table after `seat`'s move, judged by its game's engine (a move of the other kind is refused). */
function settledMove(
  ctx: TableContext,
  table: TableRecord,
  match: TableMatch,
  seat: number,
  move: Move | TrainMoveInput,
): SavePlan {
  const trains = isTrainMatch(match);
  if (trains !== !('type' in move)) {
    throw new TableError(
      'move/no-such-end',
      trains
        ? 'this table plays Mexican Train: name a train ({tile, train}) or stop a first-turn run ({stop: true})'
        : 'this table plays a line game: it has no trains',
    );
  }
  if (isTrainMatch(match)) {
    const state = applyTrainMove(table, match, seat, trainMoveOf(match, move as TrainMoveInput), ctx);
    return settleTrains(table, state, 1, ctx);
  }
  const result = applyMove(match, seat, move as Move, { nextHandSeed: autoPlayFor(table, ctx).handSeeds });
  if (!result.ok) throw new TableError(result.error.code, result.error.message);
  return settle(table, result.state, 1, ctx, result.finished);
}

/** How many of a seat's recent moves keep their keys: a late duplicate of one of them is a replay. */
const KEYS_KEPT = 3;
/** Hex characters kept of a key's hash (32 bits: a seat's few keys do not collide) and of its move's. */
const KEY_HASH = 8;
const MOVE_HASH = 4;

const ENTRY = KEY_HASH + MOVE_HASH;

/** The seat's kept entries, oldest first (stored as one string: the item stays small). */
function keysOf(table: TableRecord, seat: number): string[] {
  const kept = table.idem[seat];
  // An item older than this format holds a record here: it is forgotten.
  if (typeof kept !== 'string') return [];
  return Array.from({ length: Math.floor(kept.length / ENTRY) }, (_, i) =>
    kept.slice(i * ENTRY, (i + 1) * ENTRY),
  );
}

function replayOf(
  table: TableRecord,
  seat: number,
  key: string | undefined,
  moveHash: string,
): MoveOutcome | null {
  if (key === undefined) return null;
  const used = keysOf(table, seat).find((k) => k.startsWith(key));
  if (!used) return null;
  if (used !== key + moveHash) {
    throw new TableError(
      'request/idempotency-key-reused',
      'this Idempotency-Key was already used for a different move; use a new key for a new move',
    );
  }
  return { table, seat, replayed: true };
}

/** The stale-version error; `playedAt` is the version this very move made, played by another request. */
function staleVersion(current: number, playedAt?: number): TableError {
  const detail =
    playedAt === undefined
      ? `the table moved on: it is at version ${current} now: GET it and decide again`
      : `the table moved on: it is at version ${current} now, and this very move was already played ` +
        `(it made version ${playedAt}) by another request; a request with a new Idempotency-Key is ` +
        'a new move, and only the key that played it replays it: GET the table to see it';
  return new TableError('table/stale-version', detail);
}

function moveText(move: Move | TrainMoveInput): string {
  if (!('type' in move)) return 'stop' in move ? 'stop' : `${move.tile}>${move.train}`;
  return move.type === 'draw' ? 'draw' : `${move.tile}@${move.end ?? ''}`;
}

function shortHash(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}
