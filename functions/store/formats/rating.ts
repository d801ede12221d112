/**
 * A player's ratings item (PK `PLAYER#<id>`, SK `RATINGS`): every pool's rating and counts, the
 * leaderboard flag and the last rated matches, rewritten whole under a condition on its version
 * in the transaction that ends a rated match (ratings/rate.ts). Version 1.
 *
 * Kept near 1 KB, so that a transactional write of it costs 2 write units, not 4: a pool is a map
 * of its numbers, and each recent match one string,
 * `<finishedAt> <tableId> <pool> <place>/<sides> <forfeited 0|1> <before> <after>`.
 */
import { z } from 'zod';
import { type PlayerRatings, POOLS, type PoolRating, type RecentMatch } from '../../ratings/model';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { defineFormat, formatAttribute, type Item, once, type SameType } from './format';

export const RATINGS_SK = 'RATINGS';
export const ratingsKey = (playerId: string) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: RATINGS_SK,
});

const RECENT = /^(\S+) ([A-Za-z0-9_-]+) (\w+) (\d+)\/(\d+) ([01]) (\d+) (\d+)$/;

function buildItemV1() {
  const count = () => z.number().int().nonnegative();
  const pool = z.strictObject({
    mu: z.number(),
    sigma: z.number().positive(),
    played: count(),
    won: count(),
    hands: count(),
    dominoed: count(),
    blocked: count(),
    points: z.number().int(),
    listed: count().optional(),
    lastPlayedAt: z.string(),
  });
  return z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.literal(RATINGS_SK),
    ...formatAttribute(1),
    version: z.number().int().positive(),
    lastMatch: z.string().optional(),
    hidden: z.boolean(),
    pools: z.partialRecord(z.enum(POOLS), pool),
    recent: z.array(z.string().regex(RECENT)),
    updatedAt: z.string(),
  });
}

const itemV1 = once(buildItemV1);

function readV1(item: Item): PlayerRatings {
  const i = itemV1().parse(item);
  const pools: PlayerRatings['pools'] = {};
  for (const [name, p] of Object.entries(i.pools) as [keyof PlayerRatings['pools'], PoolItem][])
    pools[name] = { ...p, listed: p.listed ?? null };
  return {
    playerId: i.PK.slice('PLAYER#'.length),
    version: i.version,
    lastMatch: i.lastMatch ?? null,
    hidden: i.hidden,
    pools,
    recent: i.recent.map(readRecent),
    updatedAt: i.updatedAt,
  };
}

/** A pool as stored: `listed` absent rather than null. */
type PoolItem = Flat<Omit<PoolRating, 'listed'> & { listed?: number }>;
type Flat<T> = { [K in keyof T]: T[K] };

function readRecent(text: string): RecentMatch {
  const m = RECENT.exec(text)!;
  const pool = z.enum(POOLS).parse(m[3]);
  return {
    finishedAt: m[1],
    tableId: m[2],
    pool,
    place: Number(m[4]),
    sides: Number(m[5]),
    forfeited: m[6] === '1',
    before: Number(m[7]),
    after: Number(m[8]),
  };
}

function writeV1(r: PlayerRatings): Item {
  const pools: Record<string, PoolItem> = {};
  for (const [name, p] of Object.entries(r.pools) as [string, PoolRating][]) {
    const { listed, ...rest } = p;
    pools[name] = listed === null ? rest : { ...rest, listed };
  }
  return {
    ...ratingsKey(r.playerId),
    version: r.version,
    lastMatch: r.lastMatch ?? undefined,
    hidden: r.hidden,
    pools,
    recent: r.recent.map(
      (m) =>
        `${m.finishedAt} ${m.tableId} ${m.pool} ${m.place}/${m.sides} ${m.forfeited ? 1 : 0} ${m.before} ${m.after}`,
    ),
    updatedAt: r.updatedAt,
  };
}

export const ratingFormat = defineFormat<PlayerRatings>({
  kind: 'rating',
  readers: { 1: readV1 },
  write: writeV1,
});

// A field added to a pool's record without its place in the schema fails to compile here.
const _poolIsTheRecord: SameType<
  z.output<ReturnType<typeof itemV1>>['pools'][keyof PlayerRatings['pools']],
  PoolItem | undefined
> = true;
