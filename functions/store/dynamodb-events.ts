/**
 * Events (functions/events) on the single table: the event item and each round item rewritten
 * whole on their versions; a round's pairing one transaction (the event on its version, the
 * closing round on its version, the new round only if absent), so it lands once; a public event's
 * listing entry and each entrant's entry written in the event's own transaction
 * (docs/storage.md#events).
 */
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { cursorCodec } from '../core/cursor';
import { ItemAlreadyExistsError, VersionConflictError } from '../core/store-errors';
import type { EventRecord, EventStatus, RoundRecord } from '../events/model';
import type { EventPage, EventStore, EventSummary, EventWrite, PairingWrite } from '../events/port';
import { batchGetItems } from './batch-get';
import { DynamoDbAdapter } from './dynamodb-base';
import { conditionFailedAt } from './errors';
import {
  EVENT_ENTRY_PREFIX,
  entryKey,
  eventEntryFormat,
  eventFormat,
  eventKey,
  eventListingFormat,
  eventPartition,
  listingOf,
  listingPartition,
  ROUND_PREFIX,
  roundFormat,
  roundKey,
} from './formats/event';
import { PARTITION_KEY, SORT_KEY } from './table-schema';

type TransactItem = Record<string, unknown>;

const keyCursor = cursorCodec<{ PK: string; SK: string }>(() =>
  z.strictObject({ PK: z.string(), SK: z.string() }),
);

export class DynamoDbEvents extends DynamoDbAdapter implements EventStore {
  private put(
    item: Record<string, unknown>,
    condition?: { expr: string; names: Record<string, string>; values?: Record<string, unknown> },
  ): TransactItem {
    return {
      Put: {
        TableName: this.dynamoTableName,
        Item: item,
        ...(condition
          ? {
              ConditionExpression: condition.expr,
              ExpressionAttributeNames: condition.names,
              ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
            }
          : {}),
      },
    };
  }

  private absent = { expr: 'attribute_not_exists(#pk)', names: { '#pk': PARTITION_KEY } };
  private atVersion = (v: number) => ({ expr: '#v = :v', names: { '#v': 'version' }, values: { ':v': v } });

  /** The event's items of one write: the event, its listing entry moved, the entrants' entries. */
  private eventItems(w: EventWrite, create: boolean): TransactItem[] {
    const e = w.event;
    const items: TransactItem[] = [
      this.put(eventFormat.encode(e), create ? this.absent : this.atVersion(w.expectedVersion)),
    ];
    // Every event has its listing entry (the scheduler walks them); the public list filters.
    const listing = listingOf(e);
    const before = listingOf({ ...e, status: w.previousStatus });
    if (!create && listingPartition(w.previousStatus) !== listingPartition(e.status)) {
      items.push({
        Delete: { TableName: this.dynamoTableName, Key: keyOf(eventListingFormat.encode(before)) },
      });
    }
    items.push(this.put(eventListingFormat.encode(listing)));
    for (const j of w.joined ?? []) {
      items.push(
        this.put(eventEntryFormat.encode({ playerId: j.playerId, joinedAt: j.joinedAt, eventId: e.id })),
      );
    }
    for (const l of w.left ?? []) {
      items.push({
        Delete: { TableName: this.dynamoTableName, Key: entryKey(l.playerId, l.joinedAt, e.id) },
      });
    }
    return items;
  }

  /** A transaction whose failed condition the caller judges by reading again (the items carry versions). */
  private async transact(items: TransactItem[], onCondition: (index: number) => Error): Promise<void> {
    await this.conditionalWrite(
      async (bounds) => {
        await this.db.send(new TransactWriteCommand({ TransactItems: items as never }), bounds);
      },
      (err) => onCondition(conditionFailedAt(err)),
    );
  }

  async createEvent(write: EventWrite): Promise<void> {
    await this.transact(
      this.eventItems(write, true),
      () => new ItemAlreadyExistsError(`event ${write.event.id} already exists`, { item: 'event' }),
    );
  }

