/**
 * Watching without a seat, signed in or not: a public table's spectator view and public feed
 * need no token (a private table still refuses, 401 without a token, 403 with a stranger's), and
 * the lobby lists public matches in play beside the open tables, a page at a time, each with the
 * spectator view; a match leaves the list when it ends. On the run's DynamoDB Local.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { TableSchema } from '../../functions/api/schemas/table-shapes';
import { lineMatch } from '../../functions/tables/model';
import { signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, lineView, type Schemas, typedClient } from '../support/client';
import { expectNoHiddenTiles, moveOf, startTable } from '../support/play';

const store: Store = testStore();
const app = testApp({}, store);
const anyone = typedClient(app);
const as = (p: TestPlayer) => typedClient(app, p.token);
const at = (id: string) => ({ params: { path: { id } } });

/** A refusal with this status and code (problem+json). */
async function refused(
  answer: Parameters<typeof expectProblem>[0],
  status: number,
  code: string,
): Promise<void> {
  expect((await expectProblem(answer, status)).code).toBe(code);
}

/** A two-player public Block match between a and b, started. */
function publicMatch(a: TestPlayer, b: TestPlayer, seed: string) {
  return startTable(app, a, [b], { rules: { preset: 'block', players: 2 }, visibility: 'public', seed });
}

/** Every table of one lobby list, read in pages of `limit` (the ids, in the order listed). */
async function listed(status: 'open' | 'playing', limit: number): Promise<Schemas['Table'][]> {
  const tables: Schemas['Table'][] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 200; pages++) {
    const page = await expectOk(anyone.GET('/v1/lobby', { params: { query: { status, limit, cursor } } }));
    expect(page.tables.length).toBeLessThanOrEqual(limit);
    tables.push(...page.tables);
    if (page.cursor === null) return tables;
    cursor = page.cursor;
  }
  throw new Error('the lobby did not end within 200 pages');
}

describe('watching a public table without a token', () => {
  it('the spectator view and the public feed, with no hidden tile; the seat view still needs a token', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await publicMatch(a, b, 'watch-anonymous');
    const view = await expectOk(anyone.GET('/v1/tables/{id}/spectate', at(t.id)));
    expect(TableSchema.parse(view)).toEqual(view);
    expect(view.you).toBeNull();
    expect(view.view?.hand).toBeNull();
    expect(view.view?.handCounts).toEqual([7, 7]);
    const stored = (await store.findTable(t.id))!;
    expectNoHiddenTiles(view, lineMatch(stored)!, -1);
    // By join code too, as a shared link names it.
    expect((await expectOk(anyone.GET('/v1/tables/{id}/spectate', at(t.code)))).id).toBe(t.id);

    // A move later, the feed has it, and no dealt hand.
    const mine = await expectOk(as(a).GET('/v1/tables/{id}', at(t.id)));
    const toMove = mine.turn!.seat === 0 ? a : b;
    const seatView = await expectOk(as(toMove).GET('/v1/tables/{id}', at(t.id)));
    const move = moveOf(lineView(seatView).legalMoves![0]);
    await expectOk(
      as(toMove).POST('/v1/tables/{id}/moves', { ...at(t.id), body: { ...move, version: t.version } }),
    );
    const feed = await expectOk(anyone.GET('/v1/tables/{id}/events', { params: { path: { id: t.id } } }));
    expect(feed.events.map((e) => e.type)).toEqual(['handDealt', 'play']);
    const dealt = feed.events[0];
    expect(dealt.type === 'handDealt' && dealt.hand).toBeUndefined();
    expectNoHiddenTiles(feed, lineMatch((await store.findTable(t.id))!)!, -1);
    // Long-polling works without a token too: an answer at once when the table is past `since`.
    const polled = await anyone.GET('/v1/tables/{id}/spectate', {
      params: { path: { id: t.id }, query: { since: t.version, wait: 1 } },
    });
    expect(polled.data?.version).toBe(t.version + 1);

    // Reading the table as a seat sees it still needs one.
    await refused(anyone.GET('/v1/tables/{id}', at(t.id)), 401, 'auth/missing-token');
  });

  it('a private table: 401 without a token, 403 for a stranger, its players as before', async () => {
    const [a, b, stranger] = await Promise.all(['Cy', 'Di', 'Eve'].map((n) => signUp(app, n)));
    const t = await startTable(app, a, [b], {
      rules: { preset: 'block', players: 2 },
      seed: 'watch-private',
    });
    for (const path of ['/v1/tables/{id}/spectate', '/v1/tables/{id}/events'] as const) {
      const anonymous = await anyone.GET(path, at(t.id));
      await refused(anonymous, 401, 'auth/missing-token');
      expect(anonymous.response.headers.get('www-authenticate')).toBe('Bearer');
      await refused(as(stranger).GET(path, at(t.id)), 403, 'table/not-seated');
      await expectOk(as(b).GET(path, at(t.id)));
    }
  });

  it('a token sent is checked as anywhere: a bad one is 401, never read as none', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Fay'), signUp(app, 'Gus')]);
    const t = await publicMatch(a, b, 'watch-bad-token');
    await refused(
      typedClient(app, 'nonsense').GET('/v1/tables/{id}/spectate', at(t.id)),
      401,
      'auth/invalid-token',
    );
    await refused(typedClient(app, 'nonsense').GET('/v1/lobby', {}), 401, 'auth/invalid-token');
  });

  it('is documented: no token needed for the lobby, the spectator view and the feed', async () => {
    const res = await app.request('/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, { get: { security: object[] } }> };
    for (const path of ['/v1/lobby', '/v1/tables/{id}/spectate', '/v1/tables/{id}/events'])
      expect(doc.paths[path].get.security, path).toContainEqual({});
  });

  it('without a token, watching is limited per address: 429 with Retry-After', async () => {
    const limited = testApp({ rateLimit: { burst: 2, perSecond: 0.01 } }, store);
    const from = (address: string) =>
      typedClient(limited).GET('/v1/lobby', {
        params: { query: { status: 'playing' } },
        headers: { 'x-forwarded-for': address },
      });
    expect((await from('198.51.100.21')).response.status).toBe(200);
    expect((await from('198.51.100.21')).response.status).toBe(200);
    const limitedOut = await from('198.51.100.21');
    await refused(limitedOut, 429, 'request/rate-limited');
    expect(Number(limitedOut.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('203.0.113.21')).response.status).toBe(200);
  });
});

