/**
 * Reading what people follow tables by: a table's archived hands (the event feed), the tables
 * they sit at (membership items).
 * Queries only, no scans; tables are fetched with BatchGetItem.
 */
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { HandArchive, TableRecord } from '../tables/model';
import { batchGetItems } from './batch-get';
import { callStore, DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from './call';
import { type TableKeyPlace, tableKeyCursor } from './cursor';
import { HAND_PREFIX, handSk, itemToHand, MEMBER_PREFIX } from './follow-items';
import type { IdPage } from './port';
import { itemToTable, tableKey } from './table-item';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

export class DynamoDbFollow {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly timeouts: StoreTimeouts = DEFAULT_STORE_TIMEOUTS,
  ) {}

  async handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]> {
    // Up to `limit`: a short answer must mean there are no more (the feed relies on it), so a
    // response cut by DynamoDB's 1 MB page is continued.
    const archives: HandArchive[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.run((abortSignal) =>
        this.db.send(
          new QueryCommand({
            TableName: this.tableName,
            KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
            ExpressionAttributeValues: {
              ':pk': `TABLE#${tableId}`,
              ':from': handSk(afterVersion + 1),
              ':to': `${HAND_PREFIX}~`,
            },
            ConsistentRead: true,
            Limit: limit - archives.length,
            ExclusiveStartKey: start,
          }),
          { abortSignal },
        ),
      );
      archives.push(...(out.Items ?? []).map(itemToHand));
      start = out.LastEvaluatedKey;
    } while (start && archives.length < limit);
    return archives;
  }

  async memberTableIds(playerId: string, limit: number, cursor: string | null): Promise<IdPage> {
    const out = await this.run((abortSignal) =>
      this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
          ExpressionAttributeValues: { ':pk': `PLAYER#${playerId}`, ':prefix': MEMBER_PREFIX },
          // Newest tables first.
          ScanIndexForward: false,
          Limit: limit,
          ExclusiveStartKey: tableKeyCursor.decode(cursor),
        }),
        { abortSignal },
      ),
    );
    return {
      ids: (out.Items ?? []).map((i) => String(i.tableId)),
      cursor: out.LastEvaluatedKey ? tableKeyCursor.encode(out.LastEvaluatedKey as TableKeyPlace) : null,
    };
  }

  /** The tables with these ids, in the order asked (missing ones left out). */
  async loadTables(ids: string[]): Promise<TableRecord[]> {
    const keys = [...new Set(ids)].map(tableKey);
    const found = new Map<string, TableRecord>();
    for (const item of await batchGetItems(this.db, this.tableName, keys, 'tables', this.timeouts)) {
      const t = itemToTable(item);
      found.set(t.id, t);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** One read, bounded (call.ts). */
  private run<T>(send: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    return callStore(this.timeouts, { write: false }, send);
  }
}
