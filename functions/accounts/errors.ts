/**
 * Why a sign-in or a token is refused. Codes are stable (`auth/…`); AUTH_PROBLEMS below gives
 * each its status and title. Every refusal of a credential says which check
 * failed, so a client can tell an expired provider token (sign in again) from a revoked device.
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

/** Each code's HTTP status and title, read by the API's one problem type (api/problem.ts). */
export const AUTH_PROBLEMS = {
  'auth/missing-token': [401, 'A bearer token is needed'],
  'auth/invalid-token': [401, 'The bearer token is not valid'],
  'auth/revoked-token': [401, 'The token was revoked'],
  'auth/unknown-issuer': [401, 'The token’s issuer is not accepted'],
  'auth/unsigned-token': [401, 'The token is not signed'],
  'auth/algorithm-not-allowed': [401, 'The token’s algorithm is not allowed'],
  'auth/unknown-key': [401, 'The token’s key is unknown'],
  'auth/bad-signature': [401, 'The token’s signature is wrong'],
  'auth/token-expired': [401, 'The token has expired'],
  'auth/token-not-yet-valid': [401, 'The token is not valid yet'],
  'auth/wrong-audience': [401, 'The token is for another audience'],
  'auth/invalid-claims': [401, 'The token’s claims are not usable'],
  'auth/issuer-unavailable': [503, 'The token’s issuer cannot be reached'],
  'auth/unknown-sign-in-code': [401, 'No such sign-in code'],
  'auth/sign-in-code-expired': [401, 'The sign-in code has expired'],
  'auth/token-not-found': [404, 'No such token'],
  'auth/not-a-device-token': [409, 'Not a device token'],
  'auth/identity-linked-elsewhere': [409, 'That account belongs to another player'],
  'auth/no-issuers': [409, 'No sign-in provider is configured'],
} as const satisfies Record<AuthCode, readonly [status: number, title: string]>;

export class AuthError extends Error {
  constructor(
    readonly code: AuthCode,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
