/**
 * "My tables": the tables where it is the person's turn first (the `turn` index, earliest
 * deadline first), then the others they sit at or are invited to (membership items, newest
 * first). Two queries walked in turn behind one cursor; each page reads its tables in one
 * BatchGetItem, so the entries show the tables as they are (an index may lag a moment).
 */
import { type IdPage, InvalidCursorError, type Store } from '../store/port';
import type { TableRecord } from './model';

export interface InboxEntry {
  table: TableRecord;
  yourTurn: boolean;
}

interface Cursor {
  /** turn: walking the `turn` index; all: walking the memberships. */
  p: 'turn' | 'all';
  c: string | null;
}

export function isTurnOf(table: TableRecord, playerId: string): boolean {
  const st = table.match;
  if (table.status !== 'playing' || !st || st.winner >= 0) return false;
  const s = table.seats[st.hand.turn];
  return s.kind === 'person' && s.playerId === playerId;
}

export async function inbox(
  store: Store,
  playerId: string,
  limit: number,
  cursor: string | null,
): Promise<{ entries: InboxEntry[]; cursor: string | null }> {
  let at: Cursor | null = cursor === null ? { p: 'turn', c: null } : decode(cursor);
  const entries: InboxEntry[] = [];
  while (at && entries.length < limit) {
    const want = limit - entries.length;
    const page: IdPage =
      at.p === 'turn'
        ? await store.turnTableIds(playerId, want, at.c)
        : await store.memberTableIds(playerId, want, at.c);
    const tables = await store.loadTables(page.ids);
    for (const table of tables) {
      const mine = isTurnOf(table, playerId);
      // The first part lists the tables where it is your turn; the second, all the others.
      if (mine === (at.p === 'turn')) entries.push({ table, yourTurn: mine });
    }
    at = page.cursor !== null ? { p: at.p, c: page.cursor } : at.p === 'turn' ? { p: 'all', c: null } : null;
  }
  return { entries, cursor: at && encode(at) };
}

function encode(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function decode(text: string): Cursor {
  let c: unknown;
  try {
    c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const ok =
    typeof c === 'object' &&
    c !== null &&
    ((c as Cursor).p === 'turn' || (c as Cursor).p === 'all') &&
    ((c as Cursor).c === null || typeof (c as Cursor).c === 'string');
  if (!ok) throw new InvalidCursorError();
  return c as Cursor;
}
