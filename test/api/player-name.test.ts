/**
 * A player's display name, changed after sign-up (PATCH /v1/players/me): checked as at sign-up,
 * seen from the next request on every device and every instance, copied by the seats taken
 * after it (a seat keeps the name it was taken with).
 */
import { describe, expect, it } from 'vitest';
import { type App, signUp, testApp, testStore } from '../support/api';
import { expectOk, type Schemas, sendUndocumented, typedClient } from '../support/client';

const store = testStore();
const app = testApp({}, store);
/** Another Lambda instance on the same table: nothing kept in one process shows in the other. */
const elsewhere = testApp({}, store);

const rename = (token: string, body: { name: string }, on: App = app) =>
  typedClient(on, token).PATCH('/v1/players/me', { body });
/** A body the document refuses to type (a wrong type, a missing or unknown field): sent untyped on purpose. */
const renameUntyped = (token: string, body: unknown) =>
  sendUndocumented(app, 'PATCH', '/v1/players/me', { token, body });
const me = (token: string, on: App = app) => typedClient(on, token).GET('/v1/players/me');

async function openTable(token: string) {
  return expectOk(
    typedClient(app, token).POST('/v1/tables', {
      body: { rules: { preset: 'draw', players: 2, target: 10 } },
    }),
    201,
  );
}

const sit = (token: string, id: string) =>
  expectOk(typedClient(app, token).POST('/v1/tables/{id}/seats', { params: { path: { id } } }));

const names = async (token: string, id: string) =>
  (await expectOk(typedClient(app, token).GET('/v1/tables/{id}', { params: { path: { id } } }))).seats.map(
    (s: Schemas['Seat']) => (s.kind === 'open' ? undefined : s.name),
  );

describe('PATCH /v1/players/me', () => {
  it('sets the name (trimmed), seen at once by the other devices and on another instance', async () => {
    const ana = await signUp(app, 'Guest 123');
    const code = await expectOk(typedClient(app, ana.token).POST('/v1/me/sign-in-codes'), 201);
    const phone = await expectOk(typedClient(app).POST('/v1/players/sign-in', { body: { code: code.code } }));
    // Both instances have read the player once already.
    await expectOk(me(phone.token, elsewhere));

    const r = await expectOk(rename(ana.token, { name: '  Ana María  ' }));
    expect(r).toEqual({ playerId: ana.id, name: 'Ana María', language: 'en' });
    for (const [instance, token] of [
      [app, ana.token],
      [elsewhere, phone.token],
    ] as const) {
      const found = await expectOk(me(token, instance));
      expect(found).toEqual({ playerId: ana.id, name: 'Ana María', language: 'en' });
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
      const r = await renameUntyped(ben.token, body);
      const status = r.response.status;
      expect([status, r.response.headers.get('content-type'), r.error?.code], JSON.stringify(body)).toEqual([
        400,
        'application/problem+json',
        'request/validation',
      ]);
      expect(r.error?.detail, JSON.stringify(body)).toMatch(detail);
    }
    // Not JSON: no typed request can carry it.
    const malformed = await sendUndocumented(app, 'PATCH', '/v1/players/me', {
      token: ben.token,
      raw: '{"name":',
    });
    expect([malformed.response.status, malformed.error?.code]).toEqual([400, 'request/malformed-json']);
    const anonymous = await typedClient(app).PATCH('/v1/players/me', { body: { name: 'Mallory' } });
    expect([anonymous.response.status, anonymous.error?.code]).toEqual([401, 'auth/missing-token']);
    expect((await expectOk(me(ben.token))).name).toBe('Ben');
    // Sign-up holds names to the same rule.
    const signUpTab = await typedClient(app).POST('/v1/players', { body: { name: 'Cy\tDee' } });
    expect([signUpTab.response.status, signUpTab.error?.code]).toEqual([400, 'request/validation']);
    // The longest name that fits: 40 bytes (13 characters of three bytes, and one of one).
    expect((await expectOk(rename(ben.token, { name: `${'漢'.repeat(13)}b` }))).name).toBe(
      `${'漢'.repeat(13)}b`,
    );
  });

  it('shows at the tables sat down at after it; a seat taken before keeps the old name', async () => {
    const cy = await signUp(app, 'Cy');
    const dee = await signUp(app, 'Dee');
    const before = await openTable(cy.token);
    await sit(dee.token, before.code);

    await expectOk(rename(cy.token, { name: 'Cyrus' }));
    await expectOk(rename(dee.token, { name: 'Deirdre' }, elsewhere));

    expect(await names(cy.token, before.id)).toEqual(['Cy', 'Dee']);
    const after = await openTable(cy.token);
    await sit(dee.token, after.code);
    expect(await names(cy.token, after.id)).toEqual(['Cyrus', 'Deirdre']);
  });
});
