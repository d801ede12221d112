/**
 * Moving to another device with a code: short and unambiguous, ten minutes, once; wrong,
 * made-up, used and old codes refused with their own codes; attempts limited per address; two
 * devices redeeming one code at once: exactly one signs in.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { CODE_ALPHABET } from '../../functions/tables/codes';
import { call, ok, signUp, testApp, testDeps, testStore } from '../support/api';

const store = testStore();
const app = testApp({ signInLimit: null }, store);
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('sign-in codes', () => {
  it('sign a new device into the same player, with a token of its own', async () => {
    const a = await signUp(app, 'Ana');
    const made = await ok(call(app, 'POST', '/v1/me/sign-in-codes', { token: a.token }), 201);
    expect(made.body.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{5}-[${CODE_ALPHABET}]{5}$`));
    expect(made.body.code).not.toMatch(/[01OIL]/);
    const ttl = Date.parse(made.body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
    expect(made.headers.get('cache-control')).toBe('no-store');

    // Typed on a phone: lower case, a space instead of the dash.
    const typed = made.body.code.toLowerCase().replace('-', ' ');
    const signedIn = await ok(
      call(app, 'POST', '/v1/players/sign-in', { body: { code: typed, deviceName: 'Phone' } }),
    );
    expect(signedIn.body).toMatchObject({ playerId: a.id, name: 'Ana' });
    expect(signedIn.body.token).not.toBe(a.token);
    const me = await ok(call(app, 'GET', '/v1/players/me', { token: signedIn.body.token }));
    expect(me.body.playerId).toBe(a.id);
    // The same tables: what one device opens, the other sees.
    const t = await ok(
      call(app, 'POST', '/v1/tables', { token: a.token, body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    await ok(call(app, 'GET', `/v1/tables/${t.body.id}`, { token: signedIn.body.token }));

    // Once only.
    const again = await call(app, 'POST', '/v1/players/sign-in', { body: { code: made.body.code } });
    expect([again.status, again.body.code]).toEqual([401, 'auth/unknown-sign-in-code']);
  });

  it('wrong and made-up codes', async () => {
    const wrong = await call(app, 'POST', '/v1/players/sign-in', { body: { code: 'ABCDE-FGHJK' } });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'auth/unknown-sign-in-code']);
    for (const code of ['ABCDE-FGHJ0', 'OOOOO-OOOOO', 'ABCDE', 'ABCDE-FGHJKM', '', 'ABCDE-FGHJ!']) {
      const r = await call(app, 'POST', '/v1/players/sign-in', { body: { code } });
      expect([r.status, r.body.code], code).toEqual([400, 'request/validation']);
      expect(r.body.errors[0].path).toBe('body.code');
    }
    const extra = await call(app, 'POST', '/v1/players/sign-in', {
      body: { code: 'ABCDE-FGHJK', admin: true },
    });
    expect(extra.status).toBe(400);
  });

  it('expire after ten minutes', async () => {
    let now = Date.parse('2026-06-01T12:00:00.000Z');
    const deps = testDeps({ signInLimit: null }, store);
    deps.now = () => new Date(now);
    const timed = createApp(deps);
    const a = await signUp(timed, 'Ben');
    const first = await ok(call(timed, 'POST', '/v1/me/sign-in-codes', { token: a.token }), 201);
    expect(first.body.expiresAt).toBe('2026-06-01T12:10:00.000Z');
    const second = await ok(call(timed, 'POST', '/v1/me/sign-in-codes', { token: a.token }), 201);
    now += 599_000;
    await ok(call(timed, 'POST', '/v1/players/sign-in', { body: { code: second.body.code } }));
    now += 2_000;
    const late = await call(timed, 'POST', '/v1/players/sign-in', { body: { code: first.body.code } });
    expect([late.status, late.body.code]).toEqual([401, 'auth/sign-in-code-expired']);
  });

  it('two devices redeeming one code at once: exactly one signs in', async () => {
    const a = await signUp(app, 'Cy');
    const made = await ok(call(app, 'POST', '/v1/me/sign-in-codes', { token: a.token }), 201);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(app, 'POST', '/v1/players/sign-in', {
          body: { code: made.body.code, deviceName: `device ${i}` },
        }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect([r.status, r.body.code]).toEqual([401, 'auth/unknown-sign-in-code']);
    }
    // Exactly one new device token: the sign-up's and the winner's.
    const list = await ok(call(app, 'GET', '/v1/me/tokens', { token: a.token }));
    expect(list.body.tokens).toHaveLength(2);
    expect(list.body.tokens[1].id).toBe(won[0].body.tokenId);
  });

  it('attempts are limited per address; making codes per player', async () => {
    const limited = testApp({ signInLimit: { burst: 3, perSecond: 0.001 } }, store);
    const a = await signUp(limited, 'Di');
    const made = await ok(call(limited, 'POST', '/v1/me/sign-in-codes', { token: a.token }), 201);
    for (let i = 0; i < 3; i++) {
      const r = await call(limited, 'POST', '/v1/players/sign-in', {
        body: { code: 'ABCDE-FGHJK' },
        headers: from('192.0.2.1'),
      });
      expect(r.status).toBe(401);
    }
    // Past the budget even the right code waits: guessing gets nowhere.
    const r = await call(limited, 'POST', '/v1/players/sign-in', {
      body: { code: made.body.code },
      headers: from('192.0.2.1'),
    });
    expect([r.status, r.body.code]).toEqual([429, 'request/rate-limited']);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // From another address the code still works (it was not spent by the refused attempt).
    await ok(
      call(limited, 'POST', '/v1/players/sign-in', {
        body: { code: made.body.code },
        headers: from('192.0.2.2'),
      }),
    );
    // Making codes: the same budget, per player.
    await ok(call(limited, 'POST', '/v1/me/sign-in-codes', { token: a.token }), 201);
    await ok(call(limited, 'POST', '/v1/me/sign-in-codes', { token: a.token }), 201);
    const tooMany = await call(limited, 'POST', '/v1/me/sign-in-codes', { token: a.token });
    expect(tooMany.status).toBe(429);
  });

  it('a code is stored only as a hash', async () => {
    const a = await signUp(app, 'Ed');
    const made = await ok(call(app, 'POST', '/v1/me/sign-in-codes', { token: a.token }), 201);
    const canonical = made.body.code.replace('-', '');
    const { hashSignInCode } = await import('../../functions/accounts/sign-in-code');
    const stored = await store.getSignInCode(hashSignInCode(canonical));
    expect(stored).toMatchObject({ playerId: a.id, expiresAt: made.body.expiresAt });
    expect(JSON.stringify(stored)).not.toContain(canonical);
  });
});
