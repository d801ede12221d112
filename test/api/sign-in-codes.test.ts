/**
 * Moving to another device with a code: short and unambiguous, ten minutes, once; wrong,
 * made-up, used and old codes refused with their own codes; attempts limited per address; two
 * devices redeeming one code at once: exactly one signs in.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { CODE_ALPHABET } from '../../functions/core/random-code';
import { type App, signUp, testApp, testDeps, testStore } from '../support/api';
import { expectOk, expectProblem, sendUndocumented, typedClient } from '../support/client';

const store = testStore();
const app = testApp({ signInLimit: null }, store);
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Making a code on a signed-in device, and redeeming one (from an address when given). */
const makeCode = (on: App, token: string) => typedClient(on, token).POST('/v1/me/sign-in-codes');
const redeem = (on: App, body: { code: string; deviceName?: string }, address?: string) =>
  typedClient(on).POST('/v1/players/sign-in', { body, headers: address ? from(address) : {} });

describe('sign-in codes', () => {
  it('sign a new device into the same player, with a token of its own', async () => {
    const a = await signUp(app, 'Ana');
    const answer = makeCode(app, a.token);
    const made = await expectOk(answer, 201);
    expect(made.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{5}-[${CODE_ALPHABET}]{5}$`));
    expect(made.code).not.toMatch(/[01OIL]/);
    const ttl = Date.parse(made.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
    expect((await answer).response.headers.get('cache-control')).toBe('no-store');

    // Typed on a phone: lower case, a space instead of the dash.
    const typed = made.code.toLowerCase().replace('-', ' ');
    const signedIn = await expectOk(redeem(app, { code: typed, deviceName: 'Phone' }));
    expect(signedIn).toMatchObject({ playerId: a.id, name: 'Ana' });
    expect(signedIn.token).not.toBe(a.token);
    const phone = typedClient(app, signedIn.token);
    const me = await expectOk(phone.GET('/v1/players/me'));
    expect(me.playerId).toBe(a.id);
    // The same tables: what one device opens, the other sees.
    const t = await expectOk(
      typedClient(app, a.token).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    await expectOk(phone.GET('/v1/tables/{id}', { params: { path: { id: t.id } } }));

    // Once only.
    const again = await expectProblem(redeem(app, { code: made.code }), 401);
    expect(again.code).toBe('auth/unknown-sign-in-code');
  });

  it('wrong and made-up codes', async () => {
    const wrong = await expectProblem(redeem(app, { code: 'ABCDE-FGHJK' }), 401);
    expect(wrong.code).toBe('auth/unknown-sign-in-code');
    for (const code of ['ABCDE-FGHJ0', 'OOOOO-OOOOO', 'ABCDE', 'ABCDE-FGHJKM', '', 'ABCDE-FGHJ!']) {
      const r = await expectProblem(redeem(app, { code }), 400);
      expect(r.code, code).toBe('request/validation');
      expect(r.errors?.[0].path).toBe('body.code');
    }
    // Not a field of the body: sent untyped.
    const extra = await sendUndocumented(app, 'POST', '/v1/players/sign-in', {
      body: { code: 'ABCDE-FGHJK', admin: true },
    });
    expect(extra.response.status).toBe(400);
  });

  it('expire after ten minutes', async () => {
    let now = Date.parse('2026-06-01T12:00:00.000Z');
    const deps = testDeps({ signInLimit: null }, store);
    deps.now = () => new Date(now);
    const timed = createApp(deps);
    const a = await signUp(timed, 'Ben');
    const first = await expectOk(makeCode(timed, a.token), 201);
    expect(first.expiresAt).toBe('2026-06-01T12:10:00.000Z');
    const second = await expectOk(makeCode(timed, a.token), 201);
    now += 599_000;
    await expectOk(redeem(timed, { code: second.code }));
    now += 2_000;
    const late = await expectProblem(redeem(timed, { code: first.code }), 401);
    expect(late.code).toBe('auth/sign-in-code-expired');
  });

  it('two devices redeeming one code at once: exactly one signs in', async () => {
    const a = await signUp(app, 'Cy');
    const made = await expectOk(makeCode(app, a.token), 201);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => redeem(app, { code: made.code, deviceName: `device ${i}` })),
    );
    const won = replies.filter((r) => r.response.status === 200);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => x.response.status !== 200)) {
      expect([r.response.status, r.error?.code]).toEqual([401, 'auth/unknown-sign-in-code']);
    }
    // Exactly one new device token: the sign-up's and the winner's.
    const list = await expectOk(typedClient(app, a.token).GET('/v1/me/tokens'));
    expect(list.tokens).toHaveLength(2);
    expect(list.tokens[1].id).toBe(won[0].data?.tokenId);
  });

  it('attempts are limited per address; making codes per player', async () => {
    const limited = testApp({ signInLimit: { burst: 3, perSecond: 0.001 } }, store);
    const a = await signUp(limited, 'Di');
    const made = await expectOk(makeCode(limited, a.token), 201);
    for (let i = 0; i < 3; i++) {
      const r = await redeem(limited, { code: 'ABCDE-FGHJK' }, '192.0.2.1');
      expect(r.response.status).toBe(401);
    }
    // Past the budget even the right code waits: guessing gets nowhere.
    const answer = redeem(limited, { code: made.code }, '192.0.2.1');
    const r = await expectProblem(answer, 429);
    expect(r.code).toBe('request/rate-limited');
    expect(Number((await answer).response.headers.get('retry-after'))).toBeGreaterThan(0);
    // From another address the code still works (it was not spent by the refused attempt).
    await expectOk(redeem(limited, { code: made.code }, '192.0.2.2'));
    // Making codes: the same budget, per player.
    await expectOk(makeCode(limited, a.token), 201);
    await expectOk(makeCode(limited, a.token), 201);
    const tooMany = await makeCode(limited, a.token);
    expect(tooMany.response.status).toBe(429);
  });

  it('a code is stored only as a hash', async () => {
    const a = await signUp(app, 'Ed');
    const made = await expectOk(makeCode(app, a.token), 201);
    const canonical = made.code.replace('-', '');
    const { hashSignInCode } = await import('../../functions/accounts/sign-in-code');
    const stored = await store.getSignInCode(hashSignInCode(canonical));
    expect(stored).toMatchObject({ playerId: a.id, expiresAt: made.expiresAt });
    expect(JSON.stringify(stored)).not.toContain(canonical);
  });
});
