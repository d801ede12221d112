/**
 * Webhook items on the single table, each with a format version (`fv`) and decoded with zod, so
 * an item written by older code is read or refused plainly, never half-read:
 *
 * - subscription: PK `PLAYER#<playerId>`, SK `WEBHOOK#<id>` (a person's few, in their partition);
 * - delivery: PK `WEBHOOK#<webhookId>`, SK `DELIVERY#<eventAt>#<webhook-id>` (the log, oldest
 *   first); while pending it sits in the `due` index under `RETRY` at its next attempt; TTL 30 days;
 * - reminder: PK `TABLE#<tableId>`, SK `REMIND` (one per table: the turn it belongs to), in the
 *   `due` index under `REMIND` at its time; TTL a day after the deadline.
 *
 * None has SK `TABLE`, so the notifier's stream filter (SK = TABLE) never passes them on.
 */
import { z } from 'zod';
import type { DeliveryRecord, ReminderRecord, WebhookRecord } from '../notifications/model';
import { EVENT_TYPES, PING_EVENT, WEBHOOK_FORMATS } from '../notifications/model';
import { DUE_INDEX, PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from './table-schema';

export const WEBHOOK_PREFIX = 'WEBHOOK#';
export const DELIVERY_PREFIX = 'DELIVERY#';
export const REMINDER_SK = 'REMIND';
/** The `due` index partitions of pending deliveries and reminders (the tables' are `DUE#<n>`). */
export const RETRY_PARTITION = 'RETRY';
export const REMIND_PARTITION = 'REMIND';

/** How long the delivery log is kept. */
export const KEEP_DELIVERY_SECONDS = 30 * 24 * 3600;
const FV = 1;

export const webhookKey = (playerId: string, id: string) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: `${WEBHOOK_PREFIX}${id}`,
});
export const deliverySortKey = (d: Pick<DeliveryRecord, 'eventAt' | 'id'>) =>
  `${DELIVERY_PREFIX}${d.eventAt}#${d.id}`;
export const deliveryKey = (webhookId: string, sortKey: string) => ({
  [PARTITION_KEY]: `${WEBHOOK_PREFIX}${webhookId}`,
  [SORT_KEY]: sortKey,
});
export const reminderKey = (tableId: string) => ({
  [PARTITION_KEY]: `TABLE#${tableId}`,
  [SORT_KEY]: REMINDER_SK,
});

const iso = z.string().min(1);
const nullable = <T extends z.ZodType>(t: T) => t.nullable().default(null);

const WebhookItem = z.object({
  fv: z.literal(FV),
  id: z.string(),
  playerId: z.string(),
  url: z.string(),
  events: z.array(z.enum(EVENT_TYPES)),
  format: z.enum(WEBHOOK_FORMATS),
  secret: z.string().startsWith('whsec_'),
  createdAt: iso,
  status: z.enum(['active', 'disabled']),
  disabledReason: nullable(z.string()),
  disabledAt: nullable(iso),
  failingSince: nullable(iso),
});

const DeliveryItem = z.object({
  fv: z.literal(FV),
  id: z.string(),
  webhookId: z.string(),
  playerId: z.string(),
  type: z.enum([...EVENT_TYPES, PING_EVENT]),
  eventAt: iso,
  createdAt: iso,
  payload: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int().min(0),
  nextAttemptAt: nullable(iso),
  lastAttemptAt: nullable(iso),
  responseStatus: nullable(z.number().int()),
  error: nullable(z.string()),
});

const ReminderItem = z.object({
  fv: z.literal(FV),
  tableId: z.string(),
  version: z.number().int(),
  seat: z.number().int().min(0),
  deadline: iso,
  remindAt: iso,
});

/** Thrown when an item cannot be read as its kind: which one, and why. */
export class UndecodableItemError extends Error {
  constructor(kind: string, key: string, cause: unknown) {
    super(`the ${kind} item ${key} is not one this code can read`, { cause });
    this.name = 'UndecodableItemError';
  }
}

function decode<T extends z.ZodType>(schema: T, kind: string, item: Record<string, unknown>): z.infer<T> {
  const out = schema.safeParse(item);
  if (!out.success)
    throw new UndecodableItemError(kind, `${item[PARTITION_KEY]}/${item[SORT_KEY]}`, out.error);
  return out.data;
}

export function webhookToItem(w: WebhookRecord): Record<string, unknown> {
  return { ...webhookKey(w.playerId, w.id), fv: FV, ...w };
}

export function itemToWebhook(item: Record<string, unknown>): WebhookRecord {
  const { fv: _v, ...w } = decode(WebhookItem, 'webhook', item);
  return w;
}

export function deliveryToItem(d: DeliveryRecord): Record<string, unknown> {
  const pending = d.status === 'pending' && d.nextAttemptAt !== null;
  return {
    ...deliveryKey(d.webhookId, deliverySortKey(d)),
    fv: FV,
    ...d,
    ...(pending && { [DUE_INDEX.partitionKey]: RETRY_PARTITION, [DUE_INDEX.sortKey]: d.nextAttemptAt }),
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(d.createdAt) / 1000) + KEEP_DELIVERY_SECONDS,
  };
}

export function itemToDelivery(item: Record<string, unknown>): DeliveryRecord {
  const { fv: _v, ...d } = decode(DeliveryItem, 'delivery', item);
  return d;
}

export function reminderToItem(r: ReminderRecord): Record<string, unknown> {
  return {
    ...reminderKey(r.tableId),
    fv: FV,
    ...r,
    [DUE_INDEX.partitionKey]: REMIND_PARTITION,
    [DUE_INDEX.sortKey]: r.remindAt,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(r.deadline) / 1000) + 24 * 3600,
  };
}

export function itemToReminder(item: Record<string, unknown>): ReminderRecord {
  const { fv: _v, ...r } = decode(ReminderItem, 'reminder', item);
  return r;
}
