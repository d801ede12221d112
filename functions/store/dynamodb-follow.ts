/**
 * Reading what people follow tables by: a table's archived hands (the event feed), the tables
 * they sit at (membership items).
 * Queries only, no scans; tables are fetched with BatchGetItem.
 */
import { BatchGetCommand, type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { HandArchive, TableRecord } from '../tables/model';
import { decodeCursor, encodeCursor } from './cursor';
import { translateDynamoError } from './errors';
import { HAND_PREFIX, handSk, itemToHand, MEMBER_PREFIX } from './follow-items';
import type { IdPage } from './port';
import { itemToTable, tableKey } from './table-item';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

const BATCH_GET_MAX = 100;

export class DynamoDbFollow {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]> {
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
          Limit: limit,
        }),
      ),
    );
    return (out.Items ?? []).map(itemToHand);
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
          ExclusiveStartKey: decodeCursor(cursor, [PARTITION_KEY, SORT_KEY]),
        }),
      ),
    );
    return {
      ids: (out.Items ?? []).map((i) => String(i.tableId)),
      cursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey) : null,
    };
  }

  /** The tables with these ids, in the order asked (missing ones left out). */
  async loadTables(ids: string[]): Promise<TableRecord[]> {
    const found = new Map<string, TableRecord>();
    for (let i = 0; i < ids.length; i += BATCH_GET_MAX) {
      let keys: Record<string, unknown>[] = [...new Set(ids.slice(i, i + BATCH_GET_MAX))].map(tableKey);
      // Unprocessed keys (throttling) are asked again.
      for (let attempt = 0; keys.length > 0 && attempt < 5; attempt++) {
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
