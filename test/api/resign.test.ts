/** Resigning a match: who wins, what the table and the inbox say after, and every refusal. */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { signUp, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, typedClient } from '../support/client';
import { startTable } from '../support/play';

const app = testApp();
const store = testStore();

const resign = (token: string, id: string) =>
  typedClient(app, token).POST('/v1/tables/{id}/resign', { params: { path: { id } } });

describe('resigning', () => {
  it('ends the match at once: the other side wins, nobody may move, the table leaves play', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const id = started.id;
    const answer = await resign(b.token, id);
    const r = await expectOk(answer);
    expect(r.status).toBe('over');
    expect(r.version).toBe(started.version + 1);
    expect(answer.response.headers.get('etag')).toBe(`"${r.version}"`);
    expect(r.view).toMatchObject({ forfeitedBy: 1, winner: 0, turn: null, legalMoves: null });
    expect(r.turn).toBeNull();

    // The winner sees the same end; a move now is refused and changes nothing.
    const api = typedClient(app, a.token);
    const seen = await expectOk(api.GET('/v1/tables/{id}', { params: { path: { id } } }));
    expect(seen.view).toMatchObject({ forfeitedBy: 1, winner: 0 });
    const move = await expectProblem(
      api.POST('/v1/tables/{id}/moves', { params: { path: { id } }, body: { draw: true } }),
      409,
    );
    expect(move.code).toBe('move/match-over');
    expect((await store.findTable(id))!.version).toBe(r.version);

    // The feed ends with the forfeit.
    const feed = await expectOk(
      api.GET('/v1/tables/{id}/events', { params: { path: { id }, query: { limit: 500 } } }),
    );
    const last = feed.events.at(-1)!;
    expect(last).toMatchObject({ type: 'matchEnded', winner: 0, forfeitedBy: 1 });
    // With the hand it cut short revealed, as on the table.
    expect('unfinished' in last && last.unfinished).toEqual(r.fairDeal.unfinished);
    expect(r.fairDeal.unfinished).toMatchObject({ handNo: 1, seed: expect.any(String) });

    // Nobody's turn any more in either inbox.
    for (const p of [a, b]) {
      const inbox = await expectOk(typedClient(app, p.token).GET('/v1/me/tables'));
      const entry = inbox.tables.find((t) => t.id === id);
      expect(entry).toMatchObject({ status: 'over', yourTurn: false, turn: null });
    }
  });

  it('a retry after it landed answers the same table; the winner cannot resign a finished match', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await startTable(app, a, [b], { rules: { preset: 'block', players: 2 } });
    const id = started.id;
    const first = await expectOk(resign(a.token, id));
    const again = await expectOk(resign(a.token, id));
    expect(again).toEqual(first);
    // expectProblem checks the status and the problem+json content type.
    const late = await expectProblem(resign(b.token, id), 409);
    expect(late.code).toBe('move/match-over');
    expect((await store.findTable(id))!.version).toBe(first.version);
  });

  it('with partners, the resigning seat takes its partner down', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await startTable(app, a, [b], {
      rules: { preset: 'partnership', players: 4 },
      seats: [
        { kind: 'person' },
        { kind: 'person' },
        { kind: 'computer', level: 'random' },
        { kind: 'computer', level: 'random' },
      ],
    });
    // Ben sits at seat 1 (team 1, with seat 3): team 0 wins.
    const r = await expectOk(resign(b.token, started.id));
    expect(r.view).toMatchObject({ forfeitedBy: 1, winner: 0 });
  });

  it('refuses people without a seat, tables not started, and unknown tables, changing nothing', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben'), signUp(app, 'Cy')]);
    const started = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const stranger = await expectProblem(resign(c.token, started.id), 403);
    expect(stranger.code).toBe('table/not-seated');

    const open = await expectOk(
      typedClient(app, a.token).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    const early = await expectProblem(resign(a.token, open.id), 409);
    expect(early.code).toBe('table/not-started');

    const missing = await expectProblem(resign(a.token, 'NOSUCHTABLE'), 404);
    expect(missing.code).toBe('table/not-found');

    expect((await store.findTable(started.id))!.version).toBe(started.version);
    expect((await store.findTable(open.id))!.version).toBe(open.version);
  });
});
