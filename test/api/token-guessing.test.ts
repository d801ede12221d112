/**
 * Tokens checked without the store: a forgery (a wrong MAC, an unknown key, a made-up provider
 * token) is refused before any read, and a valid player behind the same address is never
 * refused however many bad tokens arrive from it.
 */
import { describe, expect, it } from 'vitest';
import { TokenKeyRing, TokenKeys } from '../../functions/accounts/token-keys';
import { type App, signUp, testApp } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { countingStore } from '../support/counting';

const from = (address: string) => ({ 'x-forwarded-for': address });
/** Who a token says it is, and the lobby, each from an address when given. */
const me = (app: App, token: string, address?: string) =>
  typedClient(app, token).GET('/v1/players/me', { headers: address ? from(address) : {} });
const lobby = (app: App, token: string, address: string) =>
  typedClient(app, token).GET('/v1/lobby', { headers: from(address) });

/** A token like `token` with one part replaced. */
function withPart(token: string, index: number, value: string): string {
  const parts = token.split('.');
  parts[index] = value;
  return parts.join('.');
}

describe('forged tokens', () => {
  it('cost no read of the store', async () => {
    const { store, sent } = countingStore();
    const app = testApp({}, store);
    const a = await signUp(app, 'Ana');
    const other = await signUp(app, 'Ben');
    const otherRing = TokenKeyRing.generate('k1');
    const forgeries = [
      withPart(a.token, 4, 'A'.repeat(22)), // another MAC
      withPart(a.token, 2, 'B'.repeat(43)), // another secret under the real MAC
      withPart(a.token, 1, other.token.split('.')[1]), // another device's id
      withPart(a.token, 3, 'k9'), // a key id nobody has
      // Signed with a ring of the same key id, but another key.
      (() => {
        const parts = a.token.split('.');
        const signed = parts.slice(0, 4).join('.');
        return `${signed}.${otherRing.sign(signed)}`;
      })(),
      'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln', // a JWT, and no provider configured
      'nonsense',
    ];
    sent.length = 0;
    for (const token of forgeries) {
      const r = await me(app, token);
      expect([r.response.status, r.error?.code], token).toEqual([401, 'auth/invalid-token']);
    }
    expect(sent).toEqual([]);
    // The real token reads (its own item; the profile once per process).
    await expectOk(me(app, a.token));
    expect(sent.length).toBeGreaterThan(0);
  });

  it('a valid player behind the same address is never refused while bad tokens arrive', async () => {
    const { store, sent } = countingStore();
    const app = testApp({ rateLimit: { burst: 5, perSecond: 1 } }, store);
    const a = await signUp(app, 'Cy');
    const forged = withPart(a.token, 4, 'C'.repeat(22));
    const legacyGuess = `${a.id}.${'D'.repeat(43)}`;
    const statuses = { valid: [] as number[], forged: [] as number[], legacy: [] as number[] };
    sent.length = 0;
    const started = performance.now();
    for (let i = 0; i < 40; i++) {
      // Bad tokens at once, then one valid request, from one address (a school, a carrier's NAT).
      const bad = await Promise.all([
        lobby(app, forged, '198.51.100.9'),
        lobby(app, legacyGuess, '198.51.100.9'),
      ]);
      statuses.forged.push(bad[0].response.status);
      statuses.legacy.push(bad[1].response.status);
      if (i % 8 === 0) {
        const r = await me(app, a.token, '198.51.100.9');
        statuses.valid.push(r.response.status);
      }
    }
    expect(new Set(statuses.valid)).toEqual(new Set([200]));
    // Bad tokens are limited per address: past the burst they get 429 (Retry-After), not 401.
    expect(statuses.forged.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.forged).toContain(429);
    expect(statuses.legacy).toContain(429);
    // Legacy guesses read the store only while their address has budget (the burst, then one a
    // second), not 40 times; the valid requests read their token each (and the profile once).
    const seconds = Math.ceil((performance.now() - started) / 1000);
    expect(sent.length).toBeLessThanOrEqual(5 + seconds + statuses.valid.length + 1);
    // Another address is not affected by any of it.
    const fresh = await lobby(app, forged, '203.0.113.50');
    expect(fresh.response.status).toBe(401);
  });

  it('hundreds of legacy guesses at once still read the store at most a burst’s worth', async () => {
    const { store, sent } = countingStore();
    const app = testApp({ rateLimit: { burst: 10, perSecond: 1 } }, store);
    const a = await signUp(app, 'Di');
    sent.length = 0;
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        lobby(app, `${a.id}.${String(i).padStart(43, 'E')}`, '198.51.100.77'),
      ),
    );
    expect(replies.filter((r) => r.response.status === 401)).toHaveLength(10);
    expect(replies.filter((r) => r.response.status === 429)).toHaveLength(190);
    expect(sent.length).toBe(10);
  });
});

describe('the token key ring', () => {
  it('rotates: tokens of the old key keep working while it is in the ring; new ones use the new key', async () => {
    const k1 = JSON.parse(TokenKeyRing.generateText('k1'));
    let text = JSON.stringify(k1);
    let clock = 0;
    const keys = new TokenKeys(
      async () => text,
      () => clock,
      60_000,
    );
    const app = testApp({}, undefined, { keys });
    const before = await signUp(app, 'Eve');
    expect(before.token.split('.')[3]).toBe('k1');

    // Another instance has the new ring already: k2 current, k1 still valid.
    const k2 = JSON.parse(TokenKeyRing.generateText('k2'));
    const rotatedText = JSON.stringify({ ...k1, ...k2, current: 'k2' });
    const newer = testApp({}, undefined, { keys: TokenKeys.of(TokenKeyRing.parse(rotatedText)) });
    const after = await signUp(newer, 'Fay');
    expect(after.token.split('.')[3]).toBe('k2');
    await expectOk(me(newer, before.token));

    // This instance read its ring before the rotation: a k2 token makes it read it again (at
    // most once a minute), and then it accepts both.
    text = rotatedText;
    clock += 61_000;
    await expectOk(me(app, after.token));
    await expectOk(me(app, before.token));

    // k1 retired: its tokens are refused, without a read.
    const retired = testApp({}, undefined, {
      keys: TokenKeys.of(TokenKeyRing.parse(JSON.stringify({ ...k2, current: 'k2' }))),
    });
    expect((await me(retired, before.token)).response.status).toBe(401);
    await expectOk(me(retired, after.token));
  });

  it('refuses a ring that is not one, naming no key', () => {
    expect(() => TokenKeyRing.parse('{"current":"k1","k1":"short"}')).toThrow(/at least 32/);
    expect(() => TokenKeyRing.parse('{"current":"k2","k1":"0123456789abcdef0123456789abcdef"}')).toThrow(
      /current/,
    );
    expect(() => TokenKeyRing.parse('nope')).toThrow(/not JSON/);
  });
});
