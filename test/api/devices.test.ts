/**
 * A token per device: listed without secrets, revoked at once, rotated by itself; its last use
 * written at most hourly; legacy tokens (from before device tokens) keep working until rotated.
 */
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../functions/accounts/bearer';
import { createApp } from '../../functions/api/app';
import { type App, secretOf, signUp, testApp, testDeps, testStore } from '../support/api';
import { expectEmpty, expectOk, textOf, typedClient } from '../support/client';

const store = testStore();
const app = testApp({}, store);

/** The client of a token (on `app` unless said), and a token's id as a path parameter. */
const as = (token?: string, on: App = app) => typedClient(on, token);
const tokenId = (id: string) => ({ params: { path: { id } } });
/** Who a token says it is, and its status when refused. */
const me = (token: string, on: App = app) => as(token, on).GET('/v1/players/me');

/** A second device of `token`'s player, signed in with a code. */
async function secondDevice(token: string, deviceName: string) {
  const code = await expectOk(as(token).POST('/v1/me/sign-in-codes'), 201);
  return expectOk(as().POST('/v1/players/sign-in', { body: { code: code.code, deviceName } }));
}

describe('device tokens', () => {
  it('are listed with their names, creation and last use, never a secret', async () => {
    const r = await expectOk(
      as().POST('/v1/players', { body: { name: 'Ana', deviceName: 'Ana’s phone' } }),
      201,
    );
    const { token, tokenId, playerId } = r;
    expect(token.split('.')).toHaveLength(5);
    expect(token.startsWith(`${playerId}.${tokenId}.`)).toBe(true);
    const laptop = await secondDevice(token, 'Laptop');
    expect(laptop.playerId).toBe(playerId);

    const listed = as(laptop.token).GET('/v1/me/tokens');
    const list = await expectOk(listed);
    expect(list.tokens).toEqual([
      {
        id: tokenId,
        name: 'Ana’s phone',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: false,
        kind: 'device',
      },
      expect.objectContaining({ id: laptop.tokenId, name: 'Laptop', current: true, kind: 'device' }),
    ]);
    const text = await textOf(listed);
    for (const secret of [token, secretOf(token), laptop.token, secretOf(laptop.token)]) {
      expect(text).not.toContain(secret);
    }
    // Stored as a hash of the secret, as the player's token always was.
    const stored = await store.getDeviceToken(playerId, tokenId);
    expect(stored?.secretHash).toBe(hashSecret(secretOf(token)));
  });

  it('a revoked token is refused at its next request; the others keep working', async () => {
    const a = await signUp(app, 'Ben');
    const lost = await secondDevice(a.token, 'Lost phone');
    await expectOk(me(lost.token));
    // Another app on the same store: another Lambda instance, which had just seen the token.
    const elsewhere = testApp({}, store);
    await expectOk(me(lost.token, elsewhere));

    await expectEmpty(as(a.token).DELETE('/v1/me/tokens/{id}', tokenId(lost.tokenId)));
    for (const instance of [app, elsewhere]) {
      const r = await me(lost.token, instance);
      expect([r.response.status, r.error?.code]).toEqual([401, 'auth/revoked-token']);
      expect(r.response.headers.get('www-authenticate')).toBe('Bearer');
    }
    await expectOk(me(a.token));
    const again = await as(a.token).DELETE('/v1/me/tokens/{id}', tokenId(lost.tokenId));
    expect([again.response.status, again.error?.code]).toEqual([404, 'auth/token-not-found']);
    // Another player's token id is not yours to revoke.
    const other = await signUp(app, 'Cy');
    const list = await expectOk(as(other.token).GET('/v1/me/tokens'));
    const foreign = await as(a.token).DELETE('/v1/me/tokens/{id}', tokenId(list.tokens[0].id));
    expect(foreign.response.status).toBe(404);
    await expectOk(me(other.token));
    // `current` signs this device out.
    await expectEmpty(as(other.token).DELETE('/v1/me/tokens/{id}', tokenId('current')));
    expect((await me(other.token)).response.status).toBe(401);
  });

  it('the token in use rotates itself: a new one with its name, the old one dead', async () => {
    const r = await expectOk(as().POST('/v1/players', { body: { name: 'Di', deviceName: 'Tablet' } }), 201);
    const rotation = as(r.token).POST('/v1/me/tokens/current/rotate');
    const rotated = await expectOk(rotation);
    expect(rotated).toMatchObject({ playerId: r.playerId, name: 'Di' });
    expect(rotated.token).not.toBe(r.token);
    expect((await rotation).response.headers.get('cache-control')).toBe('no-store');
    const old = await me(r.token);
    expect([old.response.status, old.error?.code]).toEqual([401, 'auth/revoked-token']);
    const list = await expectOk(as(rotated.token).GET('/v1/me/tokens'));
    expect(list.tokens).toEqual([
      expect.objectContaining({ id: rotated.tokenId, name: 'Tablet', current: true }),
    ]);
    // A rotation by the old token after its replacement: refused, nothing issued.
    const late = await as(r.token).POST('/v1/me/tokens/current/rotate');
    expect(late.response.status).toBe(401);
    expect((await expectOk(as(rotated.token).GET('/v1/me/tokens'))).tokens).toHaveLength(1);
  });

  it('last use is written at most once an hour, however many requests', async () => {
    let now = Date.parse('2026-06-01T12:00:00.000Z');
    const touches: string[] = [];
    const counted = testStore();
    const touch = counted.touchDeviceToken.bind(counted);
    counted.touchDeviceToken = async (...args) => {
      touches.push(args[2]);
      return touch(...args);
    };
    const deps = testDeps({}, counted);
    deps.now = () => new Date(now);
    const timed = createApp(deps);
    const a = await signUp(timed, 'Ed');
    for (let i = 0; i < 5; i++) await expectOk(me(a.token, timed));
    expect(touches).toEqual([]);
    now += 61 * 60_000;
    await Promise.all(Array.from({ length: 5 }, () => expectOk(me(a.token, timed))));
    now += 60_000;
    for (let i = 0; i < 5; i++) await expectOk(me(a.token, timed));
    // The five at once may each try, but the write's condition lets one through.
    expect(new Set(touches)).toEqual(new Set(['2026-06-01T13:01:00.000Z']));
    const list = await expectOk(as(a.token, timed).GET('/v1/me/tokens'));
    expect(list.tokens[0].lastUsedAt).toBe('2026-06-01T13:01:00.000Z');
  });
});

