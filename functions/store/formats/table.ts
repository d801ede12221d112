/**
 * The table item. Version 4 (since Mexican Train): as version 3, with the record's Mexican Train
 * rules, match and dev deal (table-record-v4.ts); older versions read as they are. The JSON of
 * an eight-seat Mexican Train record is larger than a line game's (docs/storage.md says what it
 * weighs): the same dictionary deflates it.
 * Version 3 (since events): as version 2, with the record's `event` (the event
 * match the table plays, table-record-v3.ts); older items read as tables of no event.
 * Version 2 (since rated tables): as version 1, with the record's `rated` and
 * `ratingChange` (table-record-v2.ts); a version 1 item reads as a table that is not rated.
 * Version 1: the keys, the version (the write condition), the index attributes
 * (what the tables hand in with every write, tables/indexes.ts; absent when they do not apply,
 * so the indexes stay sparse) and the
 * rest of the record as one deflated JSON attribute `d`. A write costs one capacity unit per
 * started KB and a move rewrites the whole item, so the item is kept under 1 KB: the record's
 * JSON (about 1.9 KB for four seats) deflates with a preset dictionary (table-dictionary.ts) to
 * about 0.5 KB, in well under 0.1 ms.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { MatchState, RulesInput } from '../../../shared/engine';
import type { DevDeal, TableRecord } from '../../tables/model';

/** A line game's record as versions 1 and 2 hold it (less `without`): no Mexican Train in it. */
type LineRecord<without extends keyof TableRecord> = Flat<
  Pick<TableRecord, Exclude<keyof TableRecord, 'version' | 'rules' | 'match' | 'dev' | without>> & {
    rules: RulesInput;
    match: MatchState | null;
    dev: { seed?: string; deal?: Flat<Omit<DevDeal, 'round'>> } | null;
  }
>;
type Flat<T> = { [K in keyof T]: T[K] };

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
import { tableRecordV2 } from './table-record-v2';
import { tableRecordV3 } from './table-record-v3';
import { tableRecordV4 } from './table-record-v4';

/**
 * What a table item holds: the record, and what it contributes to the indexes (derived by the
 * tables from the same record and handed in with it: the store does not judge when a table is
 * due or listed). Read back from the item's own attributes.
 */
export interface StoredTable {
  table: TableRecord;
  indexes: TableIndexes;
}

/** `d` of versions 1 to 4 is deflated with dictionary v1, for good. */
const DEFLATE_V1 = { dictionary: TABLE_DICTIONARY_V1 };

export const TABLE_SK = 'TABLE';
export const tableKey = (id: string) => ({ [PARTITION_KEY]: `TABLE#${id}`, [SORT_KEY]: TABLE_SK });

/** Which `due` shard a table lives in: a stable hash of its id. */
export function dueShard(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % DUE_SHARD_COUNT;
}

/** The item's attributes (versions 1 to 4 differ only in the record inside `d`). */
const buildItem = (version: 1 | 2 | 3 | 4) =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.literal(TABLE_SK),
    ...formatAttribute(version),
    version: z.number().int().nonnegative(),
    d: binary(),
    lobbyPk: z.enum([LOBBY_PARTITIONS.open, LOBBY_PARTITIONS.playing]).optional(),
    lobbySk: z.string().optional(),
    duePk: z.string().optional(),
    dueAt: z.string().optional(),
    [TTL_ATTRIBUTE]: epochSeconds().optional(),
  });
const tableItemV1 = once(() => buildItem(1));
const tableItemV2 = once(() => buildItem(2));
const tableItemV3 = once(() => buildItem(3));
const tableItemV4 = once(() => buildItem(4));

/** The lobby's list a stored table is in, from its lobby partition (none: in no list). */
function lobbyListOf(lobbyPk: (typeof LOBBY_PARTITIONS)[LobbyList] | undefined): LobbyList | null {
  if (lobbyPk === undefined) return null;
  return lobbyPk === LOBBY_PARTITIONS.playing ? 'playing' : 'open';
}

function readV1(item: Item): StoredTable {
  return read(tableItemV1().parse(item), tableRecordV1());
}

function readV2(item: Item): StoredTable {
  return read(tableItemV2().parse(item), tableRecordV2());
}

function readV3(item: Item): StoredTable {
  return read(tableItemV3().parse(item), tableRecordV3());
}

function readV4(item: Item): StoredTable {
  return read(tableItemV4().parse(item), tableRecordV4());
}

function read(
  { version, d, lobbyPk, dueAt, [TTL_ATTRIBUTE]: expiresAt }: z.output<ReturnType<typeof buildItem>>,
  recordSchema:
    | ReturnType<typeof tableRecordV4>
    | ReturnType<typeof tableRecordV3>
    | ReturnType<typeof tableRecordV2>
    | ReturnType<typeof tableRecordV1>,
): StoredTable {
  const record = recordSchema.parse(JSON.parse(inflateRawSync(d, DEFLATE_V1).toString('utf8')));
  return {
    table: { ...record, version },
    indexes: { lobby: lobbyListOf(lobbyPk), dueAt: dueAt ?? null, expiresAt: expiresAt ?? null },
  };
}

function writeV4({ table: t, indexes: ix }: StoredTable): Item {
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
  readers: { 1: readV1, 2: readV2, 3: readV3, 4: readV4 },
  write: writeV4,
});

// The stored shape is the record, all the way down: a field added to TableRecord (or the
// engine's match) without its place in the schema is a compile error here.
const _schemaIsTheRecord: SameType<
  z.output<ReturnType<typeof tableRecordV4>>,
  Omit<TableRecord, 'version'>
> = true;
// Version 3 is the record of the line games; version 2 that without the event match, version 1
// that without what rated tables added too.
const _v3IsTheLineRecord: SameType<z.output<ReturnType<typeof tableRecordV3>>, LineRecord<never>> = true;
const _v2IsTheLineRecordOfNoEvent: SameType<
  z.output<ReturnType<typeof tableRecordV2>>,
  LineRecord<'event'>
> = true;
const _v1IsTheUnratedRecord: SameType<
  z.output<ReturnType<typeof tableRecordV1>>,
  LineRecord<'rated' | 'ratingChange' | 'event'>
> = true;
