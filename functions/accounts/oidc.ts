/**
 * Provider tokens (OpenID Connect ID tokens, or JWT access tokens) verified in the function with
 * jose: the issuer must be one configured (nothing is ever fetched for any other), its keys come
 * from its discovery document's `jwks_uri` (fetched once, then cached; an unknown `kid` fetches
 * them again, at most every 30 s, which is how a provider's key rotation arrives), and `iss`,
 * `aud`, `exp`, `nbf` and the algorithm (an allow-list of asymmetric ones) are checked.
 */
import type { JWTVerifyGetKey } from 'jose';
import {
  DEFAULT_ALGORITHMS,
  type IssuerConfig,
  isAllowedUrl,
  type OidcOptions,
  type VerifiedIdentity,
  type WebSignIn,
} from './oidc-model';

// Where they were first: the rest of the service imports them from here.
export type { IssuerConfig, OidcOptions, VerifiedIdentity, WebSignIn } from './oidc-model';
export { DEFAULT_ALGORITHMS };

/**
 * The checks and jose load with the first provider token to check (oidc-verify.ts), not at every
 * cold start of the API: provider sign-in is a rare request.
 */
const loadChecks = () => import('./oidc-verify');

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
