/**
 * The store as vacations see it (store/dynamodb-vacation.ts is the adapter): one bank item per
 * player. Errors come from core/store-errors.ts (VersionConflictError when the bank moved on,
 * StoreUnavailableError, StoreFormatError). A bank is also written in a table's save, in its
 * transaction (the tables' WritePlan `vacation`), when the scheduler spends a slice of it.
 */
import type { VacationBank } from './model';

export interface VacationStore {
  /** The player's bank, read consistently; null when they never had one written. */
  findBank(playerId: string): Promise<VacationBank | null>;
  /** The banks of these players (missing ones left out), by player id. */
  findBanks(playerIds: readonly string[]): Promise<Map<string, VacationBank>>;
  /** Writes the bank whole, if it is still at `expectedVersion` (0: not there); VersionConflictError otherwise. */
  saveBank(bank: VacationBank, expectedVersion: number): Promise<void>;
}
