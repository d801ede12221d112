/**
 * The leaderboards (ratings/leaderboard.ts). Version 1 of both kinds.
 *
 * An entry: one per listed player and pool, PK `BOARD#<pool>#<shard>`, SK
 * `<rating, 5 digits>#<playerId>`, attribute `played`. The shard is a stable hash of the player
 * id (BOARD_SHARDS of them), so a pool's writes spread over that many partitions; a page reads
 * each shard backwards from a place and merges them. Written, moved and removed in the same
 * transaction as the player's ratings item, never alone.
 *
 * A snapshot: PK `BOARD#<pool>`, SK `SNAPSHOT`, written by the snapshot job: how many were
 * listed, the counts per band of ratings (`bands`, a list of [band, count], best first) and the
 * TOP_EXACT-th entry's sort key (`cutoff`, absent when fewer were listed).
 */
import { z } from 'zod';
import { type BoardEntry, type BoardKey, DISPLAY_MAX, POOLS, type Pool } from '../../ratings/model';
import type { BoardSnapshot } from '../../ratings/port';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { defineFormat, formatAttribute, type Item, once } from './format';

export const BOARD_PREFIX = 'BOARD#';
/** Partitions per pool's leaderboard (notes/i28-docs.md has the numbers). */
export const BOARD_SHARDS = 4;
export const SNAPSHOT_SK = 'SNAPSHOT';

const RATING_DIGITS = String(DISPLAY_MAX).length;

/** Which shard a player's entries live in: a stable hash of the id. */
export function boardShard(playerId: string): number {
  let h = 0;
  for (let i = 0; i < playerId.length; i++) h = (h * 31 + playerId.charCodeAt(i)) >>> 0;
  return h % BOARD_SHARDS;
}

export const boardPartition = (pool: Pool, shard: number) => `${BOARD_PREFIX}${pool}#${shard}`;

/** The sort key of an entry: ratings sort as text once padded. */
export const boardSortKey = (k: Pick<BoardKey, 'rating' | 'playerId'>) =>
  `${String(k.rating).padStart(RATING_DIGITS, '0')}#${k.playerId}`;

export const boardKey = (k: BoardKey) => ({
  [PARTITION_KEY]: boardPartition(k.pool, boardShard(k.playerId)),
  [SORT_KEY]: boardSortKey(k),
});

const ENTRY_PK = /^BOARD#(\w+)#(\d+)$/;
const ENTRY_SK = /^(\d{5})#([A-Za-z0-9_-]+)$/;

/** An entry's sort key read back (a cursor's place, the snapshot's cutoff). */
export function readBoardSortKey(sk: string): { rating: number; playerId: string } {
  const m = ENTRY_SK.exec(sk);
  if (!m) throw new Error(`not a leaderboard sort key: ${sk}`);
  return { rating: Number(m[1]), playerId: m[2] };
}

export const isBoardEntryKey = (pk: string, sk: string) => ENTRY_PK.test(pk) && ENTRY_SK.test(sk);
export const isBoardSnapshotKey = (pk: string, sk: string) =>
  pk.startsWith(BOARD_PREFIX) && !pk.slice(BOARD_PREFIX.length).includes('#') && sk === SNAPSHOT_SK;

const entryV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().regex(ENTRY_PK),
    [SORT_KEY]: z.string().regex(ENTRY_SK),
    ...formatAttribute(1),
    played: z.number().int().positive(),
  }),
);

function readEntryV1(item: Item): BoardEntry {
  const i = entryV1().parse(item);
  const pool = z.enum(POOLS).parse(ENTRY_PK.exec(i.PK)![1]);
  return { pool, ...readBoardSortKey(i.SK), played: i.played };
}

export const boardEntryFormat = defineFormat<BoardEntry>({
  kind: 'rating-board',
  readers: { 1: readEntryV1 },
  write: (e) => ({ ...boardKey(e), played: e.played }),
});

export const snapshotKey = (pool: Pool) => ({
  [PARTITION_KEY]: `${BOARD_PREFIX}${pool}`,
  [SORT_KEY]: SNAPSHOT_SK,
});

const snapshotV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith(BOARD_PREFIX),
    [SORT_KEY]: z.literal(SNAPSHOT_SK),
    ...formatAttribute(1),
    takenAt: z.string(),
    total: z.number().int().nonnegative(),
    bands: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().positive()])),
    cutoff: z.string().regex(ENTRY_SK).optional(),
  }),
);

function readSnapshotV1(item: Item): BoardSnapshot {
  const i = snapshotV1().parse(item);
  const pool = z.enum(POOLS).parse(i.PK.slice(BOARD_PREFIX.length));
  return {
    pool,
    takenAt: i.takenAt,
    total: i.total,
    bands: i.bands,
    cutoff: i.cutoff === undefined ? null : { pool, ...readBoardSortKey(i.cutoff) },
  };
}

export const boardSnapshotFormat = defineFormat<BoardSnapshot>({
  kind: 'rating-snapshot',
  readers: { 1: readSnapshotV1 },
  write: (s) => ({
    ...snapshotKey(s.pool),
    takenAt: s.takenAt,
    total: s.total,
    bands: s.bands,
    cutoff: s.cutoff === null ? undefined : boardSortKey(s.cutoff),
  }),
});
