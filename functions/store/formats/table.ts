/**
 * The table item. Version 1: the keys, the version (the write condition), the index attributes
 * (what the tables hand in with every write, tables/indexes.ts; absent when they do not apply,
 * so the indexes stay sparse) and the
 * rest of the record as one deflated JSON attribute `d`. A write costs one capacity unit per
 * started KB and a move rewrites the whole item, so the item is kept under 1 KB: the record's
 * JSON (about 1.9 KB for four seats) deflates with a preset dictionary (table-dictionary.ts) to
 * about 0.5 KB, in well under 0.1 ms.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { TableRecord } from '../../tables/model';
import type { LobbyList, TableIndexes } from '../../tables/port';
import { TABLE_DICTIONARY_V1 } from '../table-dictionary';
import {
  DUE_SHARD_COUNT,
  duePartition,
  LOBBY_PARTITIONS,
  PARTITION_KEY,
  SORT_KEY,
  TTL_ATTRIBUTE,
} from '../table-schema';
import {
  binary,
  defineFormat,
  epochSeconds,
  formatAttribute,
  type Item,
  once,
  type SameType,
} from './format';
import { tableRecordV1 } from './table-record-v1';

/**
 * What a table item holds: the record, and what it contributes to the indexes (derived by the
 * tables from the same record and handed in with it: the store does not judge when a table is
 * due or listed). Read back from the item's own attributes.
 */
export interface StoredTable {
  table: TableRecord;
  indexes: TableIndexes;
}

/** `d` of version 1 is deflated with dictionary v1, for good. */
const DEFLATE_V1 = { dictionary: TABLE_DICTIONARY_V1 };

export const TABLE_SK = 'TABLE';
export const tableKey = (id: string) => ({ [PARTITION_KEY]: `TABLE#${id}`, [SORT_KEY]: TABLE_SK });

/** Which `due` shard a table lives in: a stable hash of its id. */
export function dueShard(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % DUE_SHARD_COUNT;
}

const buildItemV1 = () =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.literal(TABLE_SK),
    ...formatAttribute(1),
    version: z.number().int().nonnegative(),
    d: binary(),
    lobbyPk: z.enum([LOBBY_PARTITIONS.open, LOBBY_PARTITIONS.playing]).optional(),
    lobbySk: z.string().optional(),
    duePk: z.string().optional(),
    dueAt: z.string().optional(),
    [TTL_ATTRIBUTE]: epochSeconds().optional(),
  });
const tableItemV1 = once(buildItemV1);

/** The lobby's list a stored table is in, from its lobby partition (none: in no list). */
function lobbyListOf(lobbyPk: (typeof LOBBY_PARTITIONS)[LobbyList] | undefined): LobbyList | null {
  if (lobbyPk === undefined) return null;
  return lobbyPk === LOBBY_PARTITIONS.playing ? 'playing' : 'open';
}

function readV1(item: Item): StoredTable {
  const { version, d, lobbyPk, dueAt, [TTL_ATTRIBUTE]: expiresAt } = tableItemV1().parse(item);
  const record = tableRecordV1().parse(JSON.parse(inflateRawSync(d, DEFLATE_V1).toString('utf8')));
  return {
    table: { ...record, version },
    indexes: { lobby: lobbyListOf(lobbyPk), dueAt: dueAt ?? null, expiresAt: expiresAt ?? null },
  };
}

function writeV1({ table: t, indexes: ix }: StoredTable): Item {
  const { version, ...record } = t;
  return {
    ...tableKey(t.id),
    version,
    d: deflateRawSync(JSON.stringify(record), DEFLATE_V1),
    ...(ix.lobby && { lobbyPk: LOBBY_PARTITIONS[ix.lobby], lobbySk: `${t.createdAt}#${t.id}` }),
    ...(ix.dueAt && { duePk: duePartition(dueShard(t.id)), dueAt: ix.dueAt }),
    ...(ix.expiresAt !== null && { [TTL_ATTRIBUTE]: ix.expiresAt }),
  };
}

export const tableFormat = defineFormat<StoredTable>({
  kind: 'table',
  readers: { 1: readV1 },
  write: writeV1,
});

// The stored shape is the record, all the way down: a field added to TableRecord (or the
// engine's match) without its place in the schema is a compile error here.
const _schemaIsTheRecord: SameType<
  z.output<ReturnType<typeof tableRecordV1>>,
  Omit<TableRecord, 'version'>
> = true;
