/**
 * Webhook notifications as the service keeps them: a person's subscriptions (where to send, which
 * events, in which format), one delivery per event and subscription (the delivery log, and the
 * retry state), and the pending deadline reminder of a table. Store items: store/formats/webhook.ts.
 */

/** The events a subscription may ask for; all of them by default. */
export const EVENT_TYPES = [
  'table.your_turn',
  'table.deadline_soon',
  'table.joined',
  'table.started',
  'table.ended',
  'table.rematch',
  'event.round_paired',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** `POST /v1/me/webhooks/{id}/test` sends this one; no subscription filters it out. */
export const PING_EVENT = 'webhook.test';

/** `standard`: Standard Webhooks 1.0, signed; `discord`, `slack`: their incoming webhooks' bodies. */
export const WEBHOOK_FORMATS = ['standard', 'discord', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/**
 * `webpush`: a browser's push subscription (push.ts): the same events, retries, delivery log
 * and switch-off as a webhook, sent as an encrypted Web Push message to the push service's
 * endpoint. Made through its own routes, never listed among the webhooks.
 */
export const PUSH_FORMAT = 'webpush';
export type TargetFormat = WebhookFormat | typeof PUSH_FORMAT;
/** A push subscription's id begins so (a webhook's never does: ids are made by newId). */
export const PUSH_ID_PREFIX = 'push_';

/** A push subscription's keys (RFC 8291) and the device it belongs to. */
export interface PushKeys {
  /** The browser's P-256 public key, uncompressed, base64url (65 bytes). */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
  /** The device token it came with (signed out: removed); null for a provider's sign-in. */
  deviceId: string | null;
}

/** At most this many subscriptions per person. */
export const MAX_WEBHOOKS_PER_PLAYER = 5;

/** Where a person's notifications go: a webhook, or (format `webpush`) a device's push subscription. */
export interface WebhookRecord {
  id: string;
  playerId: string;
  /** The webhook's URL, or the push subscription's endpoint. */
  url: string;
  events: EventType[];
  format: TargetFormat;
  /**
   * `whsec_<base64>`: signs the `standard` format. Shown once, at creation; never answered
   * again. '' for a push subscription (its messages are encrypted to the browser's keys).
   */
  secret: string;
  /** A push subscription's keys; null for a webhook. */
  push: PushKeys | null;
  createdAt: string;
  status: 'active' | 'disabled';
  /** Why it was disabled (an endpoint failing for a day), and when. */
  disabledReason: string | null;
  disabledAt: string | null;
  /** Since when every attempt has failed (null: the last one succeeded, or none was made). */
  failingSince: string | null;
}

/** How many subscriptions a person has: kept beside them, so the limit is one conditional write. */
export interface WebhookCountRecord {
  playerId: string;
  count: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one subscription: its retry state and what the last attempt got. */
export interface DeliveryRecord {
  /** The `webhook-id`: the same on every attempt, so receivers dedupe by it. */
  id: string;
  webhookId: string;
  playerId: string;
  type: EventType | typeof PING_EVENT;
  /** When the event happened (the table's change): orders the log, and keys it. */
  eventAt: string;
  /** When it was queued: retries stop a day after. */
  createdAt: string;
  /** The `{type, timestamp, data}` payload, as JSON text (every format is rendered from it). */
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  /** When the scheduler next tries (pending only). */
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  /** The HTTP status of the last attempt, if the endpoint answered. */
  responseStatus: number | null;
  error: string | null;
}

/** A deadline reminder to send (table.deadline_soon), one per table: the turn and deadline it belongs to. */
export interface ReminderRecord {
  tableId: string;
  /** The table's version when the turn began: a later version means the turn is over. */
  version: number;
  seat: number;
  /** The deadline it reminds of: another at the same version means a vacation moved it on. */
  deadline: string;
  remindAt: string;
}

/** What happened at a table, for one person (data is built from public fields only). */
export interface NotificationEvent {
  type: EventType | typeof PING_EVENT;
  playerId: string;
  /** Stable for the same change and person: with the subscription, it makes the `webhook-id`. */
  key: string;
  timestamp: string;
  data: EventData | PingData;
}

/** A test ping's data: which subscription it tests. */
export interface PingData {
  webhookId: string;
  message: string;
}

/** Where an event's table is: its API path and its page on the web client. */
export interface EventLinks {
  table: string;
  web: string;
}

export interface EventData {
  tableId: string;
  version: number;
  /** The recipient's seat (null for a ping). */
  seat: number | null;
  /** Whose turn it is now (null when nobody's: before the start, after the end). */
  turn: { seat: number; name: string | null } | null;
  deadline: string | null;
  /** The table's time per move (null: none). */
  moveTimeLimitSeconds: number | null;
  /** Where a front end shows the table: `<public base URL>/tables/<id>`. */
  url: string;
  /** The table's API path (`/v1/tables/<id>`) and its web page (the same as `url`). */
  links: EventLinks;
  /** The name of the person who opened the table ("Ana's table"). */
  host: string;
  /** table.joined: who took which seat. */
  joined?: { seat: number; name: string };
  /**
   * table.ended: the winning side, its seats, the scores per side, a forfeit; at Mexican Train
   * each seat's place (1 best, shared on equal totals), the winners the seats placed first, the
   * scores the totals (lowest wins).
   */
  result?: {
    winner: number;
    winners: number[];
    scores: number[];
    forfeitedBy: number | null;
    places?: number[];
  };
  /** table.rematch: the finished table this one is a rematch of. */
  rematchOf?: string;
  /** event.round_paired: the event, the round, its page, and your opponent's player id (docs/notifications.md#events). */
  event?: { id: string; round: number; url: string; opponentId: string };
}
