/**
 * What a table contributes to the secondary indexes (the lobby, `due`) and its TTL expiry.
 *
 * Derived from the record on every save, so the indexes cannot drift from the game; why there is
 * no "whose turn" index: [storage.md](../../docs/storage.md#a-move-is-one-write).
 */
import { matchInPlay, seatToMove } from './guards';
import type { TableRecord } from './model';
import type { LobbyList, TableIndexes } from './port';

export type { LobbyList };

/** Finished and closed tables are kept this long, then DynamoDB's TTL deletes them. */
export const KEEP_FINISHED_SECONDS = 90 * 24 * 3600;

/**
 * An open table nobody joined, left or started for this long is closed by the scheduler, so the
 * lobby and the inboxes never fill with tables nobody will play.
 */
export const OPEN_IDLE_SECONDS = 30 * 24 * 3600;

export function indexesOf(t: TableRecord): TableIndexes {
  const none: TableIndexes = { lobby: null, dueAt: null, expiresAt: null };
  if (t.status === 'open') {
    return {
      ...none,
      lobby: t.visibility === 'public' && t.seats.some((s) => s.kind !== 'person') ? 'open' : null,
      dueAt: new Date(Date.parse(t.updatedAt) + OPEN_IDLE_SECONDS * 1000).toISOString(),
    };
  }
  const match = matchInPlay(t);
  if (!match) {
    return { ...none, expiresAt: Math.floor(Date.parse(t.updatedAt) / 1000) + KEEP_FINISHED_SECONDS };
  }
  // A public match is there to watch while it is played.
  const lobby = t.visibility === 'public' ? 'playing' : null;
  const seat = t.seats[seatToMove(match)];
  if (seat.kind === 'person') return { ...none, lobby, dueAt: t.deadline };
  // A computer player to move (its time budget ran out): due at once.
  return { ...none, lobby, dueAt: t.updatedAt };
}
