/**
 * Webhook subscriptions, the delivery log and deadline reminders on the single table (items in
 * formats/webhook.ts). Pending deliveries and reminders sit in the `due` index under their own
 * partitions, so the scheduler finds what is due with one Query each, never a scan.
 * Every request is bounded and tried again like the store's others (call.ts); a conditional
 * write whose earlier attempt went unanswered and whose condition then fails has an unknown
 * outcome (503 store/outcome-unknown), never "not there" or "queued already".
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ItemAlreadyExistsError, StoreError } from '../core/store-errors';
import type { DeliveryRecord, ReminderRecord, WebhookRecord } from '../notifications/model';
import type { DeliveryKey, WebhookHealth, WebhookStore } from '../notifications/port';
import { DynamoDbAdapter } from './dynamodb-base';
import { conditionFailedAt } from './errors';
import { FORMAT_ATTRIBUTE } from './formats/format';
import {
  DELIVERY_PREFIX,
  deliveryFormat,
  deliveryKey,
  REMIND_PARTITION,
  RETRY_PARTITION,
  reminderFormat,
  reminderKey,
  WEBHOOK_PREFIX,
  webhookCountFormat,
  webhookCountKey,
  webhookFormat,
  webhookKey,
} from './formats/webhook';
import { DUE_INDEX, PARTITION_KEY, SORT_KEY } from './table-schema';

export class DynamoDbWebhooks extends DynamoDbAdapter implements WebhookStore {
  async webhooksOf(playerId: string): Promise<WebhookRecord[]> {
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
          ExpressionAttributeValues: { ':pk': `PLAYER#${playerId}`, ':prefix': WEBHOOK_PREFIX },
          // Consistent: a subscription made a moment ago is listed, and counted against the limit.
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return (out.Items ?? []).map(webhookFormat.decode).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async getWebhook(playerId: string, id: string): Promise<WebhookRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: webhookKey(playerId, id),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? webhookFormat.decode(out.Item) : null;
  }

  async createWebhook(w: WebhookRecord, limit: number): Promise<boolean> {
    try {
      await this.conditionalWriteOrUnknown(
        (bounds) =>
          this.db.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: this.dynamoTableName,
                    Item: webhookFormat.encode(w),
                    ConditionExpression: 'attribute_not_exists(#pk)',
                    ExpressionAttributeNames: { '#pk': PARTITION_KEY },
                  },
                },
                {
                  // Two made at once: one of the transactions fails here, whatever either counted before.
                  Update: this.count(w.playerId, 1, limit),
                },
              ],
            }),
            bounds,
          ),
        (err) =>
          conditionFailedAt(err) === 1
            ? new ConditionFailed('the limit is reached')
            : new ItemAlreadyExistsError(`webhook ${w.id} exists`, { cause: err }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionFailed) return false;
      throw err;
    }
  }

  deleteWebhook(playerId: string, id: string): Promise<boolean> {
    return this.writeUnlessCondition((bounds) =>
      this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.dynamoTableName,
                Key: webhookKey(playerId, id),
                ConditionExpression: 'attribute_exists(#pk)',
                ExpressionAttributeNames: { '#pk': PARTITION_KEY },
              },
            },
            { Update: this.count(playerId, -1) },
          ],
        }),
        bounds,
      ),
    );
  }

  async putPushSubscription(w: WebhookRecord): Promise<void> {
    await this.unconditionalWrite((bounds) =>
      this.db.send(
        new PutCommand({ TableName: this.dynamoTableName, Item: webhookFormat.encode(w) }),
        bounds,
      ),
    );
  }

  deletePushSubscription(playerId: string, id: string): Promise<boolean> {
    return this.writeUnlessCondition((bounds) =>
      this.db.send(
        new DeleteCommand({
          TableName: this.dynamoTableName,
          Key: webhookKey(playerId, id),
          ConditionExpression: 'attribute_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        }),
        bounds,
      ),
    );
  }

  /** The person's subscription count moved by `by` (missing: as many as this change leaves). */
  private count(playerId: string, by: 1 | -1, limit?: number) {
    return {
      TableName: this.dynamoTableName,
      Key: webhookCountKey(playerId),
      UpdateExpression: 'SET #n = if_not_exists(#n, :from) + :by, #fv = :fv',
      ...(limit !== undefined && { ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit' }),
      ExpressionAttributeNames: { '#n': 'count', '#fv': FORMAT_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':from': by < 0 ? 1 : 0,
        ':by': by,
        ':fv': webhookCountFormat.current,
        ...(limit !== undefined && { ':limit': limit }),
      },
    };
  }

  async setWebhookHealth(playerId: string, id: string, health: WebhookHealth): Promise<void> {
    // A failure streak's start is kept once set.
    const streak = 'failingSince' in health;
    const [update, values] = streak
      ? ['SET failingSince = :t', { ':t': health.failingSince }]
      : 'healthy' in health
        ? ['SET #s = :active REMOVE failingSince, disabledReason, disabledAt', { ':active': 'active' }]
        : [
            'SET #s = :disabled, disabledReason = :why, disabledAt = :at',
            { ':disabled': 'disabled', ':why': health.disabled.reason, ':at': health.disabled.at },
          ];
    await this.writeUnlessCondition((bounds) =>
      this.db.send(
        new UpdateCommand({
          TableName: this.dynamoTableName,
          Key: webhookKey(playerId, id),
          UpdateExpression: update,
          // Never brings back a subscription deleted meanwhile.
          ConditionExpression: streak
            ? 'attribute_exists(#pk) AND attribute_not_exists(failingSince)'
            : 'attribute_exists(#pk)',
          ExpressionAttributeNames: {
            '#pk': PARTITION_KEY,
            ...(update.includes('#s') && { '#s': 'status' }),
          },
          ExpressionAttributeValues: values,
        }),
        bounds,
      ),
    );
  }

  createDelivery(d: DeliveryRecord): Promise<boolean> {
    return this.writeUnlessCondition((bounds) =>
      this.db.send(
        new PutCommand({
          TableName: this.dynamoTableName,
          Item: deliveryFormat.encode(d),
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        }),
        bounds,
      ),
    );
  }

  async saveDelivery(d: DeliveryRecord): Promise<void> {
    await this.unconditionalWrite((bounds) =>
      this.db.send(
        new PutCommand({ TableName: this.dynamoTableName, Item: deliveryFormat.encode(d) }),
        bounds,
      ),
    );
  }

  async getDelivery(key: DeliveryKey): Promise<DeliveryRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({
          TableName: this.dynamoTableName,
          Key: deliveryKey(key.webhookId, key.sortKey),
          ConsistentRead: true,
        }),
        bounds,
      ),
    );
    return out.Item ? deliveryFormat.decode(out.Item) : null;
  }

  async deliveriesOf(webhookId: string, limit: number): Promise<DeliveryRecord[]> {
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
          ExpressionAttributeValues: { ':pk': `${WEBHOOK_PREFIX}${webhookId}`, ':prefix': DELIVERY_PREFIX },
          ScanIndexForward: false,
          Limit: limit,
        }),
        bounds,
      ),
    );
    return (out.Items ?? []).map(deliveryFormat.decode);
  }

  async dueDeliveries(now: string, limit: number): Promise<DeliveryKey[]> {
    const items = await this.due(RETRY_PARTITION, now, limit);
    return items.map((item) => ({
      webhookId: String(item[PARTITION_KEY]).slice(WEBHOOK_PREFIX.length),
      sortKey: String(item[SORT_KEY]),
    }));
  }

  async putReminder(r: ReminderRecord): Promise<void> {
    // False when the table's reminder is for a later turn already, or for this turn at this
    // deadline or a later one. Deadlines are ISO times of one length (toISOString): as strings
    // they compare as times.
    await this.writeUnlessCondition((bounds) =>
      this.db.send(
        new PutCommand({
          TableName: this.dynamoTableName,
          Item: reminderFormat.encode(r),
          ConditionExpression: 'attribute_not_exists(#pk) OR #v < :v OR (#v = :v AND #d < :d)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#v': 'version', '#d': 'deadline' },
          ExpressionAttributeValues: { ':v': r.version, ':d': r.deadline },
        }),
        bounds,
      ),
    );
  }

  async dueReminders(now: string, limit: number): Promise<ReminderRecord[]> {
    const keys = await this.due(REMIND_PARTITION, now, limit);
    const items = await Promise.all(
      keys.map((k) =>
        this.read((bounds) =>
          this.db.send(
            new GetCommand({
              TableName: this.dynamoTableName,
              Key: { [PARTITION_KEY]: k[PARTITION_KEY], [SORT_KEY]: k[SORT_KEY] },
              ConsistentRead: true,
            }),
            bounds,
          ),
        ),
      ),
    );
    return items.flatMap((out) => (out.Item ? [reminderFormat.decode(out.Item)] : []));
  }

  async deleteReminder(tableId: string, version: number, deadline: string): Promise<void> {
    // False when a later turn's reminder replaced it, or a later deadline's (an extension's, put
    // while this one was being sent), or it is gone already.
    await this.writeUnlessCondition((bounds) =>
      this.db.send(
        new DeleteCommand({
          TableName: this.dynamoTableName,
          Key: reminderKey(tableId),
          ConditionExpression: '#v = :v AND #d = :d',
          ExpressionAttributeNames: { '#v': 'version', '#d': 'deadline' },
          ExpressionAttributeValues: { ':v': version, ':d': deadline },
        }),
        bounds,
      ),
    );
  }

  /** Keys in one `due` partition due at or before `now`, oldest first. */
  private async due(partition: string, now: string, limit: number): Promise<Record<string, unknown>[]> {
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          IndexName: DUE_INDEX.name,
          KeyConditionExpression: '#pk = :pk AND #at <= :now',
          ExpressionAttributeNames: { '#pk': DUE_INDEX.partitionKey, '#at': DUE_INDEX.sortKey },
          ExpressionAttributeValues: { ':pk': partition, ':now': now },
          Limit: limit,
        }),
        bounds,
      ),
    );
    return out.Items ?? [];
  }
}

/** The limit reached by createWebhook's count, caught there. */
class ConditionFailed extends StoreError {}
