/**
 * The local server's CORS: the deployed HTTP API's policy (CORS_POLICY, which infra gives API
 * Gateway), applied around the real app on DynamoDB Local. A preflight never reaches the token check.
 */
import { describe, expect, it } from 'vitest';
import { withCors } from '../../functions/api/cors';
import { CORS_POLICY } from '../../functions/api/cors-policy';
import { signUp, testApp } from '../support/api';

const inner = testApp();
const app = withCors(inner);
const ORIGIN = 'http://localhost:5173';

const preflight = (path: string, method: string, origin = ORIGIN) =>
  app.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,if-match,idempotency-key',
    },
  });

describe('CORS on the local server', () => {
  it('answers a preflight for a private route with no token: 204, never 401', async () => {
    for (const [path, method] of [
      ['/v1/players/me', 'GET'],
      ['/v1/tables/K7MQ4X/moves', 'POST'],
      ['/v1/tables/K7MQ4X/seats', 'DELETE'],
    ]) {
      const res = await preflight(path, method);
      expect(res.status, `${method} ${path}`).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual(CORS_POLICY.allowMethods);
      expect(res.headers.get('access-control-allow-headers')?.split(',')).toEqual(CORS_POLICY.allowHeaders);
      expect(res.headers.get('access-control-max-age')).toBe(String(CORS_POLICY.maxAgeSeconds));
      expect(await res.text()).toBe('');
    }
  });

  it('lets scripts on another origin read the answers and the headers they need', async () => {
    const player = await signUp(inner, 'Ana');
    const created = await app.request('/v1/tables', {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ rules: { preset: 'draw', players: 2 } }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toMatch(/^"\d+"$/);
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = created.headers.get('access-control-expose-headers')?.split(',');
    expect(exposed).toEqual(CORS_POLICY.exposeHeaders);
    for (const h of ['ETag', 'Location', 'Retry-After', 'Idempotent-Replayed']) expect(exposed).toContain(h);
  });

  it('keeps the app’s problems: a missing token is still 401 problem+json, readable cross-origin', async () => {
    const res = await app.request('/v1/players/me', { headers: { origin: ORIGIN } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as { code: string }).code).toBe('auth/missing-token');
    const missing = await app.request('/nowhere', { headers: { origin: ORIGIN } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
  });

  it('with a list of origins, allows those and no other', async () => {
    const listed = withCors(inner, ['https://a.example', 'https://b.example']);
    const ok = await listed.request('/v1/players/me', {
      method: 'OPTIONS',
      headers: { origin: 'https://b.example', 'access-control-request-method': 'GET' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://b.example');
    expect(ok.headers.get('vary')).toContain('Origin');
    const other = await listed.request('/v1/players/me', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
