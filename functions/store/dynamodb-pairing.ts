/**
 * Quick pairing and seeks on DynamoDB (formats/pairing.ts says the items). An entry is two items
 * (the person's, the queue's slot), written and removed together; a table made for entries or a
 * seek is one transaction with the table's own items, conditioned on each entry still waiting
 * (or the seek still listed), so no entry or seek is ever used by two tables.
 */
import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ItemAlreadyExistsError, JOIN_CODE_ITEM, StoreError } from '../core/store-errors';
import {
  type EntryRecord,
  isCorrespondence,
  type Pool,
  type QueueEntry,
  type QueueKey,
  type SeekRecord,
} from '../pairing/model';
import type { NewTableWrite, PairingStore } from '../pairing/port';
import { DynamoDbAdapter } from './dynamodb-base';
import { failedConditions } from './errors';
import { pendingWrites } from './follow-items';
import { joinCodeFormat } from './formats/join-code';
import {
  ENTRY_PREFIX,
  entryFormat,
  entryKey,
  KEEP_PAIRED_SECONDS,
  lastOpponentsFormat,
  pairedKey,
  queuePk,
  queueSlotFormat,
  queueSlotKey,
  SEEK_PREFIX,
  SEEKS_PK,
  seekFormat,
  seekKey,
} from './formats/pairing';
import { tableKey, tableToItem } from './table-item';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from './table-schema';

/** A pairing or acceptance whose entries or seek had moved on: nothing was written. */
class ConsumedElsewhere extends StoreError {}

export class DynamoDbPairing extends DynamoDbAdapter implements PairingStore {
  private readonly notThere = {
    ConditionExpression: 'attribute_not_exists(#pk)',
    ExpressionAttributeNames: { '#pk': PARTITION_KEY },
  };
  private readonly there = {
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': PARTITION_KEY },
  };

