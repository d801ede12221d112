/**
 * Why a sign-in or a token is refused. Codes are stable (`auth/…`) and carry no HTTP: the API
 * gives each its status and title (api/problem.ts). Every refusal of a credential says which
 * check failed, so a client can tell an expired provider token (sign in again) from a revoked
 * device.
 */
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

export class AuthError extends Error {
  constructor(
    readonly code: AuthCode,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
