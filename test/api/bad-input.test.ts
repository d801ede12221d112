/** Whatever a client sends, the answer is a 4xx problem+json with a stable code, never a 5xx. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, signUp, type TestPlayer, testApp } from '../support/api';
import { type Answer, expectOk, type Problem, sendUndocumented, typedClient } from '../support/client';
import { startTable } from '../support/play';

const app = testApp();
let a: TestPlayer;
let b: TestPlayer;
let outsider: TestPlayer;
let tableId: string;
let toMove: TestPlayer;
let waiting: TestPlayer;
let heldByOther: string;
let version: number;

beforeAll(async () => {
  [a, b, outsider] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
  const t = await startTable(app, a, [b], { rules: { preset: 'block', players: 2 }, seed: 'bad-1' });
  tableId = t.id;
  version = t.version;
  toMove = t.turn!.seat === 0 ? a : b;
  waiting = toMove === a ? b : a;
  const theirs = await expectOk(
    typedClient(app, waiting.token).GET('/v1/tables/{id}', { params: { path: { id: tableId } } }),
  );
  heldByOther = theirs.view!.hand![0];
});

async function expectProblem(
  answer: Answer<unknown, Problem> | Promise<Answer<unknown, Problem>>,
  status: number,
  code: string,
): Promise<Problem> {
  const r = await answer;
  expect({ status: r.response.status, code: r.error?.code }).toEqual({ status, code });
  expect(r.response.headers.get('content-type')).toContain('application/problem+json');
  expect(r.error).toMatchObject({
    status,
    type: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
  });
  return r.error!;
}

/** The client of a token, and the table's path parameter. */
const as = (token: string, on: App = app) => typedClient(on, token);
const table = (id = tableId) => ({ params: { path: { id } } });
/** A move on the table, typed; what the document refuses to type goes through `undocumented`. */
const move = (token: string, body: { tile: string } | { draw: true }, headers: Record<string, string> = {}) =>
  as(token).POST('/v1/tables/{id}/moves', { ...table(), body, headers });
/** Bad input on purpose: the request the document does not allow, sent as it is. */
const undocumented = sendUndocumented.bind(null, app);
const moves = () => `/v1/tables/${tableId}/moves`;

