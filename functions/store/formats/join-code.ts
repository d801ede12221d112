/** A join code's item: the code's table, reserved while the table lasts (then its TTL frees it). */
import { z } from 'zod';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { defineFormat, epochSeconds, formatAttribute, type Item, once } from './format';

export interface JoinCodeRecord {
  code: string;
  tableId: string;
  /** Epoch seconds; null while the table is open or in play. */
  expiresAt: number | null;
}

export const codeKey = (code: string) => ({ [PARTITION_KEY]: `CODE#${code}`, [SORT_KEY]: 'CODE' });

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('CODE#'),
    [SORT_KEY]: z.literal('CODE'),
    ...formatAttribute(1),
    tableId: z.string(),
    [TTL_ATTRIBUTE]: epochSeconds().optional(),
  }),
);

function readV1(item: Item): JoinCodeRecord {
  const i = itemV1().parse(item);
  return { code: i.PK.slice('CODE#'.length), tableId: i.tableId, expiresAt: i.expiresAt ?? null };
}

export const joinCodeFormat = defineFormat<JoinCodeRecord>({
  kind: 'join-code',
  readers: { 1: readV1 },
  write: (c) => ({ ...codeKey(c.code), tableId: c.tableId, [TTL_ATTRIBUTE]: c.expiresAt ?? undefined }),
});
