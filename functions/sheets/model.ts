/**
 * A score sheet for people playing with a physical set: the players, the scoring options and the
 * hands recorded so far. One record is one DynamoDB item, rewritten whole under its version, so
 * two people recording at once cannot both write over the same state.
 */
import type { RecordedHand, SheetOptionsInput } from '../../shared/engine';

export interface SheetRecord {
  id: string;
  /** Grows by one with every change (a hand recorded, corrected or deleted). */
  version: number;
  /** The player whose bearer token created it; the only one who may change it. */
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The options as sent; the engine resolves the defaults (resolveSheetRules). */
  options: SheetOptionsInput;
  hands: RecordedHand[];
}

/** Plenty for any real game (targets of 100-250 take 5-20 hands), and keeps the item small. */
export const MAX_SHEET_HANDS = 1000;
