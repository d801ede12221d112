/**
 * Acts on one due table: a computer moves, a deadline passes, or an idle open table closes.
 *
 * The scheduler calls it for each entry of the `due` index. It is the move's own conditional
 * write, so two runs at once never act twice: [scheduling.md](../../docs/scheduling.md#the-design).
 */
import { forfeitMatch, type MexicanState } from '../../shared/engine';
import { forfeitMexican } from '../../shared/engine/games/mexican-train';
import { VersionConflictError } from '../core/store-errors';
import { seatChanges } from './change';
import { computerMove } from './computer-turns';
import type { TableContext } from './context';
import { matchInPlay } from './guards';
import { indexesOf } from './indexes';
import { isTrainMatch, type SavePlan, type TableRecord } from './model';
import { saveTable } from './save';
import { autoPlayFor, settle } from './settle';
import { settleTrains, trainComputerMove } from './trains';
import { vacationChange } from './vacation-due';

/** The stand-in for an absent person: the strongest level, playing from that seat's view only. */
export const TIMEOUT_LEVEL = 'expert' as const;

export type DueAction =
  | 'computer-moved'
  | 'timeout-move'
  | 'forfeit'
  | 'closed-idle'
  /** A correspondence deadline moved past the seat's away date, or on by a slice of their bank. */
  | 'vacation-away'
  | 'vacation-slice'
  | 'not-due'
  | 'lost-race';

/** Decides and applies what is due at `table` now; returns what to save, or null. */
export function dueChange(
  table: TableRecord,
  ctx: TableContext,
): { next: SavePlan; action: DueAction } | null {
  if (table.status === 'open') {
    const idleUntil = indexesOf(table).dueAt!;
    if (Date.parse(idleUntil) > ctx.now().getTime()) return null;
    const closed = {
      ...table,
      status: 'closed' as const,
      version: table.version + 1,
      updatedAt: ctx.now().toISOString(),
    };
    return { next: { table: closed, writes: seatChanges(table, closed) }, action: 'closed-idle' };
  }
  const state = matchInPlay(table);
  if (!state) return null;
  if (isTrainMatch(state)) return trainsDue(table, state, ctx);
  const seat = state.hand.turn;
  const sitter = table.seats[seat];
  if (sitter.kind === 'computer') {
    const next = settle(table, state, 0, ctx);
    return next.table.version === table.version ? null : { next, action: 'computer-moved' };
  }
  if (!table.deadline || Date.parse(table.deadline) > ctx.now().getTime()) return null;
  if (table.onTimeout === 'forfeit') {
    return { next: settle(table, forfeitMatch(state, seat), 1, ctx), action: 'forfeit' };
  }
  // Marked as the stand-in's (standIn): the seat's history says so, and a request from the seat
  // that looks like it is never taken for a retry of its own move (tables/retried-move.ts).
  const result = computerMove(state, TIMEOUT_LEVEL, `${table.botSeed}:${table.version}:timeout`, {
    nextHandSeed: autoPlayFor(table, ctx).handSeeds,
    standIn: true,
  });
  return { next: settle(table, result.state, 1, ctx, result.finished), action: 'timeout-move' };
}

/** dueChange at a Mexican Train table: its computer players move, or the seat to move ran out of time. */
function trainsDue(
  table: TableRecord,
  state: MexicanState,
  ctx: TableContext,
): { next: SavePlan; action: DueAction } | null {
  const seat = state.round.turn;
  if (table.seats[seat].kind === 'computer') {
    const next = settleTrains(table, state, 0, ctx);
    return next.table.version === table.version ? null : { next, action: 'computer-moved' };
  }
  if (!table.deadline || Date.parse(table.deadline) > ctx.now().getTime()) return null;
  if (table.onTimeout === 'forfeit') {
    return { next: settleTrains(table, forfeitMexican(state, seat), 1, ctx), action: 'forfeit' };
  }
  const seed = `${table.botSeed}:${table.version}:timeout`;
  const moved = trainComputerMove(table, state, TIMEOUT_LEVEL, seed, ctx);
  return { next: settleTrains(table, moved, 1, ctx), action: 'timeout-move' };
}

/** Loads a due table, acts, and saves under the version it read. */
export async function actOnDueTable(ctx: TableContext, id: string): Promise<DueAction> {
  const table = await ctx.store.findTable(id);
  if (!table) return 'not-due';
  // The seat's vacation bank first: it moves a correspondence deadline on instead of the policy.
  const change = (await vacationChange(ctx, table)) ?? dueChange(table, ctx);
  if (!change) return 'not-due';
  try {
    await saveTable(ctx, table, change.next);
  } catch (err) {
    if (!(err instanceof VersionConflictError)) throw err;
    // The condition failed on a try after one that went unanswered: that one may have landed.
    if (err.earlierAttemptUnknown && (await isSaved(ctx, change.next.table))) return change.action;
    return 'lost-race';
  }
  return change.action;
}

/**
 * Whether the table stored now is the one this action wrote: at its version, with its time and
 * its deadline (a vacation's extension moves only the deadline). A rival that took the table to
 * the same version wrote at another instant (or, from the same table at the same instant, wrote
 * the same: the action's seeds are the table's own).
 */
async function isSaved(ctx: TableContext, written: TableRecord): Promise<boolean> {
  const now = await ctx.store.findTable(written.id);
  return (
    now?.version === written.version &&
    now.updatedAt === written.updatedAt &&
    now.deadline === written.deadline
  );
}
