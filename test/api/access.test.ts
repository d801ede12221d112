/**
 * Every operation of the document called without a token, with a made-up one, with a device
 * token and with a provider's (OpenID Connect) token: the answer agrees with its `security`.
 * On the run's DynamoDB Local, with an issuer run inside the test.
 */
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcVerifier } from '../../functions/accounts/oidc';
import { findFreePort } from '../../functions/store/free-port';
import { type App, signUp, testApp } from '../support/api';
import { openApiDocument } from '../support/client';
import { poolsOf } from '../support/openapi-doc';

const AUDIENCE = 'dominoes-access-test';

let issuer: { url: string; server: Server };
let providerToken: string;
let app: App;

beforeAll(async () => {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer: url, jwks_uri: `${url}/jwks` }));
    } else res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  issuer = { url, server };
  const now = Math.floor(Date.now() / 1000);
  providerToken = await new SignJWT({ iss: url, aud: AUDIENCE, sub: 'access-test', iat: now, exp: now + 600 })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .sign(privateKey);
  const oidc = new OidcVerifier([{ issuer: url, audience: [AUDIENCE] }], { cooldownMs: 0, timeoutMs: 2_000 });
  app = testApp({}, undefined, { oidc });
});

afterAll(() => issuer?.server.close());

interface Operation {
  method: string;
  path: string;
  operationId: string;
  security: Record<string, string[]>[];
}

/** A concrete path for a documented one: made-up ids, hand 1, the first pool. */
function concrete(path: string, pools: string[]): string {
  return path
    .replace('{pool}', pools[0])
    .replace('{n}', '1')
    .replace(/\{\w+\}/g, 'nosuchthing1');
}

async function call(
  op: Operation,
  pools: string[],
  token?: string,
): Promise<{ status: number; code?: string }> {
  const hasBody = op.method !== 'get' && op.method !== 'delete';
  const res = await app.request(concrete(op.path, pools), {
    method: op.method.toUpperCase(),
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(hasBody && { 'content-type': 'application/json' }),
    },
    body: hasBody ? '{}' : undefined,
  });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {}
  return { status: res.status, code };
}

describe('access, as documented', () => {
  it('every operation: no token, a made-up one, a device token, a provider token', async () => {
    const doc = await openApiDocument(app);
    const pools = poolsOf(doc);
    const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(
        item as unknown as Record<string, { operationId: string; security?: Operation['security'] }>,
      ).map(([method, o]) => ({ method, path, operationId: o.operationId, security: o.security ?? [] })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const seen: Record<string, string[]> = {};
    for (const op of operations) {
      const open = op.security.length === 0;
      const optional = op.security.some((s) => Object.keys(s).length === 0);
      const schemes = new Set(op.security.flatMap((s) => Object.keys(s)));
      const name = `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;
      const kind = open ? 'open' : optional ? 'optional' : 'player';
      (seen[kind] ??= []).push(op.operationId);
      if (!open) expect([...schemes].sort(), name).toEqual(['bearer', 'oidc']);

      const none = await call(op, pools);
      if (open || optional) expect(none.code ?? '', `${name} without a token`).not.toMatch(/^auth\//);
      else expect([none.status, none.code], `${name} without a token`).toEqual([401, 'auth/missing-token']);

      const madeUp = await call(op, pools, 'not-a-token');
      if (open) expect(madeUp.code ?? '', `${name} with a made-up token`).not.toMatch(/^auth\//);
      else
        expect([madeUp.status, madeUp.code], `${name} with a made-up token`).toEqual([
          401,
          'auth/invalid-token',
        ]);

      // A device token of its own: an operation before may have rotated or revoked the last one.
      const deviceToken = (await signUp(app, 'Access')).token;
      for (const [token, label] of [
        [deviceToken, 'a device token'],
        [providerToken, 'a provider token'],
      ]) {
        const answer = await call(op, pools, token);
        // Past authentication: whatever else the made-up ids or the empty body earn, never a 401.
        expect(answer.status, `${name} with ${label}: ${answer.code}`).not.toBe(401);
      }
    }
    expect(seen.open?.length).toBeGreaterThan(0);
    expect(seen.optional?.length).toBeGreaterThan(0);
  });

  it('each operation declares its access, and its security is that access', async () => {
    const doc = await openApiDocument(app);
    const expected = {
      open: [],
      optional: [{}, { bearer: [] }, { oidc: [] }],
      player: [{ bearer: [] }, { oidc: [] }],
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, o] of Object.entries(
        item as unknown as Record<
          string,
          { security: unknown; 'x-access': { access: keyof typeof expected } }
        >,
      )) {
        expect(o['x-access'], `${method} ${path}`).toBeDefined();
        expect(o.security, `${method} ${path}`).toEqual(expected[o['x-access'].access]);
      }
    }
  });
});
