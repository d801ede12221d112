/**
 * The items that let people follow tables: one archive item per finished hand, under the table's
 * partition, and one seat-membership item per person seated at a table, under the player's
 * partition (the inbox). Both are written in the same transaction as the table item they follow,
 * so they can never disagree with it.
 *
 * Hand archive: PK `TABLE#<id>`, SK `HAND#<endVersion, 10 digits>#<handNo, 4 digits>`: sorted by
 * the version that ended the hand, so "the hands that ended after version V" is one Query.
 * Membership: PK `PLAYER#<playerId>`, SK `TABLE#<createdAt>#<tableId>`, newest last.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { HandRecord } from '../../shared/engine';
import { indexesOf } from '../tables/indexes';
import { type HandArchive, peopleAt, type TableRecord } from '../tables/model';
import { codeKey } from './table-item';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from './table-schema';

export const HAND_PREFIX = 'HAND#';
export const MEMBER_PREFIX = 'TABLE#';

export const handSk = (endVersion: number, handNo = 0): string =>
  `${HAND_PREFIX}${String(endVersion).padStart(10, '0')}#${String(handNo).padStart(4, '0')}`;

/**
 * How long a hand's archive is kept after the hand: longer than any match plus the 90 days a
 * finished table is kept (indexes.ts), so the feed of a table never loses a hand while the table
 * exists; then DynamoDB's TTL deletes it, as it does the table.
 */
export const KEEP_HAND_ARCHIVE_SECONDS = 2 * 365 * 24 * 3600;

export function handItem(t: Pick<TableRecord, 'id' | 'updatedAt'>, a: HandArchive): Record<string, unknown> {
  return {
    [PARTITION_KEY]: `TABLE#${t.id}`,
    [SORT_KEY]: handSk(a.endVersion, a.record.handNo),
    handNo: a.record.handNo,
    startVersion: a.startVersion,
    endVersion: a.endVersion,
    salt: a.salt ?? undefined,
    // The hand's record (log, revealed hands, seed, score) as deflated JSON, like the match.
    hand: deflateRawSync(JSON.stringify(a.record)),
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(t.updatedAt) / 1000) + KEEP_HAND_ARCHIVE_SECONDS,
  };
}

export function itemToHand(item: Record<string, unknown>): HandArchive {
  return {
    record: JSON.parse(inflateRawSync(item.hand as Uint8Array).toString('utf8')) as HandRecord,
    salt: (item.salt as string | undefined) ?? null,
    startVersion: item.startVersion as number,
    endVersion: item.endVersion as number,
  };
}

export function memberKey(playerId: string, t: Pick<TableRecord, 'id' | 'createdAt'>) {
  return { [PARTITION_KEY]: `PLAYER#${playerId}`, [SORT_KEY]: `${MEMBER_PREFIX}${t.createdAt}#${t.id}` };
}

/** The transaction items a save writes besides the table item (none for most moves). */
export function pendingWrites(t: TableRecord, tableName: string): Record<string, unknown>[] {
  const p = t.pending;
  if (!p) return [];
  // One write per membership item (a transaction may not touch an item twice): a person both
  // seated by this save and in a match it ended gets one Put. The membership expires with the
  // table once the table has an expiry (a match ended, or the table closed).
  const members = new Map<string, Record<string, unknown>>();
  const put = (id: string) => ({
    Put: {
      TableName: tableName,
      Item: { ...memberKey(id, t), tableId: t.id, [TTL_ATTRIBUTE]: indexesOf(t).expiresAt ?? undefined },
    },
  });
  for (const id of [...(p.seated ?? []), ...(p.expireMemberships ? peopleAt(t) : [])])
    members.set(id, put(id));
  for (const id of p.unseated ?? [])
    members.set(id, { Delete: { TableName: tableName, Key: memberKey(id, t) } });
  return [
    ...(p.hands ?? []).map((a) => ({ Put: { TableName: tableName, Item: handItem(t, a) } })),
    ...members.values(),
    // A join code lives as long as its table: found by it while the table lasts, then freed.
    ...(p.expireCode
      ? [
          {
            Put: {
              TableName: tableName,
              Item: {
                ...codeKey(t.code),
                tableId: t.id,
                [TTL_ATTRIBUTE]: indexesOf(t).expiresAt ?? undefined,
              },
            },
          },
        ]
      : []),
  ];
}
