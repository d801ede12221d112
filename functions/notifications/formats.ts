/**
 * What goes on the wire for one attempt: `standard` is Standard Webhooks 1.0, signed with the
 * `standardwebhooks` package (`webhook-id`, `webhook-timestamp` and `webhook-signature:
 * v1,<base64 HMAC-SHA256 of id.timestamp.body>`); `discord` and `slack` are the bodies their
 * incoming webhooks take, one short line with a link, in the person's language (texts.ts). The
 * payload is the delivery's, rendered again at each attempt (the signature's timestamp, and the
 * time left, are the attempt's).
 */
import { Webhook } from 'standardwebhooks';
import { englishWords, type Words } from '../i18n/index';
import type { DeliveryRecord, EventData, PingData, WebhookFormat } from './model';
import { describeIn, openTableText } from './texts';

export interface Rendered {
  headers: Record<string, string>;
  /** JSON text, or a push message's encrypted bytes. */
  body: string | Uint8Array;
}

export interface Payload {
  type: string;
  timestamp: string;
  data: EventData | PingData;
}

export function render(
  format: WebhookFormat,
  secret: string,
  delivery: Pick<DeliveryRecord, 'id' | 'payload'>,
  now: Date,
  words: Words = englishWords(),
): Rendered {
  const json = { 'content-type': 'application/json', 'user-agent': 'Dominoes-Webhooks/1.0' };
  if (format === 'standard') {
    const body = delivery.payload;
    return {
      headers: {
        ...json,
        'webhook-id': delivery.id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(delivery.id, now, body),
      },
      body,
    };
  }
  const payload = JSON.parse(delivery.payload) as Payload;
  const line = describe(payload, now, words);
  const url = 'url' in payload.data ? payload.data.url : '';
  const linked = /^https?:\/\//.test(url);
  // Discord: `<url>` keeps the link from unfurling into an embed; Slack's own link syntax.
  const body =
    format === 'discord'
      ? { content: linked ? `${line} <${url}>` : line, allowed_mentions: { parse: [] } }
      : { text: linked ? `${line} <${url}|${openTableText(words)}>` : line };
  return { headers: { ...json, 'webhook-id': delivery.id }, body: JSON.stringify(body) };
}

/** One line a person reads in a chat: "Your turn at Ana's table, 23 h left" (texts.ts, in `words`' language). */
export function describe(p: Payload, now: Date, words: Words = englishWords()): string {
  return describeIn(words, p, now);
}
