/** Resigning a match: who wins, what the table and the inbox say after, and every refusal. */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { call, ok, signUp, testApp, testStore } from '../support/api';
import { openTable } from '../support/play';

const app = testApp();
const store = testStore();

describe('resigning', () => {
  it('ends the match at once: the other side wins, nobody may move, the table leaves play', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await openTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const id = started.body.id;
    const r = await ok(call(app, 'POST', `/v1/tables/${id}/resign`, { token: b.token }));
    expect(r.body.status).toBe('over');
    expect(r.body.version).toBe(started.body.version + 1);
    expect(r.headers.get('etag')).toBe(`"${r.body.version}"`);
    expect(r.body.view).toMatchObject({ forfeitedBy: 1, winner: 0, turn: null, legalMoves: null });
    expect(r.body.turn).toBeNull();

    // The winner sees the same end; a move now is refused and changes nothing.
    const seen = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: a.token }));
    expect(seen.body.view).toMatchObject({ forfeitedBy: 1, winner: 0 });
    const move = await call(app, 'POST', `/v1/tables/${id}/moves`, {
      token: a.token,
      body: { draw: true },
    });
    expect(move.status).toBe(409);
    expect(move.body.code).toBe('move/match-over');
    expect((await store.loadTable(id))!.version).toBe(r.body.version);

    // The feed ends with the forfeit.
    const feed = await ok(call(app, 'GET', `/v1/tables/${id}/events?limit=500`, { token: a.token }));
    expect(feed.body.events.at(-1)).toMatchObject({ type: 'matchEnded', winner: 0, forfeitedBy: 1 });
    // With the hand it cut short revealed, as on the table.
    expect(feed.body.events.at(-1).unfinished).toEqual(r.body.fairDeal.unfinished);
    expect(r.body.fairDeal.unfinished).toMatchObject({ handNo: 1, seed: expect.any(String) });

    // Nobody's turn any more in either inbox.
    for (const p of [a, b]) {
      const inbox = await ok(call(app, 'GET', '/v1/me/tables', { token: p.token }));
      const entry = inbox.body.tables.find((t: { id: string }) => t.id === id);
      expect(entry).toMatchObject({ status: 'over', yourTurn: false, turn: null });
    }
  });

  it('a retry after it landed answers the same table; the winner cannot resign a finished match', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await openTable(app, a, [b], { rules: { preset: 'block', players: 2 } });
    const id = started.body.id;
    const first = await ok(call(app, 'POST', `/v1/tables/${id}/resign`, { token: a.token }));
    const again = await ok(call(app, 'POST', `/v1/tables/${id}/resign`, { token: a.token }));
    expect(again.body).toEqual(first.body);
    const late = await call(app, 'POST', `/v1/tables/${id}/resign`, { token: b.token });
    expect(late.status).toBe(409);
    expect(late.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(late.body.code).toBe('move/match-over');
    expect((await store.loadTable(id))!.version).toBe(first.body.version);
  });

  it('with partners, the resigning seat takes its partner down', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await openTable(app, a, [b], {
      rules: { preset: 'partnership', players: 4 },
      seats: [
        { kind: 'person' },
        { kind: 'person' },
        { kind: 'computer', level: 'random' },
        { kind: 'computer', level: 'random' },
      ],
    });
    // Ben sits at seat 1 (team 1, with seat 3): team 0 wins.
    const r = await ok(call(app, 'POST', `/v1/tables/${started.body.id}/resign`, { token: b.token }));
    expect(r.body.view).toMatchObject({ forfeitedBy: 1, winner: 0 });
  });

  it('refuses people without a seat, tables not started, and unknown tables, changing nothing', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben'), signUp(app, 'Cy')]);
    const started = await openTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const stranger = await call(app, 'POST', `/v1/tables/${started.body.id}/resign`, { token: c.token });
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe('table/not-seated');

    const open = await ok(
      call(app, 'POST', '/v1/tables', { token: a.token, body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    const early = await call(app, 'POST', `/v1/tables/${open.body.id}/resign`, { token: a.token });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('table/not-started');

    const missing = await call(app, 'POST', '/v1/tables/NOSUCHTABLE/resign', { token: a.token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('table/not-found');

    expect((await store.loadTable(started.body.id))!.version).toBe(started.body.version);
    expect((await store.loadTable(open.body.id))!.version).toBe(open.body.version);
  });
});
