/**
 * A webhook receiver on loopback (a real node http server on a free port), as a subscriber would
 * run one: it verifies every Standard Webhooks signature with the `standardwebhooks` library,
 * dedupes by `webhook-id`, and answers with whatever status the test sets (down: 503).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { EventData, PingData } from '../../functions/notifications/model';

/**
 * What the service sends, in any of its formats (functions/notifications/formats.ts), each field
 * optional since one format has none of another's: Standard Webhooks' `{type, timestamp, data}`
 * (data: a table event's, or a test ping's), Discord's `{content, allowed_mentions}`, Slack's
 * `{text}`. A test knows which format its subscription asked for.
 */
export interface Sent {
  type?: string;
  timestamp?: string;
  data?: Partial<EventData> & Partial<PingData>;
  content?: string;
  allowed_mentions?: { parse: string[] };
  text?: string;
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed (null: not JSON). */
  json: Sent | null;
  /** When it arrived (ms). */
  at: number;
  /** Set when the sender gave up on it or it was answered: the attempt is over. */
  closed: boolean;
}

export interface Receiver {
  url: string;
  /** Every request, in arrival order. */
  requests: Received[];
  /** Distinct `webhook-id`s, first arrival each, in order. */
  deduped(): Received[];
  /** Set after creating the webhook: every later standard request is verified with it. */
  secret: string | null;
  /** Requests whose signature did not verify (should stay empty). */
  badSignatures: string[];
  /** The status to answer with, or a redirect. */
  respond: { status: number; location?: string };
  /** While set, requests get their answer only once it resolves (a slow endpoint). */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    requests: [],
    deduped: () => {
      const seen = new Set<string>();
      return receiver.requests.filter((r) => {
        const id = String(r.headers['webhook-id']);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    },
    secret: null,
    badSignatures: [],
    respond: { status: 204 },
    hold: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Sent | null = null;
      try {
        json = JSON.parse(body) as Sent;
      } catch {}
      const received: Received = { headers: req.headers, body, json, at: Date.now(), closed: false };
      receiver.requests.push(received);
      res.once('close', () => {
        received.closed = true;
      });
      if (receiver.secret && req.headers['webhook-signature']) {
        try {
          new Webhook(receiver.secret).verify(body, req.headers as Record<string, string>);
        } catch (err) {
          receiver.badSignatures.push(`${req.headers['webhook-id']}: ${(err as Error).message}`);
        }
      }
      const answer = () => {
        const { status, location } = receiver.respond;
        res.writeHead(status, location ? { location } : {});
        res.end(status === 204 ? undefined : 'x'.repeat(100_000));
      };
      if (receiver.hold) void receiver.hold.then(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
