/** The IETF draft's RateLimit-Policy and RateLimit headers on the API's answers. On DynamoDB Local. */
import { describe, expect, it } from 'vitest';
import { signUp, testApp } from '../support/api';

describe('RateLimit headers', () => {
  it('every answer carries the bucket it was counted in; past it, 429 with r=0', async () => {
    const app = testApp({ rateLimit: { burst: 3, perSecond: 1 } });
    const a = await signUp(app, 'Limited');
    const me = () => app.request('/v1/players/me', { headers: { authorization: `Bearer ${a.token}` } });
    const first = await me();
    expect(first.headers.get('ratelimit-policy')).toBe('"burst";q=3;w=3');
    expect(first.headers.get('ratelimit')).toMatch(/^"burst";r=2;t=\d+$/);
    await me();
    await me();
    const refused = await me();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit')).toMatch(/^"burst";r=0;t=\d+$/);
    const lobby = await app.request('/v1/lobby');
    expect(lobby.headers.get('ratelimit-policy')).toBe('"burst";q=3;w=3');
  });
});
