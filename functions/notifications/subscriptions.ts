/**
 * A person's webhook subscriptions: register (the URL checked, the secret made and shown once),
 * list, delete, send a test ping, read the delivery log. Called by the API's routes.
 */
import { randomBytes } from 'node:crypto';
import { StoreUnavailableError } from '../core/store-errors';
import type { NotifyContext } from './config';
import { attempt, newDelivery } from './deliveries';
import { WEBHOOK_ERRORS, WebhookError } from './errors';
import {
  type DeliveryRecord,
  EVENT_TYPES,
  type EventType,
  MAX_WEBHOOKS_PER_PLAYER,
  PING_EVENT,
  PUSH_FORMAT,
  PUSH_ID_PREFIX,
  type WebhookFormat,
  type WebhookRecord,
} from './model';
import { refusedUrl } from './send';

export interface NewWebhook {
  url: string;
  events?: EventType[];
  format?: WebhookFormat;
}

/** A webhook proper (a person's push subscriptions are push-subscriptions.ts's). */
export type Webhook = WebhookRecord & { format: WebhookFormat };

export const isWebhook = (w: WebhookRecord): w is Webhook => w.format !== PUSH_FORMAT;

export async function createWebhook(
  ctx: NotifyContext,
  playerId: string,
  spec: NewWebhook,
  newId: () => string,
): Promise<Webhook> {
  const refused = await refusedUrl(spec.url, ctx.config.send);
  if (refused) throw new WebhookError(WEBHOOK_ERRORS.urlRefused, `this URL is not sent to: ${refused}`);
  const webhook: Webhook = {
    id: newId(),
    playerId,
    url: spec.url,
    // Listed in the canonical order, each once.
    events: spec.events ? EVENT_TYPES.filter((t) => spec.events!.includes(t)) : [...EVENT_TYPES],
    format: spec.format ?? 'standard',
    // 192 bits, as Standard Webhooks' `whsec_<base64>`.
    secret: `whsec_${randomBytes(24).toString('base64')}`,
    push: null,
    createdAt: ctx.now().toISOString(),
    status: 'active',
    disabledReason: null,
    disabledAt: null,
    failingSince: null,
  };
  // The limit is the write's own condition: two made at once never make six.
  if (!(await uncontended(() => ctx.store.webhooks.createWebhook(webhook, MAX_WEBHOOKS_PER_PLAYER)))) {
    throw new WebhookError(
      WEBHOOK_ERRORS.tooMany,
      `at most ${MAX_WEBHOOKS_PER_PLAYER} webhooks per player: delete one first`,
    );
  }
  return webhook;
}

export async function listWebhooks(ctx: NotifyContext, playerId: string): Promise<Webhook[]> {
  return (await ctx.store.webhooks.webhooksOf(playerId)).filter(isWebhook);
}

export async function deleteWebhook(ctx: NotifyContext, playerId: string, id: string): Promise<void> {
  // A push subscription is not counted with the webhooks: never counted off here.
  if (id.startsWith(PUSH_ID_PREFIX)) throw notFound(id);
  if (!(await uncontended(() => ctx.store.webhooks.deleteWebhook(playerId, id)))) throw notFound(id);
}

/** One attempt of a `webhook.test` ping, answered with its outcome; a success turns a disabled one on. */
export async function pingWebhook(ctx: NotifyContext, playerId: string, id: string): Promise<DeliveryRecord> {
  const webhook = await requireWebhook(ctx, playerId, id);
  const at = ctx.now().toISOString();
  const ping = newDelivery(ctx, webhook, {
    type: PING_EVENT,
    playerId,
    key: `${PING_EVENT}:${id}:${at}:${randomBytes(6).toString('hex')}`,
    timestamp: at,
    data: { webhookId: id, message: 'This webhook works.' },
  });
  await ctx.store.webhooks.createDelivery(ping);
  return (await attempt(ctx, webhook, ping, { retry: false })).delivery;
}

export async function recentDeliveries(
  ctx: NotifyContext,
  playerId: string,
  id: string,
  limit: number,
): Promise<DeliveryRecord[]> {
  await requireWebhook(ctx, playerId, id);
  return ctx.store.webhooks.deliveriesOf(id, limit);
}

async function requireWebhook(ctx: NotifyContext, playerId: string, id: string): Promise<WebhookRecord> {
  const webhook = await ctx.store.webhooks.getWebhook(playerId, id);
  if (!webhook || !isWebhook(webhook)) throw notFound(id);
  return webhook;
}

/** How many times a write that met another transaction on the person's count is tried. */
const ATTEMPTS = 5;

/**
 * The write again when it met another transaction on the same count (DynamoDB cancels one of two
 * at once; nothing was written), after a short random pause.
 */
async function uncontended<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof StoreUnavailableError && err.contended) || attempt >= ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
}

function notFound(id: string): WebhookError {
  return new WebhookError(WEBHOOK_ERRORS.notFound, `you have no webhook ${id}`);
}
