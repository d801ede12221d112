/** The webhook routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first webhook request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  listWebhookDeliveriesRoute,
  listWebhooksRoute,
  testWebhookRoute,
} from './definitions';

export function webhookRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The handlers, and the notifications service behind them, load with the first webhook request.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.webhookHandlers));
  app.openapi(createWebhookRoute, handler('createWebhook'));
  app.openapi(listWebhooksRoute, handler('listWebhooks'));
  app.openapi(deleteWebhookRoute, handler('deleteWebhook'));
  app.openapi(testWebhookRoute, handler('testWebhook'));
  app.openapi(listWebhookDeliveriesRoute, handler('listWebhookDeliveries'));
}
