/**
 * A seat membership: a person sits at (or is invited back to) a table. Under the player's
 * partition, in one of two ranges, so the inbox reads the few tables people still play whole
 * and pages through the many finished ones:
 * - active, `TABLE#<createdAt>#<tableId>`: the table is open or in play;
 * - finished, `DONE#<finishedAt>#<tableId>`: its match ended or it closed; newest last, with the
 *   table's expiry (TTL). The save that finishes the table moves the item (follow-items.ts).
 *
 * Version 1 knew the active range only (a finished table's membership stayed there, with the
 * expiry); version 2 adds the finished one. Both read as one record.
 */
import { z } from 'zod';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { defineFormat, epochSeconds, formatAttribute, type Item, once } from './format';

export const MEMBER_PREFIX = 'TABLE#';
export const FINISHED_MEMBER_PREFIX = 'DONE#';

export interface MembershipRecord {
  playerId: string;
  tableId: string;
  /** Where it sorts: by the table's creation while it is active, by its finish once finished. */
  place: { active: true; tableCreatedAt: string } | { active: false; finishedAt: string };
  /** Epoch seconds: the table's expiry once it has one. */
  expiresAt: number | null;
}

export const playerPartition = (playerId: string) => `PLAYER#${playerId}`;

/** The key of an active membership (a legacy one of a finished table is here too). */
export function memberKey(playerId: string, t: { id: string; createdAt: string }) {
  return { [PARTITION_KEY]: playerPartition(playerId), [SORT_KEY]: `${MEMBER_PREFIX}${t.createdAt}#${t.id}` };
}

/** The key of a finished table's membership. */
export function finishedMemberKey(playerId: string, tableId: string, finishedAt: string) {
  return {
    [PARTITION_KEY]: playerPartition(playerId),
    [SORT_KEY]: `${FINISHED_MEMBER_PREFIX}${finishedAt}#${tableId}`,
  };
}

const item = (version: 1 | 2) =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]:
      version === 1
        ? z.string().startsWith(MEMBER_PREFIX)
        : z.string().refine((sk) => sk.startsWith(MEMBER_PREFIX) || sk.startsWith(FINISHED_MEMBER_PREFIX)),
    ...formatAttribute(version),
    tableId: z.string(),
    [TTL_ATTRIBUTE]: epochSeconds().optional(),
  });
const itemV1 = once(() => item(1));
const itemV2 = once(() => item(2));

function read(i: z.infer<ReturnType<typeof item>>): MembershipRecord {
  const between = (prefix: string) => i.SK.slice(prefix.length, i.SK.length - i.tableId.length - 1);
  return {
    playerId: i.PK.slice('PLAYER#'.length),
    tableId: i.tableId,
    place: i.SK.startsWith(FINISHED_MEMBER_PREFIX)
      ? { active: false, finishedAt: between(FINISHED_MEMBER_PREFIX) }
      : { active: true, tableCreatedAt: between(MEMBER_PREFIX) },
    expiresAt: i.expiresAt ?? null,
  };
}

export const membershipFormat = defineFormat<MembershipRecord>({
  kind: 'membership',
  readers: { 1: (i: Item) => read(itemV1().parse(i)), 2: (i: Item) => read(itemV2().parse(i)) },
  write: (m) => ({
    ...(m.place.active
      ? memberKey(m.playerId, { id: m.tableId, createdAt: m.place.tableCreatedAt })
      : finishedMemberKey(m.playerId, m.tableId, m.place.finishedAt)),
    tableId: m.tableId,
    [TTL_ATTRIBUTE]: m.expiresAt ?? undefined,
  }),
});
