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
import { z } from 'zod';
import { cursorCodec } from '../store/cursor';
import type { TableContext } from './context';
import { invitedSeatOf, seatOf, type TableRecord } from './model';
import { type ShownSeat, shownSeats, type Turn, turnOf } from './public-facts';

/** One line of the inbox: the table's public facts and the person's place, no seat view. */
export interface InboxEntry {
  id: string;
  code: string;
  status: TableRecord['status'];
  preset: string;
  seats: ShownSeat[];
  /** Their seat (null: a seat is kept for them, see invited). */
  you: number | null;
  /** A rematch they are invited to: accepted by taking the seat. */
  invited: boolean;
  yourTurn: boolean;
  turn: Turn | null;
  version: number;
  updatedAt: string;
}

interface Listed {
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
  ctx: Pick<TableContext, 'store'>,
  playerId: string,
  limit: number,
  cursor: string | null,
): Promise<{ tables: InboxEntry[]; cursor: string | null }> {
  const after = decode(cursor);
  const ids: string[] = [];
  let page: string | null = null;
  do {
    const got = await ctx.store.memberTableIds(playerId, INBOX_MAX_TABLES - ids.length, page);
    ids.push(...got.ids);
    page = got.cursor;
  } while (page !== null && ids.length < INBOX_MAX_TABLES);
  const all = (await ctx.store.loadTables(ids))
    .map((table) => ({ table, yourTurn: isTurnOf(table, playerId) }))
    .map((entry) => ({ entry, key: orderKey(entry) }))
    .sort((a, b) => compareKeys(a.key, b.key));
  // The cursor is the last entry's place in the order, not an offset: a table that changes
  // between two pages cannot push an unseen one out of them.
  const rest = after === null ? all : all.filter((x) => compareKeys(x.key, after) > 0);
  const shown = rest.slice(0, limit);
  return {
    tables: shown.map((x) => inboxEntry(x.entry, playerId)),
    cursor: rest.length > limit ? encode(shown[shown.length - 1].key) : null,
  };
}

/** The summary of a table the person sits at or is invited to (built, not cut from a resource). */
export function inboxEntry({ table, yourTurn }: Listed, playerId: string): InboxEntry {
  const seat = seatOf(table, playerId);
  return {
    id: table.id,
    code: table.code,
    status: table.status,
    preset: (table.match?.rules ?? table.rules).preset,
    seats: shownSeats(table),
    you: seat >= 0 ? seat : null,
    invited: table.status === 'open' && invitedSeatOf(table, playerId) >= 0,
    yourTurn,
    turn: turnOf(table),
    version: table.version,
    updatedAt: table.updatedAt,
  };
}

/** Where an entry goes: your turn first, the nearest deadline first; then the rest, the latest change first. */
interface OrderKey {
  yourTurn: boolean;
  hasDeadline: boolean;
  /** Your turn: its deadline (or since when); otherwise the table's last change. */
  at: string;
  id: string;
}

function orderKey({ table, yourTurn }: Listed): OrderKey {
  return {
    yourTurn,
    hasDeadline: yourTurn && !!table.deadline,
    at: yourTurn ? (table.deadline ?? table.turnSince ?? '') : table.updatedAt,
    id: table.id,
  };
}

function compareKeys(a: OrderKey, b: OrderKey): number {
  if (a.yourTurn !== b.yourTurn) return a.yourTurn ? -1 : 1;
  if (a.yourTurn) {
    // Tables without a deadline after those with one.
    if (a.hasDeadline !== b.hasDeadline) return a.hasDeadline ? -1 : 1;
    return a.at.localeCompare(b.at) || a.id.localeCompare(b.id);
  }
  return b.at.localeCompare(a.at) || a.id.localeCompare(b.id);
}

// The place as [yourTurn, hasDeadline, at, id], the form clients already hold.
const placeCursor = cursorCodec(() => {
  const bit = z.union([z.literal(0), z.literal(1)]);
  return z.tuple([bit, bit, z.string().max(40), z.string().max(100)]);
});

function encode(k: OrderKey): string {
  return placeCursor.encode([k.yourTurn ? 1 : 0, k.hasDeadline ? 1 : 0, k.at, k.id]);
}

function decode(text: string | null): OrderKey | null {
  const place = placeCursor.decode(text);
  if (place === undefined) return null;
  const [yourTurn, hasDeadline, at, id] = place;
  return { yourTurn: yourTurn === 1, hasDeadline: hasDeadline === 1, at, id };
}
