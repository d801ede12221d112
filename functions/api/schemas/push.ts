/** Web Push subscriptions over HTTP (response shapes: lazy, see view.ts). */
import { z } from '@hono/zod-openapi';
import { EVENT_TYPES } from '../../notifications/model';

const URL_MAX = 2000;
/** base64url without padding, of exactly `bytes` bytes. */
const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/);

export const NewPushSubscriptionSchema = z.lazy(() =>
  z
    .object({
      endpoint: z
        .string()
        .trim()
        .max(URL_MAX)
        .url()
        .describe(
          'The push service’s endpoint (PushSubscription.endpoint): https and a public address (loopback ' +
            'http only in development), checked like a webhook’s URL.',
        ),
      keys: z
        .object({
          p256dh: base64url(65).describe('The browser’s P-256 public key, uncompressed, base64url.'),
          auth: base64url(16).describe('The 16-byte auth secret, base64url.'),
        })
        .strict(),
      events: z
        .array(z.enum(EVENT_TYPES))
        .min(1)
        .max(EVENT_TYPES.length)
        .optional()
        .describe('The events to send (default: all).'),
    })
    .strict()
    .openapi('NewPushSubscription', {
      example: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm0:APA91bE',
        keys: {
          p256dh: 'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
          auth: 'FPssNDTKnInHVndSTdbKFw',
        },
      },
    }),
);

export const PushSubscriptionSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      endpoint: z.string(),
      events: z.array(z.enum(EVENT_TYPES)),
      status: z.enum(['active', 'disabled']),
      disabledReason: z
        .string()
        .nullable()
        .describe('Why it was disabled (every attempt failed for a day); subscribing again turns it on.'),
      failingSince: z.string().nullable(),
      createdAt: z.string(),
      current: z.boolean().describe('The subscription of the device this request came from.'),
    })
    .openapi('PushSubscription'),
);

export const PushSubscriptionListSchema = z.lazy(() =>
  z.object({ subscriptions: z.array(PushSubscriptionSchema) }).openapi('PushSubscriptionList'),
);

export const VapidKeySchema = z.lazy(() =>
  z
    .object({
      publicKey: z
        .string()
        .describe('The server’s VAPID public key (uncompressed P-256, base64url): the applicationServerKey.'),
    })
    .openapi('VapidPublicKey'),
);
