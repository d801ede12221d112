/**
 * Leaderboards per pool: the listed players (rated, not provisional, not hidden) best first, a
 * page at a time, and a player's own rank. The store keeps one small entry per listed player
 * and pool, spread over a few partitions (store/dynamodb-ratings.ts), which a page reads and
 * merges. A rank is counted exactly within the top TOP_EXACT; below it, a job's periodic
 * snapshot (ratings per band of BAND_WIDTH points) gives an approximate one, so a player far down
 * never costs a count of everyone above them. The design and its numbers: notes/i28-docs.md.
 */

import { InvalidCursorError } from '../core/store-errors';
import { RATING_CODES, RatingError } from './errors';
import { type BoardEntry, type BoardKey, POOLS, type Pool } from './model';
import type { BoardSnapshot, RatingStore } from './port';

/** Ranks counted exactly: the top this many. */
export const TOP_EXACT = 1000;
/** The snapshot's bands of ratings, for approximate ranks below the top. */
export const BAND_WIDTH = 10;
export const PAGE_DEFAULT = 25;
export const PAGE_MAX = 100;

export function parsePool(text: string): Pool {
  if ((POOLS as readonly string[]).includes(text)) return text as Pool;
  throw new RatingError(RATING_CODES.unknownPool, `no pool "${text}"; pools: ${POOLS.join(', ')}`);
}

/**
 * The leaderboard's order: higher rating first; equal ratings by player id, the greater first
 * (as the store's sort key, `<rating>#<playerId>`, read backwards). Negative: `a` ranks first.
 */
export function boardOrder(a: BoardKey, b: BoardKey): number {
  if (a.rating !== b.rating) return b.rating - a.rating;
  return a.playerId < b.playerId ? 1 : a.playerId > b.playerId ? -1 : 0;
}

/** Shards' pages (each best first) as one: the best `limit` of them. */
export function mergeBoardPages(pages: readonly (readonly BoardEntry[])[], limit: number): BoardEntry[] {
  return pages.flat().sort(boardOrder).slice(0, limit);
}

export interface LeaderboardRow {
  rank: number;
  playerId: string;
  /** As the player chose it (read with the page, so a rename shows at once). */
  name: string | null;
  rating: number;
  played: number;
}

export interface LeaderboardPage {
  pool: Pool;
  entries: LeaderboardRow[];
  /** Opaque; pass it back for the next page. Null on the last page. */
  cursor: string | null;
}

const CURSOR = /^(\d{1,5}):([A-Za-z0-9_-]{1,64}):(\d{1,9})$/;

/** A page's place: the last entry shown and its rank (the next page's ranks follow on). */
function encodeCursor(last: BoardKey, rank: number): string {
  return Buffer.from(`${last.rating}:${last.playerId}:${rank}`).toString('base64url');
}

function decodeCursor(pool: Pool, cursor: string | null): { after: BoardKey; rank: number } | null {
  if (cursor === null) return null;
  const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw new InvalidCursorError();
  return { after: { pool, rating: Number(m[1]), playerId: m[2] }, rank: Number(m[3]) };
}

export async function leaderboard(
  store: Pick<RatingStore, 'boardPage' | 'playerNames'>,
  pool: Pool,
  page: { limit?: number; cursor?: string | null } = {},
): Promise<LeaderboardPage> {
  const limit = Math.min(Math.max(1, page.limit ?? PAGE_DEFAULT), PAGE_MAX);
  const place = decodeCursor(pool, page.cursor ?? null);
  // One more than shown: whether there is a next page, without a cursor that leads to nothing.
  const found = await store.boardPage(pool, place?.after ?? null, limit + 1);
  const shown = found.slice(0, limit);
  const names = await store.playerNames(shown.map((e) => e.playerId));
  const first = (place?.rank ?? 0) + 1;
  const entries = shown.map((e, i) => ({
    rank: first + i,
    playerId: e.playerId,
    name: names.get(e.playerId) ?? null,
    rating: e.rating,
    played: e.played,
  }));
  const last = shown[shown.length - 1];
  return {
    pool,
    entries,
    cursor: found.length > limit ? encodeCursor(last, first + limit - 1) : null,
  };
}

