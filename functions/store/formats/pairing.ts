/**
 * Quick pairing's and seeks' items (functions/pairing, docs/pairing.md#storage). Version 1 each.
 * - entry: PK `PLAYER#<id>`, SK `PAIRING#<entryId>`: the person's entry, waiting or paired (then
 *   with its table and a TTL expiry).
 * - queue slot: PK `QUEUE#<pool>.<pace>.<rated|unrated>`, SK `<joinedAt>#<entryId>`: the entry
 *   as a wave reads it, oldest first; there while the entry waits, deleted in the transaction
 *   that pairs or removes it.
 * - last opponents: PK `PLAYER#<id>`, SK `PAIRED#<pool>`: the people last played in the pool.
 * - seek: PK `SEEKS`, SK `SEEK#<seekId>` (ids sort by time): an open challenge, with a TTL.
 */
import { z } from 'zod';
import {
  type EntryRecord,
  PACES,
  POOLS,
  type Pool,
  type QueueEntry,
  type QueueKey,
  queueName,
  type SeekRecord,
} from '../../pairing/model';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { defineFormat, formatAttribute, type Item, once } from './format';

export const ENTRY_PREFIX = 'PAIRING#';
export const QUEUE_PREFIX = 'QUEUE#';
export const PAIRED_PREFIX = 'PAIRED#';
export const SEEKS_PK = 'SEEKS';
export const SEEK_PREFIX = 'SEEK#';

/** A paired entry is kept this long (a lost answer, a late poll finds its table), then TTL deletes it. */
export const KEEP_PAIRED_SECONDS = 7 * 86_400;
/** A seek past its time is deleted by TTL after this grace (the list filters it at once). */
export const SEEK_TTL_GRACE_SECONDS = 86_400;

export const entryKey = (playerId: string, entryId: string) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: `${ENTRY_PREFIX}${entryId}`,
});
export const queuePk = (q: QueueKey) => `${QUEUE_PREFIX}${queueName(q)}`;
export const queueSlotKey = (e: Pick<QueueEntry, 'queue' | 'joinedAt' | 'id'>) => ({
  [PARTITION_KEY]: queuePk(e.queue),
  [SORT_KEY]: `${e.joinedAt}#${e.id}`,
});
export const pairedKey = (playerId: string, pool: Pool) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: `${PAIRED_PREFIX}${pool}`,
});
export const seekKey = (id: string) => ({ [PARTITION_KEY]: SEEKS_PK, [SORT_KEY]: `${SEEK_PREFIX}${id}` });

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const ID = /^[A-Za-z0-9_-]{1,40}$/;
const queueShape = {
  pool: z.enum(POOLS),
  pace: z.enum(PACES),
  rated: z.boolean(),
};
const personShape = {
  name: z.string().min(1).max(100),
  rating: z.number().int(),
};

const entryV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.string().startsWith(ENTRY_PREFIX),
    ...formatAttribute(1),
    ...queueShape,
    ...personShape,
    joinedAt: z.string().regex(ISO),
    avoid: z.array(z.string()).max(3),
    status: z.enum(['waiting', 'paired']),
    tableId: z.string().regex(ID).optional(),
    pairedAt: z.string().regex(ISO).optional(),
    [TTL_ATTRIBUTE]: z.number().int().optional(),
  }),
);

export const entryFormat = defineFormat<EntryRecord>({
  kind: 'pairing-entry',
  readers: {
    1: (item) => {
      const i = entryV1().parse(item);
      return {
        id: i.SK.slice(ENTRY_PREFIX.length),
        queue: { pool: i.pool, pace: i.pace, rated: i.rated },
        playerId: i.PK.slice('PLAYER#'.length),
        name: i.name,
        rating: i.rating,
        joinedAt: i.joinedAt,
        avoid: i.avoid,
        status: i.status,
        tableId: i.tableId ?? null,
        pairedAt: i.pairedAt ?? null,
      };
    },
  },
  write: (e) => ({
    ...entryKey(e.playerId, e.id),
    ...e.queue,
    name: e.name,
    rating: e.rating,
    joinedAt: e.joinedAt,
    avoid: e.avoid,
    status: e.status,
    tableId: e.tableId ?? undefined,
    pairedAt: e.pairedAt ?? undefined,
    [TTL_ATTRIBUTE]:
      e.pairedAt === null ? undefined : Math.floor(Date.parse(e.pairedAt) / 1000) + KEEP_PAIRED_SECONDS,
  }),
});

