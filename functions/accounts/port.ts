/** The store as accounts see it (the accounts' port); errors come from core/store-errors.ts. */
import type { DeviceTokenRecord, IdentityRecord, PlayerRecord, SignInCodeRecord } from './model';

/** What a player may change of their profile at once (updatePlayer): each field given is set. */
export type PlayerChanges = Partial<Pick<PlayerRecord, 'name' | 'language'>>;

/** What a new player starts with, written with it at once. */
export interface FirstCredential {
  token?: DeviceTokenRecord;
  identity?: IdentityRecord;
}

/**
 * What a table read with a device token is; the tables say (`table: TableRecord`, tables/port.ts).
 *
 * The accounts pass that table through without looking at it, so they import nothing of the
 * tables, which stand above them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: tables/port.ts adds `table`.
export interface ReadWithToken {}

/** The table a request reads with its device token: the tables' TableRecord. */
export type AlongsideTable = ReadWithToken extends { table: infer T } ? T : unknown;

/**
 * A table read in the round trip of another read (a device token's, getDeviceTokenAndPlayer):
 * its id, and a copy already held, if any.
 */
export interface TableAlongside {
  tableId: string;
  /** Returned as it is (not decoded again) when the item read is at its version. */
  held?: AlongsideTable;
}

/**
 * What happens to a device's push subscription when its token goes or is replaced.
 *
 * The notifications implement it (notifications/device-push.ts); the accounts only call it.
 */
export interface DevicePush {
  /** The device signed out: its subscription goes. */
  forget(playerId: string, device: string): Promise<void>;
  /** The device's token was replaced (`from` to `to`): its subscription follows. */
  move(playerId: string, from: string, to: string): Promise<void>;
}

/**
 * Players and how they sign in (functions/accounts): device tokens, sign-in codes, provider
 * identities. Reads are consistent: a revocation holds from the next request on.
 */
export interface AccountStore {
  getPlayer(id: string): Promise<PlayerRecord | null>;
  /**
   * The player with its first token or identity, at once. ItemAlreadyExistsError if the id is
   * taken, or (its `item` is 'identity') if that identity was linked meanwhile.
   */
  createPlayer(player: PlayerRecord, first: FirstCredential): Promise<void>;
  /** Sets the player's display name; the player as it now is; ItemMissingError if there is none. */
  renamePlayer(id: string, name: string): Promise<PlayerRecord>;
  /**
   * Sets what `changes` names (a name, a language) in one write; the player as it now is;
   * ItemMissingError if there is none.
   */
  updatePlayer(id: string, changes: PlayerChanges): Promise<PlayerRecord>;
  getDeviceToken(playerId: string, tokenId: string): Promise<DeviceTokenRecord | null>;
  /**
   * Reads a device token and its player, and any table `alongside`, consistently in one round trip.
   *
   * `table` is null when there is none, and `alongside.held` itself when that copy is at the
   * version read.
   */
  getDeviceTokenAndPlayer(
    playerId: string,
    tokenId: string,
    alongside?: TableAlongside,
  ): Promise<{ token: DeviceTokenRecord | null; player: PlayerRecord | null; table?: AlongsideTable | null }>;
  listDeviceTokens(playerId: string): Promise<DeviceTokenRecord[]>;
  addDeviceToken(token: DeviceTokenRecord): Promise<void>;
  /** False when the player has no such token. */
  deleteDeviceToken(playerId: string, tokenId: string): Promise<boolean>;
  /** Deletes one token and adds another at once; ItemMissingError if the old one is gone. */
  replaceDeviceToken(oldTokenId: string, next: DeviceTokenRecord): Promise<void>;
  /** Sets the token's last use to `at` if it is still before `ifBefore` (and the token exists). */
  touchDeviceToken(playerId: string, tokenId: string, at: string, ifBefore: string): Promise<void>;
  /** Removes a pre-device-token hash from the player if it is still `tokenHash`; false if not. */
  deleteLegacyToken(playerId: string, tokenHash: string): Promise<boolean>;
  /** Swaps the legacy token for a device token at once; ItemMissingError if it is gone. */
  replaceLegacyToken(playerId: string, tokenHash: string, next: DeviceTokenRecord): Promise<void>;
  /** ItemAlreadyExistsError if the code is taken. */
  putSignInCode(code: SignInCodeRecord): Promise<void>;
  getSignInCode(codeHash: string): Promise<SignInCodeRecord | null>;
  /**
   * Spends the code (a conditional delete: it must still be there, for its player, unexpired at
   * the token's creation) and adds the token, at once; ItemMissingError if another spent it.
   */
  redeemSignInCode(code: SignInCodeRecord, token: DeviceTokenRecord): Promise<void>;
  getIdentity(issuer: string, subject: string): Promise<IdentityRecord | null>;
  /** ItemAlreadyExistsError if that provider account is linked already. */
  linkIdentity(identity: IdentityRecord): Promise<void>;
}
