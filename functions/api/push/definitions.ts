/** Web Push: "your turn" and the other table events on this device, through its browser's push service. */

import { createRoute, z } from '@hono/zod-openapi';
import { access } from '../access';
import { jsonBody, jsonResponse, PLAYER, PLAYER_BODY, PLAYER_READ, PLAYER_WRITE, problems } from '../common';
import { deprecatedRoute } from '../deprecated';
import {
  NewPushSubscriptionSchema,
  PushSubscriptionListSchema,
  PushSubscriptionSchema,
  VapidKeySchema,
} from '../schemas/push';
import { DeliveryListSchema, DeliverySchema, WebhookParamsSchema } from '../schemas/webhook';

const PUSH_DOC =
  'The webhooks’ events, retries, delivery log and switch-off, encrypted to the subscription’s keys ' +
  '(RFC 8291) and signed with VAPID (RFC 8292): `{type, timestamp, data, text}`. One per device: ' +
  'subscribing again replaces it; signing the device out removes it.';

export const getVapidPublicKeyRoute = createRoute({
  method: 'get',
  operationId: 'getVapidPublicKey',
  path: '/v1/push/vapid-public-key',
  tags: ['push'],
  summary: 'The key a browser subscribes with (PushManager.subscribe’s applicationServerKey)',
  ...access('player'),
  responses: {
    200: jsonResponse(VapidKeySchema, 'The VAPID public key'),
    ...problems(...PLAYER, 'webhook/push-off'),
  },
});

export const createPushSubscriptionRoute = createRoute({
  method: 'post',
  operationId: 'createPushSubscription',
  path: '/v1/players/me/push-subscriptions',
  tags: ['push'],
  summary: 'Send your notifications to this device (its browser’s push subscription)',
  description: PUSH_DOC,
  ...access('player'),
  request: { body: jsonBody(NewPushSubscriptionSchema) },
  responses: {
    201: jsonResponse(PushSubscriptionSchema, 'This device’s subscription', ['location']),
    ...problems(...PLAYER_BODY, 'webhook/push-off', 'webhook/url-refused', 'webhook/push-keys-refused'),
  },
});

export const listPushSubscriptionsRoute = createRoute({
  method: 'get',
  operationId: 'listPushSubscriptions',
  path: '/v1/players/me/push-subscriptions',
  tags: ['push'],
  summary: 'Your devices’ push subscriptions, each active or disabled (and why)',
  ...access('player'),
  responses: {
    200: jsonResponse(PushSubscriptionListSchema, 'Your push subscriptions'),
    ...problems(...PLAYER),
  },
});

export const deletePushSubscriptionRoute = createRoute({
  method: 'delete',
  operationId: 'deletePushSubscription',
  path: '/v1/players/me/push-subscriptions/{id}',
  tags: ['push'],
  summary: 'Stop sending notifications to a device (one of your push subscriptions, by its id)',
  ...access('player'),
  request: { params: WebhookParamsSchema },
  responses: { 204: { description: 'Removed' }, ...problems(...PLAYER_WRITE, 'webhook/not-found') },
});

export const testPushSubscriptionRoute = createRoute({
  method: 'post',
  operationId: 'testPushSubscription',
  path: '/v1/players/me/push-subscriptions/{id}/test',
  tags: ['push'],
  summary: 'Send one test notification to a device now, through its push service',
  description:
    'One attempt, not retried, in the delivery log. 202: the attempt is made; whether the push service ' +
    'accepted it is the delivery’s status (the device shows it when it comes).',
  ...access('player'),
  request: { params: WebhookParamsSchema },
  responses: {
    202: jsonResponse(
      DeliverySchema,
      'The attempt: delivered to the push service, or failed with the reason',
    ),
    ...problems(...PLAYER_WRITE, 'webhook/not-found', 'webhook/push-off'),
  },
});

/** The old delete, by the calling device or a query `endpoint`: kept, deprecated (deprecated.ts). */
export const deletePushSubscriptionDeprecatedRoute = deprecatedRoute(
  createRoute({
    method: 'delete',
    operationId: 'deletePushSubscriptionDeprecated',
    path: '/v1/players/me/push-subscriptions',
    tags: ['push'],
    summary: 'Stop sending notifications to this device',
    ...access('player'),
    request: { query: z.object({ endpoint: z.string().max(2000).optional() }) },
    responses: { 204: { description: 'Removed' }, ...problems(...PLAYER_WRITE, 'webhook/not-found') },
  }),
  deletePushSubscriptionRoute,
  'Deprecated: use DELETE /v1/players/me/push-subscriptions/{id}. Removes the calling device’s ' +
    'subscription, or (a provider’s sign-in is no device) the one of `endpoint`.',
);

export const listPushDeliveriesRoute = createRoute({
  method: 'get',
  operationId: 'listPushDeliveries',
  path: '/v1/players/me/push-subscriptions/{id}/deliveries',
  tags: ['push'],
  summary: 'Recent deliveries to a device, newest first: event, status, attempts, the last error',
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
