/**
 * The bookkeeping after a table changed: computer players' replies, the version, the clock of
 * the seat to move (its deadline under the table's time limit) and the status.
 */
import { isOver, type MatchState } from '../../shared/engine';
import { type AutoPlay, playAutomaticMoves } from './computer-turns';
import type { TableContext } from './context';
import type { TableRecord } from './model';

/** Dev tables replay from their fixed seed; every other hand is dealt from a cryptographic seed. */
export function autoPlayFor(table: TableRecord, ctx: TableContext): AutoPlay {
  return {
    budgetMs: ctx.botBudgetMs,
    clock: ctx.clock,
    // A function, not one seed: a move can finish more than one hand (a deal that blocks at once).
    handSeeds: table.dev ? undefined : () => ctx.randomSeed(),
  };
}

/**
 * The table after `changes` version steps (a move, or the start) that produced `state`, with
 * the automatic moves that follow.
 */
export function settle(
  table: TableRecord,
  state: MatchState,
  changes: number,
  ctx: TableContext,
): TableRecord {
  const auto = playAutomaticMoves(table, state, table.version + changes, autoPlayFor(table, ctx));
  const now = ctx.now();
  const over = isOver(auto.state);
  const seat = over ? null : table.seats[auto.state.hand.turn];
  const limit = table.moveTimeLimitSeconds;
  return {
    ...table,
    match: auto.state,
    version: table.version + changes + auto.moves,
    status: over ? 'over' : 'playing',
    updatedAt: now.toISOString(),
    turnSince: over ? null : now.toISOString(),
    deadline:
      seat?.kind === 'person' && limit !== null ? new Date(now.getTime() + limit * 1000).toISOString() : null,
  };
}
