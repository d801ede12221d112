/**
 * The OpenAPI document names the response headers clients rely on (ETag for If-Match and
 * If-None-Match, Location, Retry-After), and the answers carry what it names.
 */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { signUp, testApp } from '../support/api';
import { expectOk, openApiDocument, typedClient } from '../support/client';
import { moveOf, startTable } from '../support/play';

const app = testApp();

describe('documented response headers', () => {
  it('every header a response documents is sent, for tables, moves, the feed and sheets', async () => {
    const doc = await openApiDocument(app);
    const documented = (path: string, method: string, status: number) =>
      Object.keys(doc.paths[path][method].responses[status].headers ?? {}).sort();
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const [asA, asB] = [a, b].map((p) => typedClient(app, p.token));

    const creation = asA.POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } });
    await expectOk(creation, 201);
    const created = (await creation).response;
    expect(documented('/v1/tables', 'post', 201)).toEqual(['etag', 'location']);
    for (const h of ['etag', 'location']) expect(created.headers.get(h)).toBeTruthy();

    const started = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    const id = started.id;
    const at = { params: { path: { id } } };
    const cases: [string, string, number, Promise<{ response: Response }>][] = [
      ['/v1/tables/{id}', 'get', 200, asA.GET('/v1/tables/{id}', at)],
      ['/v1/tables/{id}/events', 'get', 200, asA.GET('/v1/tables/{id}/events', at)],
      ['/v1/tables/{id}/spectate', 'get', 200, asB.GET('/v1/tables/{id}/spectate', at)],
    ];
    for (const [path, method, status, reply] of cases) {
      const r = (await reply).response;
      expect(r.status).toBe(status);
      for (const h of documented(path, method, status)) expect(r.headers.get(h), `${path} ${h}`).toBeTruthy();
      expect(documented(path, method, status)).toContain('etag');
    }

    const seat = started.turn!.seat;
    const mover = typedClient(app, (seat === 0 ? a : b).token);
    const view = (await expectOk(mover.GET('/v1/tables/{id}', at))).view!;
    const m = view.legalMoves![0];
    const move = mover.POST('/v1/tables/{id}/moves', { ...at, body: moveOf(m) });
    const moved = await expectOk(move);
    expect(documented('/v1/tables/{id}/moves', 'post', 200)).toEqual(['etag', 'idempotent-replayed']);
    expect((await move).response.headers.get('etag')).toBe(`"${moved.version}"`);

    const sheeting = asA.POST('/v1/sheets', { body: { players: ['A', 'B'] } });
    await expectOk(sheeting, 201);
    const sheet = (await sheeting).response;
    for (const h of documented('/v1/sheets', 'post', 201)) expect(sheet.headers.get(h)).toBeTruthy();

    // Problems: 401 names the scheme, 429 and 503 say when to come back; each says its language.
    expect(documented('/v1/tables/{id}', 'get', 401)).toEqual(['content-language', 'www-authenticate']);
    expect(documented('/v1/tables/{id}', 'get', 429)).toEqual(['content-language', 'retry-after']);
    expect(documented('/v1/tables/{id}', 'get', 503)).toEqual(['content-language', 'retry-after']);
    expect(documented('/v1/tables/{id}', 'get', 404)).toEqual(['content-language']);
    const unauthorized = (await typedClient(app).GET('/v1/tables/{id}', at)).response;
    expect(unauthorized.headers.get('www-authenticate')).toBe('Bearer');
    expect(unauthorized.headers.get('content-language')).toBe('en');
    // No body, no 415 documented.
    expect(doc.paths['/v1/tables/{id}'].get.responses[415]).toBeUndefined();
    expect(doc.paths['/v1/tables/{id}/moves'].post.responses[415]).toBeDefined();
  });
});
