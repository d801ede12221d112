/** Webhook subscriptions over HTTP (response shapes: lazy, see view.ts). */
import { z } from '@hono/zod-openapi';
import { EVENT_TYPES, PING_EVENT, WEBHOOK_FORMATS } from '../../notifications/model';

const URL_MAX = 2000;

export const NewWebhookSchema = z.lazy(() =>
  z
    .object({
      url: z
        .string()
        .trim()
        .max(URL_MAX)
        .url()
        .describe(
          'Where to POST: https (http only in development), a public address (private, loopback, link-local, ' +
            'unique-local and multicast addresses are refused, now and at each delivery). For Discord, the ' +
            'channel’s webhook URL with `format: discord`; for Slack, an incoming webhook’s with `format: slack`.',
        ),
      events: z
        .array(z.enum(EVENT_TYPES))
        .min(1)
        .max(EVENT_TYPES.length)
        .optional()
        .describe('The events to send (default: all).'),
      format: z
        .enum(WEBHOOK_FORMATS)
        .default('standard')
        .optional()
        .describe(
          '`standard`: Standard Webhooks 1.0, signed (`webhook-id`, `webhook-timestamp`, `webhook-signature`); ' +
            '`discord` / `slack`: a one-line message their incoming webhooks take.',
        ),
    })
    .strict()
    .openapi('NewWebhook', {
      example: { url: 'https://discord.com/api/webhooks/123/abc', format: 'discord' },
    }),
);

export const WebhookParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

export const WebhookSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      url: z.string(),
      events: z.array(z.enum(EVENT_TYPES)),
      format: z.enum(WEBHOOK_FORMATS),
      status: z.enum(['active', 'disabled']),
      disabledReason: z
        .string()
        .nullable()
        .describe(
          'Why it was disabled (every attempt failed for a day); a test ping that works turns it on.',
        ),
      disabledAt: z.string().nullable(),
      failingSince: z.string().nullable().describe('Since when every attempt has failed, if they do.'),
      createdAt: z.string(),
    })
    .openapi('Webhook'),
);

export const CreatedWebhookSchema = z.lazy(() =>
  WebhookSchema.unwrap()
    .extend({
      secret: z
        .string()
        .describe('`whsec_…`: verifies the signatures (standard format). Shown only here: keep it.'),
    })
    .openapi('CreatedWebhook'),
);

export const WebhookListSchema = z.lazy(() =>
  z.object({ webhooks: z.array(WebhookSchema) }).openapi('WebhookList'),
);

export const DeliverySchema = z.lazy(() =>
  z
    .object({
      id: z.string().describe('The `webhook-id`: the same on every attempt of one event; dedupe by it.'),
      event: z.enum([...EVENT_TYPES, PING_EVENT]),
      status: z.enum(['pending', 'delivered', 'failed']),
      attempts: z.number().int(),
      eventAt: z.string(),
      lastAttemptAt: z.string().nullable(),
      nextAttemptAt: z.string().nullable().describe('When it is tried again (pending only).'),
      responseStatus: z.number().int().nullable().describe('The endpoint’s HTTP status, if it answered.'),
      error: z.string().nullable(),
    })
    .openapi('Delivery'),
);

export const DeliveryListSchema = z.lazy(() =>
  z.object({ deliveries: z.array(DeliverySchema) }).openapi('DeliveryList'),
);
