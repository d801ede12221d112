/**
 * Hint counters: one item per seat and hand (formats/hint-count.ts), counted by one conditional
 * update and read with one consistent Query over the hand's counters. Never the table item.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { HintStore } from '../tables/port';
import { DynamoDbAdapter } from './dynamodb-base';
import { KEEP_HAND_ARCHIVE_SECONDS } from './follow-items';
import { FORMAT_ATTRIBUTE } from './formats/format';
import { hintCountFormat, hintCountKey, hintHandPrefix } from './formats/hint-count';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from './table-schema';

export class DynamoDbHints extends DynamoDbAdapter implements HintStore {
  async countHint(
    tableId: string,
    handNo: number,
    seat: number,
    version: number,
    at: string,
  ): Promise<number> {
    const key = hintCountKey(tableId, handNo, seat);
    const expiresAt = Math.floor(Date.parse(at) / 1000) + KEEP_HAND_ARCHIVE_SECONDS;
    // One hint per table version: asked again at the same version (a second look, or a retry
    // after an unanswered attempt that landed) the condition fails and nothing more is counted.
    let after: Record<string, unknown> | undefined;
    const counted = await this.writeUnlessCondition(async (bounds) => {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.dynamoTableName,
          Key: key,
          UpdateExpression:
            'SET #fv = :fv, handNo = :hand, seat = :seat, lastVersion = :v, #ttl = :ttl ADD hints :one',
          ConditionExpression: 'attribute_not_exists(#pk) OR lastVersion < :v',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#fv': FORMAT_ATTRIBUTE, '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ':fv': hintCountFormat.current,
            ':hand': handNo,
            ':seat': seat,
            ':v': version,
            ':ttl': expiresAt,
            ':one': 1,
          },
          ReturnValues: 'ALL_NEW',
        }),
        bounds,
      );
      after = out.Attributes;
    });
    if (counted && after) return hintCountFormat.decode(after).hints;
    // Counted at this version already: the count as it stands.
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: key, ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? hintCountFormat.decode(out.Item).hints : 0;
  }

  async hintCounts(tableId: string, handNo: number): Promise<Map<number, number>> {
    // At most four counters (one per seat): one page.
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
          ExpressionAttributeValues: { ':pk': `TABLE#${tableId}`, ':prefix': hintHandPrefix(handNo) },
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    const counts = new Map<number, number>();
    for (const item of out.Items ?? []) {
      const h = hintCountFormat.decode(item);
      counts.set(h.seat, h.hints);
    }
    return counts;
  }
}
