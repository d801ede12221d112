/** The webhook routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first webhook request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { deprecatedAlias } from '../deprecated';
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
  app.openapi(
    deprecatedAlias(createWebhookRoute, '/v1/me/webhooks', 'createWebhookDeprecated'),
    handler('createWebhook'),
  );
  app.openapi(listWebhooksRoute, handler('listWebhooks'));
  app.openapi(
    deprecatedAlias(listWebhooksRoute, '/v1/me/webhooks', 'listWebhooksDeprecated'),
    handler('listWebhooks'),
  );
  app.openapi(deleteWebhookRoute, handler('deleteWebhook'));
  app.openapi(
    deprecatedAlias(deleteWebhookRoute, '/v1/me/webhooks/{id}', 'deleteWebhookDeprecated'),
    handler('deleteWebhook'),
  );
  app.openapi(testWebhookRoute, handler('testWebhook'));
  app.openapi(
    deprecatedAlias(testWebhookRoute, '/v1/me/webhooks/{id}/test', 'testWebhookDeprecated'),
    handler('testWebhook'),
  );
  app.openapi(listWebhookDeliveriesRoute, handler('listWebhookDeliveries'));
  app.openapi(
    deprecatedAlias(
      listWebhookDeliveriesRoute,
      '/v1/me/webhooks/{id}/deliveries',
      'listWebhookDeliveriesDeprecated',
    ),
    handler('listWebhookDeliveries'),
  );
}
