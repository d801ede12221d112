/**
 * The checks of a provider token (oidc.ts says which), with jose: loaded with the first provider
 * token to check, not at a cold start (oidc.ts's OidcVerifier.verify).
 */
import type { JWTVerifyGetKey } from 'jose';
import { AUTH_CODES, type AuthCode, AuthError } from './errors';
import * as jose from './jose';
import {
  DEFAULT_ALGORITHMS,
  type IssuerConfig,
  isAllowedUrl,
  type OidcOptions,
  type VerifiedIdentity,
} from './oidc-model';

/** An OidcVerifier's issuers, its cache of their key sets, and its options. */
export interface Verifier {
  byIssuer: Map<string, IssuerConfig>;
  keySets: Map<string, Promise<JWTVerifyGetKey>>;
  options: OidcOptions;
}

/** The (iss, sub) a provider token proves; an AuthError naming the check that failed otherwise. */
export async function verifyProviderToken(jwt: string, verifier: Verifier): Promise<VerifiedIdentity> {
  const { decodeJwt, decodeProtectedHeader, errors, jwtVerify } = jose;
  let alg: unknown;
  let iss: unknown;
  try {
    alg = decodeProtectedHeader(jwt).alg;
    iss = decodeJwt(jwt).iss;
  } catch {
    throw new AuthError(AUTH_CODES.invalidToken, 'the token is not a JWT');
  }
  if (alg === 'none')
    throw new AuthError(AUTH_CODES.unsignedToken, 'an unsigned token (alg: none) proves nothing');
  const config = typeof iss === 'string' ? verifier.byIssuer.get(iss) : undefined;
  if (!config) {
    throw new AuthError(
      AUTH_CODES.unknownIssuer,
      `the issuer ${JSON.stringify(iss ?? null)} is not one this service accepts`,
    );
  }
  const algorithms = config.algorithms ?? [...DEFAULT_ALGORITHMS];
  if (typeof alg !== 'string' || !algorithms.includes(alg)) {
    throw new AuthError(
      AUTH_CODES.algorithmNotAllowed,
      `alg ${JSON.stringify(alg)} is not one of ${algorithms.join(', ')}`,
    );
  }
  const keys = await keySet(verifier, config);
  try {
    const { payload } = await jwtVerify(jwt, keys, {
      issuer: config.issuer,
      audience: config.audience,
      algorithms,
      requiredClaims: ['sub', 'exp'],
      clockTolerance: verifier.options.clockToleranceSeconds ?? 5,
    });
    return { issuer: config.issuer, subject: payload.sub!, claims: payload };
  } catch (err) {
    throw refusal(err, errors);
  }
}

/** The issuer's remote key set, from its discovery document unless configured. */
function keySet({ keySets, options }: Verifier, config: IssuerConfig): Promise<JWTVerifyGetKey> {
  let keys = keySets.get(config.issuer);
  if (!keys) {
    keys = jwksUri(options, config).then((uri) =>
      jose.createRemoteJWKSet(new URL(uri), {
        cooldownDuration: options.cooldownMs ?? 30_000,
        cacheMaxAge: options.cacheMaxAgeMs ?? 600_000,
        timeoutDuration: options.timeoutMs ?? 3_000,
      }),
    );
    // A discovery that failed is tried again by the next token, not remembered.
    keys.catch(() => keySets.delete(config.issuer));
    keySets.set(config.issuer, keys);
  }
  return keys;
}

async function jwksUri(options: OidcOptions, config: IssuerConfig): Promise<string> {
  if (config.jwksUri) return config.jwksUri;
  const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let doc: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const res = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
    });
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    doc = (await res.json()) as typeof doc;
  } catch (err) {
    throw unavailable(`the issuer's discovery document (${url}) could not be read: ${String(err)}`);
  }
  // OpenID Connect Discovery 1.0, section 4.3: the document must name the same issuer.
  if (doc.issuer !== config.issuer || typeof doc.jwks_uri !== 'string' || !isAllowedUrl(doc.jwks_uri)) {
    throw unavailable(`the discovery document at ${url} names another issuer or no usable jwks_uri`);
  }
  return doc.jwks_uri;
}

function unavailable(message: string): AuthError {
  return new AuthError(AUTH_CODES.issuerUnavailable, message);
}

const claimNotValid = (claim: string) => `the token’s "${claim}" claim is not valid`;

/** jose's error as the check that failed. */
function refusal(err: unknown, errors: typeof jose.errors): AuthError {
  const says = (code: AuthCode, message: string) => new AuthError(code, message);
  if (err instanceof errors.JWTExpired) return says(AUTH_CODES.expiredToken, 'the token has expired');
  if (err instanceof errors.JWTClaimValidationFailed) {
    // jose's own words are English sentences; these are the catalog's (functions/i18n).
    if (err.reason === 'missing')
      return says(AUTH_CODES.invalidClaims, `the token has no "${err.claim}" claim`);
    if (err.reason === 'invalid') return says(AUTH_CODES.invalidClaims, claimNotValid(err.claim));
    if (err.claim === 'nbf' || err.claim === 'iat')
      return says(AUTH_CODES.tokenNotYetValid, 'the token is not valid yet');
    if (err.claim === 'aud') return says(AUTH_CODES.wrongAudience, 'the token is for another audience');
    if (err.claim === 'iss') return says(AUTH_CODES.unknownIssuer, 'the token is from another issuer');
    return says(AUTH_CODES.invalidClaims, claimNotValid(err.claim));
  }
  if (err instanceof errors.JOSEAlgNotAllowed) return says(AUTH_CODES.algorithmNotAllowed, err.message);
  if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) {
    return says(AUTH_CODES.unknownKey, 'the token names a key its issuer does not publish');
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) {
    return says(AUTH_CODES.badSignature, 'the token’s signature does not verify');
  }
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) {
    return unavailable('the issuer’s keys could not be read');
  }
  if (
    err instanceof errors.JWSInvalid ||
    err instanceof errors.JWTInvalid ||
    err instanceof errors.JOSENotSupported
  ) {
    return says(AUTH_CODES.invalidToken, 'the token is not a valid JWT');
  }
  // The key fetch failed (a network error, or jose's generic "Expected 200 OK").
  if (err instanceof AuthError) return err;
  return unavailable(
    `the issuer’s keys could not be read (${err instanceof Error ? err.message : String(err)})`,
  );
}
