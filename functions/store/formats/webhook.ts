/**
 * Webhook items (functions/notifications), one module for the four kinds, each version 1 but
 * the webhook's:
 *
 * - `webhook`: a subscription, PK `PLAYER#<playerId>`, SK `WEBHOOK#<id>` (a person's few, in
 *   their own partition); the secret is kept so that deliveries can be signed; version 2 adds
 *   push subscriptions (format `webpush`, the browser's keys, the device; no secret), which are
 *   not counted in the `webhook-count` (one per device, replaced when it subscribes again);
 * - `webhook-count`: PK `PLAYER#<playerId>`, SK `WEBHOOKS`: how many subscriptions the person
 *   has, changed in the same transaction as each one made or deleted, so that the limit is a
 *   condition on it (never a count read before the write);
 * - `delivery`: PK `WEBHOOK#<webhookId>`, SK `DELIVERY#<eventAt>#<webhook-id>` (the log, oldest
 *   first); while pending it sits in the `due` index under `RETRY` at its next attempt; TTL 30 days;
 * - `reminder`: PK `TABLE#<tableId>`, SK `REMIND` (one per table: the turn, by its version, and
 *   the deadline it belongs to; a vacation's extension keeps the version and replaces it with the
 *   new deadline's), in the `due` index under `REMIND` at its time; TTL a day after the deadline.
 *
 * None has SK `TABLE`, so the notifier's stream filter (SK = TABLE) never passes them on.
 */
import { z } from 'zod';
import {
  type DeliveryRecord,
  EVENT_TYPES,
  PING_EVENT,
  PUSH_FORMAT,
  type ReminderRecord,
  WEBHOOK_FORMATS,
  type WebhookCountRecord,
  type WebhookRecord,
} from '../../notifications/model';
import { DUE_INDEX, PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import {
  defineFormat,
  epochSeconds,
  FORMAT_ATTRIBUTE,
  formatAttribute,
  type Item,
  once,
  type SameType,
} from './format';

export const WEBHOOK_PREFIX = 'WEBHOOK#';
export const DELIVERY_PREFIX = 'DELIVERY#';
export const REMINDER_SK = 'REMIND';
export const WEBHOOK_COUNT_SK = 'WEBHOOKS';
/** The `due` index partitions of pending deliveries and reminders (the tables' are `DUE#<n>`). */
export const RETRY_PARTITION = 'RETRY';
export const REMIND_PARTITION = 'REMIND';

/** How long the delivery log is kept. */
export const KEEP_DELIVERY_SECONDS = 30 * 24 * 3600;

export const webhookKey = (playerId: string, id: string) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: `${WEBHOOK_PREFIX}${id}`,
});
export const webhookCountKey = (playerId: string) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: WEBHOOK_COUNT_SK,
});
export const deliveryKey = (webhookId: string, sortKey: string) => ({
  [PARTITION_KEY]: `${WEBHOOK_PREFIX}${webhookId}`,
  [SORT_KEY]: sortKey,
});
export const deliverySortKey = (d: Pick<DeliveryRecord, 'eventAt' | 'id'>) =>
  `${DELIVERY_PREFIX}${d.eventAt}#${d.id}`;
export const reminderKey = (tableId: string) => ({
  [PARTITION_KEY]: `TABLE#${tableId}`,
  [SORT_KEY]: REMINDER_SK,
});

// Built on first read, not at a cold start.
const due = () => ({
  [DUE_INDEX.partitionKey]: z.string().optional(),
  [DUE_INDEX.sortKey]: z.string().optional(),
});

const webhookV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.string().startsWith(WEBHOOK_PREFIX),
    ...formatAttribute(1),
    url: z.string(),
    events: z.array(z.enum(EVENT_TYPES)),
    format: z.enum(WEBHOOK_FORMATS),
    secret: z.string().startsWith('whsec_'),
    createdAt: z.string(),
    status: z.enum(['active', 'disabled']),
    disabledReason: z.string().optional(),
    disabledAt: z.string().optional(),
    failingSince: z.string().optional(),
  }),
);

/**
 * Version 2: a target is a webhook or a device's push subscription (format `webpush`, with the
 * browser's keys and the device, and no secret).
 */
const webhookV2 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.string().startsWith(WEBHOOK_PREFIX),
    ...formatAttribute(2),
    url: z.string(),
    events: z.array(z.enum(EVENT_TYPES)),
    format: z.enum([...WEBHOOK_FORMATS, PUSH_FORMAT]),
    secret: z.string().startsWith('whsec_').optional(),
    push: z
      .strictObject({ p256dh: z.string(), auth: z.string(), deviceId: z.string().optional() })
      .optional(),
    createdAt: z.string(),
    status: z.enum(['active', 'disabled']),
    disabledReason: z.string().optional(),
    disabledAt: z.string().optional(),
    failingSince: z.string().optional(),
  }),
);

type Parsed = ReturnType<ReturnType<typeof webhookV2>['parse']>;

const webhookOf = (i: Parsed): WebhookRecord => ({
  id: i.SK.slice(WEBHOOK_PREFIX.length),
  playerId: i.PK.slice('PLAYER#'.length),
  url: i.url,
  events: i.events,
  format: i.format,
  secret: i.secret ?? '',
  push: i.push ? { p256dh: i.push.p256dh, auth: i.push.auth, deviceId: i.push.deviceId ?? null } : null,
  createdAt: i.createdAt,
  status: i.status,
  disabledReason: i.disabledReason ?? null,
  disabledAt: i.disabledAt ?? null,
  failingSince: i.failingSince ?? null,
});

