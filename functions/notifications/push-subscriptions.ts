/**
 * A person's push subscriptions, one per device: a browser's subscription (its push service's
 * endpoint and keys) is another target of the notifications (format `webpush`), sent the same
 * events with the same retries, delivery log and switch-off as a webhook (deliveries.ts). Its
 * id comes from the device, so subscribing again from a device replaces its subscription, and
 * signing the device out (accounts/devices.ts) removes it. Called by the API's routes.
 */
import { createECDH, createHash, randomBytes } from 'node:crypto';
import type { NotifyContext } from './config';
import { attempt, newDelivery } from './deliveries';
import { WEBHOOK_ERRORS, WebhookError } from './errors';
import {
  type DeliveryRecord,
  EVENT_TYPES,
  type EventType,
  PING_EVENT,
  PUSH_FORMAT,
  PUSH_ID_PREFIX,
  type WebhookRecord,
} from './model';
import { refusedUrl } from './send';

export interface NewPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  events?: EventType[];
}

/** The device a request came from: its token's id, or null (a provider's sign-in has none). */
export type Device = string | null;

/** The subscription's id: the device's, or (no device) the endpoint's. */
export function pushIdOf(device: Device, endpoint: string): string {
  const from = device === null ? `endpoint:${endpoint}` : `device:${device}`;
  return `${PUSH_ID_PREFIX}${createHash('sha256').update(from).digest('base64url').slice(0, 22)}`;
}

/** The server's VAPID public key, which a browser subscribes with (applicationServerKey). */
export async function vapidPublicKey(ctx: NotifyContext): Promise<string> {
  return (await pushConfig(ctx).keys.get()).publicKey;
}

export async function subscribePush(
  ctx: NotifyContext,
  playerId: string,
  device: Device,
  spec: NewPushSubscription,
): Promise<WebhookRecord> {
  pushConfig(ctx);
  // The endpoint is where the notifier will POST: the same checks as a webhook's URL.
  const refused = await refusedUrl(spec.endpoint, ctx.config.send);
  if (refused) throw new WebhookError(WEBHOOK_ERRORS.urlRefused, `this endpoint is not sent to: ${refused}`);
  // Refused now rather than failing every delivery: the key must be a point on P-256.
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(Buffer.from(spec.keys.p256dh, 'base64url'));
  } catch {
    throw new WebhookError(WEBHOOK_ERRORS.pushKeysRefused, 'keys.p256dh is not a P-256 public key');
  }
  const subscription: WebhookRecord = {
    id: pushIdOf(device, spec.endpoint),
    playerId,
    url: spec.endpoint,
    events: spec.events ? EVENT_TYPES.filter((t) => spec.events!.includes(t)) : [...EVENT_TYPES],
    format: PUSH_FORMAT,
    secret: '',
    push: { p256dh: spec.keys.p256dh, auth: spec.keys.auth, deviceId: device },
    createdAt: ctx.now().toISOString(),
    status: 'active',
    disabledReason: null,
    disabledAt: null,
    failingSince: null,
  };
  await ctx.store.webhooks.putPushSubscription(subscription);
  return subscription;
}

/** The person's push subscriptions, oldest first. */
export async function listPushSubscriptions(ctx: NotifyContext, playerId: string): Promise<WebhookRecord[]> {
  return (await ctx.store.webhooks.webhooksOf(playerId)).filter((w) => w.format === PUSH_FORMAT);
}

/** Removes this device's subscription (or, with no device, the one of this endpoint); its id. */
export async function unsubscribePush(
  ctx: NotifyContext,
  playerId: string,
  device: Device,
  endpoint: string | undefined,
): Promise<string> {
  const id =
    device !== null ? pushIdOf(device, '') : endpoint !== undefined ? pushIdOf(null, endpoint) : null;
  if (id === null || !(await ctx.store.webhooks.deletePushSubscription(playerId, id)))
    throw new WebhookError(WEBHOOK_ERRORS.notFound, 'this device has no push subscription');
  return id;
}

/** Removes one of the player's push subscriptions by its id (a webhook's id is not one). */
export async function deletePushSubscriptionById(
  ctx: NotifyContext,
  playerId: string,
  id: string,
): Promise<void> {
  const subscription = await ctx.store.webhooks.getWebhook(playerId, id);
  if (
    subscription?.format !== PUSH_FORMAT ||
    !(await ctx.store.webhooks.deletePushSubscription(playerId, id))
  )
    throw new WebhookError(WEBHOOK_ERRORS.notFound, `you have no push subscription ${id}`);
}

/** One test push (`webhook.test`) to a subscription, through the real push path, not retried. */
export async function sendTestPush(
  ctx: NotifyContext,
  playerId: string,
  id: string,
): Promise<DeliveryRecord> {
  pushConfig(ctx);
  const subscription = await ctx.store.webhooks.getWebhook(playerId, id);
  if (subscription?.format !== PUSH_FORMAT)
    throw new WebhookError(WEBHOOK_ERRORS.notFound, `you have no push subscription ${id}`);
  const at = ctx.now().toISOString();
  const ping = newDelivery(ctx, subscription, {
    type: PING_EVENT,
    playerId,
    key: `${PING_EVENT}:${id}:${at}:${randomBytes(6).toString('hex')}`,
    timestamp: at,
    data: { webhookId: id, message: 'This device gets your notifications.' },
  });
  await ctx.store.webhooks.createDelivery(ping);
  return (await attempt(ctx, subscription, ping, { retry: false })).delivery;
}

/** A device signed out: its push subscription goes with it (no one reads its notifications). */
export async function forgetDevicePush(ctx: NotifyContext, playerId: string, device: string): Promise<void> {
  await ctx.store.webhooks.deletePushSubscription(playerId, pushIdOf(device, ''));
}

function pushConfig(ctx: NotifyContext) {
  if (!ctx.config.push)
    throw new WebhookError(WEBHOOK_ERRORS.pushOff, 'push notifications are not configured on this server');
  return ctx.config.push;
}

/** A push subscription's delivery log, newest first. */
export async function pushDeliveries(
  ctx: NotifyContext,
  playerId: string,
  id: string,
  limit: number,
): Promise<DeliveryRecord[]> {
  const subscription = await ctx.store.webhooks.getWebhook(playerId, id);
  if (subscription?.format !== PUSH_FORMAT)
    throw new WebhookError(WEBHOOK_ERRORS.notFound, `you have no push subscription ${id}`);
  return ctx.store.webhooks.deliveriesOf(id, limit);
}

/** A device's token replaced by a new one (rotation): its push subscription follows it. */
export async function moveDevicePush(
  ctx: NotifyContext,
  playerId: string,
  from: string,
  to: string,
): Promise<void> {
  const old = await ctx.store.webhooks.getWebhook(playerId, pushIdOf(from, ''));
  if (!old?.push) return;
  await ctx.store.webhooks.putPushSubscription({
    ...old,
    id: pushIdOf(to, ''),
    push: { ...old.push, deviceId: to },
  });
  await ctx.store.webhooks.deletePushSubscription(playerId, old.id);
}
