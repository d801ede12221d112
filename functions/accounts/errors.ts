/**
 * Why a sign-in or a token is refused: stable `auth/…` codes, each naming the check that failed.
 *
 * api/problem.ts gives each its status and title.
 */
import { DomainError } from '../core/domain-error';

export const AUTH_CODES = {
  /** No Authorization header. */
  missingToken: 'auth/missing-token',
  /** Not a token this service made (wrong shape, bad MAC, unknown player, wrong secret). */
  invalidToken: 'auth/invalid-token',
  /** A device token the service made, since revoked (or replaced by its rotation). */
  revokedToken: 'auth/revoked-token',
  /** A provider token whose `iss` is not one of the configured issuers. */
  unknownIssuer: 'auth/unknown-issuer',
  /** A provider token with `alg: none`. */
  unsignedToken: 'auth/unsigned-token',
  /** A provider token signed with an algorithm outside the allow-list (HS256 among them). */
  algorithmNotAllowed: 'auth/algorithm-not-allowed',
  /** A provider token whose `kid` is in none of its issuer's keys, even after fetching them again. */
  unknownKey: 'auth/unknown-key',
  /** A provider token whose signature does not verify. */
  badSignature: 'auth/bad-signature',
  expiredToken: 'auth/token-expired',
  /** `nbf` (or `iat`) in the future. */
  tokenNotYetValid: 'auth/token-not-yet-valid',
  /** `aud` names none of the issuer's configured audiences. */
  wrongAudience: 'auth/wrong-audience',
  /** A provider token missing a claim the service needs (`sub`, `exp`), or a claim of the wrong type. */
  invalidClaims: 'auth/invalid-claims',
  /** The provider's keys could not be fetched. */
  issuerUnavailable: 'auth/issuer-unavailable',
  /** No such sign-in code, or it has been used. */
  unknownSignInCode: 'auth/unknown-sign-in-code',
  expiredSignInCode: 'auth/sign-in-code-expired',
  /** DELETE /v1/me/tokens/{id} of a token the player does not have. */
  tokenNotFound: 'auth/token-not-found',
  /** Rotating what is not a device token (a provider token). */
  notADeviceToken: 'auth/not-a-device-token',
  /** Linking a provider account that another player already has. */
  identityLinkedElsewhere: 'auth/identity-linked-elsewhere',
  /** Linking needs OpenID Connect issuers configured. */
  noIssuers: 'auth/no-issuers',
} as const;

export type AuthCode = (typeof AUTH_CODES)[keyof typeof AUTH_CODES];

/** How long a caller is asked to wait when an issuer's keys cannot be fetched. */
const ISSUER_RETRY_SECONDS = 5;

/** A refused credential; `auth/issuer-unavailable` asks the caller to wait ISSUER_RETRY_SECONDS. */
export class AuthError extends DomainError<AuthCode> {
  constructor(code: AuthCode, message: string) {
    super(
      code,
      message,
      code === AUTH_CODES.issuerUnavailable ? { retryAfterSeconds: ISSUER_RETRY_SECONDS } : {},
    );
  }
}

declare module '../core/domain-error' {
  interface DomainCodes {
    accounts: AuthCode;
  }
}
