/**
 * Requests the routes never see: headers over the limit (431) and a method a path lacks (405
 * with Allow), answered as problems before authentication; and the same 431 from the local
 * server for headers over Node's own limit, which the app never sees.
 */
import { request } from 'node:http';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../functions/api/deps';
import { answerClientErrors } from '../../functions/local/client-errors';
import { signUp, testApp } from '../support/api';
import { sendUndocumented, typedClient } from '../support/client';

const app = testApp();
const forged = (bytes: number) => `Bearer ${'x'.repeat(20)}.${'A'.repeat(bytes)}`;

describe('headers too large', () => {
  it('are 431 request/headers-too-large, even with a forged token, and leave a normal request alone', async () => {
    const r = await typedClient(app).GET('/v1/lobby', {
      headers: { authorization: forged(DEFAULT_CONFIG.maxHeaderBytes) },
    });
    expect(r.response.status).toBe(431);
    expect(r.response.headers.get('content-type')).toContain('application/problem+json');
    expect(r.error).toMatchObject({ status: 431, code: 'request/headers-too-large' });
    const p = await signUp(app, 'Small');
    expect((await typedClient(app, p.token).GET('/v1/players/me')).response.status).toBe(200);
  });

  it('over Node’s own limit, the local server answers the same problem', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    answerClientErrors(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const reply = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/v1/lobby', headers: { authorization: forged(20_000) } },
          (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () =>
              resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(reply.status).toBe(431);
      expect(reply.type).toBe('application/problem+json');
      expect(JSON.parse(reply.body)).toMatchObject({ status: 431, code: 'request/headers-too-large' });
    } finally {
      server.close();
    }
  });
});

describe('a method a path does not have', () => {
  it('is 405 route/method-not-allowed with Allow, before any token is asked for', async () => {
    // Methods the document does not have on these paths: sent untyped on purpose.
    const r = await sendUndocumented(app, 'DELETE', '/v1/tables/T1');
    expect(r.response.status).toBe(405);
    expect(r.response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(r.error).toMatchObject({ status: 405, code: 'route/method-not-allowed' });
    const moves = await sendUndocumented(app, 'GET', '/v1/tables/T1/moves');
    expect(moves.response.status).toBe(405);
    expect(moves.response.headers.get('allow')).toBe('POST, OPTIONS');
    // Two routes on one path: both named.
    expect(
      (await sendUndocumented(app, 'PATCH', '/v1/sheets/S1/hands/last')).response.headers.get('allow'),
    ).toBe('DELETE, PUT, OPTIONS');
  });

  it('OPTIONS says what a path takes; an unknown path is still 404', async () => {
    const r = await app.request('/v1/tables', { method: 'OPTIONS' });
    expect(r.status).toBe(204);
    expect(r.headers.get('allow')).toBe('POST, OPTIONS');
    const p = await signUp(app, 'Lost');
    // No such path in the document.
    const none = await sendUndocumented(app, 'GET', '/v2/anything', { token: p.token });
    expect(none.response.status).toBe(404);
    expect(none.error?.code).toBe('route/not-found');
  });
});
