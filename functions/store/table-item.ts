/**
 * A table record as a DynamoDB item and back. Everything but the keys, the version (the write
 * condition) and the index attributes is one deflated JSON attribute (`d`): a write costs one
 * capacity unit per started KB and a move rewrites the whole item, so the item is kept under
 * 1 KB: the record's JSON (about 1.9 KB for four seats) deflates with a preset dictionary
 * (table-dictionary.ts) to about 0.5 KB, in well under 0.1 ms. Index attributes are derived on every write
 * (tables/indexes.ts) and absent when they do not apply, so the indexes stay sparse.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { indexesOf } from '../tables/indexes';
import type { TableRecord } from '../tables/model';
import { TABLE_DICTIONARY_V1 } from './table-dictionary';
import {
  DUE_SHARD_COUNT,
  duePartition,
  LOBBY_PARTITION,
  PARTITION_KEY,
  SORT_KEY,
  TTL_ATTRIBUTE,
} from './table-schema';

/** `d` is always deflated with dictionary v1; another dictionary needs another attribute name. */
const DEFLATE = { dictionary: TABLE_DICTIONARY_V1 };

export const TABLE_SK = 'TABLE';
export const tableKey = (id: string) => ({ [PARTITION_KEY]: `TABLE#${id}`, [SORT_KEY]: TABLE_SK });
export const codeKey = (code: string) => ({ [PARTITION_KEY]: `CODE#${code}`, [SORT_KEY]: 'CODE' });
export const playerKey = (id: string) => ({ [PARTITION_KEY]: `PLAYER#${id}`, [SORT_KEY]: 'PROFILE' });

/** Which `due` shard a table lives in: a stable hash of its id. */
export function dueShard(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % DUE_SHARD_COUNT;
}

export function tableToItem(t: TableRecord): Record<string, unknown> {
  const ix = indexesOf(t);
  const { pending: _writtenAlongside, version, ...record } = t;
  return {
    ...tableKey(t.id),
    version,
    d: deflateRawSync(JSON.stringify(record), DEFLATE),
    ...(ix.lobby && { lobbyPk: LOBBY_PARTITION, lobbySk: `${t.createdAt}#${t.id}` }),
    ...(ix.dueAt && { duePk: duePartition(dueShard(t.id)), dueAt: ix.dueAt }),
    ...(ix.expiresAt !== null && { [TTL_ATTRIBUTE]: ix.expiresAt }),
  };
}

export function itemToTable(item: Record<string, unknown>): TableRecord {
  const record = JSON.parse(inflateRawSync(item.d as Uint8Array, DEFLATE).toString('utf8'));
  return { ...record, version: item.version as number };
}
