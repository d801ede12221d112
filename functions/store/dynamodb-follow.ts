/**
 * Reading what people follow tables by: a table's archived hands (the event feed), the tables
 * they sit at (membership items).
 * Queries only, no scans; tables are fetched with BatchGetItem.
 */
import { BatchGetCommand, type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { HandArchive, TableRecord } from '../tables/model';
import { type TableKeyPlace, tableKeyCursor } from './cursor';
import { StoreUnavailableError, translateDynamoError } from './errors';
import { HAND_PREFIX, handSk, itemToHand, MEMBER_PREFIX } from './follow-items';
import type { IdPage } from './port';
import { itemToTable, tableKey } from './table-item';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

const BATCH_GET_MAX = 100;
const BATCH_GET_ATTEMPTS = 5;
const BATCH_GET_BACKOFF_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class DynamoDbFollow {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]> {
    // Up to `limit`: a short answer must mean there are no more (the feed relies on it), so a
    // response cut by DynamoDB's 1 MB page is continued.
    const archives: HandArchive[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.run(() =>
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
        ),
      );
      archives.push(...(out.Items ?? []).map(itemToHand));
      start = out.LastEvaluatedKey;
    } while (start && archives.length < limit);
    return archives;
  }

  async memberTableIds(playerId: string, limit: number, cursor: string | null): Promise<IdPage> {
    const out = await this.run(() =>
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
      ),
    );
    return {
      ids: (out.Items ?? []).map((i) => String(i.tableId)),
      cursor: out.LastEvaluatedKey ? tableKeyCursor.encode(out.LastEvaluatedKey as TableKeyPlace) : null,
    };
  }

  /** The tables with these ids, in the order asked (missing ones left out). */
  async loadTables(ids: string[]): Promise<TableRecord[]> {
    const found = new Map<string, TableRecord>();
    for (let i = 0; i < ids.length; i += BATCH_GET_MAX) {
      let keys: Record<string, unknown>[] = [...new Set(ids.slice(i, i + BATCH_GET_MAX))].map(tableKey);
      // Unprocessed keys (throttling) are asked again after a growing wait; still unprocessed,
      // the store is busy (503): an inbox with tables silently missing would be wrong.
      for (let attempt = 0; keys.length > 0; attempt++) {
        if (attempt === BATCH_GET_ATTEMPTS) {
          throw new StoreUnavailableError(`DynamoDB left ${keys.length} tables unread`, {
            retryAfterSeconds: 1,
          });
        }
        if (attempt > 0) await sleep(BATCH_GET_BACKOFF_MS * 2 ** (attempt - 1) * (0.5 + Math.random() / 2));
        const out = await this.run(() =>
          this.db.send(
            new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: keys, ConsistentRead: true } } }),
          ),
        );
        for (const item of out.Responses?.[this.tableName] ?? []) {
          const t = itemToTable(item);
          found.set(t.id, t);
        }
        keys = (out.UnprocessedKeys?.[this.tableName]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private async run<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (err) {
      throw translateDynamoError(err);
    }
  }
}
