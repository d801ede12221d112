/**
 * Keeps the books on hands as a save deals and finishes them: archives, salts and start versions.
 *
 * A finished hand becomes an archive (log, revealed hands, seed and salt, first and last
 * version); a new hand gets a fresh fair-deal salt. Pure: the salts come from `newSalt`.
 */
import { type HandRecord, isOver, type MatchState } from '../../shared/engine';
import type { HandArchive, TableRecord } from './model';

/** A hand a save finished, and the version of the move that finished it. */
export interface FinishedAt {
  record: HandRecord;
  version: number;
}

export interface HandBooks {
  salt: string | null;
  lastSalt: string | null;
  handStartVersion: number;
  archives: HandArchive[];
}

/**
 * The hand books after `prev` became `state`; `finished` in the order the moves finished them.
 *
 * `firstVersion` is the save's first version step (a move, or the start).
 */
export function keepHandBooks(
  prev: TableRecord,
  state: MatchState,
  firstVersion: number,
  finished: FinishedAt[],
  newSalt: () => string | null,
): HandBooks {
  const archives: HandArchive[] = [];
  let salt = prev.salt ?? null;
  let lastSalt = prev.lastSalt ?? null;
  let start = prev.handStartVersion ?? prev.version;
  if (prev.match === null) {
    // The start: a fresh match, its first hand dealt now.
    salt = newSalt();
    start = firstVersion;
  }
  for (const f of finished) {
    archives.push({ record: f.record, salt, startVersion: start, endVersion: f.version });
    lastSalt = salt;
    // The next hand (if any) was dealt by the same move.
    salt = newSalt();
    start = f.version;
  }
  if (isOver(state) && state.handNo === (finished.at(-1)?.record.handNo ?? -1)) salt = null;
  return { salt, lastSalt, handStartVersion: start, archives };
}
