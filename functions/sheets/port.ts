/**
 * The store as score sheets see it (the sheets' port); errors come from core/store-errors.ts.
 */
import type { SheetRecord } from './model';

/** Score sheets (functions/sheets): one item each, written whole under its version. */
export interface SheetStore {
  /** Fails with ItemAlreadyExistsError if the id is taken. */
  createSheet(sheet: SheetRecord): Promise<void>;
  loadSheet(id: string): Promise<SheetRecord | null>;
  /** Writes the sheet if its stored version is still `expectedVersion`; VersionConflictError otherwise. */
  saveSheet(sheet: SheetRecord, expectedVersion: number): Promise<void>;
}
