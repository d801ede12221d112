/**
 * Signing in with an OpenID Connect provider in Chromium, against an issuer written here on
 * loopback (keys made with jose): discovery, JWKS, an authorization endpoint with a login page
 * of one button, and a token endpoint that checks the PKCE verifier. An anonymous player links
 * the account (its tables stay); a second device signs in with it and finds them; an expired
 * sign-in says so and signs in again. By keyboard, axe-core on each of the client's screens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { webSignInOrigins } from '../../functions/accounts/oidc';
import { findFreePort } from '../../functions/store/free-port';
import { testApp } from '../support/api';
import {
  apiAt,
  browserSuite,
  checkAccessibility,
  ok,
  screenshot,
  signUp,
  sized,
  startWebServer,
  statusText,
  tokenOf,
  watch,
} from './browser';

const CLIENT_ID = 'dominoes-web';
const ACCOUNT = { sub: 'user-7', name: 'Ana Lima' };

interface Grant {
  challenge: string;
  redirectUri: string;
  nonce: string;
}

/** The issuer's parts a test looks at. */
interface Issuer {
  url: string;
  server: Server;
  /** Codes traded, and refused for a wrong verifier. */
  exchanges: { ok: number; badVerifier: number };
  sign(claims: Record<string, unknown>): Promise<string>;
}

const b64url = (b: Buffer) => b.toString('base64url');

async function startIssuer(webOrigin: () => string): Promise<Issuer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ iss: url, aud: CLIENT_ID, iat: Math.floor(Date.now() / 1000), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .sign(privateKey as CryptoKey);
  const issuer: Issuer = { url, server: createServer(), exchanges: { ok: 0, badVerifier: 0 }, sign };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const form = (req: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let text = '';
      req.on('data', (d) => (text += d));
      req.on('end', () => resolve(new URLSearchParams(text)));
    });

  issuer.server.on('request', async (req, res) => {
    const at = new URL(req.url ?? '/', url);
    // The page on the game's origin fetches discovery and the token endpoint: CORS for it.
    res.setHeader('access-control-allow-origin', webOrigin());
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-headers', 'content-type');
      return void res.writeHead(204).end();
    }
    if (at.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: url,
        authorization_endpoint: `${url}/authorize`,
        token_endpoint: `${url}/token`,
        jwks_uri: `${url}/jwks`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (at.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (at.pathname === '/favicon.ico') return void res.writeHead(204).end(); // the login page's tab
    if (at.pathname === '/authorize' && req.method === 'GET') {
      const q = at.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (
        q.get('client_id') !== CLIENT_ID ||
        q.get('response_type') !== 'code' ||
        redirectUri !== `${webOrigin()}/sign-in/callback` ||
        q.get('code_challenge_method') !== 'S256' ||
        !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '') ||
        !q.get('state') ||
        !q.get('nonce') ||
        !q.get('scope')?.split(' ').includes('openid')
      ) {
        return json(res, 400, { error: 'invalid_request' });
      }
      const hidden = ['redirect_uri', 'state', 'nonce', 'code_challenge']
        .map((k) => `<input type="hidden" name="${k}" value="${q.get(k)}">`)
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(
        `<!doctype html><html lang="en"><title>Local ID</title><main><h1>Local ID</h1>` +
          `<form method="post" action="/authorize">${hidden}<button>Continue as ${ACCOUNT.name}</button>` +
          `<button name="cancel" value="1">Cancel</button></form></main></html>`,
      );
    }
    if (at.pathname === '/authorize' && req.method === 'POST') {
      const f = await form(req);
      const back = new URL(f.get('redirect_uri')!);
      back.searchParams.set('state', f.get('state')!);
      if (f.get('cancel')) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'You cancelled the sign-in');
        res.writeHead(302, { location: back.toString() });
        return void res.end();
      }
      const code = b64url(randomBytes(16));
      grants.set(code, {
        challenge: f.get('code_challenge')!,
        redirectUri: f.get('redirect_uri')!,
        nonce: f.get('nonce')!,
      });
      back.searchParams.set('code', code);
      res.writeHead(302, { location: back.toString() });
      return void res.end();
    }
    if (at.pathname === '/token' && req.method === 'POST') {
      const f = await form(req);
      const grant = grants.get(f.get('code') ?? '');
      grants.delete(f.get('code') ?? ''); // a code works once
      if (
        !grant ||
        f.get('grant_type') !== 'authorization_code' ||
        f.get('client_id') !== CLIENT_ID ||
        f.get('redirect_uri') !== grant.redirectUri
      ) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      const verifier = f.get('code_verifier') ?? '';
      if (b64url(createHash('sha256').update(verifier).digest()) !== grant.challenge) {
        issuer.exchanges.badVerifier++;
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'the PKCE verifier does not match',
        });
      }
      issuer.exchanges.ok++;
      const idToken = await sign({
        ...ACCOUNT,
        nonce: grant.nonce,
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      return json(res, 200, {
        access_token: 'opaque',
        token_type: 'Bearer',
        expires_in: 600,
        id_token: idToken,
      });
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => issuer.server.listen(port, '127.0.0.1', resolve));
  return issuer;
}

let issuer: Issuer;

// The issuer first: the app trusts it, and the issuer sends people back to the app's address.
const suite = browserSuite(async () => {
  let origin = '';
  issuer = await startIssuer(() => origin);
  const oidcIssuers = [
    {
      issuer: issuer.url,
      audience: [CLIENT_ID],
      web: { clientId: CLIENT_ID, name: 'Local ID', connectOrigins: [] },
    },
  ];
  const server = await startWebServer(
    testApp({ botBudgetMs: 10_000, oidcIssuers }),
    webSignInOrigins(oidcIssuers),
  );
  origin = server.url;
  return server;
});
const { newPage } = suite;