  async findEvent(id: string): Promise<EventRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: eventKey(id), ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? eventFormat.decode(out.Item) : null;
  }

  async findEvents(ids: readonly string[]): Promise<EventRecord[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const items = await batchGetItems(
      this.db,
      this.dynamoTableName,
      unique.map(eventKey),
      'events',
      this.timeouts,
    );
    const by = new Map(items.map((i) => eventFormat.decode(i)).map((e) => [e.id, e]));
    return ids.flatMap((id) => (by.has(id) ? [by.get(id)!] : []));
  }

  async saveEvent(write: EventWrite): Promise<void> {
    await this.transact(
      this.eventItems(write, false),
      () =>
        new VersionConflictError(`event ${write.event.id} is no longer at ${write.expectedVersion}`, {
          expectedVersion: write.expectedVersion,
        }),
    );
  }

  async listEvents(
    status: EventStatus,
    limit: number,
    cursor: string | null,
  ): Promise<EventPage<EventSummary>> {
    const start = keyCursor.decode(cursor);
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          KeyConditionExpression: '#pk = :pk',
          // Invitation events are listed for the scheduler only.
          FilterExpression: '#vis = :public',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#vis': 'visibility' },
          ExpressionAttributeValues: { ':pk': listingPartition(status), ':public': 'public' },
          ScanIndexForward: status === 'upcoming',
          Limit: limit,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
        bounds,
      ),
    );
    const items = (out.Items ?? []).map((i) => eventListingFormat.decode(i).summary);
    const last = out.LastEvaluatedKey as { PK: string; SK: string } | undefined;
    return { items, cursor: last ? keyCursor.encode({ PK: last.PK, SK: last.SK }) : null };
  }

  async listedEvents(
    status: 'upcoming' | 'running',
    limit: number,
    cursor: string | null,
  ): Promise<EventPage<{ id: string; sortAt: string }>> {
    const start = keyCursor.decode(cursor);
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
          ExpressionAttributeValues: { ':pk': listingPartition(status) },
          ScanIndexForward: status === 'upcoming',
          Limit: limit,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
        bounds,
      ),
    );
    const items = (out.Items ?? []).map((i) => {
      const l = eventListingFormat.decode(i);
      return { id: l.summary.id, sortAt: l.sortAt };
    });
    const last = out.LastEvaluatedKey as { PK: string; SK: string } | undefined;
    return { items, cursor: last ? keyCursor.encode({ PK: last.PK, SK: last.SK }) : null };
  }

  async myEventIds(playerId: string, limit: number, cursor: string | null): Promise<EventPage<string>> {
    const start = keyCursor.decode(cursor);
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
          ExpressionAttributeValues: { ':pk': `PLAYER#${playerId}`, ':prefix': EVENT_ENTRY_PREFIX },
          ScanIndexForward: false,
          ConsistentRead: true,
          Limit: limit,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
        bounds,
      ),
    );
    const items = (out.Items ?? []).map((i) => eventEntryFormat.decode(i).eventId);
    const last = out.LastEvaluatedKey as { PK: string; SK: string } | undefined;
    return { items, cursor: last ? keyCursor.encode({ PK: last.PK, SK: last.SK }) : null };
  }

  async findRound(eventId: string, round: number): Promise<RoundRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: roundKey(eventId, round),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? roundFormat.decode(out.Item) : null;
  }

  async listRounds(eventId: string): Promise<RoundRecord[]> {
    const rounds: RoundRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.read((bounds) =>
        this.db.send(
          new QueryCommand({
            TableName: this.dynamoTableName,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
            ExpressionAttributeValues: { ':pk': eventPartition(eventId), ':prefix': ROUND_PREFIX },
            ConsistentRead: true,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
          bounds,
        ),
      );
      rounds.push(...(out.Items ?? []).map((i) => roundFormat.decode(i)));
      start = out.LastEvaluatedKey;
    } while (start);
    return rounds;
  }

  async saveRound(round: RoundRecord, expectedVersion: number): Promise<void> {
    await this.conditionalWrite(
      (bounds) =>
        this.db.send(
          new PutCommand({
            TableName: this.dynamoTableName,
            Item: roundFormat.encode(round),
            ConditionExpression: '#v = :v',
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': expectedVersion },
          }),
          bounds,
        ),
      () =>
        new VersionConflictError(
          `round ${round.round} of event ${round.eventId} is no longer at ${expectedVersion}`,
          {
            expectedVersion,
          },
        ),
    );
  }

  async pairRound(write: PairingWrite): Promise<void> {
    const items = this.eventItems(write.event, false);
    const closingAt = items.length;
    if (write.closing) {
      items.push(
        this.put(roundFormat.encode(write.closing.round), this.atVersion(write.closing.expectedVersion)),
      );
    }
    const openingAt = items.length;
    if (write.opening) items.push(this.put(roundFormat.encode(write.opening), this.absent));
    const event = write.event.event;
    await this.transact(items, (index) => {
      if (write.opening && index === openingAt) {
        return new ItemAlreadyExistsError(
          `round ${write.opening.round} of event ${event.id} is paired already`,
          {
            item: 'round',
          },
        );
      }
      const what = write.closing && index === closingAt ? `round ${write.closing.round.round} of ` : '';
      return new VersionConflictError(`${what}event ${event.id} moved on while pairing`, {
        expectedVersion: write.event.expectedVersion,
      });
    });
  }
}

function keyOf(item: Record<string, unknown>) {
  return { [PARTITION_KEY]: item[PARTITION_KEY], [SORT_KEY]: item[SORT_KEY] };
}
