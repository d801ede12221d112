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
import { signUp, type TestPlayer, testApp } from '../support/api';
import {
  type Answer,
  expectOk,
  type Schemas,
  sendUndocumented,
  textOf,
  typedClient,
} from '../support/client';
import { startTable } from '../support/play';

const app = testApp();
let a: TestPlayer;
let tableId: string;

beforeAll(async () => {
  a = await signUp(app, 'Fuzz');
  const t = await startTable(app, a, [], {
    rules: { preset: 'draw', players: 2 },
    seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
    seed: 'fuzz-1',
  });
  tableId = t.id;
});

async function expectClientError(answer: Answer<unknown, unknown> | Promise<Answer<unknown, unknown>>) {
  const r = (await answer).response;
  expect(r.status, await textOf(answer)).toBeLessThan(500);
  if (r.status >= 400) expect(r.headers.get('content-type')).toContain('application/problem+json');
}

/** Random input on purpose: anything at all, sent as it is (no route's types could carry it). */
const undocumented = sendUndocumented.bind(null, app);

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
          await expectClientError(undocumented(method, path, { token: a.token, body }));
        }
        await expectClientError(undocumented('POST', '/v1/players', { body }));
      }),
      { numRuns: 60, seed: 1 },
    );
  });

  it('random ids, cursors and headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), fc.string({ maxLength: 80 }), async (text, header) => {
        const id = encodeURIComponent(text);
        // The path and query exactly as encoded here (the typed client would encode them its own way).
        await expectClientError(undocumented('GET', `/v1/tables/${id}`, { token: a.token }));
        await expectClientError(undocumented('GET', `/v1/lobby?cursor=${id}`, { token: a.token }));
        const safe = header.replace(/[^\x20-\x7e]/g, '');
        await expectClientError(
          typedClient(app, a.token).POST('/v1/tables/{id}/moves', {
            params: { path: { id: tableId } },
            body: { draw: true },
            headers: { 'if-match': safe, 'idempotency-key': safe },
          }),
        );
        await expectClientError(
          typedClient(app).GET('/v1/players/me', { headers: { authorization: `Bearer ${safe}` } }),
        );
      }),
      { numRuns: 60, seed: 2 },
    );
  });

  it('any combination of rule options opens and starts, or is refused with a reason', async () => {
    await fc.assert(
      fc.asyncProperty(rulesArb, fc.integer({ min: 0, max: 1000 }), async (rules, seed) => {
        // Options left out are undefined, which JSON leaves out too.
        const body: Schemas['CreateTable'] = { rules, seed: `r${seed}` };
        const asA = typedClient(app, a.token);
        const created = await asA.POST('/v1/tables', { body });
        await expectClientError(created);
        if (created.response.status !== 201) {
          expect(created.error?.code).toBe('request/validation');
          return;
        }
        // Fill every other seat with a computer player and start: computer players may play it all.
        const seats = Array.from({ length: rules.players }, (_, i): Schemas['SeatSpec'] =>
          i === 0 ? { kind: 'person' } : { kind: 'computer', level: 'random' },
        );
        const t = await expectOk(asA.POST('/v1/tables', { body: { ...body, seats } }), 201);
        await expectClientError(asA.POST('/v1/tables/{id}/start', { params: { path: { id: t.id } } }));
      }),
      { numRuns: 60, seed: 3 },
    );
  });
});
