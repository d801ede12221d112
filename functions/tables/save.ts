/**
 * Saves a change under the version it was read at, with the ratings of a rated match it ends.
 *
 * The ratings go in the table's transaction, so a match is rated once, exactly when its end
 * lands: [ratings.md](../../docs/ratings.md#exactly-once).
 */
import { RatingsChangedError } from '../core/store-errors';
import { matchEndRatings } from '../ratings/rate';
import type { TableContext } from './context';
import { indexesOf } from './indexes';
import type { SavePlan, TableRecord } from './model';

/**
 * How many times a rated end is saved, rated afresh each time a player's ratings item moved on.
 *
 * Past that the caller gets RatingsChangedError (busy: nothing was written):
 * [ratings.md](../../docs/ratings.md#exactly-once).
 */
const RATED_SAVE_ATTEMPTS = 2;

/** Saves `plan` on condition of `before`'s version; returns the table as saved. */
export async function saveTable(
  ctx: TableContext,
  before: TableRecord,
  plan: SavePlan,
): Promise<TableRecord> {
  for (let attempt = 1; ; attempt++) {
    const rated = await withRatings(ctx, before, plan);
    try {
      await ctx.store.saveTable(rated.table, indexesOf(rated.table), before.version, rated.writes);
      return rated.table;
    } catch (err) {
      if (!(err instanceof RatingsChangedError) || attempt >= RATED_SAVE_ATTEMPTS) throw err;
    }
  }
}

/**
 * The plan with its rated end's writes: the players' ratings items and leaderboard entries, and
 * on the table each seat's rating before and after (the table shows it). Unchanged unless the
 * plan ends a rated match that `before` had not ended.
 */
export async function withRatings(ctx: TableContext, before: TableRecord, plan: SavePlan): Promise<SavePlan> {
  // A line game's or Mexican Train's: ratings/rate.ts reads either.
  const ratings = await matchEndRatings(
    { ratings: ctx.store.ratings, hands: ctx.store },
    before,
    plan.table,
    (plan.writes.hands ?? []).map((a) => a.record),
  );
  if (ratings.length === 0) return plan;
  // One write per seat, in seat order (ratingWrites); the newest recent match is this one.
  const change = ratings.map((w) => w.next.recent[0]);
  const table: TableRecord = {
    ...plan.table,
    ratingChange: {
      pool: change[0].pool,
      before: change.map((m) => m.before),
      after: change.map((m) => m.after),
    },
  };
  return { table, writes: { ...plan.writes, ratings } };
}
