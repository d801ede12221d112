/**
 * The store as phrases see it (store/dynamodb-phrases.ts is the adapter): one log item per
 * table, beside the table's item and never it. Errors come from core/store-errors.ts
 * (VersionConflictError when the log moved on, StoreUnavailableError, StoreFormatError).
 */
import type { PhraseLog } from './model';

export interface PhraseStore {
  /** The table's phrase log, read consistently; null when nothing was said there yet. */
  findPhrases(tableId: string): Promise<PhraseLog | null>;
  /**
   * Writes the log whole, if it is still at `expectedLast` (0: there is none yet);
   * VersionConflictError otherwise. `expiresAt` is the item's TTL, epoch seconds.
   */
  savePhrases(log: PhraseLog, expectedLast: number, expiresAt: number): Promise<void>;
}