describe('tokens from before device tokens', () => {
  it('keep working, are listed as legacy, and rotate into a device token', async () => {
    const id = `legacy${Date.now()}`.slice(0, 20);
    const secret = 'S'.repeat(43);
    await store.createPlayer(
      { id, name: 'Old', tokenHash: hashSecret(secret), createdAt: new Date().toISOString() },
      {},
    );
    const legacy = `${id}.${secret}`;
    const found = await expectOk(me(legacy));
    expect(found).toEqual({ playerId: id, name: 'Old', language: 'en' });
    const list = await expectOk(as(legacy).GET('/v1/me/tokens'));
    expect(list.tokens).toEqual([
      {
        id: 'legacy',
        name: 'first device',
        createdAt: expect.any(String),
        lastUsedAt: null,
        current: true,
        kind: 'legacy',
      },
    ]);
    const wrong = await me(`${id}.${'T'.repeat(43)}`);
    expect([wrong.response.status, wrong.error?.code]).toEqual([401, 'auth/invalid-token']);

    const rotated = await expectOk(as(legacy).POST('/v1/me/tokens/current/rotate'));
    expect(rotated.playerId).toBe(id);
    expect((await me(legacy)).response.status).toBe(401);
    const after = await expectOk(as(rotated.token).GET('/v1/me/tokens'));
    expect(after.tokens).toEqual([
      expect.objectContaining({ kind: 'device', name: 'first device', current: true }),
    ]);
    expect((await store.getPlayer(id))?.tokenHash).toBeUndefined();
  });

  it('a legacy token can be revoked from another device', async () => {
    const id = `legacyrv${Date.now()}`.slice(0, 20);
    const secret = 'R'.repeat(43);
    await store.createPlayer(
      { id, name: 'Old2', tokenHash: hashSecret(secret), createdAt: new Date().toISOString() },
      {},
    );
    const legacy = `${id}.${secret}`;
    const laptop = await secondDevice(legacy, 'Laptop');
    const list = await expectOk(as(laptop.token).GET('/v1/me/tokens'));
    expect(list.tokens.map((t: { id: string }) => t.id)).toEqual(['legacy', laptop.tokenId]);
    await expectEmpty(as(laptop.token).DELETE('/v1/me/tokens/{id}', tokenId('legacy')));
    expect((await me(legacy)).response.status).toBe(401);
    await expectOk(me(laptop.token));
  });
});
