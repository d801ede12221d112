/** Webhook subscriptions: turn notifications to a signed endpoint, a Discord channel or Slack. */

import { createRoute, z } from '@hono/zod-openapi';
import { access } from '../access';
import { jsonBody, jsonResponse, PLAYER, PLAYER_BODY, PLAYER_READ, PLAYER_WRITE, problems } from '../common';
import {
  CreatedWebhookSchema,
  DeliveryListSchema,
  DeliverySchema,
  NewWebhookSchema,
  WebhookListSchema,
  WebhookParamsSchema,
} from '../schemas/webhook';

const EVENTS_DOC =
  'Events: `table.your_turn` (once per turn; a forced move played for you is not your turn), ' +
  '`table.deadline_soon` (when 1 h or a tenth of the time limit is left, whichever is later), ' +
  '`table.joined` (someone sat at your table), `table.started`, `table.ended` (the winner, the scores), ' +
  '`table.rematch` (you are invited). The payload is `{type, timestamp, data}`; data holds the table id, ' +
  'version, your seat, whose turn, the deadline and a link, and never a tile. Delivery is at least once: ' +
  'dedupe by `webhook-id`. Failures are retried with backoff for about a day; an endpoint failing for a ' +
  'day is disabled.';

export const createWebhookRoute = createRoute({
  method: 'post',
  operationId: 'createWebhook',
  path: '/v1/players/me/webhooks',
  tags: ['webhooks'],
  summary: 'Subscribe a URL to your notifications (at most 5)',
  description: EVENTS_DOC,
  ...access('player'),
  request: { body: jsonBody(NewWebhookSchema) },
  responses: {
    201: jsonResponse(CreatedWebhookSchema, 'The subscription, with its secret (shown once)', ['location']),
    ...problems(...PLAYER_BODY, 'webhook/too-many', 'webhook/url-refused'),
  },
});

export const listWebhooksRoute = createRoute({
  method: 'get',
  operationId: 'listWebhooks',
  path: '/v1/players/me/webhooks',
  tags: ['webhooks'],
  summary: 'Your subscriptions, each active or disabled (and why)',
  ...access('player'),
  responses: { 200: jsonResponse(WebhookListSchema, 'Your webhooks'), ...problems(...PLAYER) },
});

export const deleteWebhookRoute = createRoute({
  method: 'delete',
  operationId: 'deleteWebhook',
  path: '/v1/players/me/webhooks/{id}',
  tags: ['webhooks'],
  summary: 'Unsubscribe',
  ...access('player'),
  request: { params: WebhookParamsSchema },
  responses: { 204: { description: 'Deleted' }, ...problems(...PLAYER_WRITE, 'webhook/not-found') },
});

export const testWebhookRoute = createRoute({
  method: 'post',
  operationId: 'testWebhook',
  path: '/v1/players/me/webhooks/{id}/test',
  tags: ['webhooks'],
  summary: 'Send a test ping (webhook.test) now and say how it went',
  description:
    'One attempt, not retried; it shows in the delivery log. A ping that is delivered turns a disabled ' +
    'webhook on again.',
  ...access('player'),
  request: { params: WebhookParamsSchema },
  responses: {
    200: jsonResponse(DeliverySchema, 'The attempt: delivered, or failed with the reason'),
    ...problems(...PLAYER_WRITE, 'webhook/not-found'),
  },
});

export const listWebhookDeliveriesRoute = createRoute({
  method: 'get',
  operationId: 'listWebhookDeliveries',
  path: '/v1/players/me/webhooks/{id}/deliveries',
  tags: ['webhooks'],
  summary: 'Recent deliveries, newest first: event, status, attempts, times, the last error',
  ...access('player'),
  request: {
    params: WebhookParamsSchema,
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20).optional() }),
  },
  responses: {
    200: jsonResponse(DeliveryListSchema, 'The delivery log (kept 30 days)'),
    ...problems(...PLAYER_READ, 'webhook/not-found'),
  },
});
