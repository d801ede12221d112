/**
 * A token per device: listed without secrets, revoked at once, rotated by itself; its last use
 * written at most hourly; legacy tokens (from before device tokens) keep working until rotated.
 */
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../functions/accounts/bearer';
import { createApp } from '../../functions/api/app';
import { call, ok, secretOf, signUp, testApp, testDeps, testStore } from '../support/api';

const store = testStore();
const app = testApp({}, store);

/** A second device of `token`'s player, signed in with a code. */
async function secondDevice(token: string, deviceName: string) {
  const code = await ok(call(app, 'POST', '/v1/me/sign-in-codes', { token }), 201);
  const r = await ok(
    call(app, 'POST', '/v1/players/sign-in', { body: { code: code.body.code, deviceName } }),
  );
  return r.body as { playerId: string; token: string; tokenId: string };
}

describe('device tokens', () => {
  it('are listed with their names, creation and last use, never a secret', async () => {
    const r = await ok(
      call(app, 'POST', '/v1/players', { body: { name: 'Ana', deviceName: 'Ana’s phone' } }),
      201,
    );
    const { token, tokenId, playerId } = r.body;
    expect(token.split('.')).toHaveLength(5);
    expect(token.startsWith(`${playerId}.${tokenId}.`)).toBe(true);
    const laptop = await secondDevice(token, 'Laptop');
    expect(laptop.playerId).toBe(playerId);

    const list = await ok(call(app, 'GET', '/v1/me/tokens', { token: laptop.token }));
    expect(list.body.tokens).toEqual([
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
    for (const secret of [token, secretOf(token), laptop.token, secretOf(laptop.token)]) {
      expect(list.text).not.toContain(secret);
    }
    // Stored as a hash of the secret, as the player's token always was.
    const stored = await store.getDeviceToken(playerId, tokenId);
    expect(stored?.secretHash).toBe(hashSecret(secretOf(token)));
  });

  it('a revoked token is refused at its next request; the others keep working', async () => {
    const a = await signUp(app, 'Ben');
    const lost = await secondDevice(a.token, 'Lost phone');
    await ok(call(app, 'GET', '/v1/players/me', { token: lost.token }));
    // Another app on the same store: another Lambda instance, which had just seen the token.
    const elsewhere = testApp({}, store);
    await ok(call(elsewhere, 'GET', '/v1/players/me', { token: lost.token }));

    await ok(call(app, 'DELETE', `/v1/me/tokens/${lost.tokenId}`, { token: a.token }), 204);
    for (const instance of [app, elsewhere]) {
      const r = await call(instance, 'GET', '/v1/players/me', { token: lost.token });
      expect([r.status, r.body.code]).toEqual([401, 'auth/revoked-token']);
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
    }
    await ok(call(app, 'GET', '/v1/players/me', { token: a.token }));
    const again = await call(app, 'DELETE', `/v1/me/tokens/${lost.tokenId}`, { token: a.token });
    expect([again.status, again.body.code]).toEqual([404, 'auth/token-not-found']);
    // Another player's token id is not yours to revoke.
    const other = await signUp(app, 'Cy');
    const list = await ok(call(app, 'GET', '/v1/me/tokens', { token: other.token }));
    const foreign = await call(app, 'DELETE', `/v1/me/tokens/${list.body.tokens[0].id}`, { token: a.token });
    expect(foreign.status).toBe(404);
    await ok(call(app, 'GET', '/v1/players/me', { token: other.token }));
    // `current` signs this device out.
    await ok(call(app, 'DELETE', '/v1/me/tokens/current', { token: other.token }), 204);
    expect((await call(app, 'GET', '/v1/players/me', { token: other.token })).status).toBe(401);
  });

  it('the token in use rotates itself: a new one with its name, the old one dead', async () => {
    const r = await ok(call(app, 'POST', '/v1/players', { body: { name: 'Di', deviceName: 'Tablet' } }), 201);
    const rotated = await ok(call(app, 'POST', '/v1/me/tokens/current/rotate', { token: r.body.token }));
    expect(rotated.body).toMatchObject({ playerId: r.body.playerId, name: 'Di' });
    expect(rotated.body.token).not.toBe(r.body.token);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const old = await call(app, 'GET', '/v1/players/me', { token: r.body.token });
    expect([old.status, old.body.code]).toEqual([401, 'auth/revoked-token']);
    const list = await ok(call(app, 'GET', '/v1/me/tokens', { token: rotated.body.token }));
    expect(list.body.tokens).toEqual([
      expect.objectContaining({ id: rotated.body.tokenId, name: 'Tablet', current: true }),
    ]);
    // A rotation by the old token after its replacement: refused, nothing issued.
    const late = await call(app, 'POST', '/v1/me/tokens/current/rotate', { token: r.body.token });
    expect(late.status).toBe(401);
    expect(
      (await ok(call(app, 'GET', '/v1/me/tokens', { token: rotated.body.token }))).body.tokens,
    ).toHaveLength(1);
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
    for (let i = 0; i < 5; i++) await ok(call(timed, 'GET', '/v1/players/me', { token: a.token }));
    expect(touches).toEqual([]);
    now += 61 * 60_000;
    await Promise.all(
      Array.from({ length: 5 }, () => ok(call(timed, 'GET', '/v1/players/me', { token: a.token }))),
    );
    now += 60_000;
    for (let i = 0; i < 5; i++) await ok(call(timed, 'GET', '/v1/players/me', { token: a.token }));
    // The five at once may each try, but the write's condition lets one through.
    expect(new Set(touches)).toEqual(new Set(['2026-06-01T13:01:00.000Z']));
    const list = await ok(call(timed, 'GET', '/v1/me/tokens', { token: a.token }));
    expect(list.body.tokens[0].lastUsedAt).toBe('2026-06-01T13:01:00.000Z');
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
    const me = await ok(call(app, 'GET', '/v1/players/me', { token: legacy }));
    expect(me.body).toEqual({ playerId: id, name: 'Old' });
    const list = await ok(call(app, 'GET', '/v1/me/tokens', { token: legacy }));
    expect(list.body.tokens).toEqual([
      {
        id: 'legacy',
        name: 'first device',
        createdAt: expect.any(String),
        lastUsedAt: null,
        current: true,
        kind: 'legacy',
      },
    ]);
    const wrong = await call(app, 'GET', '/v1/players/me', { token: `${id}.${'T'.repeat(43)}` });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'auth/invalid-token']);

    const rotated = await ok(call(app, 'POST', '/v1/me/tokens/current/rotate', { token: legacy }));
    expect(rotated.body.playerId).toBe(id);
    expect((await call(app, 'GET', '/v1/players/me', { token: legacy })).status).toBe(401);
    const after = await ok(call(app, 'GET', '/v1/me/tokens', { token: rotated.body.token }));
    expect(after.body.tokens).toEqual([
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
    const list = await ok(call(app, 'GET', '/v1/me/tokens', { token: laptop.token }));
    expect(list.body.tokens.map((t: { id: string }) => t.id)).toEqual(['legacy', laptop.tokenId]);
    await ok(call(app, 'DELETE', '/v1/me/tokens/legacy', { token: laptop.token }), 204);
    expect((await call(app, 'GET', '/v1/players/me', { token: legacy })).status).toBe(401);
    await ok(call(app, 'GET', '/v1/players/me', { token: laptop.token }));
  });
});
