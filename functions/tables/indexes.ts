/**
 * What a table contributes to the secondary indexes, derived from the record on every save so
 * the indexes can never drift from the game: the lobby (open public tables), `turn` (the person
 * to move, for the inbox of issue 4) and `due` (a computer player to move, or a move deadline, for
 * the scheduler of issue 5). Finished tables get an expiry for DynamoDB's TTL.
 */
import { isOver } from '../../shared/engine';
import type { TableRecord } from './model';

/** Finished and closed tables are kept this long, then DynamoDB's TTL deletes them. */
export const KEEP_FINISHED_SECONDS = 90 * 24 * 3600;

export interface TableIndexes {
  /** Listed in the lobby. */
  lobby: boolean;
  /** The person whose turn it is. */
  turnPlayer: string | null;
  /** When the scheduler should look at the table (ISO time). */
  dueAt: string | null;
  /** Epoch seconds for TTL. */
  expiresAt: number | null;
}

export function indexesOf(t: TableRecord): TableIndexes {
  const none: TableIndexes = { lobby: false, turnPlayer: null, dueAt: null, expiresAt: null };
  if (t.status === 'open') {
    return { ...none, lobby: t.visibility === 'public' && t.seats.some((s) => s.kind !== 'person') };
  }
  if (t.status !== 'playing' || !t.match || isOver(t.match)) {
    return { ...none, expiresAt: Math.floor(Date.parse(t.updatedAt) / 1000) + KEEP_FINISHED_SECONDS };
  }
  const seat = t.seats[t.match.hand.turn];
  if (seat.kind === 'person') return { ...none, turnPlayer: seat.playerId, dueAt: t.deadline };
  // A computer player to move (its time budget ran out): due at once.
  return { ...none, dueAt: t.updatedAt };
}