/** A player's place on a pool's leaderboard. */
export type PlayerRank =
  | { listed: false; why: 'unrated' | 'provisional' | 'hidden' }
  | { listed: true; rating: number; rank: number; exact: true }
  /** Below the exact top: from the last snapshot (null when none was taken yet), at least `atLeast`. */
  | { listed: true; rating: number; rank: number | null; exact: false; atLeast: number };

export async function rankOf(
  store: Pick<RatingStore, 'getRatings' | 'countAbove' | 'boardSnapshot'>,
  pool: Pool,
  playerId: string,
): Promise<PlayerRank> {
  const [ratings, snapshot] = await Promise.all([
    store.getRatings([playerId]).then((m) => m.get(playerId)),
    store.boardSnapshot(pool),
  ]);
  const mine = ratings?.pools[pool];
  if (!ratings || !mine) return { listed: false, why: 'unrated' };
  if (ratings.hidden) return { listed: false, why: 'hidden' };
  if (mine.listed === null) return { listed: false, why: 'provisional' };
  const key = { pool, playerId, rating: mine.listed };
  const approximate = () => ({
    listed: true as const,
    rating: mine.listed!,
    rank: snapshot ? Math.max(TOP_EXACT + 1, approximateRank(snapshot, key.rating)) : null,
    exact: false as const,
    atLeast: TOP_EXACT + 1,
  });
  // Well below the top when the snapshot was taken: not worth counting (it would stop at the top).
  if (
    snapshot?.cutoff &&
    boardOrder(key, snapshot.cutoff) > 0 &&
    key.rating < snapshot.cutoff.rating - BAND_WIDTH
  )
    return approximate();
  const above = await store.countAbove(key, TOP_EXACT);
  if (above < TOP_EXACT) return { listed: true, rating: key.rating, rank: above + 1, exact: true };
  return approximate();
}

/**
 * The rank a rating had in the snapshot: everyone in a higher band, and of its own band the
 * share above it (taking the band's ratings as spread evenly).
 */
export function approximateRank(snapshot: BoardSnapshot, rating: number): number {
  const band = Math.floor(rating / BAND_WIDTH);
  let above = 0;
  for (const [b, count] of snapshot.bands) {
    if (b > band) above += count;
    else if (b === band) above += (count * ((band + 1) * BAND_WIDTH - 1 - rating + 0.5)) / BAND_WIDTH;
  }
  return Math.round(above) + 1;
}

/** Counts a whole leaderboard, its entries added best first, a page at a time. */
export class SnapshotCounter {
  private readonly bands = new Map<number, number>();
  private total = 0;
  private cutoff: BoardKey | null = null;

  constructor(private readonly pool: Pool) {}

  add(entries: Iterable<BoardEntry>): void {
    for (const e of entries) {
      this.total++;
      if (this.total === TOP_EXACT) this.cutoff = { pool: this.pool, playerId: e.playerId, rating: e.rating };
      const band = Math.floor(e.rating / BAND_WIDTH);
      this.bands.set(band, (this.bands.get(band) ?? 0) + 1);
    }
  }

  snapshot(takenAt: string): BoardSnapshot {
    const bands = [...this.bands].sort((a, b) => b[0] - a[0]);
    return { pool: this.pool, takenAt, total: this.total, bands, cutoff: this.cutoff };
  }
}

/** How many entries the snapshot job reads a page. */
const SNAPSHOT_PAGE = 1000;

/**
 * The job (hourly, say): reads the pool's whole leaderboard a page at a time and saves its
 * snapshot. Its reads grow with the listed players (notes/i28-docs.md); it writes one item.
 */
export async function takeBoardSnapshot(
  store: Pick<RatingStore, 'boardPage' | 'saveBoardSnapshot'>,
  pool: Pool,
  now: Date,
): Promise<BoardSnapshot> {
  const counter = new SnapshotCounter(pool);
  for (let after: BoardKey | null = null; ; ) {
    const page = await store.boardPage(pool, after, SNAPSHOT_PAGE);
    counter.add(page);
    if (page.length < SNAPSHOT_PAGE) break;
    after = page[page.length - 1];
  }
  const snapshot = counter.snapshot(now.toISOString());
  await store.saveBoardSnapshot(snapshot);
  return snapshot;
}
