/**
 * Reading what people follow tables by: a table's archived hands (the event feed), the tables
 * they sit at (membership items).
 * Queries only, no scans; tables are fetched with BatchGetItem.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { HandArchive, RoundArchive, TableRecord } from '../tables/model';
import type { FinishedPlace, IdPage } from '../tables/port';
import { batchGetItems } from './batch-get';
import { DynamoDbAdapter } from './dynamodb-base';
import {
  FINISHED_MEMBER_PREFIX,
  finishedMemberKey,
  HAND_PREFIX,
  handSk,
  itemToHand,
  itemToRound,
  MEMBER_PREFIX,
  roundSk,
  TRAIN_ROUND_PREFIX,
} from './follow-items';
import { membershipFormat, playerPartition } from './formats/membership';
import { itemToTable, tableKey } from './table-item';
import { type TableKeyPlace, tableKeyCursor } from './table-key-cursor';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from './table-schema';

export class DynamoDbFollow extends DynamoDbAdapter {
  handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]> {
    // Up to `limit`: a short answer must mean there are no more (the feed relies on it).
    return this.queryUpTo(
      {
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
        ExpressionAttributeValues: {
          ':pk': `TABLE#${tableId}`,
          ':from': handSk(afterVersion + 1),
          ':to': `${HAND_PREFIX}~`,
        },
        ConsistentRead: true,
      },
      limit,
      undefined,
      itemToHand,
    );
  }

  roundArchives(tableId: string, afterVersion: number, limit: number): Promise<RoundArchive[]> {
    return this.queryUpTo(
      {
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
        ExpressionAttributeValues: {
          ':pk': `TABLE#${tableId}`,
          ':from': roundSk(afterVersion + 1),
          ':to': `${TRAIN_ROUND_PREFIX}~`,
        },
        ConsistentRead: true,
      },
      limit,
      undefined,
      itemToRound,
    );
  }

  async activeTableIds(playerId: string, limit: number, cursor: string | null): Promise<IdPage> {
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
          ExpressionAttributeValues: { ':pk': playerPartition(playerId), ':prefix': MEMBER_PREFIX },
          // Newest tables first.
          ScanIndexForward: false,
          Limit: limit,
          ExclusiveStartKey: tableKeyCursor.decode(cursor),
        }),
        bounds,
      ),
    );
    return {
      ids: (out.Items ?? []).map((i) => String(i.tableId)),
      cursor: out.LastEvaluatedKey ? tableKeyCursor.encode(out.LastEvaluatedKey as TableKeyPlace) : null,
    };
  }

  /**
   * A Query of the active range with Select COUNT: DynamoDB counts the items and sends none back,
   * charging the read of the range (a membership is ~110 bytes: 200 are ~6 read units, read
   * consistently so that a table just opened counts). A membership there with an expiry is one of
   * a table that finished before the finished range existed (formats/membership.ts, version 1):
   * filtered out, not counted. Stops once `upTo` is reached.
   */
  async unfinishedTableCount(playerId: string, upTo: number): Promise<number> {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.read((bounds) =>
        this.db.send(
          new QueryCommand({
            TableName: this.dynamoTableName,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            FilterExpression: 'attribute_not_exists(#ttl)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY, '#ttl': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ':pk': playerPartition(playerId), ':prefix': MEMBER_PREFIX },
            Select: 'COUNT',
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
          bounds,
        ),
      );
      count += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start && count < upTo);
    return Math.min(count, upTo);
  }

  finishedTables(playerId: string, limit: number, after: FinishedPlace | null): Promise<FinishedPlace[]> {
    // The start is rebuilt from the place alone, in this person's partition, whatever it says.
    return this.queryUpTo(
      {
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
        ExpressionAttributeValues: { ':pk': playerPartition(playerId), ':prefix': FINISHED_MEMBER_PREFIX },
        // The latest finished first.
        ScanIndexForward: false,
      },
      limit,
      after ? finishedMemberKey(playerId, after.tableId, after.finishedAt) : undefined,
      (item) => {
        const { tableId, place } = membershipFormat.decode(item);
        if (place.active) throw new Error(`not a finished membership: ${String(item.SK)}`);
        return { finishedAt: place.finishedAt, tableId };
      },
    );
  }

  /** The tables with these ids, in the order asked (missing ones left out). */
  async loadTables(ids: string[]): Promise<TableRecord[]> {
    const keys = [...new Set(ids)].map(tableKey);
    const found = new Map<string, TableRecord>();
    for (const item of await batchGetItems(this.db, this.dynamoTableName, keys, 'tables', this.timeouts)) {
      const t = itemToTable(item);
      found.set(t.id, t);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Up to `limit` items of one Query, continued past DynamoDB's 1 MB page. */
  private async queryUpTo<T>(
    query: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
    limit: number,
    from: Record<string, unknown> | undefined,
    read: (item: Record<string, unknown>) => T,
  ): Promise<T[]> {
    const found: T[] = [];
    let start = from;
    do {
      const out = await this.read((bounds) =>
        this.db.send(
          new QueryCommand({
            ...query,
            TableName: this.dynamoTableName,
            Limit: limit - found.length,
            ExclusiveStartKey: start,
          }),
          bounds,
        ),
      );
      found.push(...(out.Items ?? []).map(read));
      start = out.LastEvaluatedKey;
    } while (start && found.length < limit);
    return found;
  }
}
