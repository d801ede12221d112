/**
 * What goes on the wire for one attempt: `standard` is Standard Webhooks 1.0, signed with the
 * `standardwebhooks` package (`webhook-id`, `webhook-timestamp` and `webhook-signature:
 * v1,<base64 HMAC-SHA256 of id.timestamp.body>`); `discord` and `slack` are the bodies their
 * incoming webhooks take, one short line with a link. The payload is the delivery's, rendered
 * again at each attempt (the signature's timestamp, and the time left, are the attempt's).
 */
import { Webhook } from 'standardwebhooks';
import { type DeliveryRecord, type EventData, PING_EVENT, type PingData, type WebhookFormat } from './model';

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
  const line = describe(payload, now);
  const url = 'url' in payload.data ? payload.data.url : '';
  const linked = /^https?:\/\//.test(url);
  // Discord: `<url>` keeps the link from unfurling into an embed; Slack's own link syntax.
  const body =
    format === 'discord'
      ? { content: linked ? `${line} <${url}>` : line, allowed_mentions: { parse: [] } }
      : { text: linked ? `${line} <${url}|Open the table>` : line };
  return { headers: { ...json, 'webhook-id': delivery.id }, body: JSON.stringify(body) };
}

/** One line a person reads in a chat: "Your turn at Ana's table, 23 h left". */
export function describe(p: Payload, now: Date): string {
  if (p.type === PING_EVENT || !('tableId' in p.data))
    return 'Test from the Dominoes API: this webhook works';
  const d = p.data;
  const at = `at ${possessive(d.host)} table`;
  const left = d.deadline ? timeLeft(Date.parse(d.deadline) - now.getTime()) : null;
  switch (p.type) {
    case 'table.your_turn':
      return `Your turn ${at}${left ? `, ${left} left` : ''}`;
    case 'table.deadline_soon':
      return `Reminder: your move ${at}, ${left ?? 'little time'} left`;
    case 'table.joined':
      return `${d.joined?.name ?? 'Someone'} took seat ${d.joined?.seat ?? '?'} at your table`;
    case 'table.started':
      return `The match ${at} has started`;
    case 'event.round_paired':
      return `Your next round is paired: round ${d.event?.round ?? '?'}${left ? `, ${left} to play it` : ''}`;
    case 'table.ended': {
      const r = d.result;
      if (!r) return `The match ${at} is over`;
      const won = d.seat !== null && r.winners.includes(d.seat);
      return `The match ${at} is over: ${won ? 'you won' : 'you lost'} (${r.scores.join('-')})`;
    }
    case 'table.rematch':
      return `${d.host} invites you to a rematch`;
    default:
      return `Something happened ${at}`;
  }
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function timeLeft(ms: number): string {
  if (ms <= 0) return 'no time';
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 48) return `${Math.floor(hours / 24)} days`;
  if (hours >= 1) return `${hours} h`;
  const minutes = Math.floor(ms / 60_000);
  return minutes >= 1 ? `${minutes} min` : 'less than a minute';
}
