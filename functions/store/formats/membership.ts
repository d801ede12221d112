/**
 * A seat membership: a person sits at (or is invited back to) a table. Under the player's
 * partition, sorted by the table's creation time, so the inbox is one Query, newest first.
 */
import { z } from 'zod';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { defineFormat, epochSeconds, formatAttribute, type Item, once } from './format';

export const MEMBER_PREFIX = 'TABLE#';

export interface MembershipRecord {
  playerId: string;
  tableId: string;
  tableCreatedAt: string;
  /** Epoch seconds: the table's expiry once it has one. */
  expiresAt: number | null;
}

export function memberKey(playerId: string, t: { id: string; createdAt: string }) {
  return { [PARTITION_KEY]: `PLAYER#${playerId}`, [SORT_KEY]: `${MEMBER_PREFIX}${t.createdAt}#${t.id}` };
}

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.string().startsWith(MEMBER_PREFIX),
    ...formatAttribute(1),
    tableId: z.string(),
    [TTL_ATTRIBUTE]: epochSeconds().optional(),
  }),
);

function readV1(item: Item): MembershipRecord {
  const i = itemV1().parse(item);
  const createdAt = i.SK.slice(MEMBER_PREFIX.length, i.SK.length - i.tableId.length - 1);
  return {
    playerId: i.PK.slice('PLAYER#'.length),
    tableId: i.tableId,
    tableCreatedAt: createdAt,
    expiresAt: i.expiresAt ?? null,
  };
}

export const membershipFormat = defineFormat<MembershipRecord>({
  kind: 'membership',
  readers: { 1: readV1 },
  write: (m) => ({
    ...memberKey(m.playerId, { id: m.tableId, createdAt: m.tableCreatedAt }),
    tableId: m.tableId,
    [TTL_ATTRIBUTE]: m.expiresAt ?? undefined,
  }),
});