const slotV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith(QUEUE_PREFIX),
    [SORT_KEY]: z.string(),
    ...formatAttribute(1),
    ...queueShape,
    ...personShape,
    entryId: z.string().regex(ID),
    playerId: z.string().regex(ID),
    joinedAt: z.string().regex(ISO),
    avoid: z.array(z.string()).max(3),
  }),
);

export const queueSlotFormat = defineFormat<QueueEntry>({
  kind: 'queue-slot',
  readers: {
    1: (item) => {
      const i = slotV1().parse(item);
      return {
        id: i.entryId,
        queue: { pool: i.pool, pace: i.pace, rated: i.rated },
        playerId: i.playerId,
        name: i.name,
        rating: i.rating,
        joinedAt: i.joinedAt,
        avoid: i.avoid,
      };
    },
  },
  write: (e) => ({
    ...queueSlotKey(e),
    ...e.queue,
    name: e.name,
    rating: e.rating,
    entryId: e.id,
    playerId: e.playerId,
    joinedAt: e.joinedAt,
    avoid: e.avoid,
  }),
});

/** The people a player last played in a pool, and when. */
export interface LastOpponents {
  playerId: string;
  pool: Pool;
  opponents: string[];
  at: string;
}

const pairedV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.string().startsWith(PAIRED_PREFIX),
    ...formatAttribute(1),
    opponents: z.array(z.string()).max(3),
    at: z.string().regex(ISO),
  }),
);

export const lastOpponentsFormat = defineFormat<LastOpponents>({
  kind: 'last-opponents',
  readers: {
    1: (item) => {
      const i = pairedV1().parse(item);
      return {
        playerId: i.PK.slice('PLAYER#'.length),
        pool: z.enum(POOLS).parse(i.SK.slice(PAIRED_PREFIX.length)),
        opponents: i.opponents,
        at: i.at,
      };
    },
  },
  write: (o) => ({ ...pairedKey(o.playerId, o.pool), opponents: o.opponents, at: o.at }),
});

const seekV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.literal(SEEKS_PK),
    [SORT_KEY]: z.string().startsWith(SEEK_PREFIX),
    ...formatAttribute(1),
    ...queueShape,
    ...personShape,
    playerId: z.string().regex(ID),
    minRating: z.number().int().optional(),
    maxRating: z.number().int().optional(),
    createdAt: z.string().regex(ISO),
    until: z.string().regex(ISO),
    [TTL_ATTRIBUTE]: z.number().int(),
  }),
);

export const seekFormat = defineFormat<SeekRecord>({
  kind: 'seek',
  readers: {
    1: (item) => {
      const i = seekV1().parse(item);
      return {
        id: i.SK.slice(SEEK_PREFIX.length),
        pool: i.pool,
        pace: i.pace,
        rated: i.rated,
        playerId: i.playerId,
        name: i.name,
        rating: i.rating,
        minRating: i.minRating ?? null,
        maxRating: i.maxRating ?? null,
        createdAt: i.createdAt,
        expiresAt: i.until,
      };
    },
  },
  write: (s) => ({
    ...seekKey(s.id),
    pool: s.pool,
    pace: s.pace,
    rated: s.rated,
    name: s.name,
    rating: s.rating,
    playerId: s.playerId,
    minRating: s.minRating ?? undefined,
    maxRating: s.maxRating ?? undefined,
    createdAt: s.createdAt,
    until: s.expiresAt,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(s.expiresAt) / 1000) + SEEK_TTL_GRACE_SECONDS,
  }),
});

export type { Item };
