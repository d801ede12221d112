/**
 * The bookkeeping after a table changed: computer players' replies, the version, the clock of
 * the seat to move (its deadline under the table's time limit) and the status.
 */
import { type HandRecord, isOver, type MatchState } from '../../shared/engine';
import { type AutoPlay, playAutomaticMoves } from './computer-turns';
import type { TableContext } from './context';
import { keepHandBooks } from './hand-book';
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
 * The table after `changes` version steps (a move, or the start) that produced `state` (and
 * finished the hands `finished`), with the automatic moves that follow.
 */
export function settle(
  table: TableRecord,
  state: MatchState,
  changes: number,
  ctx: TableContext,
  finished: HandRecord[] = [],
): TableRecord {
  const auto = playAutomaticMoves(table, state, table.version + changes, autoPlayFor(table, ctx));
  const first = table.version + changes;
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
  const now = ctx.now();
  const over = isOver(auto.state);
  const seat = over ? null : table.seats[auto.state.hand.turn];
  const limit = table.moveTimeLimitSeconds;
  return {
    ...table,
    match: auto.state,
    salt: books.salt,
    lastSalt: books.lastSalt,
    handStartVersion: books.handStartVersion,
    ...(over && { overVersion: table.overVersion ?? table.version + changes + auto.moves }),
    ...((books.archives.length > 0 || (over && table.status !== 'over')) && {
      pending: {
        ...table.pending,
        hands: books.archives,
        // Once per match: memberships expire with the table, so an inbox never fills with old games.
        ...(over && table.status !== 'over' && { expireMemberships: true, expireCode: true }),
      },
    }),
    version: table.version + changes + auto.moves,
    status: over ? 'over' : 'playing',
    updatedAt: now.toISOString(),
    turnSince: over ? null : now.toISOString(),
    deadline:
      seat?.kind === 'person' && limit !== null ? new Date(now.getTime() + limit * 1000).toISOString() : null,
  };
}
