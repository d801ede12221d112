/** The local server's start-up 503, behind the CORS policy as server.ts puts it: a page on another origin reads it. */
import { describe, expect, it } from 'vitest';
import { withCors } from '../../functions/api/cors';
import { notReadyYet, untilReady } from '../../functions/local/store-ready';

const starting = withCors({ fetch: notReadyYet }, ['https://other.example']);
const fetch = untilReady(new Promise(() => {}), () => new Response('ready'), starting.fetch);

describe('the start-up 503 across origins', () => {
  it('carries the CORS headers, Retry-After exposed; a preflight is answered first', async () => {
    const origin = { origin: 'https://other.example' };
    const preflight = await fetch(
      new Request('http://localhost/v1/players/me', {
        method: 'OPTIONS',
        headers: {
          ...origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://other.example');
    const res = await fetch(
      new Request('http://localhost/v1/players/me', { headers: { ...origin, authorization: 'Bearer x' } }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://other.example');
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(((await res.json()) as { code: string }).code).toBe('store/unavailable');
  });
});
