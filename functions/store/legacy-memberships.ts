/**
 * Finishes the move of seat memberships into the finished range (formats/membership.ts). Before
 * finished tables had their own range, a table's memberships stayed in the active range when it
 * finished, with the table's expiry: such a membership moves to `DONE#<finishedAt>#<tableId>`
 * (where the save that finishes a table puts it now, follow-items.ts), and one whose table is
 * gone (DynamoDB's TTL deleted it) is deleted. Each move is one transaction, conditional on the
 * table still being at the version read and the old membership still being there, so one moved
 * meanwhile (a rematch links its table) is left to that write and counted. Safe to run again,
 * and beside the running service; once it has run, the inbox has no legacy section to show.
 */
import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { finishedAt } from '../tables/model';
import { isConditionFailure, translateDynamoError } from './errors';
import { MEMBER_PREFIX, membershipFormat, playerPartition } from './formats/membership';
import { tableFormat } from './formats/table';
import { tableKey } from './table-item';
import { type TableKeyPlace, tableKeyCursor } from './table-key-cursor';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from './table-schema';

export interface LegacyMembershipOptions {
  /** Count what would be moved; write nothing. */
  dryRun: boolean;
  pageSize: number;
  /** Where a previous run stopped; null to start at the beginning (a whole-table scan). */
  cursor: string | null;
  /** Only these people's memberships (a Query of each partition instead of a scan). */
  playerIds?: string[];
}

export interface LegacyMembershipPage {
  /** Memberships in the active range with an expiry: those of tables that finished before. */
  legacy: number;
  moved: number;
  /** Their table is gone. */
  deleted: number;
  /** Changed between this run's read and its write: left to that write (run again to see). */
  changedMeanwhile: number;
  /** With a table that is not finished (not a membership this code wrote): left alone. */
  left: number;
  cursor: string | null;
}

// In the active range, an expiry marks a finished table's membership (only those get one there).
const LEGACY_NAMES = { '#pk': PARTITION_KEY, '#sk': SORT_KEY, '#ttl': TTL_ATTRIBUTE };

export async function moveLegacyMemberships(
  db: DynamoDBDocumentClient,
  dynamoTableName: string,
  options: LegacyMembershipOptions,
  onPage: (page: LegacyMembershipPage) => void = () => {},
): Promise<LegacyMembershipPage> {
  const total: LegacyMembershipPage = {
    legacy: 0,
    moved: 0,
    deleted: 0,
    changedMeanwhile: 0,
    left: 0,
    cursor: null,
  };
  const handle = async (items: Record<string, unknown>[], cursor: string | null) => {
    const page: LegacyMembershipPage = {
      legacy: 0,
      moved: 0,
      deleted: 0,
      changedMeanwhile: 0,
      left: 0,
      cursor,
    };
    for (const item of items) {
      page.legacy++;
      if (options.dryRun) continue;
      const outcome = await moveOne(db, dynamoTableName, item);
      page[outcome]++;
    }
    onPage(page);
    for (const k of ['legacy', 'moved', 'deleted', 'changedMeanwhile', 'left'] as const) total[k] += page[k];
    total.cursor = cursor;
  };
  const send = (command: QueryCommand | ScanCommand) =>
    db.send(command as ScanCommand).catch((err: unknown) => {
      throw translateDynamoError(err);
    });
  if (options.playerIds) {
    for (const playerId of options.playerIds) {
      let start: Record<string, unknown> | undefined;
      do {
        const out = await send(
          new QueryCommand({
            TableName: dynamoTableName,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :active)',
            FilterExpression: 'attribute_exists(#ttl)',
            ExpressionAttributeNames: LEGACY_NAMES,
            ExpressionAttributeValues: { ':pk': playerPartition(playerId), ':active': MEMBER_PREFIX },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        await handle(out.Items ?? [], null);
        start = out.LastEvaluatedKey;
      } while (start);
    }
    return total;
  }
  let start: Record<string, unknown> | undefined = tableKeyCursor.decode(options.cursor);
  do {
    const out = await send(
      new ScanCommand({
        TableName: dynamoTableName,
        FilterExpression:
          'begins_with(#pk, :player) AND begins_with(#sk, :active) AND attribute_exists(#ttl)',
        ExpressionAttributeNames: LEGACY_NAMES,
        ExpressionAttributeValues: { ':player': 'PLAYER#', ':active': MEMBER_PREFIX },
        Limit: options.pageSize,
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    start = out.LastEvaluatedKey;
    await handle(out.Items ?? [], start ? tableKeyCursor.encode(start as TableKeyPlace) : null);
  } while (start);
  return total;
}

async function moveOne(
  db: DynamoDBDocumentClient,
  dynamoTableName: string,
  item: Record<string, unknown>,
): Promise<'moved' | 'deleted' | 'changedMeanwhile' | 'left'> {
  const membership = membershipFormat.decode(item);
  const old = { [PARTITION_KEY]: item[PARTITION_KEY], [SORT_KEY]: item[SORT_KEY] };
  const stillThere = {
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': PARTITION_KEY },
  };
  const got = await db
    .send(
      new GetCommand({ TableName: dynamoTableName, Key: tableKey(membership.tableId), ConsistentRead: true }),
    )
    .catch((err: unknown) => {
      throw translateDynamoError(err);
    });
  const stored = got.Item ? tableFormat.decode(got.Item) : null;
  const finished = stored && finishedAt(stored.table);
  // An expiry in the active range came with the table's finish, and a table never starts again:
  // a table in play here is not one this code made; it is left as it is.
  if (stored && finished === null) return 'left';
  const items: Record<string, unknown>[] = [
    { Delete: { TableName: dynamoTableName, Key: old, ...stillThere } },
  ];
  if (stored && finished !== null) {
    items.push(
      {
        ConditionCheck: {
          TableName: dynamoTableName,
          Key: tableKey(stored.table.id),
          ConditionExpression: '#v = :v',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': stored.table.version },
        },
      },
      {
        Put: {
          TableName: dynamoTableName,
          Item: membershipFormat.encode({
            ...membership,
            place: { active: false, finishedAt: finished },
            expiresAt: stored.indexes.expiresAt,
          }),
        },
      },
    );
  }
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return stored ? 'moved' : 'deleted';
  } catch (err) {
    if (isConditionFailure(err)) return 'changedMeanwhile';
    throw translateDynamoError(err);
  }
}
