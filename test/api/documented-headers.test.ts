/**
 * The OpenAPI document names the response headers clients rely on (ETag for If-Match and
 * If-None-Match, Location, Retry-After), and the answers carry what it names.
 */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { call, ok, signUp, testApp } from '../support/api';
import { openTable } from '../support/play';

const app = testApp();

describe('documented response headers', () => {
  it('every header a response documents is sent, for tables, moves, the feed and sheets', async () => {
    const doc = (await ok(call(app, 'GET', '/openapi.json'))).body;
    const documented = (path: string, method: string, status: number) =>
      Object.keys(doc.paths[path][method].responses[status].headers ?? {}).sort();
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);

    const created = await ok(
      call(app, 'POST', '/v1/tables', { token: a.token, body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    expect(documented('/v1/tables', 'post', 201)).toEqual(['etag', 'location']);
    for (const h of ['etag', 'location']) expect(created.headers.get(h)).toBeTruthy();

    const started = await openTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const id = started.body.id;
    const cases: [string, string, number, Promise<{ status: number; headers: Headers }>][] = [
      ['/v1/tables/{id}', 'get', 200, call(app, 'GET', `/v1/tables/${id}`, { token: a.token })],
      ['/v1/tables/{id}/events', 'get', 200, call(app, 'GET', `/v1/tables/${id}/events`, { token: a.token })],
      [
        '/v1/tables/{id}/spectate',
        'get',
        200,
        call(app, 'GET', `/v1/tables/${id}/spectate`, { token: b.token }),
      ],
    ];
    for (const [path, method, status, reply] of cases) {
      const r = await reply;
      expect(r.status).toBe(status);
      for (const h of documented(path, method, status)) expect(r.headers.get(h), `${path} ${h}`).toBeTruthy();
      expect(documented(path, method, status)).toContain('etag');
    }

    const seat = started.body.turn.seat;
    const mover = seat === 0 ? a : b;
    const view = (await ok(call(app, 'GET', `/v1/tables/${id}`, { token: mover.token }))).body.view;
    const m = view.legalMoves[0];
    const moved = await ok(
      call(app, 'POST', `/v1/tables/${id}/moves`, { token: mover.token, body: { tile: m.tile, end: m.end } }),
    );
    expect(documented('/v1/tables/{id}/moves', 'post', 200)).toEqual(['etag', 'idempotent-replayed']);
    expect(moved.headers.get('etag')).toBe(`"${moved.body.version}"`);

    const sheet = await ok(
      call(app, 'POST', '/v1/sheets', { token: a.token, body: { players: ['A', 'B'] } }),
      201,
    );
    for (const h of documented('/v1/sheets', 'post', 201)) expect(sheet.headers.get(h)).toBeTruthy();

    // Problems: 401 names the scheme, 429 and 503 say when to come back.
    expect(documented('/v1/tables/{id}', 'get', 401)).toEqual(['www-authenticate']);
    expect(documented('/v1/tables/{id}', 'get', 429)).toEqual(['retry-after']);
    expect(documented('/v1/tables/{id}', 'get', 503)).toEqual(['retry-after']);
    const unauthorized = await call(app, 'GET', `/v1/tables/${id}`);
    expect(unauthorized.headers.get('www-authenticate')).toBe('Bearer');
    // No body, no 415 documented.
    expect(doc.paths['/v1/tables/{id}'].get.responses[415]).toBeUndefined();
    expect(doc.paths['/v1/tables/{id}/moves'].post.responses[415]).toBeDefined();
  });
});
