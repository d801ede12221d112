/**
 * The store as ratings see it (the ratings' port; store/dynamodb-ratings.ts is the adapter). Errors
 * come from core/store-errors.ts (VersionConflictError when a ratings item moved on,
 * StoreUnavailableError, StoreFormatError).
 */
import type { HandRecord } from '../../shared/engine';
import type { BoardEntry, BoardKey, PlayerRatings, Pool, RatingWrite } from './model';

/**
 * A pool's leaderboard as a job last counted it: how many were listed, per band of ratings
 * (for an approximate rank below the top), and the entry at the bottom of the exact top.
 */
export interface BoardSnapshot {
  pool: Pool;
  takenAt: string;
  total: number;
  /** Ratings per band: [band, count] for each band with someone, band = floor(rating / BAND_WIDTH). */
  bands: [band: number, count: number][];
  /** The TOP_EXACT-th entry (null: fewer were listed): anyone above it is counted exactly. */
  cutoff: BoardKey | null;
}

export interface RatingStore {
  /** The ratings items of these players (read consistently), by player id; the unrated missing. */
  getRatings(playerIds: readonly string[]): Promise<Map<string, PlayerRatings>>;
  /**
   * Writes one player's item alone (hiding from leaderboards), with its entries, at once;
   * VersionConflictError when the item is no longer at `expectedVersion`.
   */
  saveRatings(write: RatingWrite): Promise<void>;
  /** Up to `limit` entries of the pool's leaderboard after `after` (null: from the top), best first. */
  boardPage(pool: Pool, after: BoardKey | null, limit: number): Promise<BoardEntry[]>;
  /** How many entries sort above `key`, counted up to `upTo` (a count of `upTo`: at least that many). */
  countAbove(key: BoardKey, upTo: number): Promise<number>;
  boardSnapshot(pool: Pool): Promise<BoardSnapshot | null>;
  saveBoardSnapshot(snapshot: BoardSnapshot): Promise<void>;
  /** Players' display names, by id (players that do not exist left out). */
  playerNames(playerIds: readonly string[]): Promise<Map<string, string>>;
}

/** The archived hands of a table (the table store's handArchives): a match's statistics. */
export interface MatchHands {
  handArchives(
    tableId: string,
    afterVersion: number,
    limit: number,
  ): Promise<{ record: HandRecord; endVersion: number }[]>;
}