afterAll(async () => {
  await new Promise((resolve) => issuer?.server.close(resolve));
});

/** Presses a button by keyboard: focus it as Tab would, then Enter. */
async function press(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Through the provider's login page and back to the client. */
async function logIn(page: Page) {
  await page.waitForURL(`${issuer.url}/authorize?**`);
  await press(page, `Continue as ${ACCOUNT.name}`);
  await page.waitForURL(`${suite.url}/**`);
}

test('an anonymous player links a provider account, then signs in with it on another device', {
  timeout: 90_000,
}, async () => {
  // Device A: an anonymous player with a table.
  const guest = await signUp(suite.url, 'Guest 42');
  const table = await ok(
    apiAt(suite.url, guest.token).POST('/v1/tables', {
      body: {
        rules: { preset: 'draw', players: 2, target: 10 },
      },
    }),
  );
  const a = await newPage(sized(1200, 900));
  const aProblems = watch(a);
  await a.goto(suite.url);
  await a.evaluate(
    ([token, name]) => {
      localStorage.setItem('dominoes.token', token);
      localStorage.setItem('dominoes.name', name);
    },
    [guest.token, guest.name],
  );
  await a.goto(`${suite.url}/devices`);
  await expect.poll(() => a.getByRole('heading', { name: 'Sign in with an account' }).count()).toBe(1);
  await checkAccessibility(a, 'devices with a provider');
  await screenshot(a, 'provider-devices');
  await press(a, 'Sign in with Local ID');
  await logIn(a);

  // Back on the client, asked: link the account to Guest 42 (kept), or play as the account.
  await expect.poll(() => a.getByRole('button', { name: 'Link to Guest 42' }).count()).toBe(1);
  expect(new URL(a.url()).search).toBe(''); // the code left the address bar
  expect(await a.locator('main').textContent()).toContain('You signed in with Local ID as Ana Lima.');
  await checkAccessibility(a, 'link or switch');
  await screenshot(a, 'provider-link');
  await press(a, 'Link to Guest 42');
  await expect.poll(() => statusText(a)).toMatch(/linked to Guest 42/);
  await checkAccessibility(a, 'linked');
  expect(await tokenOf(a)).toBe(guest.token); // this device keeps its own token
  expect(issuer.exchanges).toEqual({ ok: 1, badVerifier: 0 });

  // Device B, a phone with nothing stored: signing in with the account is Guest 42, with its table.
  const b = await newPage(sized(360, 740));
  const bProblems = watch(b, [/^401 GET .*\/v1\/players\/me\/tables\?/, /status of 401/]);
  await b.goto(`${suite.url}/devices`);
  await expect.poll(() => b.getByRole('button', { name: 'Sign in with Local ID' }).count()).toBe(1);
  await checkAccessibility(b, 'sign in on a phone');
  // Cancelled at the provider: the page says so in words, and nothing is kept.
  await press(b, 'Sign in with Local ID');
  await b.waitForURL(`${issuer.url}/authorize?**`);
  await press(b, 'Cancel');
  await expect.poll(() => b.getByRole('heading', { name: 'Not signed in' }).count()).toBe(1);
  expect(await b.getByRole('alert').textContent()).toBe(
    'Local ID did not sign you in (You cancelled the sign-in)',
  );
  expect(await tokenOf(b)).toBe('');
  await checkAccessibility(b, 'provider sign-in cancelled');
  await screenshot(b, 'provider-cancelled-phone');
  await b.getByRole('link', { name: 'Sign in again' }).click();
  await press(b, 'Sign in with Local ID');
  await logIn(b);
  await b.waitForURL(/\/me$/);
  await expect.poll(() => b.locator(`a[href="/tables/${table.id}"]`).count()).toBe(1);
  const idToken = await tokenOf(b);
  expect(idToken.split('.')).toHaveLength(3);
  expect((await ok(apiAt(suite.url, idToken).GET('/v1/players/me'))).playerId).toBe(guest.playerId);
  expect(await b.evaluate(() => localStorage.getItem('dominoes.player'))).toBe(guest.playerId);
  expect(issuer.exchanges).toEqual({ ok: 2, badVerifier: 0 });
  await b.goto(`${suite.url}/devices`);
  await expect.poll(() => b.getByRole('heading', { name: 'Signed in with Local ID' }).count()).toBe(1);
  await checkAccessibility(b, 'signed in with a provider, on a phone');
  await screenshot(b, 'provider-signed-in-phone');

  // Its sign-in ends (an ID token past its exp): the page says so, and signs in again in two presses.
  const expired = await issuer.sign({ ...ACCOUNT, exp: Math.floor(Date.now() / 1000) - 60 });
  await b.evaluate((t) => localStorage.setItem('dominoes.token', t), expired);
  await b.goto(`${suite.url}/me`);
  await expect
    .poll(() => b.getByRole('heading', { name: 'Your sign-in with Local ID has ended' }).count())
    .toBe(1);
  expect(await b.getByRole('alert').textContent()).toBe('The token has expired.');
  await checkAccessibility(b, 'provider sign-in ended');
  await screenshot(b, 'provider-ended-phone');
  await press(b, 'Sign in with Local ID again');
  await logIn(b);
  await b.waitForURL(/\/me$/);
  await expect.poll(() => b.locator(`a[href="/tables/${table.id}"]`).count()).toBe(1);
  expect(issuer.exchanges).toEqual({ ok: 3, badVerifier: 0 });

  expect([...aProblems, ...bProblems]).toEqual([]);
  await a.context().close();
  await b.context().close();
});
