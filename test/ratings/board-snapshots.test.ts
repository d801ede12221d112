/**
 * The hourly snapshot's entry (functions/boards.ts) on DynamoDB Local, on a table of its own (a
 * pool's board is global to its table): below the top 1000, "my rank" has no rank until the entry
 * runs, and then the rank the snapshot gives; a pool whose count fails keeps its last snapshot
 * while the others are counted, and the entry fails (its alarm's metric).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approximateRank, TOP_EXACT } from '../../functions/ratings/leaderboard';
import { displayRating, newPoolRating, POOLS, type Pool, unrated } from '../../functions/ratings/model';
import type { RatingStore } from '../../functions/ratings/port';
import { takeAllBoardSnapshots } from '../../functions/ratings/snapshots';
import { signUp, storeOnOwnTable, type TestPlayer, testApp } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';

const { store, tableName } = await storeOnOwnTable();
const app = testApp({}, store);
const at = '2026-12-01T10:00:00.000Z';

/** A settled player in `pool` at `mu`, written through the ratings' port (as many matches would leave them). */
async function settle(playerId: string, pool: Pool, mu: number): Promise<number> {
  const r = { ...newPoolRating(at), mu, sigma: 2.5, played: 30, won: 15 };
  const listed = displayRating(r);
  await store.ratings.saveRatings({
    next: { ...unrated(playerId, at), version: 1, pools: { [pool]: { ...r, listed } } },
    expectedVersion: null,
    unlist: [],
    list: [{ pool, playerId, rating: listed, played: 30 }],
  });
  return listed;
}

type Handler = (event: unknown) => Promise<Awaited<ReturnType<typeof takeAllBoardSnapshots>>>;
let handler: Handler;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  // The entry reads its table and endpoint when it loads, as a Lambda does from its environment.
  const db = testDynamoDb();
  for (const k of ['TABLE_NAME', 'DYNAMODB_ENDPOINT']) saved[k] = process.env[k];
  Object.assign(process.env, { TABLE_NAME: tableName, DYNAMODB_ENDPOINT: db.endpoint });
  handler = (await import('../../functions/boards')).handler as Handler;
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const myRank = (p: TestPlayer) =>
  expectOk(
    typedClient(app, p.token).GET('/v1/leaderboards/{pool}/me', { params: { path: { pool: 'draw2' } } }),
  );

describe('the boards entry', () => {
  it('gives "my rank" below the top 1000 from the snapshot it takes', { timeout: 180_000 }, async () => {
    // A thousand players above Zed, spread over many bands of ratings.
    const ids = Array.from({ length: TOP_EXACT }, (_, i) => `filler-${String(i).padStart(4, '0')}`);
    for (let i = 0; i < ids.length; i += 25)
      await Promise.all(
        ids.slice(i, i + 25).map((id, k) => settle(id, 'draw2', 30 + ((i + k) % 200) * 0.05)),
      );
    const zed = await signUp(app, 'Zed');
    const rating = await settle(zed.id, 'draw2', 20);

    // No snapshot yet: listed, below the exact top, no rank.
    expect(await myRank(zed)).toEqual({
      listed: true,
      rating,
      rank: null,
      exact: false,
      atLeast: TOP_EXACT + 1,
    });

    vi.spyOn(console, 'log').mockImplementation(() => {});
    const report = await handler({ source: 'dominoes.boards', scheduledTime: '2026-12-01T11:00:00Z' });
    vi.restoreAllMocks();
    expect(report.failed).toEqual([]);
    expect(report.taken).toEqual(
      POOLS.map((pool) => ({ pool, total: pool === 'draw2' ? TOP_EXACT + 1 : 0 })),
    );
    const snapshot = (await store.ratings.boardSnapshot('draw2'))!;
    expect(snapshot).toMatchObject({ total: TOP_EXACT + 1, takenAt: report.takenAt });
    expect(snapshot.cutoff?.playerId).toMatch(/^filler-/);

    // The leaderboard reads it: Zed's rank is the snapshot's, just below the thousand above him.
    const ranked = await myRank(zed);
    expect(ranked).toEqual({
      listed: true,
      rating,
      rank: approximateRank(snapshot, rating),
      exact: false,
      atLeast: TOP_EXACT + 1,
    });
    if (ranked.listed && !ranked.exact) {
      expect(ranked.rank).toBeGreaterThanOrEqual(TOP_EXACT + 1);
      expect(ranked.rank).toBeLessThanOrEqual(TOP_EXACT + 2);
    }
  });

  it('counts the other pools when one fails, keeping that pool’s last snapshot', async () => {
    const before = await store.ratings.boardSnapshot('draw2');
    expect(before).not.toBeNull();
    const failing: Pick<RatingStore, 'boardPage' | 'saveBoardSnapshot'> = {
      boardPage: (pool, after, limit) =>
        pool === 'draw2'
          ? Promise.reject(new Error('throttled'))
          : store.ratings.boardPage(pool, after, limit),
      saveBoardSnapshot: (snapshot) => store.ratings.saveBoardSnapshot(snapshot),
    };
    const report = await takeAllBoardSnapshots(failing, new Date('2026-12-01T12:00:00.000Z'));
    expect(report.failed).toEqual([{ pool: 'draw2', error: 'throttled' }]);
    expect(report.taken.map((t) => t.pool)).toEqual(POOLS.filter((p) => p !== 'draw2'));
    expect(await store.ratings.boardSnapshot('draw2')).toEqual(before);
    expect((await store.ratings.boardSnapshot('block2'))?.takenAt).toBe('2026-12-01T12:00:00.000Z');
  });
});
