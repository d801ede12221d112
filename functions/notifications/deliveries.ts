/**
 * Queueing and attempting deliveries. Each (event, subscription) is one delivery item whose key
 * comes from the event, so a stream record handled twice queues nothing new (at least once, never
 * twice for one change). The first attempt follows at once; failures are retried by the scheduler
 * with exponential backoff and jitter for about a day (config.ts), always with the same
 * `webhook-id`. A subscription whose every attempt failed for a day is disabled, and says why.
 */
import { createHash } from 'node:crypto';
import { type Language, type Words, wordsIn } from '../i18n/index';
import { eachAtMost } from './bounded';
import type { NotifyContext } from './config';
import { retryDelayMs } from './config';
import { remindAt } from './events';
import { type Rendered, render } from './formats';
import {
  type DeliveryRecord,
  type EventData,
  type NotificationEvent,
  PING_EVENT,
  PUSH_FORMAT,
  type WebhookRecord,
} from './model';
import { type AttemptResult, post } from './send';

/** How many people's deliveries are under way at once (each up to a few subscriptions). */
export const PEOPLE_AT_ONCE = 10;

/** An event that could not be queued or sent (the store failing), with its place in the list. */
export interface NotifyFailure {
  at: number;
  error: unknown;
}

/** Sends each event to the person's subscriptions that want it; throws the first failure. */
export async function notify(ctx: NotifyContext, events: NotificationEvent[]): Promise<void> {
  const failure = await notifyPeople(ctx, events);
  if (failure) throw failure.error;
}

/**
 * Each person's events in their order, people at once (up to PEOPLE_AT_ONCE): a slow endpoint
 * holds up only its own person's later events, never the others'. A person's events stop at
 * their first failure (the ones after it are left for the retry, so nobody's overtake each
 * other). Answers the failure that came first in `events` (null: every event went).
 */
export async function notifyPeople(
  ctx: NotifyContext,
  events: NotificationEvent[],
): Promise<NotifyFailure | null> {
  const byPerson = new Map<string, number[]>();
  for (const [i, e] of events.entries()) {
    byPerson.set(e.playerId, [...(byPerson.get(e.playerId) ?? []), i]);
  }
  let first: NotifyFailure | null = null;
  await eachAtMost([...byPerson], PEOPLE_AT_ONCE, async ([playerId, mine]) => {
    let at = mine[0];
    try {
      const subscriptions = await ctx.store.webhooks.webhooksOf(playerId);
      for (at of mine) await sendToSubscriptions(ctx, subscriptions, events[at]);
    } catch (error) {
      if (first === null || at < first.at) first = { at, error };
    }
  });
  return first;
}

async function sendToSubscriptions(
  ctx: NotifyContext,
  subscriptions: WebhookRecord[],
  event: NotificationEvent,
): Promise<void> {
  await Promise.all(
    subscriptions.filter((w) => wants(w, event.type)).map((w) => queueAndSend(ctx, w, event)),
  );
  if (event.type === 'table.your_turn' && 'tableId' in event.data && event.data.deadline) {
    if (subscriptions.some((w) => wants(w, 'table.deadline_soon'))) await remindLater(ctx, event.data);
  }
}

export function wants(w: WebhookRecord, type: NotificationEvent['type']): boolean {
  return w.status === 'active' && (type === PING_EVENT || (w.events as string[]).includes(type));
}

/**
 * The reminder before a deadline a vacation moved on (events.ts, extendedTurn), if the person
 * wants reminders: the turn's first one was spent before the old deadline (or is superseded), and
 * this deadline can forfeit or time them out as much as that one could.
 */
export async function remindOfExtension(
  ctx: NotifyContext,
  turn: EventData,
  playerId: string,
): Promise<void> {
  const subscriptions = await ctx.store.webhooks.webhooksOf(playerId);
  if (subscriptions.some((w) => wants(w, 'table.deadline_soon'))) await remindLater(ctx, turn, true);
}

/**
 * The deadline reminder for this turn, if someone will want it (the scheduler sends it). A new
 * turn's is skipped when its time has passed already (the table.your_turn just sent says as
 * much); an extension's is kept, to go at the scheduler's next run: it is the only word of the
 * new deadline, which may be near (a slice of what was left in the bank).
 */
async function remindLater(ctx: NotifyContext, turn: EventData, extended = false): Promise<void> {
  if (turn.deadline === null || turn.seat === null) return;
  const at = remindAt(turn.deadline, turn.moveTimeLimitSeconds ?? 0);
  const now = ctx.now().getTime();
  if (Date.parse(extended ? turn.deadline : at) <= now) return;
  // One per table: a later turn's replaces it, and a later deadline's of the same turn (never an
  // earlier one's, whatever order they come in); the scheduler checks the table is still at this
  // version and this deadline.
  await ctx.store.webhooks.putReminder({
    tableId: turn.tableId,
    version: turn.version,
    seat: turn.seat,
    deadline: turn.deadline,
    remindAt: at,
  });
}

/** Queues the delivery and makes its first attempt, unless it was queued before. */
async function queueAndSend(ctx: NotifyContext, w: WebhookRecord, event: NotificationEvent): Promise<void> {
  const delivery = newDelivery(ctx, w, event);
  if (!(await ctx.store.webhooks.createDelivery(delivery))) return;
  await attempt(ctx, w, delivery);
}

