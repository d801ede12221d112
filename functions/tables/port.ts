/**
 * The tables' port: the store in whole records, without DynamoDB types.
 * Its adapter is store/dynamodb-store.ts; its errors are those of core/store-errors.ts.
 */
import type { ReviewAnalysis } from '../../shared/analysis/format';
import type { RatingStore } from '../ratings/port';
import type { VacationStore } from '../vacation/port';
import type { HandArchive, RoundArchive, TableRecord, WritePlan } from './model';

declare module '../accounts/port' {
  /** The table a move or a table's read reads with the caller's device token (accounts/port.ts). */
  interface ReadWithToken {
    table: TableRecord;
  }
}

/** The lobby's two lists: open public tables with a seat to take, and public matches in play. */
export type LobbyList = 'open' | 'playing';

/** A table's index entries, from indexes.ts's indexesOf, written as they are with each create and save. */
export interface TableIndexes {
  /** The lobby's list it is in, if any. */
  lobby: LobbyList | null;
  /** When the scheduler should look at the table (ISO time). */
  dueAt: string | null;
  /** Epoch seconds for TTL. */
  expiresAt: number | null;
}

export interface LobbyPage {
  tables: TableRecord[];
  /** Opaque; pass it back for the next page. Null on the last page. */
  cursor: string | null;
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

/** Following tables: the event feed's archived hands and the inbox (the adapter writes them with the table). */
export interface FollowStore {
  /** The archived hands that ended after `afterVersion`, oldest first. */
  handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]>;
  /** The archived Mexican Train rounds that ended after `afterVersion`, oldest first. */
  roundArchives(tableId: string, afterVersion: number, limit: number): Promise<RoundArchive[]>;
  /**
   * The open or playing tables this person sits at or is invited back to, newest first.
   * Finished ones not yet moved to their own range come too ([storage.md](../../docs/storage.md#migrating)).
   */
  activeTableIds(playerId: string, limit: number, cursor: string | null): Promise<IdPage>;
  /**
   * How many open or playing tables this person sits at or is invited back to, up to `upTo`.
   * It counts membership items and loads no table; unmoved finished ones are not counted.
   */
  unfinishedTableCount(playerId: string, upTo: number): Promise<number>;
  /** Up to `limit` finished tables this person sat at, the latest finished first, after `after`. */
  finishedTables(playerId: string, limit: number, after: FinishedPlace | null): Promise<FinishedPlace[]>;
  /** The tables with these ids, in that order (missing ones left out). */
  loadTables(ids: string[]): Promise<TableRecord[]>;
}

/** The expert's review of finished hands (analysis.ts): computed on first request, stored once. */
export interface AnalysisStore {
  /** The stored analysis of hand `handNo` of the table (whole, every seat's tiles), or null. */
  findHandAnalysis(tableId: string, handNo: number): Promise<ReviewAnalysis | null>;
  /**
   * Stores the analysis, or answers false and writes nothing when its hand has one already.
   * `at` (ISO time) starts its expiry, as long as a hand archive's.
   */
  putHandAnalysis(tableId: string, analysis: ReviewAnalysis, at: string): Promise<boolean>;
}

/**
 * The hints each seat asked for (hint.ts), one counter item per seat and hand.
 * They stay out of the table item, so a hint changes no table version.
 */
export interface HintStore {
  /**
   * Counts a hint of `seat` in hand `handNo`, once per table `version`, and answers the seat's count.
   * `at` (ISO time) starts its expiry, as long as a hand archive's.
   */
  countHint(tableId: string, handNo: number, seat: number, version: number, at: string): Promise<number>;
  /** How many hints each seat that asked for any took in hand `handNo`, by seat. */
  hintCounts(tableId: string, handNo: number): Promise<Map<number, number>>;
}

/** Tables, with what follows them (the event feed, the inbox, the hands' analyses, the hints). */
export interface TableStore extends FollowStore, AnalysisStore, HintStore {
  /**
   * Stores the table, its join code, its `indexes`, `writes` and the `linked` table in one transaction.
   * ItemAlreadyExistsError when the code or id is taken; VersionConflictError when the linked table changed.
   */
  createTable(
    table: TableRecord,
    indexes: TableIndexes,
    writes: WritePlan,
    linked?: LinkedSave,
  ): Promise<void>;
  /** The table with this id, or null when there is none. */
  findTable(id: string): Promise<TableRecord | null>;
  /** The id of the table with this join code. */
  tableIdByCode(code: string): Promise<string | null>;
  /**
   * Writes the table and its `writes` at once if its stored version is still `expectedVersion`.
   * VersionConflictError otherwise; RatingsChangedError when only a ratings item moved on (nothing written).
   */
  saveTable(
    table: TableRecord,
    indexes: TableIndexes,
    expectedVersion: number,
    writes: WritePlan,
  ): Promise<void>;
  /**
   * A list of the lobby: open public tables oldest first, or public matches in play newest first.
   * A cursor the store did not make is an InvalidCursorError.
   */
  lobby(list: LobbyList, limit: number, cursor: string | null): Promise<LobbyPage>;
  /** The players' ratings, which a rated match's end reads and writes with the table (save.ts). */
  readonly ratings: RatingStore;
  /** The players' vacation banks, which a passed correspondence deadline reads (tables/vacation-due.ts). */
  readonly vacations: VacationStore;
  /**
   * One shard of the due index: up to `limit` entries due at or before `until`, oldest first,
   * after `after` (the last entry of the page before). `shard` is in 0..dueShardCount-1.
   */
  dueInShard(shard: number, until: string, limit: number, after?: DueEntry): Promise<DueEntry[]>;
  /** How many shards the due index is spread over (each read on its own by a scheduler worker). */
  readonly dueShardCount: number;
}

/** A table's place in the due index: its id and when it is due (ISO time). */
export interface DueEntry {
  id: string;
  dueAt: string;
}

/** Another table saved in the same transaction (a rematch links its old table), with its writes. */
export interface LinkedSave {
  table: TableRecord;
  indexes: TableIndexes;
  expectedVersion: number;
  writes: WritePlan;
}
