/**
 * Signing in with an OpenID Connect provider, against an issuer run inside the test: keys made
 * with jose, its discovery document and JWKS served on loopback. Each way a token can be wrong
 * is a 401 with its own code, read nothing from the store, and a JWKS rotation just works.
 */
import { createServer, type Server } from 'node:http';
import {
  type CryptoKey,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcVerifier } from '../../functions/accounts/oidc';
import { findFreePort } from '../../functions/store/free-port';
import { type App, call, ok, signUp, testApp } from '../support/api';
import { countingStore } from '../support/counting';

const AUDIENCE = 'dominoes-test-client';

interface Issuer {
  url: string;
  server: Server;
  /** The keys the JWKS publishes now. */
  published: JWK[];
  jwksFetches: number;
}

async function startIssuer(): Promise<Issuer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const issuer: Issuer = { url, server: createServer(), published: [], jwksFetches: 0 };
  issuer.server.on('request', (req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(
        JSON.stringify({
          issuer: url,
          jwks_uri: `${url}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    } else if (req.url === '/jwks') {
      issuer.jwksFetches++;
      res.end(JSON.stringify({ keys: issuer.published }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => issuer.server.listen(port, '127.0.0.1', resolve));
  return issuer;
}

interface Key {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  publicPem: string;
}

async function newKey(kid: string, alg: 'RS256' | 'ES256' = 'RS256'): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return { kid, privateKey, publicJwk, publicPem: await exportSPKI(publicKey) };
}

let issuer: Issuer;
let key: Key;
let app: App;
let counted: ReturnType<typeof countingStore>;

const now = () => Math.floor(Date.now() / 1000);

function token(claims: JWTPayload, opts: { key?: Key; kid?: string; alg?: string } = {}): Promise<string> {
  const k = opts.key ?? key;
  return new SignJWT({ iss: issuer.url, aud: AUDIENCE, iat: now(), exp: now() + 300, ...claims })
    .setProtectedHeader({ alg: opts.alg ?? (k.publicJwk.alg as string), kid: opts.kid ?? k.kid, typ: 'JWT' })
    .sign(k.privateKey);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  issuer = await startIssuer();
  key = await newKey('key-1');
  issuer.published = [key.publicJwk];
  counted = countingStore();
  // No cooldown between JWKS fetches here, so a rotation can be shown at once (30 s deployed).
  const oidc = new OidcVerifier(
    [
      { issuer: issuer.url, audience: [AUDIENCE], algorithms: ['RS256', 'ES256', 'PS256'] },
      // A configured issuer that is down.
      { issuer: 'http://127.0.0.1:9/', audience: [AUDIENCE] },
    ],
    { cooldownMs: 0, timeoutMs: 1_000 },
  );
  app = testApp({}, counted.store, { oidc });
});

afterAll(() => issuer?.server.close());

async function refused(jwt: string, code: string, status = 401) {
  counted.sent.length = 0;
  const r = await call(app, 'GET', '/v1/players/me', { token: jwt });
  expect([r.status, r.body.code], code).toEqual([status, code]);
  // Decided before the store: nothing read, nobody's player made.
  expect(counted.sent, code).toEqual([]);
  return r;
}

describe('OpenID Connect sign-in', () => {
  it('a valid token signs in: a player made on first sign-in, the same one after', async () => {
    const jwt = await token({ sub: 'user-1', nickname: 'Zoe', email: 'zoe@example.com' });
    const first = await ok(call(app, 'GET', '/v1/players/me', { token: jwt }));
    expect(first.body.name).toBe('Zoe');
    const again = await ok(call(app, 'GET', '/v1/players/me', { token: await token({ sub: 'user-1' }) }));
    expect(again.body.playerId).toBe(first.body.playerId);
    // Such a player plays like any other, and can bring a device in with a code.
    await ok(
      call(app, 'POST', '/v1/tables', { token: jwt, body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    const code = await ok(call(app, 'POST', '/v1/me/sign-in-codes', { token: jwt }), 201);
    const device = await ok(call(app, 'POST', '/v1/players/sign-in', { body: { code: code.body.code } }));
    expect(device.body.playerId).toBe(first.body.playerId);
    const rotate = await call(app, 'POST', '/v1/me/tokens/current/rotate', { token: jwt });
    expect([rotate.status, rotate.body.code]).toEqual([409, 'auth/not-a-device-token']);
  });

  it('the first requests of a new account at once make one player', async () => {
    const jwt = await token({ sub: 'user-race', given_name: 'Race' });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => ok(call(app, 'GET', '/v1/players/me', { token: jwt }))),
    );
    expect(new Set(replies.map((r) => r.body.playerId)).size).toBe(1);
  });

  it('expired, not yet valid, for another audience, from another issuer: each its own 401', async () => {
    await refused(await token({ sub: 'u', iat: now() - 7200, exp: now() - 3600 }), 'auth/token-expired');
    await refused(await token({ sub: 'u', nbf: now() + 3600 }), 'auth/token-not-yet-valid');
    await refused(await token({ sub: 'u', aud: 'someone-else' }), 'auth/wrong-audience');
    const fetchesBefore = issuer.jwksFetches;
    await refused(await token({ sub: 'u', iss: 'https://evil.example' }), 'auth/unknown-issuer');
    expect(issuer.jwksFetches).toBe(fetchesBefore);
    await refused(await token({ exp: now() + 60 }), 'auth/invalid-claims'); // no sub
  });

  it('alg none, and HS256 signed with the public key, are refused', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: issuer.url, aud: AUDIENCE, sub: 'u', exp: now() + 300 })}.`;
    await refused(unsigned, 'auth/unsigned-token');
    const hmac = await new SignJWT({ iss: issuer.url, aud: AUDIENCE, sub: 'u', exp: now() + 300 })
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .sign(new TextEncoder().encode(key.publicPem));
    await refused(hmac, 'auth/algorithm-not-allowed');
  });

  it('an unknown kid, and a wrong signature under a known one', async () => {
    const stranger = await newKey('ghost');
    await refused(await token({ sub: 'u' }, { key: stranger }), 'auth/unknown-key');
    await refused(await token({ sub: 'u' }, { key: stranger, kid: key.kid }), 'auth/bad-signature');
  });

  it('a JWKS rotation: a token under the new key is accepted once the issuer publishes it', async () => {
    const next = await newKey('key-2', 'ES256');
    const jwt = await token({ sub: 'user-rotated', nickname: 'Rot' }, { key: next });
    await refused(jwt, 'auth/unknown-key');
    issuer.published = [key.publicJwk, next.publicJwk];
    const fetches = issuer.jwksFetches;
    await ok(call(app, 'GET', '/v1/players/me', { token: jwt }));
    expect(issuer.jwksFetches).toBe(fetches + 1);
    // Tokens under the old key, still published, keep working.
    await ok(call(app, 'GET', '/v1/players/me', { token: await token({ sub: 'user-1' }) }));
  });

  it('an issuer that cannot be reached is 503, not a 401', async () => {
    const jwt = await token({ sub: 'u', iss: 'http://127.0.0.1:9/' });
    const r = await call(app, 'GET', '/v1/players/me', { token: jwt });
    expect([r.status, r.body.code]).toEqual([503, 'auth/issuer-unavailable']);
    expect(r.headers.get('retry-after')).toBeTruthy();
  });
});

describe('linking a provider account to an anonymous player', () => {
  it('signing in with the account then finds the same tables; an account of another player is 409', async () => {
    const anon = await signUp(app, 'Ana');
    const table = await ok(
      call(app, 'POST', '/v1/tables', { token: anon.token, body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    const idToken = await token({ sub: 'ana-at-provider', nickname: 'Ana P' });
    const linked = await ok(
      call(app, 'POST', '/v1/me/identities', { token: anon.token, body: { idToken } }),
      201,
    );
    expect(linked.body).toMatchObject({ issuer: issuer.url, subject: 'ana-at-provider', playerId: anon.id });
    await ok(call(app, 'POST', '/v1/me/identities', { token: anon.token, body: { idToken } }), 200);

    // Anywhere else: the provider's token is the same player, with the same tables.
    const me = await ok(call(app, 'GET', '/v1/players/me', { token: idToken }));
    expect(me.body).toEqual({ playerId: anon.id, name: 'Ana' });
    await ok(call(app, 'GET', `/v1/tables/${table.body.id}`, { token: idToken }));

    const other = await signUp(app, 'Ben');
    const taken = await call(app, 'POST', '/v1/me/identities', { token: other.token, body: { idToken } });
    expect([taken.status, taken.body.code]).toEqual([409, 'auth/identity-linked-elsewhere']);
    const expired = await token({ sub: 'ben-at-provider', iat: now() - 7200, exp: now() - 3600 });
    const bad = await call(app, 'POST', '/v1/me/identities', {
      token: other.token,
      body: { idToken: expired },
    });
    expect([bad.status, bad.body.code]).toEqual([401, 'auth/token-expired']);
  });

  it('without providers configured, linking is refused and a JWT is just not a token', async () => {
    const plain = testApp();
    const a = await signUp(plain, 'Cy');
    const idToken = await token({ sub: 'cy' });
    const r = await call(plain, 'POST', '/v1/me/identities', { token: a.token, body: { idToken } });
    expect([r.status, r.body.code]).toEqual([409, 'auth/no-issuers']);
    expect((await call(plain, 'GET', '/v1/players/me', { token: idToken })).body.code).toBe(
      'auth/invalid-token',
    );
  });
});
