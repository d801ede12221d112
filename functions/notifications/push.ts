/**
 * Web Push: a push subscription is a target like a webhook (deliveries.ts queues, retries, logs
 * and switches it off the same way); what differs is only what goes on the wire. The message is
 * the delivery's payload with the line a person reads (formats.ts describe, in their language), encrypted to the
 * browser's keys (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292) by the
 * `web-push` package, then POSTed to the push service's endpoint by send.ts, with its address
 * checks, timeout and no redirects, like any webhook. Loaded with the first push.
 */
import webPush from 'web-push';
import type { Words } from '../i18n/index';
import type { PushConfig } from './config';
import { describe, type Payload, type Rendered } from './formats';
import type { DeliveryRecord, WebhookRecord } from './model';

/** What the service worker receives (web/src/sw.ts): the event, a line to show, where to open. */
export interface PushMessage extends Payload {
  text: string;
}

export async function renderPush(
  config: PushConfig,
  target: WebhookRecord,
  delivery: Pick<DeliveryRecord, 'id' | 'payload'>,
  now: Date,
  words?: Words,
): Promise<Rendered> {
  if (!target.push) throw new Error(`${target.id} is not a push subscription`);
  const payload = JSON.parse(delivery.payload) as Payload;
  const message: PushMessage = { ...payload, text: describe(payload, now, words) };
  const vapid = await config.keys.get();
  const details = webPush.generateRequestDetails(
    { endpoint: target.url, keys: { p256dh: target.push.p256dh, auth: target.push.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: config.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: config.ttlSeconds,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  return { headers: { ...headers, 'user-agent': 'Dominoes-Webhooks/1.0' }, body: details.body ?? '' };
}

/** The push service says the subscription is gone (the browser unsubscribed, or it expired). */
export const isExpired = (status: number | null) => status === 404 || status === 410;
