/**
 * Every answer says `X-Content-Type-Options: nosniff` (a name in JSON is never taken for HTML),
 * through the CORS layer the local server and the Lambda function put around the app: successes,
 * not-modified, problems of every kind, OPTIONS and preflights; the local server's own 503 while
 * it starts too. The table's picture forbids scripts and outside loads (Content-Security-Policy).
 */
import { describe, expect, it } from 'vitest';
import { withCors } from '../../functions/api/cors';
import { untilReady } from '../../functions/local/store-ready';
import { signUp, testApp } from '../support/api';
import { startTable } from '../support/play';

const inner = testApp();
const app = withCors(inner);

describe('X-Content-Type-Options: nosniff', () => {
  it('on every kind of answer', async () => {
    const a = await signUp(inner, 'Ana');
    const auth = { authorization: `Bearer ${a.token}` };
    const json = { ...auth, 'content-type': 'application/json' };
    const created = await app.request('/v1/tables', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ rules: { preset: 'draw', players: 2 }, visibility: 'public' }),
    });
    const { id } = (await created.json()) as { id: string };
    const cases: [string, Promise<Response> | Response, number][] = [
      ['201 created', created, 201],
      ['200 a table', app.request(`/v1/tables/${id}`, { headers: auth }), 200],
      [
        '304',
        app.request(`/v1/tables/${id}`, {
          headers: { ...auth, 'if-none-match': created.headers.get('etag')! },
        }),
        304,
      ],
      ['200 the picture', app.request(`/v1/tables/${id}/picture.svg`), 200],
      ['200 the document', app.request('/openapi.json'), 200],
      ['401', app.request('/v1/players/me'), 401],
      ['404', app.request('/nowhere'), 404],
      ['405', app.request('/v1/players/me', { method: 'PUT', headers: auth }), 405],
      ['400 malformed', app.request('/v1/tables', { method: 'POST', headers: json, body: '{' }), 400],
      ['400 invalid', app.request('/v1/tables', { method: 'POST', headers: json, body: '{}' }), 400],
      [
        '413',
        app.request('/v1/tables', { method: 'POST', headers: json, body: `"${'x'.repeat(20_000)}"` }),
        413,
      ],
      [
        '415',
        app.request('/v1/tables', {
          method: 'POST',
          headers: { ...auth, 'content-type': 'text/plain' },
          body: 'x',
        }),
        415,
      ],
      ['204 OPTIONS', app.request('/v1/players/me', { method: 'OPTIONS' }), 204],
      [
        '204 preflight',
        app.request('/v1/players/me', {
          method: 'OPTIONS',
          headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
        }),
        204,
      ],
      [
        '503 starting',
        untilReady(new Promise(() => {}), app.fetch)(new Request('http://localhost/v1/players/me')),
        503,
      ],
    ];
    for (const [what, answer, status] of cases) {
      const res = await answer;
      expect([res.status, res.headers.get('x-content-type-options')], what).toEqual([status, 'nosniff']);
    }
  });
});

describe('the picture', () => {
  it('carries a Content-Security-Policy that forbids scripts and outside loads', async () => {
    const [a, b] = await Promise.all([signUp(inner, 'Ana'), signUp(inner, 'Ben')]);
    const t = await startTable(inner, a, [b], {
      rules: { preset: 'draw', players: 2 },
      visibility: 'public',
    });
    const res = await app.request(`/v1/tables/${t.id}/picture.svg`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    // Nothing from anywhere (images, fonts, styles sheets, frames), and no script at all.
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'none'");
    expect([...directives.values()].join(' ')).not.toMatch(/\*|https?:|data:|'self'|unsafe/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
