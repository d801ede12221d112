/**
 * The document's `webhooks`: a delivery's real body for every event type (built by the
 * notifications' own code from table changes) validates against its schema, which allows no field
 * the body lacks a description of; and the signature's worked example verifies.
 */
import '@hono/zod-openapi';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { openApiDocument } from '../../functions/api/docs/routes';
import {
  SIGNATURE_EXAMPLE,
  WEBHOOK_EVENT_TYPES,
  webhookEventSchema,
} from '../../functions/api/schemas/webhook-events';
import type { NotifyContext } from '../../functions/notifications/config';
import { newDelivery } from '../../functions/notifications/deliveries';
import { deadlineSoonEvent, eventsOf, roundPairedEvents } from '../../functions/notifications/events';
import { type NotificationEvent, PING_EVENT, type WebhookRecord } from '../../functions/notifications/model';
import type { SeatRecord, TableRecord } from '../../functions/tables/model';
import type { MatchState } from '../../shared/engine';

const ana: SeatRecord = { kind: 'person', playerId: 'ana', name: 'Ana' };
const ben: SeatRecord = { kind: 'person', playerId: 'ben', name: 'Ben' };

/** The fields the events read of a match: whose turn, the winner, the scores. */
const match = (turn: number, winner = -1) =>
  ({
    rules: { players: 2, teams: false },
    winner,
    scores: [12, 30],
    hand: { turn, pts: [0, 0] },
  }) as unknown as MatchState;

function table(
  version: number,
  seats: SeatRecord[],
  status: TableRecord['status'],
  m: MatchState | null,
): TableRecord {
  return {
    id: 'K7MQ4XRZ2W9PD3NB6TVA',
    code: 'ABCDEF',
    version,
    status,
    createdBy: 'ana',
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: `2026-12-01T00:00:${String(version).padStart(2, '0')}.000Z`,
    rules: { preset: 'draw', players: 2 },
    seats,
    fill: null,
    visibility: 'private',
    moveTimeLimitSeconds: 86_400,
    onTimeout: 'computerMoves',
    playForcedMoves: true,
    dev: null,
    botSeed: 'x',
    match: m,
    turnSince: null,
    deadline: m && m.winner < 0 ? '2026-12-02T00:00:00.000Z' : null,
    idem: {},
  };
}

/** Every event type, from real table changes (and the test ping as subscriptions.ts sends it). */
function realEvents(): NotificationEvent[] {
  const base = 'https://play.example';
  const open = table(1, [ana, { kind: 'open' }], 'open', null);
  const joined = table(2, [ana, ben], 'open', null);
  const started = table(3, [ana, ben], 'playing', match(1));
  const over = table(9, [ana, ben], 'over', match(-1, 1));
  const rematch = {
    ...table(1, [ben, { kind: 'open', invited: { playerId: 'ana', name: 'Ana' } }], 'open', null),
    createdBy: 'ben',
    rematchOf: 'T0',
  } as TableRecord;
  return [
    ...eventsOf(open, joined, base),
    ...eventsOf(joined, started, base),
    ...eventsOf(started, over, base),
    ...eventsOf(null, rematch, base),
    deadlineSoonEvent(started, base)!,
    ...roundPairedEvents(
      {
        eventId: 'E1',
        round: 2,
        pairedAt: '2026-12-01T00:00:00.000Z',
        deadline: '2026-12-02T00:00:00.000Z',
        matches: [{ board: 1, a: 'ana', b: 'ben', tableId: 'T2' }],
      },
      base,
    ),
    {
      type: PING_EVENT,
      playerId: 'ana',
      key: 'ping',
      timestamp: '2026-12-01T00:00:00.000Z',
      data: { webhookId: 'W1', message: 'This webhook works.' },
    },
  ];
}

const ctx = { now: () => new Date(), config: { leaseMs: 1000 } } as unknown as NotifyContext;
const hook = { id: 'W1', playerId: 'ana' } as WebhookRecord;

describe('webhook payloads in the document', () => {
  it('the real body of every event type validates against its schema', () => {
    const events = realEvents();
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    for (const e of events) {
      const body = JSON.parse(newDelivery(ctx, hook, e).payload);
      const parsed = webhookEventSchema(e.type).safeParse(body);
      expect(parsed.success, `${e.type}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('the document has a webhook for every type, and the worked example signs as it says', async () => {
    const doc = await openApiDocument(createApp(defaultDeps({} as Store)));
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const { secret, id, timestamp, body, signature } = SIGNATURE_EXAMPLE;
    expect(new Webhook(secret).sign(id, new Date(timestamp * 1000), body)).toBe(signature);
    expect(webhookEventSchema('table.your_turn').parse(JSON.parse(body)).type).toBe('table.your_turn');
  });
});
