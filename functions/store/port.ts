/**
 * The store as the service sees it: a few whole-record operations, no DynamoDB types. Errors
 * come from ./errors (VersionConflictError, ItemAlreadyExistsError, StoreUnavailableError).
 */
import type { SheetRecord } from '../sheets/model';
import type { HandArchive, PlayerRecord, TableRecord } from '../tables/model';

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

/** A page of table ids; the cursor is opaque (null on the last page). */
export interface IdPage {
  ids: string[];
  cursor: string | null;
}

/** Following tables: the event feed's archived hands and the inbox (functions/store/follow-items.ts). */
export interface FollowStore {
  /** The archived hands that ended after `afterVersion`, oldest first. */
  handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]>;
  /** Tables this person sits at (or is invited back to), newest first. */
  memberTableIds(playerId: string, limit: number, cursor: string | null): Promise<IdPage>;
  /** The tables with these ids, in that order (missing ones left out). */
  loadTables(ids: string[]): Promise<TableRecord[]>;
}

export interface Store extends SheetStore, FollowStore {
  getPlayer(id: string): Promise<PlayerRecord | null>;
  /** Fails with ItemAlreadyExistsError if the id is taken. */
  createPlayer(player: PlayerRecord): Promise<void>;
  /** Reserves the join code and stores the table at once; ItemAlreadyExistsError if the code is taken. */
  createTable(table: TableRecord, linked?: LinkedSave): Promise<void>;
  loadTable(id: string): Promise<TableRecord | null>;
  /** The id of the table with this join code. */
  tableIdByCode(code: string): Promise<string | null>;
  /**
   * Writes the table if its stored version is still `expectedVersion` (one conditional write);
   * VersionConflictError otherwise. Its `pending` items (finished hands, seat memberships) go in
   * the same transaction.
   */
  saveTable(table: TableRecord, expectedVersion: number): Promise<void>;
  /** Open public tables, oldest first. A cursor the store did not make is an InvalidCursorError. */
  lobby(limit: number, cursor: string | null): Promise<LobbyPage>;
  /** Ids of tables due at or before `now` (ISO time): a computer player or an expired deadline. */
  dueTableIds(now: string, limit: number): Promise<string[]>;
}

/** Another table saved in the same transaction (a rematch links its old table). */
export interface LinkedSave {
  table: TableRecord;
  expectedVersion: number;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('the cursor is not one this service handed out');
    this.name = 'InvalidCursorError';
  }
}
