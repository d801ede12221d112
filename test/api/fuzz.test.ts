/** Whatever arrives, the answer is never a 5xx: random bodies, ids, headers and rule combinations. */
// First: schemas built from the engine's zod get `.openapi` only once zod-openapi has extended zod.
import '@hono/zod-openapi';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCKED_SCORINGS,
  BLOCKED_TIE_LEADS,
  LATER_OPENERS,
  OPENERS,
  PRESETS,
  SPINNERS,
  TEAMS,
} from '../../shared/engine';
import { call, ok, type Reply, signUp, type TestPlayer, testApp } from '../support/api';
import { openTable } from '../support/play';

const app = testApp();
let a: TestPlayer;
let tableId: string;

beforeAll(async () => {
  a = await signUp(app, 'Fuzz');
  const t = await openTable(app, a, [], {
    rules: { preset: 'draw', players: 2 },
    seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
    seed: 'fuzz-1',
  });
  tableId = t.body.id;
});

function expectClientError(r: Reply) {
  expect(r.status, r.text).toBeLessThan(500);
  if (r.status >= 400) expect(r.headers.get('content-type')).toContain('application/problem+json');
}

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const rulesArb = fc.record({
  preset: fc.constantFrom(...PRESETS),
  players: fc.integer({ min: 2, max: 4 }),
  handSize: opt(fc.integer({ min: 2, max: 14 })),
  opener: opt(fc.constantFrom(...OPENERS)),
  laterOpener: opt(fc.constantFrom(...LATER_OPENERS)),
  blockedTieLead: opt(fc.constantFrom(...BLOCKED_TIE_LEADS)),
  blockedScoring: opt(fc.constantFrom(...BLOCKED_SCORINGS)),
  boneyardReserve: opt(fc.constantFrom(0, 2)),
  drawWhilePlayable: opt(fc.boolean()),
  spinner: opt(fc.constantFrom(...SPINNERS)),
  teams: opt(fc.constantFrom(...TEAMS)),
  target: opt(fc.integer({ min: 1, max: 1000 })),
});

describe('no input reaches a 5xx', () => {
  it('random JSON as a move, a new table, a sign-up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        for (const [method, path] of [
          ['POST', `/v1/tables/${tableId}/moves`],
          ['POST', '/v1/tables'],
          ['POST', `/v1/tables/${tableId}/seats`],
        ]) {
          expectClientError(await call(app, method, path, { token: a.token, body }));
        }
        expectClientError(await call(app, 'POST', '/v1/players', { body }));
      }),
      { numRuns: 60, seed: 1 },
    );
  });

  it('random ids, cursors and headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), fc.string({ maxLength: 80 }), async (text, header) => {
        const id = encodeURIComponent(text);
        expectClientError(await call(app, 'GET', `/v1/tables/${id}`, { token: a.token }));
        expectClientError(await call(app, 'GET', `/v1/lobby?cursor=${id}`, { token: a.token }));
        const safe = header.replace(/[^\x20-\x7e]/g, '');
        expectClientError(
          await call(app, 'POST', `/v1/tables/${tableId}/moves`, {
            token: a.token,
            body: { draw: true },
            headers: { 'if-match': safe, 'idempotency-key': safe },
          }),
        );
        expectClientError(
          await call(app, 'GET', '/v1/players/me', { headers: { authorization: `Bearer ${safe}` } }),
        );
      }),
      { numRuns: 60, seed: 2 },
    );
  });

  it('any combination of rule options opens and starts, or is refused with a reason', async () => {
    await fc.assert(
      fc.asyncProperty(rulesArb, fc.integer({ min: 0, max: 1000 }), async (rules, seed) => {
        const body = JSON.parse(JSON.stringify({ rules, seed: `r${seed}` }));
        const created = await call(app, 'POST', '/v1/tables', { token: a.token, body });
        expectClientError(created);
        if (created.status !== 201) {
          expect(created.body.code).toBe('request/validation');
          return;
        }
        // Fill every other seat with a computer player and start: computer players may play it all.
        const seats = Array.from({ length: rules.players }, (_, i) =>
          i === 0 ? { kind: 'person' } : { kind: 'computer', level: 'random' },
        );
        const t = await ok(
          call(app, 'POST', '/v1/tables', { token: a.token, body: { ...body, seats } }),
          201,
        );
        expectClientError(await call(app, 'POST', `/v1/tables/${t.body.id}/start`, { token: a.token }));
      }),
      { numRuns: 60, seed: 3 },
    );
  });
});
