/**
 * The hourly count of every pool's leaderboard (functions/boards.ts runs it): each pool's
 * snapshot taken on its own, so one pool's failure leaves the others' fresh. "My rank" below the
 * top 1000 reads the last snapshot (leaderboard.ts): a pool whose count failed keeps the one
 * before until the next run.
 */
import { takeBoardSnapshot } from './leaderboard';
import { POOLS, type Pool } from './model';
import type { RatingStore } from './port';

export interface SnapshotsReport {
  takenAt: string;
  /** The pools counted: how many were listed in each. */
  taken: { pool: Pool; total: number }[];
  /** The pools whose count failed, and why (their last snapshot stays). */
  failed: { pool: Pool; error: string }[];
}

export async function takeAllBoardSnapshots(
  store: Pick<RatingStore, 'boardPage' | 'saveBoardSnapshot'>,
  now: Date,
  pools: readonly Pool[] = POOLS,
): Promise<SnapshotsReport> {
  // All at once: each pool's count is a run of sequential pages, a pool's board its own partitions.
  const results = await Promise.allSettled(pools.map((pool) => takeBoardSnapshot(store, pool, now)));
  const report: SnapshotsReport = { takenAt: now.toISOString(), taken: [], failed: [] };
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') report.taken.push({ pool: pools[i], total: r.value.total });
    else
      report.failed.push({
        pool: pools[i],
        error: r.reason instanceof Error ? r.reason.message : String(r.reason),
      });
  });
  return report;
}
