/** The webhook routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first webhook request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { create, deliveries, list, remove, test } from './definitions';

export function webhookRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The handlers, and the notifications service behind them, load with the first webhook request.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.webhookHandlers));
  app.openapi(create, handler('create'));
  app.openapi(list, handler('list'));
  app.openapi(remove, handler('remove'));
  app.openapi(test, handler('test'));
  app.openapi(deliveries, handler('deliveries'));
}
