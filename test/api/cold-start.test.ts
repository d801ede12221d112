/**
 * What a cold start builds: the response shapes are z.lazy and only the OpenAPI document builds
 * them, so serving requests never pays for them (npm run bench:bundle measures the import).
 */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../functions/api/problem';
import { FairDealSchema } from '../../functions/api/schemas/fair-deal';
import { FeedSchema, InboxSchema } from '../../functions/api/schemas/follow';
import { SheetSchema } from '../../functions/api/schemas/sheet';
import { LobbySchema, TableSchema } from '../../functions/api/schemas/table';
import { SeatViewSchema } from '../../functions/api/schemas/view';
import { call, ok, signUp, testApp } from '../support/api';
import { openTable } from '../support/play';

const RESPONSE_SHAPES = {
  TableSchema,
  SeatViewSchema,
  FairDealSchema,
  LobbySchema,
  FeedSchema,
  InboxSchema,
  SheetSchema,
  ProblemSchema,
};

/**
 * The names of the lazy schemas whose inner schema has been built. zod (4.6, pinned) keeps a
 * z.lazy's built schema on its def as `_cachedInner`; a zod upgrade may move it.
 */
function built(): string[] {
  return Object.entries(RESPONSE_SHAPES)
    .filter(([, s]) => (s._zod.def as { _cachedInner?: unknown })._cachedInner !== undefined)
    .map(([name]) => name);
}

describe('cold start', () => {
  it('serving a game builds no response schema; the OpenAPI document builds them all', async () => {
    const app = testApp();
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await openTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const id = t.body.id;
    for (const p of [a, b]) {
      const seen = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: p.token }));
      const move = seen.body.view.legalMoves?.[0];
      if (move) {
        const body = move.type === 'draw' ? { draw: true } : { tile: move.tile, end: move.end };
        await ok(call(app, 'POST', `/v1/tables/${id}/moves`, { token: p.token, body }));
      }
    }
    await ok(call(app, 'GET', `/v1/tables/${id}/events`, { token: a.token }));
    await ok(call(app, 'GET', '/v1/me/tables', { token: b.token }));
    await ok(call(app, 'GET', '/v1/lobby', { token: b.token }));
    const sheet = await ok(
      call(app, 'POST', '/v1/sheets', { token: a.token, body: { players: ['Ana', 'Ben'] } }),
      201,
    );
    await ok(call(app, 'GET', `/v1/sheets/${sheet.body.id}`, { token: b.token }));
    expect((await call(app, 'GET', '/v1/tables/NOSUCHTABLE', { token: a.token })).status).toBe(404);
    expect(built()).toEqual([]);

    await ok(call(app, 'GET', '/openapi.json'));
    expect(built()).toEqual(Object.keys(RESPONSE_SHAPES));
  });
});
