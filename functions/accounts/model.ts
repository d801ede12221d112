/**
 * Accounts as the service keeps them: a player's device tokens, the short-lived codes that sign a
 * new device in, and the provider identities (OpenID Connect) that find a player. No secret is
 * ever kept: a token's secret and a code are stored only as SHA-256 hashes.
 */

import type { Language } from '../i18n/languages';

export interface PlayerRecord {
  id: string;
  name: string;
  /**
   * The language the player's notifications speak (chosen, or their browser's at sign-up); none
   * for players from before languages, who are told in English.
   */
  language?: Language;
  /**
   * Players from before device tokens: SHA-256 of their token's secret part, hex (the token is
   * never stored). Newer players have device tokens instead (below).
   */
  tokenHash?: string;
  createdAt: string;
}

/** One signed-in device: a bearer token of its own, revoked on its own. */
export interface DeviceTokenRecord {
  playerId: string;
  /** Public (listed in GET /v1/me/tokens); the token carries it. */
  id: string;
  /** A name for people to tell their devices apart ("Ana's phone"). */
  name: string;
  createdAt: string;
  /** The last request it signed, to within an hour (the store is written at most hourly). */
  lastUsedAt: string;
  /** SHA-256 of the token's secret part, hex. */
  secretHash: string;
}

/** A code that signs another device into this player, once, for a few minutes. */
export interface SignInCodeRecord {
  /** SHA-256 of the code (canonical form), hex: the code itself is never stored. */
  codeHash: string;
  playerId: string;
  createdAt: string;
  /** ISO time after which it no longer signs anyone in. */
  expiresAt: string;
}

/** An account at an OpenID Connect provider, linked to one player. */
export interface IdentityRecord {
  /** The token's `iss` and `sub`: together they name the account at the provider. */
  issuer: string;
  subject: string;
  playerId: string;
  linkedAt: string;
}

/** How the current request proved who it is. */
export type Credential =
  | { kind: 'device'; tokenId: string }
  /** A token from before device tokens (`<playerId>.<secret>`), checked against the player item. */
  | { kind: 'legacy' }
  | { kind: 'identity'; issuer: string; subject: string };

/** The id GET /v1/me/tokens lists a player's pre-device-token token under. */
export const LEGACY_TOKEN_ID = 'legacy';
