/**
 * Provider tokens (OpenID Connect ID tokens, or JWT access tokens) verified in the function with
 * jose: the issuer must be one configured (nothing is ever fetched for any other), its keys come
 * from its discovery document's `jwks_uri` (fetched once, then cached; an unknown `kid` fetches
 * them again, at most every 30 s, which is how a provider's key rotation arrives), and `iss`,
 * `aud`, `exp`, `nbf` and the algorithm (an allow-list of asymmetric ones) are checked.
 */
import type { JWTPayload, JWTVerifyGetKey } from 'jose';

/**
 * The checks and jose load with the first provider token to check (oidc-verify.ts), not at every
 * cold start of the API: provider sign-in is a rare request.
 */
const loadChecks = () => import('./oidc-verify');

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

/**
 * OIDC_ISSUERS (and the `oidcIssuers` CDK context): a JSON array of
 * `{"issuer": "https://…", "audience": "…" | ["…"], "jwksUri"?: "…", "algorithms"?: ["RS256"]}`.
 * Unset or empty: no provider sign-in.
 */
export function issuersFromEnv(value: string | undefined): IssuerConfig[] {
  if (value === undefined || value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('OIDC_ISSUERS must be a JSON array of {issuer, audience}');
  }
  return parseIssuers(parsed, 'OIDC_ISSUERS');
}

/** Checks issuer settings from any source (environment, CDK context); throws naming the fault. */
export function parseIssuers(value: unknown, source: string): IssuerConfig[] {
  if (!Array.isArray(value)) throw new Error(`${source} must be a JSON array of {issuer, audience}`);
  return value.map((entry, i) => {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const where = `${source}[${i}]`;
    if (typeof e.issuer !== 'string' || !isAllowedUrl(e.issuer)) {
      throw new Error(`${where}.issuer must be an https URL (http only on localhost)`);
    }
    const audience = typeof e.audience === 'string' ? [e.audience] : e.audience;
    if (
      !Array.isArray(audience) ||
      audience.length === 0 ||
      audience.some((a) => typeof a !== 'string' || !a)
    ) {
      throw new Error(`${where}.audience must be a non-empty string or array of strings`);
    }
    if (e.jwksUri !== undefined && (typeof e.jwksUri !== 'string' || !isAllowedUrl(e.jwksUri))) {
      throw new Error(`${where}.jwksUri must be an https URL (http only on localhost)`);
    }
    const algorithms = e.algorithms ?? [...DEFAULT_ALGORITHMS];
    if (
      !Array.isArray(algorithms) ||
      algorithms.length === 0 ||
      algorithms.some((a) => typeof a !== 'string' || a === 'none' || a.startsWith('HS'))
    ) {
      throw new Error(`${where}.algorithms must list asymmetric JWS algorithms (never none or HS*)`);
    }
    const web = e.web === undefined ? undefined : webSignIn(e.web, audience as string[], `${where}.web`);
    return {
      issuer: e.issuer,
      audience: audience as string[],
      ...(e.jwksUri !== undefined && { jwksUri: e.jwksUri as string }),
      algorithms: algorithms as string[],
      ...(web && { web }),
    };
  });
}

/** `web: {clientId, name, connectOrigins?}`, the client id one of the issuer's audiences. */
function webSignIn(value: unknown, audience: string[], where: string): WebSignIn {
  const w = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof w.clientId !== 'string' || !audience.includes(w.clientId)) {
    throw new Error(`${where}.clientId must be one of the audiences (the ID tokens' aud)`);
  }
  if (typeof w.name !== 'string' || w.name.trim() === '' || w.name.length > 40) {
    throw new Error(`${where}.name must be the provider's name for the button, 1-40 characters`);
  }
  const origins = w.connectOrigins ?? [];
  if (!Array.isArray(origins) || origins.some((o) => typeof o !== 'string' || !isAllowedUrl(o))) {
    throw new Error(`${where}.connectOrigins must be https origins (http only on localhost)`);
  }
  return {
    clientId: w.clientId,
    name: w.name.trim(),
    connectOrigins: (origins as string[]).map((o) => new URL(o).origin),
  };
}

/**
 * What the web client's page may fetch for provider sign-in (its Content-Security-Policy's
 * connect-src beside 'self'): each web provider's issuer (discovery) and token endpoint origins.
 */
export function webSignInOrigins(issuers: IssuerConfig[]): string[] {
  const origins = issuers.flatMap((i) => (i.web ? [new URL(i.issuer).origin, ...i.web.connectOrigins] : []));
  return [...new Set(origins)];
}

export function isAllowedUrl(text: string): boolean {
  try {
    const url = new URL(text);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local);
  } catch {
    return false;
  }
}

export class OidcVerifier {
  private readonly byIssuer: Map<string, IssuerConfig>;
  /** Each issuer's remote key set, once read (oidc-verify.ts). */
  private readonly keySets = new Map<string, Promise<JWTVerifyGetKey>>();

  constructor(
    issuers: IssuerConfig[],
    private readonly options: OidcOptions = {},
  ) {
    this.byIssuer = new Map(issuers.map((i) => [i.issuer, i]));
  }

  get issuers(): string[] {
    return [...this.byIssuer.keys()];
  }

  /** The (iss, sub) a provider token proves; an AuthError naming the check that failed otherwise. */
  async verify(jwt: string): Promise<VerifiedIdentity> {
    const { verifyProviderToken } = await loadChecks();
    return verifyProviderToken(jwt, {
      byIssuer: this.byIssuer,
      keySets: this.keySets,
      options: this.options,
    });
  }
}
