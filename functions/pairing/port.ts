/**
 * The store as pairing sees it (store/dynamodb-pairing.ts; test/support/memory-pairing.ts in the
 * unit tests): queue entries, the people each last played, and seeks. Errors come from
 * core/store-errors.ts. The one rule every adapter keeps: an entry or a seek is used by one table
 * only, the table's creation and the entries' (or seek's) consumption one transaction whose
 * condition is that they are still waiting (still listed).
 */

import type { TableRecord, WritePlan } from '../tables/model';
import type { TableIndexes } from '../tables/port';
import type { EntryRecord, Pool, QueueEntry, QueueKey, SeekRecord } from './model';

/** A table to create with its items: the record, its indexes and the seats' memberships. */
export interface NewTableWrite {
  table: TableRecord;
  indexes: TableIndexes;
  writes: WritePlan;
}

export interface PairingStore {
  /** Adds an entry, waiting, to its queue; ItemAlreadyExistsError if its id is taken. */
  addEntry(entry: QueueEntry): Promise<void>;
  /** The player's entry (waiting or paired), read consistently; null when there is none. */
  findEntry(playerId: string, entryId: string): Promise<EntryRecord | null>;
  /** The player's entries still waiting, counted up to `upTo`, live and correspondence apart. */
  waitingEntryCount(playerId: string, upTo: number): Promise<{ live: number; correspondence: number }>;
  /** The entries waiting in a queue, oldest first (a wave's one read, paged within). */
  waitingIn(queue: QueueKey): Promise<QueueEntry[]>;
  /** How many wait in a queue (counted, not read). */
  waitingCount(queue: QueueKey): Promise<number>;
  /** Removes a waiting entry; false when it was not waiting (paired, or gone). */
  removeEntry(playerId: string, entryId: string): Promise<boolean>;
  /**
   * Creates the table and marks each entry paired with it, in one transaction conditioned on every
   * entry still waiting and the table's id free; records each person's opponents as their last
   * in the pool. False when an entry was no longer waiting (nothing written). A lost answer is
   * judged by the table: if it is there, this call made it (true).
   */
  pairEntries(entries: readonly QueueEntry[], made: NewTableWrite): Promise<boolean>;
  /** The people the player last played in the pool (none: empty). */
  lastOpponents(playerId: string, pool: Pool): Promise<string[]>;

  /** Lists a seek; ItemAlreadyExistsError if its id is taken. */
  addSeek(seek: SeekRecord): Promise<void>;
  findSeek(id: string): Promise<SeekRecord | null>;
  /** Seeks listed, newest first, after `before` (a seek id; null: from the newest). */
  listSeeks(limit: number, before: string | null): Promise<SeekRecord[]>;
  /** The player's listed seeks, counted up to `upTo`. */
  seekCount(playerId: string, upTo: number): Promise<number>;
  /** Unlists a seek; false when it was not listed (accepted, cancelled or gone). */
  removeSeek(id: string): Promise<boolean>;
  /**
   * Unlists the seek and creates the table in one transaction conditioned on the seek still
   * listed; false when it was not (nothing written). A lost answer is judged by the table.
   */
  acceptSeek(seek: SeekRecord, made: NewTableWrite): Promise<boolean>;
}
