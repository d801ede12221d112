/** The push routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first push request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { deliveries, list, subscribe, unsubscribe, vapidKey } from './definitions';

export function pushRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.pushHandlers));
  app.openapi(vapidKey, handler('vapidKey'));
  app.openapi(subscribe, handler('subscribe'));
  app.openapi(list, handler('list'));
  app.openapi(unsubscribe, handler('unsubscribe'));
  app.openapi(deliveries, handler('deliveries'));
}
