/**
 * A player's display name, changed after sign-up (PATCH /v1/players/me): checked as at sign-up,
 * seen from the next request on every device and every instance, copied by the seats taken
 * after it (a seat keeps the name it was taken with).
 */
import { describe, expect, it } from 'vitest';
import { call, ok, signUp, testApp, testStore } from '../support/api';

const store = testStore();
const app = testApp({}, store);
/** Another Lambda instance on the same table: nothing kept in one process shows in the other. */
const elsewhere = testApp({}, store);

const rename = (token: string, body: unknown) => call(app, 'PATCH', '/v1/players/me', { token, body });

async function openTable(token: string) {
  const r = await ok(
    call(app, 'POST', '/v1/tables', {
      token,
      body: { rules: { preset: 'draw', players: 2, target: 10 } },
    }),
    201,
  );
  return r.body as { id: string; code: string };
}

const names = async (token: string, id: string) =>
  (await ok(call(app, 'GET', `/v1/tables/${id}`, { token }))).body.seats.map(
    (s: { name?: string }) => s.name,
  );

describe('PATCH /v1/players/me', () => {
  it('sets the name (trimmed), seen at once by the other devices and on another instance', async () => {
    const ana = await signUp(app, 'Guest 123');
    const code = await ok(call(app, 'POST', '/v1/me/sign-in-codes', { token: ana.token }), 201);
    const phone = await ok(call(app, 'POST', '/v1/players/sign-in', { body: { code: code.body.code } }));
    // Both instances have read the player once already.
    await ok(call(elsewhere, 'GET', '/v1/players/me', { token: phone.body.token }));

    const r = await ok(rename(ana.token, { name: '  Ana María  ' }));
    expect(r.body).toEqual({ playerId: ana.id, name: 'Ana María' });
    for (const [instance, token] of [
      [app, ana.token],
      [elsewhere, phone.body.token],
    ] as const) {
      const me = await ok(call(instance, 'GET', '/v1/players/me', { token }));
      expect(me.body).toEqual({ playerId: ana.id, name: 'Ana María' });
    }
    expect((await store.getPlayer(ana.id))?.name).toBe('Ana María');
  });

  it('refuses what sign-up refuses, with a problem, and keeps the name', async () => {
    const ben = await signUp(app, 'Ben');
    const refused: [unknown, RegExp][] = [
      [{ name: '' }, /name/],
      [{ name: '    ' }, /name/],
      [{ name: 'x'.repeat(41) }, /name/],
      [{ name: '漢'.repeat(14) }, /bytes in UTF-8/],
      [{ name: 'Ben\nAdmin' }, /control characters/],
      [{ name: 'Ben\u0007' }, /control characters/],
      [{ name: 'Ben\u202Enimda' }, /control characters/],
      [{ name: 42 }, /name/],
      [{}, /name/],
      [{ name: 'Ben', admin: true }, /admin/],
    ];
    for (const [body, detail] of refused) {
      const r = await rename(ben.token, body);
      expect([r.status, r.headers.get('content-type'), r.body.code], JSON.stringify(body)).toEqual([
        400,
        'application/problem+json',
        'request/validation',
      ]);
      expect(r.body.detail, JSON.stringify(body)).toMatch(detail);
    }
    const malformed = await call(app, 'PATCH', '/v1/players/me', { token: ben.token, raw: '{"name":' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'request/malformed-json']);
    const anonymous = await call(app, 'PATCH', '/v1/players/me', { body: { name: 'Mallory' } });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'auth/missing-token']);
    expect((await ok(call(app, 'GET', '/v1/players/me', { token: ben.token }))).body.name).toBe('Ben');
    // Sign-up holds names to the same rule.
    const signUpTab = await call(app, 'POST', '/v1/players', { body: { name: 'Cy\tDee' } });
    expect([signUpTab.status, signUpTab.body.code]).toEqual([400, 'request/validation']);
    // The longest name that fits: 40 bytes (13 characters of three bytes, and one of one).
    expect((await ok(rename(ben.token, { name: `${'漢'.repeat(13)}b` }))).body.name).toBe(
      `${'漢'.repeat(13)}b`,
    );
  });

  it('shows at the tables sat down at after it; a seat taken before keeps the old name', async () => {
    const cy = await signUp(app, 'Cy');
    const dee = await signUp(app, 'Dee');
    const before = await openTable(cy.token);
    await ok(call(app, 'POST', `/v1/tables/${before.code}/seats`, { token: dee.token }));

    await ok(rename(cy.token, { name: 'Cyrus' }));
    await ok(call(elsewhere, 'PATCH', '/v1/players/me', { token: dee.token, body: { name: 'Deirdre' } }));

    expect(await names(cy.token, before.id)).toEqual(['Cy', 'Dee']);
    const after = await openTable(cy.token);
    await ok(call(app, 'POST', `/v1/tables/${after.code}/seats`, { token: dee.token }));
    expect(await names(cy.token, after.id)).toEqual(['Cyrus', 'Deirdre']);
  });
});
