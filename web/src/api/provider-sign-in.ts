/**
 * Signing in with an OpenID Connect provider from the browser alone: the authorization code flow
 * with PKCE (RFC 7636) for a public client. The page goes to the provider's authorization endpoint
 * (from its discovery document), comes back to /sign-in/callback with a code, and trades it at
 * the token endpoint for an ID token, which the API verifies (iss, aud, exp, signature) and maps
 * to a player. The verifier, state and nonce wait in sessionStorage, in this tab only.
 */

import { addEnglish, t } from '../i18n';
import { account } from '../i18n/en/account';
import type { Provider } from './token';

addEnglish(account);

export const CALLBACK_PATH = '/sign-in/callback';
const PENDING = 'dominoes.sign-in';

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
}

interface Pending {
  provider: Provider;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  /** Where the person was: they come back there. */
  returnTo: string;
}

/** What a finished sign-in gives: the ID token and what it says about the account. */
export interface ProviderSignIn {
  provider: Provider;
  idToken: string;
  /** The account's name for people (`name`, `nickname`, `preferred_username`, else the e-mail). */
  account: string;
  returnTo: string;
}

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes as 43 base64url characters: a PKCE verifier (43-128 characters), a state, a nonce. */
function randomText(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function s256(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

async function discover(provider: Provider): Promise<Discovery> {
  const url = `${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let doc: Record<string, unknown>;
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) throw new Error(t('account.provider.answered', { status: res.status }));
    doc = await res.json();
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(t('account.provider.unreachableWhy', { provider: provider.name, why }));
  }
  const methods = doc.code_challenge_methods_supported;
  if (
    doc.issuer !== provider.issuer ||
    typeof doc.authorization_endpoint !== 'string' ||
    typeof doc.token_endpoint !== 'string' ||
    (Array.isArray(methods) && !methods.includes('S256'))
  ) {
    throw new Error(t('account.provider.badDiscovery', { provider: provider.name }));
  }
  return { authorization_endpoint: doc.authorization_endpoint, token_endpoint: doc.token_endpoint };
}

/** Goes to the provider's login page; the page comes back to CALLBACK_PATH. */
export async function beginSignIn(provider: Provider, returnTo = location.pathname): Promise<void> {
  const { authorization_endpoint } = await discover(provider);
  const pending: Pending = {
    provider,
    verifier: randomText(),
    state: randomText(),
    nonce: randomText(),
    redirectUri: `${location.origin}${CALLBACK_PATH}`,
    returnTo: returnTo === CALLBACK_PATH ? '/' : returnTo,
  };
  sessionStorage.setItem(PENDING, JSON.stringify(pending));
  const url = new URL(authorization_endpoint);
  const params = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: pending.redirectUri,
    scope: 'openid profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await s256(pending.verifier),
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  location.assign(url.toString());
}

function claimsOf(jwt: string): Record<string, unknown> {
  try {
    const part = jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return {};
  }
}

/**
 * The provider's answer at CALLBACK_PATH (`?code&state`, or `?error`), traded for an ID token.
 * Works once: the verifier is gone afterwards, as the code is at the provider.
 */
export async function completeSignIn(search: string): Promise<ProviderSignIn> {
  const saved = sessionStorage.getItem(PENDING);
  sessionStorage.removeItem(PENDING);
  const pending = saved ? (JSON.parse(saved) as Pending) : null;
  if (!pending) throw new Error(t('account.provider.notStarted'));
  const { provider } = pending;
  const answer = new URLSearchParams(search);
  const error = answer.get('error');
  if (error) {
    const why = answer.get('error_description') ?? error;
    throw new Error(t('account.provider.didNot', { provider: provider.name, why }));
  }
  const code = answer.get('code');
  // A state that is not ours: the answer belongs to another sign-in (or someone else's): refuse it.
  if (!code || answer.get('state') !== pending.state)
    throw new Error(t('account.provider.otherAnswer', { provider: provider.name }));

  const { token_endpoint } = await discover(provider);
  let body: Record<string, unknown>;
  let status: number;
  try {
    const res = await fetch(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: pending.redirectUri,
        client_id: provider.clientId,
        code_verifier: pending.verifier,
      }),
    });
    status = res.status;
    body = await res.json().catch(() => ({}));
  } catch {
    throw new Error(t('account.provider.unreachable', { provider: provider.name }));
  }
  if (status !== 200 || typeof body.id_token !== 'string') {
    const why = body.error_description ?? body.error ?? t('account.provider.answered', { status });
    throw new Error(t('account.provider.refused', { provider: provider.name, why: String(why) }));
  }
  const claims = claimsOf(body.id_token);
  // The nonce ties the ID token to this sign-in (the API checks the signature, iss, aud and exp).
  if (claims.nonce !== pending.nonce)
    throw new Error(t('account.provider.otherToken', { provider: provider.name }));
  const account = [claims.name, claims.nickname, claims.preferred_username, claims.email].find(
    (c): c is string => typeof c === 'string' && c !== '',
  );
  return {
    provider,
    idToken: body.id_token,
    account: account ?? `your ${provider.name} account`,
    returnTo: pending.returnTo,
  };
}
