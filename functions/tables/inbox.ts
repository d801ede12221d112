/**
 * "My tables": the tables where it is the person's turn first (earliest deadline first), then
 * the others they sit at or are invited to (most recently changed first). The person's seat
 * memberships are queried from their own partition (no scans, no secondary index) and the
 * tables read with BatchGetItem, so the entries show the tables as they are.
 *
 * Why no "whose turn" index: its key would change on every move, and each change costs two
 * index writes, doubling a move's write cost. A player sits at a bounded number of tables, so
 * reading them all per inbox call is the cheaper side of that trade.
 */
import { InvalidCursorError, type Store } from '../store/port';
import type { TableRecord } from './model';

export interface InboxEntry {
  table: TableRecord;
  yourTurn: boolean;
}

/** The most memberships one inbox call reads (a person with more sees the newest). */
export const INBOX_MAX_TABLES = 500;

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
  const offset = cursor === null ? 0 : decode(cursor);
  const ids: string[] = [];
  let page: string | null = null;
  do {
    const got = await store.memberTableIds(playerId, INBOX_MAX_TABLES - ids.length, page);
    ids.push(...got.ids);
    page = got.cursor;
  } while (page !== null && ids.length < INBOX_MAX_TABLES);
  const all = (await store.loadTables(ids)).map((table) => ({ table, yourTurn: isTurnOf(table, playerId) }));
  all.sort(inboxOrder);
  const entries = all.slice(offset, offset + limit);
  return { entries, cursor: offset + limit < all.length ? encode(offset + limit) : null };
}

/** Your turn first, the nearest deadline first; then the rest, the latest change first. */
function inboxOrder(a: InboxEntry, b: InboxEntry): number {
  if (a.yourTurn !== b.yourTurn) return a.yourTurn ? -1 : 1;
  if (a.yourTurn) {
    const da = a.table.deadline ?? a.table.turnSince ?? '';
    const db = b.table.deadline ?? b.table.turnSince ?? '';
    // Tables without a deadline after those with one.
    if (!!a.table.deadline !== !!b.table.deadline) return a.table.deadline ? -1 : 1;
    return da.localeCompare(db) || a.table.id.localeCompare(b.table.id);
  }
  return b.table.updatedAt.localeCompare(a.table.updatedAt) || a.table.id.localeCompare(b.table.id);
}

function encode(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

function decode(text: string): number {
  let c: unknown;
  try {
    c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const o = (c as { o?: unknown } | null)?.o;
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || o > INBOX_MAX_TABLES)
    throw new InvalidCursorError();
  return o;
}