describe('the lobby’s matches in play', () => {
  it('lists public matches being played, newest first, paged, with the spectator view; not private or open ones', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Hal'), signUp(app, 'Ida')]);
    const first = await publicMatch(a, b, 'live-1');
    const second = await publicMatch(a, b, 'live-2');
    const third = await publicMatch(a, b, 'live-3');
    const hidden = await startTable(app, a, [b], {
      rules: { preset: 'block', players: 2 },
      seed: 'live-private',
    });
    const waiting = await expectOk(
      as(a).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 }, visibility: 'public' } }),
      201,
    );

    const playing = await listed('playing', 2);
    const ids = playing.map((t) => t.id);
    const mine = ids.filter((id) => [first.id, second.id, third.id].includes(id));
    // Newest first (other tests' tables may sit between them).
    expect(mine).toEqual([third.id, second.id, first.id]);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(waiting.id);
    expect(new Set(ids).size).toBe(ids.length);
    const shown = playing.find((t) => t.id === second.id)!;
    expect(TableSchema.parse(shown)).toEqual(shown);
    expect(shown.status).toBe('playing');
    expect(shown.you).toBeNull();
    expect(shown.view?.hand).toBeNull();
    expect(lineView(shown).scores).toEqual([0, 0]);
    expectNoHiddenTiles(shown, lineMatch((await store.findTable(second.id))!)!, -1);

    // The open list is as it was: the table waiting, no match in play.
    const open = (await listed('open', 50)).map((t) => t.id);
    expect(open).toContain(waiting.id);
    expect(open).not.toContain(first.id);
    // The default list is the open one.
    const byDefault = await expectOk(anyone.GET('/v1/lobby', { params: { query: { limit: 50 } } }));
    expect(byDefault.tables.every((t) => t.status === 'open')).toBe(true);
  });

  it('a match leaves the list when it ends (resigned)', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Jo'), signUp(app, 'Kim')]);
    const t = await publicMatch(a, b, 'live-ends');
    expect((await listed('playing', 50)).map((x) => x.id)).toContain(t.id);
    await expectOk(as(b).POST('/v1/tables/{id}/resign', at(t.id)));
    expect((await listed('playing', 50)).map((x) => x.id)).not.toContain(t.id);
    // Still there to watch, over.
    expect((await expectOk(anyone.GET('/v1/tables/{id}/spectate', at(t.id)))).status).toBe('over');
  });

  it('a cursor belongs to its list: the other list’s, or a forged one, is refused with 400', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Lu'), signUp(app, 'Mo')]);
    await publicMatch(a, b, 'live-cursor-1');
    await publicMatch(a, b, 'live-cursor-2');
    for (let i = 0; i < 2; i++)
      await expectOk(
        as(a).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 }, visibility: 'public' } }),
        201,
      );
    const page = (status: 'open' | 'playing', cursor?: string) =>
      anyone.GET('/v1/lobby', { params: { query: { status, limit: 1, cursor } } });
    const playingCursor = (await expectOk(page('playing'))).cursor!;
    const openCursor = (await expectOk(page('open'))).cursor!;
    expect(playingCursor).toEqual(expect.any(String));
    expect(openCursor).toEqual(expect.any(String));
    await expectOk(page('playing', playingCursor));
    await expectOk(page('open', openCursor));
    await refused(page('open', playingCursor), 400, 'request/validation');
    await refused(page('playing', openCursor), 400, 'request/validation');
    const forged = Buffer.from(JSON.stringify({ playing: 'PLAYER#x' })).toString('base64url');
    await refused(page('playing', forged), 400, 'request/validation');
    await refused(
      anyone.GET('/v1/lobby', { params: { query: { status: 'finished' as 'open' } } }),
      400,
      'request/validation',
    );
  });
});
