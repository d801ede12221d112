/** What the push routes do (definitions.ts defines them): loaded with the first push request. */
import type { RouteHandler } from '@hono/zod-openapi';
import { deviceOf } from '../../accounts/devices';
import type { WebhookRecord } from '../../notifications/model';
import {
  deletePushSubscriptionById,
  listPushSubscriptions,
  pushDeliveries,
  pushIdOf,
  sendTestPush,
  subscribePush,
  unsubscribePush,
  vapidPublicKey,
} from '../../notifications/push-subscriptions';
import type { AuthEnv } from '../auth';
import { successorPath } from '../deprecated';
import type { AppDeps } from '../deps';
import { deliveryBody } from '../webhooks/delivery-body';
import type * as route from './definitions';

export function pushHandlers(deps: AppDeps) {
  const vapidKey: RouteHandler<typeof route.getVapidPublicKeyRoute, AuthEnv> = async (c) =>
    c.json({ publicKey: await vapidPublicKey(deps.notify) }, 200);

  const subscribe: RouteHandler<typeof route.createPushSubscriptionRoute, AuthEnv> = async (c) => {
    const device = deviceOf(c.get('credential'));
    const made = await subscribePush(deps.notify, c.get('player').id, device, c.req.valid('json'));
    c.header('location', '/v1/players/me/push-subscriptions');
    return c.json(subscriptionBody(made, made.id), 201);
  };

  const list: RouteHandler<typeof route.listPushSubscriptionsRoute, AuthEnv> = async (c) => {
    const device = deviceOf(c.get('credential'));
    const all = await listPushSubscriptions(deps.notify, c.get('player').id);
    const current = device === null ? null : pushIdOf(device, '');
    return c.json({ subscriptions: all.map((s) => subscriptionBody(s, current)) }, 200);
  };

  const unsubscribe: RouteHandler<typeof route.deletePushSubscriptionRoute, AuthEnv> = async (c) => {
    await deletePushSubscriptionById(deps.notify, c.get('player').id, c.req.valid('param').id);
    return c.body(null, 204);
  };

  const unsubscribeDevice: RouteHandler<typeof route.deletePushSubscriptionDeprecatedRoute, AuthEnv> = async (
    c,
  ) => {
    const device = deviceOf(c.get('credential'));
    const id = await unsubscribePush(deps.notify, c.get('player').id, device, c.req.valid('query').endpoint);
    c.header(
      'link',
      `<${successorPath('/v1/players/me/push-subscriptions/{id}', { id })}>; rel="successor-version"`,
    );
    return c.body(null, 204);
  };

  const sendTest: RouteHandler<typeof route.testPushSubscriptionRoute, AuthEnv> = async (c) => {
    const delivery = await sendTestPush(deps.notify, c.get('player').id, c.req.valid('param').id);
    return c.json(deliveryBody(delivery), 202);
  };

  const deliveries: RouteHandler<typeof route.listPushDeliveriesRoute, AuthEnv> = async (c) => {
    const limit = c.req.valid('query').limit ?? 20;
    const log = await pushDeliveries(deps.notify, c.get('player').id, c.req.valid('param').id, limit);
    return c.json({ deliveries: log.map(deliveryBody) }, 200);
  };

  return {
    getVapidPublicKey: vapidKey,
    createPushSubscription: subscribe,
    listPushSubscriptions: list,
    deletePushSubscription: unsubscribe,
    deletePushSubscriptionDeprecated: unsubscribeDevice,
    testPushSubscription: sendTest,
    listPushDeliveries: deliveries,
  };
}

function subscriptionBody(s: WebhookRecord, current: string | null) {
  return {
    id: s.id,
    endpoint: s.url,
    events: s.events,
    status: s.status,
    disabledReason: s.disabledReason,
    failingSince: s.failingSince,
    createdAt: s.createdAt,
    current: s.id === current,
  };
}
