/** The document's `webhooks`: each event a `standard` subscription receives (schemas/webhook-events.ts). */
import { type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { SIGNATURE_SECTION, WEBHOOK_EVENT_TYPES, webhookEventSchema } from '../schemas/webhook-events';

/** Registers a webhook per event type on `app`; the webhooks tag's description, with the signature. */
export function registerWebhooks(app: OpenAPIHono<AuthEnv>): string {
  for (const type of WEBHOOK_EVENT_TYPES) {
    app.openAPIRegistry.registerWebhook({
      method: 'post',
      path: type,
      operationId: `receive${type.replace(/(^|[._])(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
      tags: ['webhooks'],
      summary: `${type}, sent to your webhook's URL`,
      // The receiver checks the signature: no token is sent.
      security: [],
      request: {
        headers: z.object({
          'webhook-id': z.string().describe('The delivery’s id: the same on every retry.'),
          'webhook-timestamp': z.string().describe('Unix seconds of this attempt.'),
          'webhook-signature': z.string().describe('`v1,<base64 HMAC-SHA256>`: see the webhooks tag.'),
        }),
        body: { required: true, content: { 'application/json': { schema: webhookEventSchema(type) } } },
      },
      responses: { 200: { description: 'Any 2xx: delivered. Anything else is retried with backoff.' } },
    });
  }
  return SIGNATURE_SECTION;
}
