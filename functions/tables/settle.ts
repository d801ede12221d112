/**
 * The bookkeeping after a table changed: computer players' replies, the version, the clock of
 * the seat to move (its deadline under the table's time limit) and the status.
 */
import { type HandRecord, isOver, type MatchState } from '../../shared/engine';
import { type AutoPlay, playAutomaticMoves } from './computer-turns';
import type { TableMaking } from './context';
import { handSeedsAfter } from './fair-deal';
import { keepHandBooks } from './hand-book';
import { lineMatch, type SavePlan, type TableRecord } from './model';

/**
 * Dev tables replay from their fixed seed; a duplicate event's table deals from its round's seed;
 * every other hand is dealt from a cryptographic seed. `state`: the match the moves start from.
 */
export function autoPlayFor(
  table: TableRecord,
  ctx: TableMaking,
  state: MatchState | null = lineMatch(table),
): AutoPlay {
  return {
    budgetMs: ctx.botBudgetMs,
    clock: ctx.clock,
    // A function, not one seed: a move can finish more than one hand (a deal that blocks at once).
    handSeeds: table.dev ? undefined : handSeedsAfter(table, ctx, state?.handNo ?? 0),
  };
}

/**
 * The table after `changes` version steps produced `state`, with its automatic moves, and what its save writes.
 *
 * A step is a move or the start. Besides the table the save writes the hands `finished`, and once
 * per match the memberships' and the join code's expiry.
 */
export function settle(
  table: TableRecord,
  state: MatchState,
  changes: number,
  ctx: TableMaking,
  finished: HandRecord[] = [],
): SavePlan {
  const first = table.version + changes;
  const auto = playAutomaticMoves(table, state, first, autoPlayFor(table, ctx, state));
  const books = keepHandBooks(
    table,
    auto.state,
    first,
    [
      ...finished.map((record) => ({ record, version: first })),
      ...auto.finished.map((f) => ({ record: f.record, version: first + f.move })),
    ],
    // Development tables deal from a fixed seed: nothing to commit to.
    () => (table.dev ? null : ctx.randomSeed()),
  );
  const version = first + auto.moves;
  const over = isOver(auto.state);
  const now = ctx.now();
  return {
    table: {
      ...table,
      match: auto.state,
      salt: books.salt,
      lastSalt: books.lastSalt,
      handStartVersion: books.handStartVersion,
      ...(over && {
        overVersion: table.overVersion ?? version,
        finishedAt: table.finishedAt ?? now.toISOString(),
      }),
      version,
      status: over ? 'over' : 'playing',
      updatedAt: now.toISOString(),
      ...turnClock(table, auto.state, now),
    },
    writes: {
      hands: books.archives,
      // Once per match: memberships expire with the table, so an inbox never fills with old games.
      ...(over && table.status !== 'over' && { expireMemberships: true, expireCode: true }),
    },
  };
}

/** When the seat to move got the turn, and a person's deadline under the table's time limit. */
function turnClock(
  table: TableRecord,
  state: MatchState,
  now: Date,
): Pick<TableRecord, 'turnSince' | 'deadline'> {
  if (isOver(state)) return { turnSince: null, deadline: null };
  const seat = table.seats[state.hand.turn];
  const limit = table.moveTimeLimitSeconds;
  return {
    turnSince: now.toISOString(),
    deadline:
      seat.kind === 'person' && limit !== null ? new Date(now.getTime() + limit * 1000).toISOString() : null,
  };
}
