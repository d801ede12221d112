/** The push routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first push request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import {
  createPushSubscriptionRoute,
  deletePushSubscriptionDeprecatedRoute,
  deletePushSubscriptionRoute,
  getVapidPublicKeyRoute,
  listPushDeliveriesRoute,
  listPushSubscriptionsRoute,
  testPushSubscriptionRoute,
} from './definitions';

export function pushRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.pushHandlers));
  app.openapi(getVapidPublicKeyRoute, handler('getVapidPublicKey'));
  app.openapi(createPushSubscriptionRoute, handler('createPushSubscription'));
  app.openapi(listPushSubscriptionsRoute, handler('listPushSubscriptions'));
  app.openapi(deletePushSubscriptionRoute, handler('deletePushSubscription'));
  app.openapi(deletePushSubscriptionDeprecatedRoute, handler('deletePushSubscriptionDeprecated'));
  app.openapi(testPushSubscriptionRoute, handler('testPushSubscription'));
  app.openapi(listPushDeliveriesRoute, handler('listPushDeliveries'));
}