export function newDelivery(ctx: NotifyContext, w: WebhookRecord, event: NotificationEvent): DeliveryRecord {
  const now = ctx.now();
  return {
    id: webhookIdOf(event.key, w.id),
    webhookId: w.id,
    playerId: w.playerId,
    type: event.type,
    eventAt: event.timestamp,
    createdAt: now.toISOString(),
    payload: JSON.stringify({ type: event.type, timestamp: event.timestamp, data: event.data }),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(now.getTime() + ctx.config.leaseMs).toISOString(),
    lastAttemptAt: null,
    responseStatus: null,
    error: null,
  };
}

/** `msg_` and 128 bits of the event's key with the subscription: the same for every retry. */
export function webhookIdOf(eventKey: string, webhookId: string): string {
  return `msg_${createHash('sha256').update(`${eventKey}|${webhookId}`).digest('base64url').slice(0, 22)}`;
}

/** What this attempt sends: a webhook's format, or a push message (push.ts, loaded with the first). */
async function rendered(ctx: NotifyContext, w: WebhookRecord, delivery: DeliveryRecord): Promise<Rendered> {
  // A standard webhook's body is the event's data alone: the same in every language.
  if (w.format === 'standard') return render(w.format, w.secret, delivery, ctx.now());
  const words = await wordsOfPlayer(ctx, delivery.playerId);
  if (w.format !== PUSH_FORMAT) return render(w.format, w.secret, delivery, ctx.now(), words);
  if (!ctx.config.push) throw new Error('push subscriptions need VAPID keys, and none are configured');
  return (await import('./push')).renderPush(ctx.config.push, w, delivery, ctx.now(), words);
}

/**
 * The words of the person's language (their player's, read at each attempt, so a change holds
 * from the next one); English when they chose none, or when the player cannot be read: the
 * endpoint is not to blame for the store, and a line in English is still the event.
 */
export async function wordsOfPlayer(ctx: NotifyContext, playerId: string): Promise<Words> {
  let language: Language = 'en';
  try {
    language = (await ctx.store.getPlayer?.(playerId))?.language ?? 'en';
  } catch (err) {
    (ctx.log ?? console.error)(`the player ${playerId}'s language could not be read: English`, err);
  }
  return wordsIn(language);
}

/** One attempt, and its consequences: delivered, retried later, given up, the endpoint disabled. */
export async function attempt(
  ctx: NotifyContext,
  w: WebhookRecord,
  delivery: DeliveryRecord,
  opts: { retry: boolean } = { retry: true },
): Promise<{ delivery: DeliveryRecord; result: AttemptResult }> {
  const result = await rendered(ctx, w, delivery).then(
    (r) => post(w.url, r, ctx.config.send),
    // What cannot be made (keys that encrypt to nothing, no VAPID keys) is this attempt's failure,
    // retried and logged like any, never the stream's.
    (err: Error): AttemptResult => ({ ok: false, status: null, error: `not sent: ${err.message}` }),
  );
  const now = ctx.now();
  const attempted = {
    ...delivery,
    attempts: delivery.attempts + 1,
    lastAttemptAt: now.toISOString(),
    responseStatus: result.status,
    error: result.error,
  };
  const hooks = ctx.store.webhooks;
  if (result.ok) {
    const done: DeliveryRecord = { ...attempted, status: 'delivered', nextAttemptAt: null };
    await hooks.saveDelivery(done);
    if (w.failingSince !== null || w.status === 'disabled') {
      // A test ping that works brings a disabled endpoint back; a delivery ends a failure streak.
      if (w.status === 'active' || delivery.type === PING_EVENT)
        await hooks.setWebhookHealth(w.playerId, w.id, { healthy: true });
    }
    return { delivery: done, result };
  }
  if (w.format === PUSH_FORMAT && (await import('./push')).isExpired(result.status)) {
    // The browser gave the subscription up: nothing will ever reach it again.
    const gone: DeliveryRecord = {
      ...attempted,
      status: 'failed',
      nextAttemptAt: null,
      error: `the push service no longer knows this subscription (${result.status}); it was removed`,
    };
    await hooks.saveDelivery(gone);
    await hooks.deletePushSubscription(w.playerId, w.id);
    return { delivery: gone, result };
  }
  if (!opts.retry) {
    const failed: DeliveryRecord = { ...attempted, status: 'failed', nextAttemptAt: null };
    await hooks.saveDelivery(failed);
    return { delivery: failed, result };
  }
  const retry = ctx.config.retry;
  const failingSince = w.failingSince ?? attempted.lastAttemptAt;
  const streak = now.getTime() - Date.parse(failingSince);
  const age = now.getTime() - Date.parse(delivery.createdAt);
  let next: DeliveryRecord;
  const disabling = streak >= retry.disableAfterMs;
  if (disabling) {
    next = { ...attempted, status: 'failed', nextAttemptAt: null };
    await hooks.setWebhookHealth(w.playerId, w.id, {
      disabled: {
        reason: `every delivery failed since ${failingSince} (last: ${result.error}); ${w.format === PUSH_FORMAT ? 'subscribe again' : 'send a test'} to turn it on again`,
        at: now.toISOString(),
      },
    });
  } else if (age >= retry.giveUpAfterMs) {
    next = {
      ...attempted,
      status: 'failed',
      nextAttemptAt: null,
      error: `given up after a day: ${result.error}`,
    };
  } else {
    const delay = retryDelayMs(retry, attempted.attempts, ctx.random());
    // The last attempt falls at the end of the day, not after it.
    const at = Math.min(now.getTime() + delay, Date.parse(delivery.createdAt) + retry.giveUpAfterMs);
    next = { ...attempted, nextAttemptAt: new Date(at).toISOString() };
  }
  await hooks.saveDelivery(next);
  if (w.failingSince === null && !disabling) {
    await hooks.setWebhookHealth(w.playerId, w.id, { failingSince });
  }
  return { delivery: next, result };
}
