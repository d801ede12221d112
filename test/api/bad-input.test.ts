/** Whatever a client sends, the answer is a 4xx problem+json with a stable code, never a 5xx. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ok, type Reply, signUp, type TestPlayer, testApp } from '../support/api';
import { openTable } from '../support/play';

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
  const t = await openTable(app, a, [b], { rules: { preset: 'block', players: 2 }, seed: 'bad-1' });
  tableId = t.body.id;
  version = t.body.version;
  toMove = t.body.turn.seat === 0 ? a : b;
  waiting = toMove === a ? b : a;
  heldByOther = (await ok(call(app, 'GET', `/v1/tables/${tableId}`, { token: waiting.token }))).body.view
    .hand[0];
});

function expectProblem(r: Reply, status: number, code: string) {
  expect({ status: r.status, code: r.body?.code }).toEqual({ status, code });
  expect(r.headers.get('content-type')).toContain('application/problem+json');
  expect(r.body).toMatchObject({
    status,
    type: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
  });
}

const moves = () => `/v1/tables/${tableId}/moves`;

describe('bad input gets a problem, never a 5xx', () => {
  it('malformed JSON', async () => {
    expectProblem(
      await call(app, 'POST', '/v1/players', { raw: '{"name": "x"' }),
      400,
      'request/malformed-json',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, raw: '{tile:' }),
      400,
      'request/malformed-json',
    );
  });

  it('wrong types, with readable zod details', async () => {
    const r = await call(app, 'POST', '/v1/tables', {
      token: a.token,
      body: { rules: { preset: 'draw', players: 'two' } },
    });
    expectProblem(r, 400, 'request/validation');
    expect(r.body.errors).toContainEqual({
      path: 'body.rules.players',
      message: expect.stringMatching(/number/),
    });
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body: { tile: 35 } }),
      400,
      'request/validation',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body: { tile: '3-9' } }),
      400,
      'request/validation',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body: [] }),
      400,
      'request/validation',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body: null }),
      400,
      'request/validation',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body: {} }),
      400,
      'request/validation',
    );
  });

  it('impossible rules', async () => {
    const r = await call(app, 'POST', '/v1/tables', {
      token: a.token,
      body: { rules: { preset: 'partnership', players: 3 } },
    });
    expectProblem(r, 400, 'request/validation');
    expect(r.body.errors[0].path).toBe('body.rules.players');
  });

  it('names: 1-40 characters and at most 40 bytes of UTF-8 (they travel in every table item)', async () => {
    for (const name of ['', '   ', 'x'.repeat(41), '龍'.repeat(14)]) {
      const r = await call(app, 'POST', '/v1/players', { body: { name } });
      expectProblem(r, 400, 'request/validation');
      expect(r.body.errors[0].path).toBe('body.name');
    }
    for (const name of ['x'.repeat(40), '龍'.repeat(13), 'Zoë Ångström']) {
      await ok(call(app, 'POST', '/v1/players', { body: { name } }), 201);
    }
  });

  it('unknown fields', async () => {
    const r = await call(app, 'POST', '/v1/players', { body: { name: 'x', admin: true } });
    expectProblem(r, 400, 'request/validation');
    expectProblem(
      await call(app, 'POST', '/v1/tables', {
        token: a.token,
        body: { rules: { preset: 'draw', players: 2, colour: 'red' } },
      }),
      400,
      'request/validation',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body: { draw: true, why: 1 } }),
      400,
      'request/validation',
    );
  });

  it('huge bodies', async () => {
    const raw = JSON.stringify({ name: 'x'.repeat(20_000) });
    expectProblem(await call(app, 'POST', '/v1/players', { raw }), 413, 'request/too-large');
    expectProblem(await call(app, 'POST', moves(), { token: toMove.token, raw }), 413, 'request/too-large');
  });

  it('not JSON at all', async () => {
    const r = await call(app, 'POST', '/v1/players', {
      raw: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expectProblem(r, 415, 'request/unsupported-media-type');
  });

  it('tiles you do not hold, moves out of turn, draws in a block game', async () => {
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body: { tile: heldByOther } }),
      422,
      'move/tile-not-in-hand',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: waiting.token, body: { tile: heldByOther } }),
      409,
      'move/not-your-turn',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body: { draw: true } }),
      422,
      'move/leader-cannot-draw',
    );
  });

  it('stale versions: 409 in the body, 412 with If-Match', async () => {
    const body = { tile: heldByOther, version: version - 1 };
    expectProblem(
      await call(app, 'POST', moves(), { token: toMove.token, body }),
      409,
      'table/stale-version',
    );
    const r = await call(app, 'POST', moves(), {
      token: toMove.token,
      body: { tile: heldByOther },
      headers: { 'if-match': `"${version - 1}"` },
    });
    expectProblem(r, 412, 'table/stale-version');
    expectProblem(
      await call(app, 'POST', moves(), {
        token: toMove.token,
        body: { tile: heldByOther },
        headers: { 'if-match': 'yesterday' },
      }),
      400,
      'request/validation',
    );
  });

  it('missing or wrong tokens', async () => {
    const missing = await call(app, 'GET', `/v1/tables/${tableId}`);
    expectProblem(missing, 401, 'auth/missing-token');
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expectProblem(
      await call(app, 'GET', `/v1/tables/${tableId}`, { token: 'nonsense' }),
      401,
      'auth/invalid-token',
    );
    const forged = `${a.id}.${'A'.repeat(43)}`;
    expectProblem(
      await call(app, 'GET', `/v1/tables/${tableId}`, { token: forged }),
      401,
      'auth/invalid-token',
    );
    const unknown = `${'x'.repeat(20)}.${'A'.repeat(43)}`;
    expectProblem(
      await call(app, 'POST', moves(), { token: unknown, body: { draw: true } }),
      401,
      'auth/invalid-token',
    );
    const r = await call(app, 'GET', '/v1/lobby', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expectProblem(r, 401, 'auth/invalid-token');
  });

  it('unknown tables and routes', async () => {
    expectProblem(
      await call(app, 'GET', '/v1/tables/nosuchtable000000000', { token: a.token }),
      404,
      'table/not-found',
    );
    expectProblem(await call(app, 'GET', '/v1/tables/ZZZZZZ', { token: a.token }), 404, 'table/not-found');
    expectProblem(
      await call(app, 'POST', '/v1/tables/nosuchtable/moves', { token: a.token, body: { draw: true } }),
      404,
      'table/not-found',
    );
    expectProblem(
      await call(app, 'GET', '/v1/tables/bad%20id!', { token: a.token }),
      400,
      'request/validation',
    );
    expectProblem(await call(app, 'GET', '/v2/anything', { token: a.token }), 404, 'route/not-found');
  });

  it('other players’ tables', async () => {
    expectProblem(
      await call(app, 'GET', `/v1/tables/${tableId}`, { token: outsider.token }),
      403,
      'table/not-seated',
    );
    expectProblem(
      await call(app, 'POST', moves(), { token: outsider.token, body: { draw: true } }),
      403,
      'table/not-seated',
    );
    expectProblem(
      await call(app, 'POST', `/v1/tables/${tableId}/seats`, { token: outsider.token }),
      409,
      'table/already-started',
    );
    expectProblem(
      await call(app, 'POST', `/v1/tables/${tableId}/start`, { token: outsider.token }),
      403,
      'table/not-seated',
    );
  });

  it('table lifecycle refusals', async () => {
    const t = await ok(
      call(app, 'POST', '/v1/tables', { token: a.token, body: { rules: { preset: 'draw', players: 3 } } }),
      201,
    );
    const url = `/v1/tables/${t.body.id}`;
    expectProblem(
      await call(app, 'POST', `${url}/moves`, { token: a.token, body: { draw: true } }),
      409,
      'table/not-started',
    );
    expectProblem(
      await call(app, 'POST', `${url}/start`, { token: a.token }),
      409,
      'table/not-enough-players',
    );
    await ok(call(app, 'POST', `${url}/seats`, { token: b.token, body: { seat: 2 } }));
    expectProblem(
      await call(app, 'POST', `${url}/seats`, { token: outsider.token, body: { seat: 2 } }),
      409,
      'table/seat-taken',
    );
    expectProblem(
      await call(app, 'POST', `${url}/seats`, { token: outsider.token, body: { seat: 3 } }),
      409,
      'table/no-such-seat',
    );
    expectProblem(
      await call(app, 'POST', `${url}/seats`, { token: outsider.token, body: { seat: 9 } }),
      400,
      'request/validation',
    );
    expectProblem(await call(app, 'POST', `${url}/start`, { token: b.token }), 403, 'table/not-creator');
    expectProblem(
      await call(app, 'DELETE', `${url}/seats/me`, { token: outsider.token }),
      403,
      'table/not-seated',
    );
    expectProblem(await call(app, 'GET', '/v1/lobby?limit=0', { token: a.token }), 400, 'request/validation');
    expectProblem(
      await call(app, 'GET', '/v1/lobby?cursor=notacursor', { token: a.token }),
      400,
      'request/validation',
    );
    // Cursors naming another partition or key shape, or well-formed but foreign: 400, never a query.
    const forged = [
      { PK: 'TABLE#x', SK: 'TABLE', lobbyPk: 'OTHER', lobbySk: 'z' },
      { PK: '', SK: '', lobbyPk: '', lobbySk: '' },
      'PLAYER#someone',
      '2026-01-01T00:00:00.000Z#../../x',
    ];
    for (const f of forged) {
      const cursor = Buffer.from(typeof f === 'string' ? f : JSON.stringify(f)).toString('base64url');
      expectProblem(
        await call(app, 'GET', `/v1/lobby?cursor=${cursor}`, { token: a.token }),
        400,
        'request/validation',
      );
    }
    // A well-shaped cursor for a table that is not there is simply a place in the order.
    const elsewhere = Buffer.from('2000-01-01T00:00:00.000Z#NOSUCHTABLE').toString('base64url');
    await ok(call(app, 'GET', `/v1/lobby?cursor=${elsewhere}`, { token: a.token }));
  });

  it('development options are refused when development mode is off', async () => {
    const prod = testApp({ devMode: false });
    const p = await signUp(prod, 'Prod');
    const r = await call(prod, 'POST', '/v1/tables', {
      token: p.token,
      body: { rules: { preset: 'draw', players: 2 }, seed: 'x' },
    });
    expectProblem(r, 403, 'dev/disabled');
  });

  it('too many requests', async () => {
    const limited = testApp({ rateLimit: { burst: 3, perSecond: 0.01 } });
    const p = await signUp(limited, 'Busy');
    const replies = [];
    for (let i = 0; i < 5; i++)
      replies.push(await call(limited, 'GET', '/v1/players/me', { token: p.token }));
    expect(replies.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    expectProblem(replies[3], 429, 'request/rate-limited');
    expect(Number(replies[3].headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('guessing tokens is limited per address, before the store is read', async () => {
    const limited = testApp({ rateLimit: { burst: 3, perSecond: 0.01 } });
    const real = await signUp(limited, 'Real');
    const from = (addr: string, token: string) =>
      call(limited, 'GET', '/v1/players/me', { token, headers: { 'x-forwarded-for': addr } });
    const guesses = [];
    for (let i = 0; i < 5; i++) guesses.push((await from('203.0.113.9', `${real.id}.guess${i}`)).status);
    expect(guesses).toEqual([401, 401, 401, 429, 429]);
    // Another address is not held back by them.
    expect((await from('203.0.113.10', real.token)).status).toBe(200);
  });

  it('sign-ups are limited per address as the proxy saw it, whatever the client puts before it', async () => {
    const limited = testApp({ rateLimit: { burst: 2, perSecond: 0.01 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const r = await call(limited, 'POST', '/v1/players', {
        body: { name: `Spoof ${i}` },
        headers: { 'x-forwarded-for': `10.0.0.${i}, 198.51.100.7` },
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    // Another address has its own bucket.
    const other = await call(limited, 'POST', '/v1/players', {
      body: { name: 'Other' },
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(other.status).toBe(201);
  });
});
