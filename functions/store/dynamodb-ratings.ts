/**
 * Ratings in the single table (ratings/port.ts): a ratings item per player under the player's
 * partition, leaderboard entries under `BOARD#<pool>#<shard>` and a snapshot per pool
 * (formats/rating.ts, formats/rating-board.ts). No index: a leaderboard is its own items, kept
 * in the same transactions as the ratings items they follow, so it never disagrees with them and
 * reads are strongly consistent where they need to be.
 */
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { VersionConflictError } from '../core/store-errors';
import { mergeBoardPages } from '../ratings/leaderboard';
import type { BoardEntry, BoardKey, PlayerRatings, Pool, RatingWrite } from '../ratings/model';
import type { BoardSnapshot, RatingStore } from '../ratings/port';
import { batchGetItems } from './batch-get';
import { DynamoDbAdapter } from './dynamodb-base';
import { playerFormat, playerKey } from './formats/player';
import { ratingFormat, ratingsKey } from './formats/rating';
import {
  BOARD_SHARDS,
  boardEntryFormat,
  boardPartition,
  boardSnapshotFormat,
  boardSortKey,
  snapshotKey,
} from './formats/rating-board';
import { ratingPut, ratingTransactItems } from './rating-items';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

export class DynamoDbRatings extends DynamoDbAdapter implements RatingStore {
  async getRatings(playerIds: readonly string[]): Promise<Map<string, PlayerRatings>> {
    const ids = [...new Set(playerIds)];
    if (ids.length === 0) return new Map();
    const items = await batchGetItems(
      this.db,
      this.dynamoTableName,
      ids.map(ratingsKey),
      'ratings items',
      this.timeouts,
    );
    return new Map(items.map((i) => ratingFormat.decode(i)).map((r) => [r.playerId, r]));
  }

  async saveRatings(write: RatingWrite): Promise<void> {
    const items = ratingTransactItems([write], this.dynamoTableName);
    // conditionalWrite: the item carries its version, so a condition failing after an unanswered
    // attempt is told apart by reading again (setHidden does: a landed write leaves nothing to do).
    await this.conditionalWrite(
      // Most such writes (a player who has no entry, or keeps it) are the item alone.
      (bounds): Promise<unknown> =>
        items.length === 1
          ? this.db.send(new PutCommand(ratingPut(write, this.dynamoTableName)), bounds)
          : this.db.send(new TransactWriteCommand({ TransactItems: items }), bounds),
      (cause) =>
        new VersionConflictError(`the ratings of ${write.next.playerId} changed meanwhile`, { cause }),
    );
  }

  async boardPage(pool: Pool, after: BoardKey | null, limit: number): Promise<BoardEntry[]> {
    const pages = await Promise.all(
      Array.from({ length: BOARD_SHARDS }, async (_, shard) => {
        const out = await this.read((bounds) =>
          this.db.send(
            new QueryCommand({
              TableName: this.dynamoTableName,
              KeyConditionExpression: after ? '#pk = :pk AND #sk < :after' : '#pk = :pk',
              ExpressionAttributeNames: { '#pk': PARTITION_KEY, ...(after && { '#sk': SORT_KEY }) },
              ExpressionAttributeValues: {
                ':pk': boardPartition(pool, shard),
                ...(after && { ':after': boardSortKey(after) }),
              },
              ScanIndexForward: false,
              Limit: limit,
            }),
            bounds,
          ),
        );
        return (out.Items ?? []).map((i) => boardEntryFormat.decode(i));
      }),
    );
    // Each shard's sort key order is the leaderboard's order (boardOrder), so its page continues
    // right after `after`, and the best `limit` of all of them are the next page.
    return mergeBoardPages(pages, limit);
  }

  async countAbove(key: BoardKey, upTo: number): Promise<number> {
    const counts = await Promise.all(
      Array.from({ length: BOARD_SHARDS }, async (_, shard) => {
        let counted = 0;
        let start: Record<string, unknown> | undefined;
        do {
          const out = await this.read((bounds) =>
            this.db.send(
              new QueryCommand({
                TableName: this.dynamoTableName,
                KeyConditionExpression: '#pk = :pk AND #sk > :key',
                ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
                ExpressionAttributeValues: {
                  ':pk': boardPartition(key.pool, shard),
                  ':key': boardSortKey(key),
                },
                Select: 'COUNT',
                Limit: upTo - counted,
                ExclusiveStartKey: start,
              }),
              bounds,
            ),
          );
          counted += out.Count ?? 0;
          start = out.LastEvaluatedKey;
        } while (start && counted < upTo);
        return counted;
      }),
    );
    return Math.min(
      upTo,
      counts.reduce((a, b) => a + b, 0),
    );
  }

  async boardSnapshot(pool: Pool): Promise<BoardSnapshot | null> {
    const out = await this.read((bounds) =>
      this.db.send(new GetCommand({ TableName: this.dynamoTableName, Key: snapshotKey(pool) }), bounds),
    );
    return out.Item ? boardSnapshotFormat.decode(out.Item) : null;
  }

  async saveBoardSnapshot(snapshot: BoardSnapshot): Promise<void> {
    await this.unconditionalWrite((bounds) =>
      this.db.send(
        new PutCommand({ TableName: this.dynamoTableName, Item: boardSnapshotFormat.encode(snapshot) }),
        bounds,
      ),
    );
  }

  async playerNames(playerIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(playerIds)];
    if (ids.length === 0) return new Map();
    const items = await batchGetItems(
      this.db,
      this.dynamoTableName,
      ids.map(playerKey),
      'players',
      this.timeouts,
    );
    return new Map(items.map((i) => playerFormat.decode(i)).map((p) => [p.id, p.name]));
  }
}