describe('bad input gets a problem, never a 5xx', () => {
  it('malformed JSON', async () => {
    // Not JSON: no typed request can carry it.
    await expectProblem(
      await undocumented('POST', '/v1/players', { raw: '{"name": "x"' }),
      400,
      'request/malformed-json',
    );
    await expectProblem(
      await undocumented('POST', moves(), { token: toMove.token, raw: '{tile:' }),
      400,
      'request/malformed-json',
    );
  });

  it('wrong types, with readable zod details', async () => {
    // Wrong types on purpose: the document's types refuse these bodies, so they go untyped.
    const r = await expectProblem(
      undocumented('POST', '/v1/tables', {
        token: a.token,
        body: { rules: { preset: 'draw', players: 'two' } },
      }),
      400,
      'request/validation',
    );
    expect(r.errors).toContainEqual({
      path: 'body.rules.players',
      message: expect.stringMatching(/number/),
    });
    await expectProblem(
      await undocumented('POST', moves(), { token: toMove.token, body: { tile: 35 } }),
      400,
      'request/validation',
    );
    // A string, so typed; no tile of any set (the biggest is double-twelve).
    await expectProblem(await move(toMove.token, { tile: '3-13' }), 400, 'request/validation');
    await expectProblem(
      await undocumented('POST', moves(), { token: toMove.token, body: [] }),
      400,
      'request/validation',
    );
    await expectProblem(
      await undocumented('POST', moves(), { token: toMove.token, body: null }),
      400,
      'request/validation',
    );
    await expectProblem(
      await undocumented('POST', moves(), { token: toMove.token, body: {} }),
      400,
      'request/validation',
    );
  });

  it('impossible rules', async () => {
    const r = await expectProblem(
      as(a.token).POST('/v1/tables', { body: { rules: { preset: 'partnership', players: 3 } } }),
      400,
      'request/validation',
    );
    expect(r.errors![0].path).toBe('body.rules.players');
  });

  it('names: 1-40 characters and at most 40 bytes of UTF-8 (they travel in every table item)', async () => {
    const signUpAs = (name: string) => typedClient(app).POST('/v1/players', { body: { name } });
    for (const name of ['', '   ', 'x'.repeat(41), '龍'.repeat(14)]) {
      const r = await expectProblem(signUpAs(name), 400, 'request/validation');
      expect(r.errors![0].path).toBe('body.name');
    }
    for (const name of ['x'.repeat(40), '龍'.repeat(13), 'Zoë Ångström']) {
      await expectOk(signUpAs(name), 201);
    }
  });

  it('unknown fields', async () => {
    // Fields the document does not have: sent untyped on purpose.
    await expectProblem(
      await undocumented('POST', '/v1/players', { body: { name: 'x', admin: true } }),
      400,
      'request/validation',
    );
    await expectProblem(
      await undocumented('POST', '/v1/tables', {
        token: a.token,
        body: { rules: { preset: 'draw', players: 2, colour: 'red' } },
      }),
      400,
      'request/validation',
    );
    await expectProblem(
      await undocumented('POST', moves(), { token: toMove.token, body: { draw: true, why: 1 } }),
      400,
      'request/validation',
    );
  });

  it('huge bodies', async () => {
    // A raw body, so its size is exactly what is sent.
    const raw = JSON.stringify({ name: 'x'.repeat(20_000) });
    await expectProblem(await undocumented('POST', '/v1/players', { raw }), 413, 'request/too-large');
    await expectProblem(
      await undocumented('POST', moves(), { token: toMove.token, raw }),
      413,
      'request/too-large',
    );
  });

  it('not JSON at all', async () => {
    const r = await undocumented('POST', '/v1/players', {
      raw: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    await expectProblem(r, 415, 'request/unsupported-media-type');
  });

  it('tiles you do not hold, moves out of turn, draws in a block game', async () => {
    await expectProblem(await move(toMove.token, { tile: heldByOther }), 422, 'move/tile-not-in-hand');
    await expectProblem(await move(waiting.token, { tile: heldByOther }), 409, 'move/not-your-turn');
    await expectProblem(await move(toMove.token, { draw: true }), 422, 'move/leader-cannot-draw');
  });

  it('stale versions: 409 in the body, 412 with If-Match', async () => {
    const body = { tile: heldByOther, version: version - 1 };
    await expectProblem(
      await as(toMove.token).POST('/v1/tables/{id}/moves', { ...table(), body }),
      409,
      'table/stale-version',
    );
    const r = await move(toMove.token, { tile: heldByOther }, { 'if-match': `"${version - 1}"` });
    await expectProblem(r, 412, 'table/stale-version');
    await expectProblem(
      await move(toMove.token, { tile: heldByOther }, { 'if-match': 'yesterday' }),
      400,
      'request/validation',
    );
  });

  it('missing or wrong tokens', async () => {
    const answer = typedClient(app).GET('/v1/tables/{id}', table());
    await expectProblem(await answer, 401, 'auth/missing-token');
    expect((await answer).response.headers.get('www-authenticate')).toBe('Bearer');
    await expectProblem(await as('nonsense').GET('/v1/tables/{id}', table()), 401, 'auth/invalid-token');
    const forged = `${a.id}.${'A'.repeat(43)}`;
    await expectProblem(await as(forged).GET('/v1/tables/{id}', table()), 401, 'auth/invalid-token');
    const unknown = `${'x'.repeat(20)}.${'A'.repeat(43)}`;
    await expectProblem(await move(unknown, { draw: true }), 401, 'auth/invalid-token');
    const r = await typedClient(app).GET('/v1/lobby', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    await expectProblem(r, 401, 'auth/invalid-token');
  });

  it('unknown tables and routes', async () => {
    const asA = as(a.token);
    await expectProblem(
      await asA.GET('/v1/tables/{id}', table('nosuchtable000000000')),
      404,
      'table/not-found',
    );
    await expectProblem(await asA.GET('/v1/tables/{id}', table('ZZZZZZ')), 404, 'table/not-found');
    await expectProblem(
      await asA.POST('/v1/tables/{id}/moves', { ...table('nosuchtable'), body: { draw: true } }),
      404,
      'table/not-found',
    );
    // The path exactly as written (a typed path parameter would be encoded differently).
    await expectProblem(
      await undocumented('GET', '/v1/tables/bad%20id!', { token: a.token }),
      400,
      'request/validation',
    );
    // No such route in the document.
    await expectProblem(
      await undocumented('GET', '/v2/anything', { token: a.token }),
      404,
      'route/not-found',
    );
  });

  it('other players’ tables', async () => {
    const asOutsider = as(outsider.token);
    await expectProblem(await asOutsider.GET('/v1/tables/{id}', table()), 403, 'table/not-seated');
    await expectProblem(await move(outsider.token, { draw: true }), 403, 'table/not-seated');
    await expectProblem(
      await asOutsider.POST('/v1/tables/{id}/seats', table()),
      409,
      'table/already-started',
    );
    await expectProblem(await asOutsider.POST('/v1/tables/{id}/start', table()), 403, 'table/not-seated');
  });

  it('table lifecycle refusals', async () => {
    const [asA, asB, asOutsider] = [a, b, outsider].map((p) => as(p.token));
    const t = await expectOk(
      asA.POST('/v1/tables', { body: { rules: { preset: 'draw', players: 3 } } }),
      201,
    );
    const at = table(t.id);
    await expectProblem(
      await asA.POST('/v1/tables/{id}/moves', { ...at, body: { draw: true } }),
      409,
      'table/not-started',
    );
    await expectProblem(await asA.POST('/v1/tables/{id}/start', at), 409, 'table/not-enough-players');
    const seat = (api: typeof asA, n: number) =>
      api.POST('/v1/tables/{id}/seats', { ...at, body: { seat: n } });
    await expectOk(seat(asB, 2));
    await expectProblem(await seat(asOutsider, 2), 409, 'table/seat-taken');
    await expectProblem(await seat(asOutsider, 3), 409, 'table/no-such-seat');
    await expectProblem(await seat(asOutsider, 9), 400, 'request/validation');
    await expectProblem(await asB.POST('/v1/tables/{id}/start', at), 403, 'table/not-creator');
    await expectProblem(await asOutsider.DELETE('/v1/tables/{id}/seats/me', at), 403, 'table/not-seated');
    const lobby = (query: { limit?: number; cursor?: string }) => asA.GET('/v1/lobby', { params: { query } });
    await expectProblem(await lobby({ limit: 0 }), 400, 'request/validation');
    await expectProblem(await lobby({ cursor: 'notacursor' }), 400, 'request/validation');
    // Cursors naming another partition or key shape, or well-formed but foreign: 400, never a query.
    const forged = [
      { PK: 'TABLE#x', SK: 'TABLE', lobbyPk: 'OTHER', lobbySk: 'z' },
      { PK: '', SK: '', lobbyPk: '', lobbySk: '' },
      'PLAYER#someone',
      '2026-01-01T00:00:00.000Z#../../x',
    ];
    for (const f of forged) {
      const cursor = Buffer.from(typeof f === 'string' ? f : JSON.stringify(f)).toString('base64url');
      expectProblem(await lobby({ cursor }), 400, 'request/validation');
    }
    // A well-shaped cursor for a table that is not there is simply a place in the order.
    const elsewhere = Buffer.from('2000-01-01T00:00:00.000Z#NOSUCHTABLE').toString('base64url');
    await expectOk(lobby({ cursor: elsewhere }));
  });

  it('development options are refused when development mode is off', async () => {
    const prod = testApp({ devMode: false });
    const p = await signUp(prod, 'Prod');
    const r = await as(p.token, prod).POST('/v1/tables', {
      body: { rules: { preset: 'draw', players: 2 }, seed: 'x' },
    });
    await expectProblem(r, 403, 'dev/disabled');
  });

  it('too many requests', async () => {
    const limited = testApp({ rateLimit: { burst: 3, perSecond: 0.01 } });
    const p = await signUp(limited, 'Busy');
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await as(p.token, limited).GET('/v1/players/me'));
    expect(replies.slice(0, 3).map((r) => r.response.status)).toEqual([200, 200, 200]);
    await expectProblem(replies[3], 429, 'request/rate-limited');
    expect(Number(replies[3].response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('guessing tokens is limited per address, before the store is read', async () => {
    const limited = testApp({ rateLimit: { burst: 3, perSecond: 0.01 } });
    const real = await signUp(limited, 'Real');
    const from = (addr: string, token: string) =>
      as(token, limited).GET('/v1/players/me', { headers: { 'x-forwarded-for': addr } });
    const guesses = [];
    for (let i = 0; i < 5; i++)
      guesses.push((await from('203.0.113.9', `${real.id}.guess${i}`)).response.status);
    expect(guesses).toEqual([401, 401, 401, 429, 429]);
    // Another address is not held back by them.
    expect((await from('203.0.113.10', real.token)).response.status).toBe(200);
  });

  it('sign-ups are limited per address as the proxy saw it, whatever the client puts before it', async () => {
    const limited = testApp({ rateLimit: { burst: 2, perSecond: 0.01 } });
    const signUpFrom = (name: string, forwardedFor: string) =>
      typedClient(limited).POST('/v1/players', {
        body: { name },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const r = await signUpFrom(`Spoof ${i}`, `10.0.0.${i}, 198.51.100.7`);
      statuses.push(r.response.status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    // Another address has its own bucket.
    const other = await signUpFrom('Other', '198.51.100.8');
    expect(other.response.status).toBe(201);
  });
});
