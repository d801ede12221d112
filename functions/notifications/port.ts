/**
 * The store as webhook notifications see it (the notifications' port): a person's
 * subscriptions, the delivery log with its retry state, and the pending deadline reminders.
 * Errors come from core/store-errors.ts.
 */
import type { TableRecord } from '../tables/model';
import type { DeliveryRecord, ReminderRecord, WebhookRecord } from './model';

/** Where a delivery is kept: enough to read it again (the scheduler's retries). */
export interface DeliveryKey {
  webhookId: string;
  sortKey: string;
}

/** What a delivery's outcome changes on its subscription. */
export type WebhookHealth =
  | { failingSince: string }
  | { healthy: true }
  | { disabled: { reason: string; at: string } };

export interface WebhookStore {
  /** A person's subscriptions, oldest first. */
  webhooksOf(playerId: string): Promise<WebhookRecord[]>;
  getWebhook(playerId: string, id: string): Promise<WebhookRecord | null>;
  /**
   * Makes it unless the person has `limit` already (false; nothing written), counting it in the
   * same transaction. Fails with ItemAlreadyExistsError if the id is taken.
   */
  createWebhook(webhook: WebhookRecord, limit: number): Promise<boolean>;
  /** False when there was no such subscription. Counted off in the same transaction. */
  deleteWebhook(playerId: string, id: string): Promise<boolean>;
  /**
   * A device's push subscription (format `webpush`), made or replaced whole: not counted against
   * the webhooks' limit (a person has one per device).
   */
  putPushSubscription(subscription: WebhookRecord): Promise<void>;
  /** False when there was none. */
  deletePushSubscription(playerId: string, id: string): Promise<boolean>;
  /** Records a failure streak's start (kept if one is already running), its end, or disables it. */
  setWebhookHealth(playerId: string, id: string, health: WebhookHealth): Promise<void>;

  /** Queues a delivery; false when one with its key exists already (the same event seen twice). */
  createDelivery(delivery: DeliveryRecord): Promise<boolean>;
  /** Records an attempt's outcome (and when the next is due, if any). */
  saveDelivery(delivery: DeliveryRecord): Promise<void>;
  getDelivery(key: DeliveryKey): Promise<DeliveryRecord | null>;
  /** The most recent deliveries of a subscription, newest first. */
  deliveriesOf(webhookId: string, limit: number): Promise<DeliveryRecord[]>;
  /** Pending deliveries whose next attempt is due at or before `now` (ISO), oldest first. */
  dueDeliveries(now: string, limit: number): Promise<DeliveryKey[]>;

  /**
   * The table's one pending reminder: a later turn's replaces it, and so does a later deadline's
   * of the same turn (a vacation's extension); an earlier one's never does.
   */
  putReminder(reminder: ReminderRecord): Promise<void>;
  /** Reminders due at or before `now`, oldest first. */
  dueReminders(now: string, limit: number): Promise<ReminderRecord[]>;
  /** Removes the table's reminder if it is still the one for `version` and `deadline`. */
  deleteReminder(tableId: string, version: number, deadline: string): Promise<void>;
}

/** A table's change, as the store's change stream gives it (store/table-stream.ts). */
export interface TableChange {
  /** Where it is in the stream: a failed batch is tried again from here. */
  position: string;
  /**
   * The table before the change (null: just created) and after it; throws (StoreFormatError)
   * when the stored item cannot be read.
   */
  read(): { before: TableRecord | null; after: TableRecord | null; paired?: PairedRound | null };
}

/** An event's round just paired (its round item put), as the stream gives it: who meets whom, where. */
export interface PairedRound {
  eventId: string;
  round: number;
  pairedAt: string;
  deadline: string;
  /** `a` sits in seat 0, `b` in seat 1 (null: `a` has the bye, and no table). */
  matches: { board: number; a: string; b: string | null; tableId: string | null }[];
}
