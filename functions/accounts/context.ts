/** What the account operations need from outside; the API builds it from its deps. */

import type { OidcVerifier } from './oidc';
import type { AccountStore, DevicePush } from './port';
import type { TokenKeys } from './token-keys';

export interface AccountContext {
  store: AccountStore;
  now(): Date;
  newId(): string;
  /** 256 random bits, base64url (43 characters). */
  newSecret(): string;
  /** A new sign-in code, canonical. */
  newSignInCode(): string;
  keys: TokenKeys;
  /** Null when no provider is configured. */
  oidc: OidcVerifier | null;
  /** Devices' push subscriptions, kept with their tokens; none: the tokens alone change. */
  devicePush?: DevicePush;
}
