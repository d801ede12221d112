/**
 * The body limit (16 KB) without the body's stream where it is not needed: a GET or a body with
 * a Content-Length is judged without `request.body` (on the local server, asking for it turns
 * Node's lightweight request into a whole Request); a chunked body is still counted as it is
 * read, and one over the limit is 413 either way.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../functions/api/deps';
import { signUp, testApp } from '../support/api';

const app = testApp();

/** `init` as a Request whose body stream may not be asked for. */
function withoutBodyStream(url: string, init: RequestInit): Request {
  const req = new Request(`http://localhost${url}`, init);
  Object.defineProperty(req, 'body', {
    get() {
      throw new Error('request.body was asked for');
    },
  });
  return req;
}

describe('the body limit', () => {
  it('a GET, and a body with its Content-Length, never ask for the body stream', async () => {
    const p = await signUp(app, 'Ana');
    const auth = { authorization: `Bearer ${p.token}` };
    const me = await app.fetch(withoutBodyStream('/v1/players/me', { headers: auth }));
    expect(me.status).toBe(200);
    const text = JSON.stringify({ rules: { preset: 'draw', players: 2 } });
    const created = await app.fetch(
      withoutBodyStream('/v1/tables', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'content-length': String(text.length) },
        body: text,
      }),
    );
    expect(created.status).toBe(201);
    const big = 'x'.repeat(DEFAULT_CONFIG.maxBodyBytes + 1);
    const refused = await app.fetch(
      withoutBodyStream('/v1/tables', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'content-length': String(big.length) },
        body: big,
      }),
    );
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([
      413,
      'request/too-large',
    ]);
  });

  it('a chunked body (no Content-Length) is counted as it is read: over the limit, 413', async () => {
    const p = await signUp(app, 'Ben');
    const chunked = (text: string) =>
      app.request('/v1/tables', {
        method: 'POST',
        headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
        body: new Blob([text]).stream(),
        duplex: 'half',
      } as RequestInit);
    const big = await chunked(`"${'x'.repeat(DEFAULT_CONFIG.maxBodyBytes)}"`);
    expect([big.status, ((await big.json()) as { code: string }).code]).toEqual([413, 'request/too-large']);
    const fine = await chunked(JSON.stringify({ rules: { preset: 'draw', players: 2 } }));
    expect(fine.status).toBe(201);
  });
});
