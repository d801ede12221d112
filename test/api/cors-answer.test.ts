/**
 * The CORS layer adds its headers to the app's own answer rather than replacing it: hono's cors
 * middleware made a new Response from the answer's body (a stream), which the local server then
 * wrote the slow way, on every request.
 */
import { describe, expect, it } from 'vitest';
import { withCors } from '../../functions/api/cors';
import { CORS_POLICY } from '../../functions/api/cors-policy';

const answers: Response[] = [];
const app = {
  fetch: () => {
    const res = new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
    answers.push(res);
    return res;
  },
};

describe('the CORS layer', () => {
  it('answers with the app’s own Response, its headers added', async () => {
    for (const [origins, origin, allowed] of [
      [['*'], 'https://elsewhere.example', '*'],
      [['https://a.example'], 'https://a.example', 'https://a.example'],
      [['https://a.example'], 'https://b.example', null],
    ] as const) {
      const res = await withCors(app, [...origins]).request('/v1/players/me', { headers: { origin } });
      expect(res).toBe(answers.at(-1));
      expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(res.headers.get('access-control-expose-headers')?.split(',')).toEqual(CORS_POLICY.exposeHeaders);
      expect(res.headers.get('vary')).toBe(origins[0] === '*' ? null : 'Origin');
      expect(await res.text()).toBe('{"ok":true}');
    }
  });
});
