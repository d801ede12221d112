/**
 * What the webhook routes do (definitions.ts defines them): loaded with the first webhook
 * request, with the notifications service, its formats and signing.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  pingWebhook,
  recentDeliveries,
  type Webhook,
} from '../../notifications/subscriptions';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import type * as route from './definitions';
import { deliveryBody } from './delivery-body';

export function webhookHandlers(deps: AppDeps) {
  const create: RouteHandler<typeof route.createWebhookRoute, AuthEnv> = async (c) => {
    const webhook = await createWebhook(deps.notify, c.get('player').id, c.req.valid('json'), deps.newId);
    c.header('location', `/v1/players/me/webhooks/${webhook.id}`);
    c.header('cache-control', 'no-store');
    return c.json({ ...webhookBody(webhook), secret: webhook.secret }, 201);
  };

  const list: RouteHandler<typeof route.listWebhooksRoute, AuthEnv> = async (c) => {
    const webhooks = await listWebhooks(deps.notify, c.get('player').id);
    return c.json({ webhooks: webhooks.map(webhookBody) }, 200);
  };

  const remove: RouteHandler<typeof route.deleteWebhookRoute, AuthEnv> = async (c) => {
    await deleteWebhook(deps.notify, c.get('player').id, c.req.valid('param').id);
    return c.body(null, 204);
  };

  const test: RouteHandler<typeof route.testWebhookRoute, AuthEnv> = async (c) => {
    const delivery = await pingWebhook(deps.notify, c.get('player').id, c.req.valid('param').id);
    return c.json(deliveryBody(delivery), 200);
  };

  const deliveries: RouteHandler<typeof route.listWebhookDeliveriesRoute, AuthEnv> = async (c) => {
    const limit = c.req.valid('query').limit ?? 20;
    const log = await recentDeliveries(deps.notify, c.get('player').id, c.req.valid('param').id, limit);
    return c.json({ deliveries: log.map(deliveryBody) }, 200);
  };

  return {
    createWebhook: create,
    listWebhooks: list,
    deleteWebhook: remove,
    testWebhook: test,
    listWebhookDeliveries: deliveries,
  };
}

/** A subscription as its owner sees it: everything but the secret. */
function webhookBody(w: Webhook) {
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    format: w.format,
    status: w.status,
    disabledReason: w.disabledReason,
    disabledAt: w.disabledAt,
    failingSince: w.failingSince,
    createdAt: w.createdAt,
  };
}