  async addEntry(entry: QueueEntry): Promise<void> {
    const record: EntryRecord = { ...entry, status: 'waiting', tableId: null, pairedAt: null };
    // Its id is new (random): a failed condition after a lost answer is this very write.
    await this.conditionalWrite(
      (bounds) =>
        this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: { TableName: this.dynamoTableName, Item: entryFormat.encode(record), ...this.notThere },
              },
              {
                Put: {
                  TableName: this.dynamoTableName,
                  Item: queueSlotFormat.encode(entry),
                  ...this.notThere,
                },
              },
            ],
          }),
          bounds,
        ),
      (err) => new ItemAlreadyExistsError(`pairing entry ${entry.id} already exists`, { cause: err }),
    ).catch(async (err) => {
      if (err instanceof ItemAlreadyExistsError && err.earlierAttemptUnknown) {
        const mine = await this.findEntry(entry.playerId, entry.id);
        if (mine) return;
      }
      throw err;
    });
  }

  async findEntry(playerId: string, entryId: string): Promise<EntryRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: entryKey(playerId, entryId),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? entryFormat.decode(out.Item) : null;
  }

  async waitingEntryCount(playerId: string, upTo: number): Promise<{ live: number; correspondence: number }> {
    const items = await this.queryAll({
      TableName: this.dynamoTableName,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      FilterExpression: '#s = :waiting',
      ProjectionExpression: '#pace',
      ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY, '#s': 'status', '#pace': 'pace' },
      ExpressionAttributeValues: {
        ':pk': `PLAYER#${playerId}`,
        ':prefix': ENTRY_PREFIX,
        ':waiting': 'waiting',
      },
      ConsistentRead: true,
    });
    const correspondence = items.filter((i) => isCorrespondence(i.pace as QueueKey['pace'])).length;
    return {
      live: Math.min(upTo, items.length - correspondence),
      correspondence: Math.min(upTo, correspondence),
    };
  }

  async waitingIn(queue: QueueKey): Promise<QueueEntry[]> {
    const items = await this.queryAll({
      TableName: this.dynamoTableName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': PARTITION_KEY },
      ExpressionAttributeValues: { ':pk': queuePk(queue) },
      ConsistentRead: true,
    });
    return items.map((i) => queueSlotFormat.decode(i));
  }

  async waitingCount(queue: QueueKey): Promise<number> {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.read((bounds) =>
        this.db.send(
          new QueryCommand({
            TableName: this.dynamoTableName,
            KeyConditionExpression: '#pk = :pk',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY },
            ExpressionAttributeValues: { ':pk': queuePk(queue) },
            Select: 'COUNT',
            ExclusiveStartKey: start,
          }),
          bounds,
        ),
      );
      count += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return count;
  }

  async removeEntry(playerId: string, entryId: string): Promise<boolean> {
    const entry = await this.findEntry(playerId, entryId);
    if (entry?.status !== 'waiting') return false;
    try {
      await this.conditionalWrite(
        (bounds) =>
          this.db.send(
            new TransactWriteCommand({
              TransactItems: [
                { Delete: { TableName: this.dynamoTableName, Key: queueSlotKey(entry), ...this.there } },
                {
                  Delete: {
                    TableName: this.dynamoTableName,
                    Key: entryKey(playerId, entryId),
                    ConditionExpression: '#s = :waiting',
                    ExpressionAttributeNames: { '#s': 'status' },
                    ExpressionAttributeValues: { ':waiting': 'waiting' },
                  },
                },
              ],
            }),
            bounds,
          ),
        (err) => new ConsumedElsewhere('the entry is no longer waiting', { cause: err }),
      );
      return true;
    } catch (err) {
      if (!(err instanceof ConsumedElsewhere)) throw err;
      // After a lost answer, the entry gone altogether is this very removal.
      return err.earlierAttemptUnknown && (await this.findEntry(playerId, entryId)) === null;
    }
  }

  async pairEntries(entries: readonly QueueEntry[], made: NewTableWrite): Promise<boolean> {
    const at = made.table.createdAt;
    const consume = entries.flatMap((e) => [
      { Delete: { TableName: this.dynamoTableName, Key: queueSlotKey(e), ...this.there } },
      {
        Update: {
          TableName: this.dynamoTableName,
          Key: entryKey(e.playerId, e.id),
          UpdateExpression: 'SET #s = :paired, #t = :table, #at = :at, #ttl = :ttl',
          ConditionExpression: '#s = :waiting',
          ExpressionAttributeNames: {
            '#s': 'status',
            '#t': 'tableId',
            '#at': 'pairedAt',
            '#ttl': TTL_ATTRIBUTE,
          },
          ExpressionAttributeValues: {
            ':paired': 'paired',
            ':waiting': 'waiting',
            ':table': made.table.id,
            ':at': at,
            ':ttl': Math.floor(Date.parse(at) / 1000) + KEEP_PAIRED_SECONDS,
          },
        },
      },
    ]);
    const pool = entries[0].queue.pool;
    const opponents = entries.map((e) => ({
      Put: {
        TableName: this.dynamoTableName,
        Item: lastOpponentsFormat.encode({
          playerId: e.playerId,
          pool,
          opponents: entries.filter((o) => o.playerId !== e.playerId).map((o) => o.playerId),
          at,
        }),
      },
    }));
    return this.createConsuming(made, [...consume, ...opponents]);
  }

  async lastOpponents(playerId: string, pool: Pool): Promise<string[]> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: pairedKey(playerId, pool),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? lastOpponentsFormat.decode(out.Item).opponents : [];
  }

  async addSeek(seek: SeekRecord): Promise<void> {
    await this.conditionalWrite(
      (bounds) =>
        this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: this.dynamoTableName, Item: seekFormat.encode(seek), ...this.notThere } },
            ],
          }),
          bounds,
        ),
      (err) => new ItemAlreadyExistsError(`seek ${seek.id} already exists`, { cause: err }),
    ).catch(async (err) => {
      if (err instanceof ItemAlreadyExistsError && err.earlierAttemptUnknown) {
        if ((await this.findSeek(seek.id))?.playerId === seek.playerId) return;
      }
      throw err;
    });
  }

  async findSeek(id: string): Promise<SeekRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: seekKey(id), ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? seekFormat.decode(out.Item) : null;
  }

  async listSeeks(limit: number, before: string | null): Promise<SeekRecord[]> {
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
          ExpressionAttributeValues: { ':pk': SEEKS_PK, ':prefix': SEEK_PREFIX },
          // Newest first (ids sort by time), from just after `before`.
          ScanIndexForward: false,
          ExclusiveStartKey: before === null ? undefined : seekKey(before),
          Limit: limit,
        }),
        bounds,
      ),
    );
    return (out.Items ?? []).map((i) => seekFormat.decode(i));
  }

  async seekCount(playerId: string, upTo: number): Promise<number> {
    const items = await this.queryAll({
      TableName: this.dynamoTableName,
      KeyConditionExpression: '#pk = :pk',
      FilterExpression: '#p = :player',
      ProjectionExpression: '#p',
      ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#p': 'playerId' },
      ExpressionAttributeValues: { ':pk': SEEKS_PK, ':player': playerId },
    });
    return Math.min(upTo, items.length);
  }

  async removeSeek(id: string): Promise<boolean> {
    try {
      await this.conditionalWrite(
        (bounds) =>
          this.db.send(
            new DeleteCommand({ TableName: this.dynamoTableName, Key: seekKey(id), ...this.there }),
            bounds,
          ),
        (err) => new ConsumedElsewhere(`seek ${id} is not listed`, { cause: err }),
      );
      return true;
    } catch (err) {
      if (!(err instanceof ConsumedElsewhere)) throw err;
      // After a lost answer the seek gone may be this removal: the caller tells it from an
      // acceptance by the table an acceptance makes.
      return false;
    }
  }

  acceptSeek(seek: SeekRecord, made: NewTableWrite): Promise<boolean> {
    return this.createConsuming(made, [
      { Delete: { TableName: this.dynamoTableName, Key: seekKey(seek.id), ...this.there } },
    ]);
  }

  /**
   * The table's items (its join code, the table, the seats' memberships) and `consume` in one
   * transaction. False when a condition of `consume` failed; a table id already taken after an
   * unanswered attempt is that attempt's table (its id follows from what it consumes).
   */
  private async createConsuming(made: NewTableWrite, consume: Record<string, unknown>[]): Promise<boolean> {
    const t = made.table;
    const items = [
      {
        Put: {
          TableName: this.dynamoTableName,
          Item: joinCodeFormat.encode({ code: t.code, tableId: t.id, expiresAt: null }),
          ...this.notThere,
        },
      },
      { Put: { TableName: this.dynamoTableName, Item: tableToItem(t, made.indexes), ...this.notThere } },
      ...pendingWrites(t, made.indexes, made.writes, this.dynamoTableName),
      ...consume,
    ];
    try {
      await this.conditionalWrite(
        (bounds) => this.db.send(new TransactWriteCommand({ TransactItems: items }), bounds),
        (err) => {
          const failed = failedConditions(err);
          if (failed.length === 1 && failed[0] === 0)
            return new ItemAlreadyExistsError('the join code is taken', { item: JOIN_CODE_ITEM, cause: err });
          return new ConsumedElsewhere('an entry or seek was used meanwhile', { cause: err });
        },
      );
      return true;
    } catch (err) {
      if (!(err instanceof ConsumedElsewhere || err instanceof ItemAlreadyExistsError)) throw err;
      if (err.earlierAttemptUnknown) {
        // An attempt went unanswered: the table there is its table (its id follows from what it
        // consumed), which consumed what it came from.
        const there = await this.read((bounds) =>
          this.db.send(
            new GetCommand({
              TableName: this.dynamoTableName,
              Key: tableKey(t.id),
              ConsistentRead: true,
              ProjectionExpression: '#pk',
              ExpressionAttributeNames: { '#pk': PARTITION_KEY },
            }),
            bounds,
          ),
        );
        if (there.Item) return true;
      }
      if (err instanceof ItemAlreadyExistsError) throw err;
      return false;
    }
  }

  /** Every item of a query, page after page. */
  private async queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.read((bounds) =>
        this.db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }), bounds),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }
}
