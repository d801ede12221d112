/**
 * A table record as a DynamoDB item and back. The engine state is one binary attribute
 * (`match`): its JSON (about 1.1 KB) deflated to about 0.6 KB, since a write costs one capacity
 * unit per started KB and a move rewrites the whole item (deflating takes well under 0.1 ms).
 * Index attributes are derived on every write (tables/indexes.ts) and absent when they do not
 * apply, so the indexes stay sparse.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { indexesOf } from '../tables/indexes';
import type { TableRecord } from '../tables/model';
import {
  DUE_SHARD_COUNT,
  duePartition,
  LOBBY_PARTITION,
  PARTITION_KEY,
  SORT_KEY,
  TTL_ATTRIBUTE,
  turnPartition,
} from './table-schema';

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
  const { match, pending: _writtenAlongside, ...rest } = t;
  return {
    ...tableKey(t.id),
    ...rest,
    match: match === null ? undefined : deflateRawSync(JSON.stringify(match)),
    ...(ix.lobby && { lobbyPk: LOBBY_PARTITION, lobbySk: `${t.createdAt}#${t.id}` }),
    ...(ix.turnPlayer && {
      turnPk: turnPartition(ix.turnPlayer),
      turnSk: `${t.deadline ?? t.turnSince}#${t.id}`,
    }),
    ...(ix.dueAt && { duePk: duePartition(dueShard(t.id)), dueAt: ix.dueAt }),
    ...(ix.expiresAt !== null && { [TTL_ATTRIBUTE]: ix.expiresAt }),
  };
}

const DERIVED = [
  PARTITION_KEY,
  SORT_KEY,
  'lobbyPk',
  'lobbySk',
  'turnPk',
  'turnSk',
  'duePk',
  'dueAt',
  TTL_ATTRIBUTE,
];

export function itemToTable(item: Record<string, unknown>): TableRecord {
  const rest: Record<string, unknown> = { ...item };
  for (const k of DERIVED) delete rest[k];
  return {
    ...(rest as unknown as TableRecord),
    // Absent attributes (removeUndefinedValues) come back as null.
    fill: (item.fill as TableRecord['fill']) ?? null,
    moveTimeLimitSeconds: (item.moveTimeLimitSeconds as number | undefined) ?? null,
    dev: (item.dev as TableRecord['dev']) ?? null,
    turnSince: (item.turnSince as string | undefined) ?? null,
    deadline: (item.deadline as string | undefined) ?? null,
    match: item.match instanceof Uint8Array ? JSON.parse(inflateRawSync(item.match).toString('utf8')) : null,
  };
}
