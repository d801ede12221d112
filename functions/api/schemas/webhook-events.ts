/**
 * The webhook payloads (a `standard` subscription's body, functions/notifications/events.ts
 * builds them) as OpenAPI 3.1 `webhooks`, one per event type, with the signature's worked example.
 */
import { z } from '@hono/zod-openapi';
import { EVENT_TYPES, PING_EVENT } from '../../notifications/model';
import { guideLink } from '../docs-assets';

/** The worked example of a signature: test/api/webhook-events.unit.test.ts signs it again. */
export const SIGNATURE_EXAMPLE = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  timestamp: 1796515200,
  body:
    '{"type":"table.your_turn","timestamp":"2026-12-06T00:00:00.000Z","data":{"tableId":"K7MQ4XRZ2W9PD3NB6TVA",' +
    '"version":12,"seat":1,"turn":{"seat":1,"name":"Ben"},"deadline":"2026-12-07T00:00:00.000Z",' +
    '"moveTimeLimitSeconds":86400,"url":"https://dominoes.example/tables/K7MQ4XRZ2W9PD3NB6TVA",' +
    '"links":{"table":"/v1/tables/K7MQ4XRZ2W9PD3NB6TVA","web":"https://dominoes.example/tables/K7MQ4XRZ2W9PD3NB6TVA"},' +
    '"host":"Ana"}}',
  signature: 'v1,1Mld3Hgx7gnukes/ScIsDZrMojEAJ74pBB9sTsCi6rM=',
};

/** What the `webhooks` tag says of signatures, with the worked example. */
export const SIGNATURE_SECTION =
  'Notifications: your turn, by signed webhook, Discord or Slack. A `standard` delivery is signed as ' +
  'Standard Webhooks 1.0: `webhook-signature` is `v1,` and the base64 HMAC-SHA256, keyed with the base64 ' +
  'part of your `whsec_` secret, of `<webhook-id>.<webhook-timestamp>.<body>`. Worked example: secret ' +
  `\`${SIGNATURE_EXAMPLE.secret}\`, webhook-id \`${SIGNATURE_EXAMPLE.id}\`, webhook-timestamp ` +
  `\`${SIGNATURE_EXAMPLE.timestamp}\`, the body of \`table.your_turn\`'s example, signature ` +
  `\`${SIGNATURE_EXAMPLE.signature}\` (checked in TypeScript and Python: ${guideLink('webhooks', 'webhooks.md')}; ` +
  `subscriptions and retries: ${guideLink('notifications', 'notifications.md')}).`;

const TurnSchema = z
  .object({ seat: z.number().int(), name: z.string().nullable().describe('null: a computer player.') })
  .nullable()
  .describe('Whose turn it is now; null before the start and after the end.');

/** The fields every event carries. */
const base = {
  tableId: z.string(),
  version: z.number().int().describe('The table’s version after the change.'),
  seat: z.number().int().nullable().describe('Your seat (or the seat kept for you).'),
  turn: TurnSchema,
  deadline: z.string().nullable().describe('When the move is due, if the table has a time limit.'),
  moveTimeLimitSeconds: z.number().int().nullable().describe('The table’s time per move; null: none.'),
  url: z.string().describe('The table’s page on the web client (the same as `links.web`).'),
  links: z
    .object({
      table: z.string().describe('The table’s API path, `/v1/tables/{id}`: GET it with your token.'),
      web: z.string().describe('The table’s page on the web client.'),
    })
    .strict(),
  host: z.string().describe('The name of the person who opened the table.'),
};

const JoinedSchema = z.object({ seat: z.number().int(), name: z.string() });
const ResultSchema = z.object({
  winner: z.number().int().describe('The winning side.'),
  winners: z.array(z.number().int()).describe('The winning side’s seats.'),
  scores: z.array(z.number().int()).describe('The scores per side.'),
  forfeitedBy: z.number().int().nullable(),
  places: z
    .array(z.number().int())
    .optional()
    .describe('Mexican Train: each seat’s place, 1 best; `scores` are then the totals, lowest wins.'),
});

const RoundSchema = z.object({
  id: z.string().describe('The event’s id.'),
  round: z.number().int().describe('The round just paired, from 1.'),
  url: z.string().describe('The event’s page on the web client.'),
  opponentId: z.string().describe('Who you meet in it.'),
});

const dataOf = (type: string) => {
  if (type === 'table.joined') return z.object({ ...base, joined: JoinedSchema }).strict();
  if (type === 'table.ended') return z.object({ ...base, result: ResultSchema }).strict();
  if (type === 'table.rematch') return z.object({ ...base, rematchOf: z.string() }).strict();
  if (type === 'event.round_paired') return z.object({ ...base, event: RoundSchema }).strict();
  return z.object(base).strict();
};

const WHAT: Record<string, string> = {
  'table.your_turn': 'It is your turn.',
  'table.deadline_soon': 'Your move is due soon (1 h, or a tenth of the time limit, before the deadline).',
  'table.joined': 'Someone took a seat at a table you opened.',
  'table.started': 'A match you sit at has started.',
  'table.ended': 'A match you sat at is over.',
  'table.rematch': 'A rematch keeps a seat for you.',
  'event.round_paired': 'Your next round of an event is paired: its table is open for you.',
  [PING_EVENT]: 'A test delivery (POST /v1/players/me/webhooks/{id}/test).',
};

const CAMEL: Record<string, string> = {};
const componentName = (type: string) =>
  (CAMEL[type] ??= `WebhookEvent${type
    .split(/[._]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}`);

/** A standard delivery's body for one event type. */
export function webhookEventSchema(type: string) {
  const data =
    type === PING_EVENT ? z.object({ webhookId: z.string(), message: z.string() }).strict() : dataOf(type);
  return z
    .object({ type: z.literal(type), timestamp: z.string().describe('When it happened.'), data })
    .strict()
    .openapi(componentName(type), {
      description: WHAT[type],
      ...(type === 'table.your_turn' && { example: JSON.parse(SIGNATURE_EXAMPLE.body) }),
    });
}

export const WEBHOOK_EVENT_TYPES = [...EVENT_TYPES, PING_EVENT] as const;