export const webhookFormat = defineFormat<WebhookRecord>({
  kind: 'webhook',
  readers: {
    1: (item: Item) => webhookOf({ ...webhookV1().parse(item), [FORMAT_ATTRIBUTE]: 2 }),
    2: (item: Item) => webhookOf(webhookV2().parse(item)),
  },
  write: (w) => ({
    ...webhookKey(w.playerId, w.id),
    url: w.url,
    events: w.events,
    format: w.format,
    secret: w.secret || undefined,
    push: w.push
      ? { p256dh: w.push.p256dh, auth: w.push.auth, deviceId: w.push.deviceId ?? undefined }
      : undefined,
    createdAt: w.createdAt,
    status: w.status,
    disabledReason: w.disabledReason ?? undefined,
    disabledAt: w.disabledAt ?? undefined,
    failingSince: w.failingSince ?? undefined,
  }),
});

const webhookCountV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.literal(WEBHOOK_COUNT_SK),
    ...formatAttribute(1),
    count: z.number().int().nonnegative(),
  }),
);

export const webhookCountFormat = defineFormat<WebhookCountRecord>({
  kind: 'webhook-count',
  readers: {
    1: (item: Item) => {
      const i = webhookCountV1().parse(item);
      return { playerId: i.PK.slice('PLAYER#'.length), count: i.count };
    },
  },
  write: (c) => ({ ...webhookCountKey(c.playerId), count: c.count }),
});

const deliveryV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith(WEBHOOK_PREFIX),
    [SORT_KEY]: z.string().regex(/^DELIVERY#[^#]+#[^#]+$/),
    ...formatAttribute(1),
    playerId: z.string(),
    type: z.enum([...EVENT_TYPES, PING_EVENT]),
    createdAt: z.string(),
    payload: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int().nonnegative(),
    nextAttemptAt: z.string().optional(),
    lastAttemptAt: z.string().optional(),
    responseStatus: z.number().int().optional(),
    error: z.string().optional(),
    ...due(),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

export const deliveryFormat = defineFormat<DeliveryRecord>({
  kind: 'delivery',
  readers: {
    1: (item: Item) => {
      const i = deliveryV1().parse(item);
      const [, eventAt, id] = i.SK.split('#');
      return {
        id,
        webhookId: i.PK.slice(WEBHOOK_PREFIX.length),
        playerId: i.playerId,
        type: i.type,
        eventAt,
        createdAt: i.createdAt,
        payload: i.payload,
        status: i.status,
        attempts: i.attempts,
        nextAttemptAt: i.nextAttemptAt ?? null,
        lastAttemptAt: i.lastAttemptAt ?? null,
        responseStatus: i.responseStatus ?? null,
        error: i.error ?? null,
      };
    },
  },
  write: (d) => {
    const pending = d.status === 'pending' && d.nextAttemptAt !== null;
    return {
      ...deliveryKey(d.webhookId, deliverySortKey(d)),
      playerId: d.playerId,
      type: d.type,
      createdAt: d.createdAt,
      payload: d.payload,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.nextAttemptAt ?? undefined,
      lastAttemptAt: d.lastAttemptAt ?? undefined,
      responseStatus: d.responseStatus ?? undefined,
      error: d.error ?? undefined,
      // Only while pending: the scheduler's retries find it in the due index.
      ...(pending && { [DUE_INDEX.partitionKey]: RETRY_PARTITION, [DUE_INDEX.sortKey]: d.nextAttemptAt }),
      [TTL_ATTRIBUTE]: Math.floor(Date.parse(d.createdAt) / 1000) + KEEP_DELIVERY_SECONDS,
    };
  },
});

const reminderV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.literal(REMINDER_SK),
    ...formatAttribute(1),
    version: z.number().int(),
    seat: z.number().int().nonnegative(),
    deadline: z.string(),
    remindAt: z.string(),
    ...due(),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

export const reminderFormat = defineFormat<ReminderRecord>({
  kind: 'reminder',
  readers: {
    1: (item: Item) => {
      const i = reminderV1().parse(item);
      return {
        tableId: i.PK.slice('TABLE#'.length),
        version: i.version,
        seat: i.seat,
        deadline: i.deadline,
        remindAt: i.remindAt,
      };
    },
  },
  write: (r) => ({
    ...reminderKey(r.tableId),
    version: r.version,
    seat: r.seat,
    deadline: r.deadline,
    remindAt: r.remindAt,
    [DUE_INDEX.partitionKey]: REMIND_PARTITION,
    [DUE_INDEX.sortKey]: r.remindAt,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(r.deadline) / 1000) + 24 * 3600,
  }),
});

// The records are exactly what the readers build (a field added to one fails to compile here).
const _webhook: SameType<ReturnType<typeof webhookFormat.decode>, WebhookRecord> = true;
const _webhookCount: SameType<ReturnType<typeof webhookCountFormat.decode>, WebhookCountRecord> = true;
const _delivery: SameType<ReturnType<typeof deliveryFormat.decode>, DeliveryRecord> = true;
const _reminder: SameType<ReturnType<typeof reminderFormat.decode>, ReminderRecord> = true;
