/**
 * OPTIONS that tell the truth, through the CORS layer the local server and the Lambda function
 * both put around the app: a preflight (Origin and Access-Control-Request-Method) on a route
 * gets the CORS headers; a plain OPTIONS on a route gets 204 with Allow; on a path that is no
 * route, 404 problem+json, never 204 and never 401.
 */
import { describe, expect, it } from 'vitest';
import { withCors } from '../../functions/api/cors';
import { CORS_POLICY } from '../../functions/api/cors-policy';
import { testApp } from '../support/api';

const inner = testApp();
const app = withCors(inner);
const ORIGIN = 'https://elsewhere.example';
const PREFLIGHT = { origin: ORIGIN, 'access-control-request-method': 'POST' };

const options = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'OPTIONS', headers });

describe('OPTIONS', () => {
  it('a preflight on a route: 204 with the CORS headers (and Allow)', async () => {
    const res = await options('/v1/tables/K7MQ4X/moves', PREFLIGHT);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual(CORS_POLICY.allowMethods);
    expect(res.headers.get('access-control-allow-headers')?.split(',')).toEqual(CORS_POLICY.allowHeaders);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('a plain OPTIONS on a route: 204 with Allow, the methods of that path', async () => {
    for (const [path, allow] of [
      ['/v1/tables/K7MQ4X', 'GET, HEAD, OPTIONS'],
      ['/v1/tables/K7MQ4X/seats', 'POST, OPTIONS'],
      ['/v1/players/me', 'GET, HEAD, PATCH, OPTIONS'],
    ]) {
      for (const on of [app, inner]) {
        const res = await on.request(path, { method: 'OPTIONS' });
        expect([res.status, res.headers.get('allow')], path).toEqual([204, allow]);
        expect(res.headers.get('access-control-allow-methods')).toBeNull();
        expect(await res.text()).toBe('');
      }
    }
  });

  it('on a path that is no route: 404 problem+json, preflight or not, with or without /v1', async () => {
    for (const path of ['/v1/nowhere/at/all', '/nowhere', '/v1/tables/K7MQ4X/moves/extra']) {
      for (const headers of [{}, PREFLIGHT]) {
        for (const on of [app, inner]) {
          const res = await on.request(path, { method: 'OPTIONS', headers });
          expect([res.status, res.headers.get('content-type')], `${path} ${JSON.stringify(headers)}`).toEqual(
            [404, 'application/problem+json'],
          );
          expect(((await res.json()) as { code: string }).code).toBe('route/not-found');
          expect(res.headers.get('access-control-allow-methods')).toBeNull();
        }
      }
    }
  });
});
