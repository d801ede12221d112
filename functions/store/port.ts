/**
 * The store as the service sees it: a few whole-record operations, no DynamoDB types. Errors
 * come from ./errors (VersionConflictError, ItemAlreadyExistsError, StoreUnavailableError).
 */
import type { DeviceTokenRecord, IdentityRecord, SignInCodeRecord } from '../accounts/model';
import type { SheetRecord } from '../sheets/model';
import type { HandArchive, PlayerRecord, TableRecord, WritePlan } from '../tables/model';
import type { WebhookStore } from './webhook-port';

export interface LobbyPage {
  tables: TableRecord[];
  /** Opaque; pass it back for the next page. Null on the last page. */
  cursor: string | null;
}

/** Score sheets (functions/sheets): one item each, written whole under its version. */
export interface SheetStore {
  /** Fails with ItemAlreadyExistsError if the id is taken. */
  createSheet(sheet: SheetRecord): Promise<void>;
  loadSheet(id: string): Promise<SheetRecord | null>;
  /** Writes the sheet if its stored version is still `expectedVersion`; VersionConflictError otherwise. */
  saveSheet(sheet: SheetRecord, expectedVersion: number): Promise<void>;
}

/** A table read in the round trip of another read: its id, and a copy already held, if any. */
export interface TableAlongside {
  tableId: string;
  /** Returned as it is (not decoded again) when the item read is at its version. */
  held?: TableRecord;
}

/** A page of table ids; the cursor is opaque (null on the last page). */
export interface IdPage {
  ids: string[];
  cursor: string | null;
}

/** Where a finished table sorts in a person's finished range. */
export interface FinishedPlace {
  finishedAt: string;
  tableId: string;
}

/** Following tables: the event feed's archived hands and the inbox (functions/store/follow-items.ts). */
export interface FollowStore {
  /** The archived hands that ended after `afterVersion`, oldest first. */
  handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]>;
  /**
   * Tables this person sits at (or is invited back to) that are open or in play, newest first;
   * also those that finished before finished memberships had their own range (not moved yet).
   */
  activeTableIds(playerId: string, limit: number, cursor: string | null): Promise<IdPage>;
  /**
   * How many tables this person sits at (or is invited back to) that are open or in play, counted
   * up to `upTo` (a count of `upTo` means at least that many); not those finished before finished
   * memberships had their own range. Counted, not read: no table is loaded.
   */
  unfinishedTableCount(playerId: string, upTo: number): Promise<number>;
  /** Up to `limit` finished tables this person sat at, the latest finished first, after `after`. */
  finishedTables(playerId: string, limit: number, after: FinishedPlace | null): Promise<FinishedPlace[]>;
  /** The tables with these ids, in that order (missing ones left out). */
  loadTables(ids: string[]): Promise<TableRecord[]>;
}

/** What a new player starts with, written with it at once. */
export interface FirstCredential {
  token?: DeviceTokenRecord;
  identity?: IdentityRecord;
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
  getDeviceToken(playerId: string, tokenId: string): Promise<DeviceTokenRecord | null>;
  /**
   * A device token and its player in one round trip (every request with a device token reads
   * both), consistently; with `alongside`, the table the request is about too, in the same round
   * trip (`table`: null when there is none), given as `held` when that copy is at the version read.
   */
  getDeviceTokenAndPlayer(
    playerId: string,
    tokenId: string,
    alongside?: TableAlongside,
  ): Promise<{ token: DeviceTokenRecord | null; player: PlayerRecord | null; table?: TableRecord | null }>;
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

export interface Store extends SheetStore, FollowStore, AccountStore {
  /** Webhook subscriptions, deliveries and reminders (functions/notifications). */
  readonly webhooks: WebhookStore;
  /**
   * This store for one request: every call through it stops at `deadline` (epoch ms), whichever
   * comes first with the call's own budget; StoreUnavailableError past it.
   */
  until(deadline: number): Store;
  /**
   * Reserves the join code and stores the table at once, with `writes` (the creator's seat
   * membership) and the `linked` table; ItemAlreadyExistsError if the code or id is taken,
   * VersionConflictError if the linked table changed.
   */
  createTable(table: TableRecord, writes: WritePlan, linked?: LinkedSave): Promise<void>;
  /** The table with this id, or null when there is none. */
  findTable(id: string): Promise<TableRecord | null>;
  /** The id of the table with this join code. */
  tableIdByCode(code: string): Promise<string | null>;
  /**
   * Writes the table if its stored version is still `expectedVersion` (one conditional write);
   * VersionConflictError otherwise. The items of `writes` (finished hands, seat memberships) go
   * in the same transaction.
   */
  saveTable(table: TableRecord, expectedVersion: number, writes: WritePlan): Promise<void>;
  /** Open public tables, oldest first. A cursor the store did not make is an InvalidCursorError. */
  lobby(limit: number, cursor: string | null): Promise<LobbyPage>;
  /** Ids of tables due at or before `now` (ISO time): a computer player or an expired deadline. */
  dueTableIds(now: string, limit: number): Promise<string[]>;
}

/** Another table saved in the same transaction (a rematch links its old table), with its writes. */
export interface LinkedSave {
  table: TableRecord;
  expectedVersion: number;
  writes: WritePlan;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('the cursor is not one this service handed out');
    this.name = 'InvalidCursorError';
  }
}
