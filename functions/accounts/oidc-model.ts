/**
 * What both the provider configuration (oidc.ts) and the token checks (oidc-verify.ts) use: the
 * issuers' settings, the options, what a token proves, and the URLs allowed.
 */
import type { JWTPayload } from 'jose';

/** Asymmetric only: an HMAC algorithm would let anyone holding the public key sign. */
export const DEFAULT_ALGORITHMS = ['RS256', 'ES256', 'PS256'] as const;

export interface IssuerConfig {
  /** Exactly the provider's `iss` (Auth0's ends with `/`, Cognito's and Google's do not). */
  issuer: string;
  /** Accepted `aud` values: the app's client id (ID tokens) or the API's identifier (access tokens). */
  audience: string[];
  /** Where the keys are, when not from the discovery document. */
  jwksUri?: string;
  algorithms?: string[];
  /** The web client offers "Sign in with <name>" (authorization code with PKCE) when set. */
  web?: WebSignIn;
}

/** What a browser needs to sign in with a provider itself: public, no secret (a browser keeps none). */
export interface WebSignIn {
  /** The web client's id at the provider: one of the audiences (its ID tokens carry it as `aud`). */
  clientId: string;
  /** Its name on the button ("Sign in with Google"). */
  name: string;
  /** Origins the page fetches from besides the issuer's: the token endpoint's, when on another host. */
  connectOrigins: string[];
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  claims: JWTPayload;
}

export interface OidcOptions {
  /** No new fetch of an issuer's keys sooner than this after the last (jose's default, 30 s). */
  cooldownMs?: number;
  /** Keys are fetched again after this long even without an unknown `kid` (10 minutes). */
  cacheMaxAgeMs?: number;
  /** A discovery or key fetch slower than this fails (3 s: the request is waiting). */
  timeoutMs?: number;
  /** Seconds of clock difference allowed on `exp` and `nbf`. */
  clockToleranceSeconds?: number;
}

/** An issuer, key set or page origin: https, or http on this machine (development). */
export function isAllowedUrl(text: string): boolean {
  try {
    const url = new URL(text);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local);
  } catch {
    return false;
  }
}
