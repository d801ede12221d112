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
import { type App, signUp, testApp } from '../support/api';
import { expectOk, typedClient } from '../support/client';
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

/** Who a token says it is. */
const me = (jwt: string, on: App = app) => typedClient(on, jwt).GET('/v1/players/me');

async function refused(jwt: string, code: string, status = 401) {
  counted.sent.length = 0;
  const r = await me(jwt);
  expect([r.response.status, r.error?.code], code).toEqual([status, code]);
  // Decided before the store: nothing read, nobody's player made.
  expect(counted.sent, code).toEqual([]);
  return r;
}

describe('OpenID Connect sign-in', () => {
  it('a valid token signs in: a player made on first sign-in, the same one after', async () => {
    const jwt = await token({ sub: 'user-1', nickname: 'Zoe', email: 'zoe@example.com' });
    const first = await expectOk(me(jwt));
    expect(first.name).toBe('Zoe');
    const again = await expectOk(me(await token({ sub: 'user-1' })));
    expect(again.playerId).toBe(first.playerId);
    // Such a player plays like any other, and can bring a device in with a code.
    const asZoe = typedClient(app, jwt);
    await expectOk(asZoe.POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }), 201);
    const code = await expectOk(asZoe.POST('/v1/me/sign-in-codes'), 201);
    const device = await expectOk(
      typedClient(app).POST('/v1/players/sign-in', { body: { code: code.code } }),
    );
    expect(device.playerId).toBe(first.playerId);
    const rotate = await asZoe.POST('/v1/me/tokens/current/rotate');
    expect([rotate.response.status, rotate.error?.code]).toEqual([409, 'auth/not-a-device-token']);
  });

  it('the first requests of a new account at once make one player', async () => {
    const jwt = await token({ sub: 'user-race', given_name: 'Race' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => expectOk(me(jwt))));
    expect(new Set(replies.map((r) => r.playerId)).size).toBe(1);
  });

  it('a player made by a provider token speaks its first request’s Accept-Language; none is English', async () => {
    const asked = (jwt: string, language: string) =>
      expectOk(typedClient(app, jwt).GET('/v1/players/me', { headers: { 'accept-language': language } }));
    const lia = await token({ sub: 'user-lia', nickname: 'Lia' });
    expect((await asked(lia, 'pt-PT,pt;q=0.9,en;q=0.5')).language).toBe('pt-BR');
    // Stored with the player: a later request in another language does not change it.
    expect((await asked(lia, 'fr')).language).toBe('pt-BR');
    expect((await expectOk(me(lia))).language).toBe('pt-BR');
    const max = await token({ sub: 'user-max', nickname: 'Max' });
    expect((await expectOk(me(max))).language).toBe('en');
    // Only a new player takes it: one made already keeps its own (Max has none, English).
    expect((await asked(max, 'es')).language).toBe('en');
  });

  it('expired, not yet valid, for another audience, from another issuer: each its own 401', async () => {
    await refused(await token({ sub: 'u', iat: now() - 7200, exp: now() - 3600 }), 'auth/token-expired');
    await refused(await token({ sub: 'u', nbf: now() + 3600 }), 'auth/token-not-yet-valid');
    await refused(await token({ sub: 'u', aud: 'someone-else' }), 'auth/wrong-audience');
    const fetchesBefore = issuer.jwksFetches;
    await refused(await token({ sub: 'u', iss: 'https://evil.example' }), 'auth/unknown-issuer');
    expect(issuer.jwksFetches).toBe(fetchesBefore);
    const noSub = await refused(await token({ exp: now() + 60 }), 'auth/invalid-claims');
    // In the service's words, not jose's: the catalog tells them in the request's language.
    expect(noSub.error?.detail).toBe('the token has no "sub" claim');
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
    await expectOk(me(jwt));
    expect(issuer.jwksFetches).toBe(fetches + 1);
    // Tokens under the old key, still published, keep working.
    await expectOk(me(await token({ sub: 'user-1' })));
  });

  it('an issuer that cannot be reached is 503, not a 401', async () => {
    const jwt = await token({ sub: 'u', iss: 'http://127.0.0.1:9/' });
    const r = await me(jwt);
    expect([r.response.status, r.error?.code]).toEqual([503, 'auth/issuer-unavailable']);
    expect(r.response.headers.get('retry-after')).toBeTruthy();
  });
});

describe('linking a provider account to an anonymous player', () => {
  it('signing in with the account then finds the same tables; an account of another player is 409', async () => {
    const anon = await signUp(app, 'Ana');
    const asAnon = typedClient(app, anon.token);
    const table = await expectOk(
      asAnon.POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    const idToken = await token({ sub: 'ana-at-provider', nickname: 'Ana P' });
    const link = (as: string, body: { idToken: string }) =>
      typedClient(app, as).POST('/v1/me/identities', { body });
    const linked = await expectOk(link(anon.token, { idToken }), 201);
    expect(linked).toMatchObject({ issuer: issuer.url, subject: 'ana-at-provider', playerId: anon.id });
    await expectOk(link(anon.token, { idToken }), 200);

    // Anywhere else: the provider's token is the same player, with the same tables.
    const found = await expectOk(me(idToken));
    expect(found).toEqual({ playerId: anon.id, name: 'Ana', language: 'en' });
    await expectOk(typedClient(app, idToken).GET('/v1/tables/{id}', { params: { path: { id: table.id } } }));

    const other = await signUp(app, 'Ben');
    const taken = await link(other.token, { idToken });
    expect([taken.response.status, taken.error?.code]).toEqual([409, 'auth/identity-linked-elsewhere']);
    const expired = await token({ sub: 'ben-at-provider', iat: now() - 7200, exp: now() - 3600 });
    const bad = await link(other.token, { idToken: expired });
    expect([bad.response.status, bad.error?.code]).toEqual([401, 'auth/token-expired']);
  });

  it('without providers configured, linking is refused and a JWT is just not a token', async () => {
    const plain = testApp();
    const a = await signUp(plain, 'Cy');
    const idToken = await token({ sub: 'cy' });
    const r = await typedClient(plain, a.token).POST('/v1/me/identities', { body: { idToken } });
    expect([r.response.status, r.error?.code]).toEqual([409, 'auth/no-issuers']);
    expect((await me(idToken, plain)).error?.code).toBe('auth/invalid-token');
  });
});
