/**
 * The items that let people follow tables: one archive item per finished hand, under the table's
 * partition, and one seat-membership item per person seated at a table, under the player's
 * partition (the inbox). Both are written in the same transaction as the table item they follow,
 * so they can never disagree with it.
 *
 * Hand archive: PK `TABLE#<id>`, SK `HAND#<endVersion, 10 digits>#<handNo, 4 digits>`: sorted by
 * the version that ended the hand, so "the hands that ended after version V" is one Query.
 * Membership: PK `PLAYER#<playerId>`, SK `TABLE#<createdAt>#<tableId>` while the table is active,
 * `DONE#<finishedAt>#<tableId>` once it finished (formats/membership.ts), newest last.
 */

import {
  finishedAt,
  type HandArchive,
  peopleAt,
  type RoundArchive,
  type TableRecord,
  type WritePlan,
} from '../tables/model';
import type { TableIndexes } from '../tables/port';
import { vacationTransactItems } from './dynamodb-vacation';
import { handArchiveFormat } from './formats/hand-archive';
import { joinCodeFormat } from './formats/join-code';
import { finishedMemberKey, memberKey, membershipFormat } from './formats/membership';
import { roundArchiveFormat } from './formats/round-archive';
import { ratingTransactItems } from './rating-items';

export { HAND_PREFIX, handSk } from './formats/hand-archive';
export { FINISHED_MEMBER_PREFIX, finishedMemberKey, MEMBER_PREFIX, memberKey } from './formats/membership';
export { roundSk, TRAIN_ROUND_PREFIX } from './formats/round-archive';

/**
 * How long a hand's archive is kept after the hand: longer than any match plus the 90 days a
 * finished table is kept (tables/indexes.ts), so the feed of a table never loses a hand while the table
 * exists; then DynamoDB's TTL deletes it, as it does the table.
 */
export const KEEP_HAND_ARCHIVE_SECONDS = 2 * 365 * 24 * 3600;

export function handItem(t: Pick<TableRecord, 'id' | 'updatedAt'>, a: HandArchive): Record<string, unknown> {
  const expiresAt = Math.floor(Date.parse(t.updatedAt) / 1000) + KEEP_HAND_ARCHIVE_SECONDS;
  return handArchiveFormat.encode({ ...a, tableId: t.id, expiresAt });
}

/** A Mexican Train round's archive item: kept as long as a hand's. */
export function roundItem(
  t: Pick<TableRecord, 'id' | 'updatedAt'>,
  a: RoundArchive,
): Record<string, unknown> {
  const expiresAt = Math.floor(Date.parse(t.updatedAt) / 1000) + KEEP_HAND_ARCHIVE_SECONDS;
  return roundArchiveFormat.encode({ ...a, tableId: t.id, expiresAt });
}

export function itemToRound(item: Record<string, unknown>): RoundArchive {
  const { record, salt, startVersion, endVersion } = roundArchiveFormat.decode(item);
  return { record, salt, startVersion, endVersion };
}

export function itemToHand(item: Record<string, unknown>): HandArchive {
  const { record, salt, startVersion, endVersion } = handArchiveFormat.decode(item);
  return { record, salt, startVersion, endVersion };
}

/** The transaction items a save writes besides the table item (none for most moves). */
export function pendingWrites(
  t: TableRecord,
  indexes: TableIndexes,
  p: WritePlan,
  dynamoTableName: string,
): Record<string, unknown>[] {
  // The writes of each person's membership (a transaction may not touch an item twice): a person
  // both seated by this save and in a match it ended gets one set. The membership expires with
  // the table once the table has an expiry (a match ended, or the table closed), and a finished
  // table's moves from the active range to the finished one (formats/membership.ts): the active
  // item is deleted whether or not it is still there (an unconditional Delete of nothing is
  // nothing), so a legacy one of a table finished before this range existed moves too.
  const members = new Map<string, Record<string, unknown>[]>();
  const expiresAt = indexes.expiresAt;
  const finished = finishedAt(t);
  const active = (playerId: string) => ({
    Delete: { TableName: dynamoTableName, Key: memberKey(playerId, t) },
  });
  const put = (playerId: string) => [
    ...(finished === null ? [] : [active(playerId)]),
    {
      Put: {
        TableName: dynamoTableName,
        Item: membershipFormat.encode({
          playerId,
          tableId: t.id,
          place:
            finished === null
              ? { active: true, tableCreatedAt: t.createdAt }
              : { active: false, finishedAt: finished },
          expiresAt,
        }),
      },
    },
  ];
  for (const id of [...(p.seated ?? []), ...(p.expireMemberships ? peopleAt(t) : [])])
    members.set(id, put(id));
  for (const id of p.unseated ?? []) {
    const done =
      finished === null
        ? []
        : [{ Delete: { TableName: dynamoTableName, Key: finishedMemberKey(id, t.id, finished) } }];
    members.set(id, [active(id), ...done]);
  }
  return [
    ...(p.hands ?? []).map((a) => ({ Put: { TableName: dynamoTableName, Item: handItem(t, a) } })),
    ...(p.rounds ?? []).map((a) => ({ Put: { TableName: dynamoTableName, Item: roundItem(t, a) } })),
    ...[...members.values()].flat(),
    // A join code lives as long as its table: found by it while the table lasts, then freed.
    ...(p.expireCode
      ? [
          {
            Put: {
              TableName: dynamoTableName,
              Item: joinCodeFormat.encode({ code: t.code, tableId: t.id, expiresAt }),
            },
          },
        ]
      : []),
    // Before the ratings, which come last (dynamodb-store.ts tells their failed conditions apart).
    ...vacationTransactItems(p.vacation, dynamoTableName),
    ...ratingTransactItems(p.ratings ?? [], dynamoTableName),
  ];
}
