/**
 * "My tables": the tables a person still plays (their turn first), then the finished ones, latest first.
 *
 * Read from the person's own partition in two ranges, the active one whole and the finished one
 * page by page; why, and what the migration moved: [storage.md](../../docs/storage.md#the-inbox).
 */
import { z } from 'zod';
import { cursorCodec } from '../core/cursor';
import type { TableContext } from './context';
import { matchInPlay, seatToMove } from './guards';
import { finishedAt, invitedSeatOf, seatOf, type TableRecord } from './model';
import type { FinishedPlace } from './port';
import { type MatchResult, resultOf, type ShownSeat, shownSeats, type Turn, turnOf } from './public-facts';

/** One line of the inbox: the table's public facts and the person's place, no seat view. */
export interface InboxEntry {
  id: string;
  code: string;
  status: TableRecord['status'];
  preset: string;
  /** Opened rated (ratings.md#rated-tables). */
  rated: boolean;
  seats: ShownSeat[];
  /** Their seat (null: a seat is kept for them, see invited). */
  you: number | null;
  /** A rematch they are invited to: accepted by taking the seat. */
  invited: boolean;
  yourTurn: boolean;
  turn: Turn | null;
  /** A finished match's result, so that a list of them needs no read of each table. */
  result: MatchResult | null;
  version: number;
  updatedAt: string;
}

interface Listed {
  table: TableRecord;
  yourTurn: boolean;
}

/**
 * The most active memberships one inbox call reads. A person sits at no more than
 * MAX_UNFINISHED_TABLES open or unfinished tables (opening, joining or asking a rematch past it
 * is refused), so the active range holds those, the rematches they are invited to and, for a
 * while, legacy finished ones: this bounds the read with room for them; a person at more would
 * see the newest tables.
 */
export const INBOX_MAX_ACTIVE = 500;

/**
 * The most tables a person may hold unfinished at once: open, in play, or a rematch invitation.
 *
 * Past it, what would add one is refused (table/too-many-open-tables, lifecycle.ts); why 200:
 * [storage.md](../../docs/storage.md#the-inbox).
 */
export const MAX_UNFINISHED_TABLES = 200;

export function isTurnOf(table: TableRecord, playerId: string): boolean {
  const st = matchInPlay(table);
  if (!st) return false;
  const s = table.seats[seatToMove(st)];
  return s.kind === 'person' && s.playerId === playerId;
}

export async function inbox(
  ctx: Pick<TableContext, 'store'>,
  playerId: string,
  limit: number,
  cursor: string | null,
): Promise<{ tables: InboxEntry[]; cursor: string | null }> {
  let at = decode(cursor);
  const shown: Listed[] = [];
  const page = (next: Exclude<Place, { section: 'done' }> | null) => ({
    tables: shown.map((x) => inboxEntry(x, playerId)),
    cursor: next && encode(next),
  });
  if (at.section === 'done') return page(null);
  if (at.section === 'active') {
    const all = (await activeTables(ctx, playerId)).filter((x) => !x.finished);
    // The cursor is the last entry's place in the order, not an offset: a table that changes
    // between two pages cannot push an unseen one out of them.
    const after = at.after;
    const rest = after === null ? all : all.filter((x) => compareKeys(x.key, after) > 0);
    shown.push(...rest.slice(0, limit).map((x) => x.entry));
    if (rest.length > limit)
      return page({ section: 'active', after: limit > 0 ? rest[limit - 1].key : after });
    at = { section: 'finished', after: null };
  }
  if (at.section === 'finished') {
    // One more than there is room for: whether the range goes on past this page.
    const room = limit - shown.length;
    const places = await ctx.store.finishedTables(playerId, room + 1, at.after);
    const mine = places.slice(0, room);
    const tables = await ctx.store.loadTables(mine.map((p) => p.tableId));
    shown.push(...tables.map((table) => ({ table, yourTurn: false })));
    if (places.length > room) return page({ section: 'finished', after: mine.at(-1) ?? at.after });
  }
  return page(null);
}

/** The tables of the active range, each with its place in the order. */
async function activeTables(ctx: Pick<TableContext, 'store'>, playerId: string) {
  const ids: string[] = [];
  let page: string | null = null;
  do {
    const got = await ctx.store.activeTableIds(playerId, INBOX_MAX_ACTIVE - ids.length, page);
    ids.push(...got.ids);
    page = got.cursor;
  } while (page !== null && ids.length < INBOX_MAX_ACTIVE);
  return (await ctx.store.loadTables(ids))
    .map((table) => ({ table, yourTurn: isTurnOf(table, playerId) }))
    .map((entry) => ({ entry, key: orderKey(entry), finished: finishedAt(entry.table) !== null }))
    .sort((a, b) => compareKeys(a.key, b.key));
}

/** The summary of a table the person sits at or is invited to (built, not cut from a resource). */
export function inboxEntry({ table, yourTurn }: Listed, playerId: string): InboxEntry {
  const seat = seatOf(table, playerId);
  return {
    id: table.id,
    code: table.code,
    status: table.status,
    preset: 'preset' in table.rules ? table.rules.preset : table.rules.game,
    rated: table.rated === true,
    seats: shownSeats(table),
    you: seat >= 0 ? seat : null,
    invited: table.status === 'open' && invitedSeatOf(table, playerId) >= 0,
    yourTurn,
    turn: turnOf(table),
    result: resultOf(table),
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

/** Where a page ends: in which section, after which entry (null: from its start). */
type Place =
  | { section: 'active'; after: OrderKey | null }
  | { section: 'finished'; after: FinishedPlace | null }
  /** Past the end (a cursor handed out for the legacy section's start, before it was migrated). */
  | { section: 'done' };

/**
 * An active place is [yourTurn, hasDeadline, at, id], the form clients already hold; the
 * finished section's is ['finished', finishedAt, tableId] (its first page without the place).
 * Cursors of the legacy section, handed out before its memberships moved to the finished range,
 * still read: ['legacy', at, id] goes on in the finished range after that table (a legacy
 * table's place there is its last change, `at`), ['legacy'] is past the end.
 */
const placeCursor = cursorCodec(() => {
  const bit = z.union([z.literal(0), z.literal(1)]);
  const time = z.string().max(40);
  const id = z.string().max(100);
  return z.union([
    z.tuple([bit, bit, time, id]),
    z.union([z.tuple([z.literal('finished'), time, id]), z.tuple([z.literal('finished')])]),
    z.union([z.tuple([z.literal('legacy'), time, id]), z.tuple([z.literal('legacy')])]),
  ]);
});

function encode(p: Exclude<Place, { section: 'done' }>): string {
  if (p.section === 'finished')
    return placeCursor.encode(p.after ? ['finished', p.after.finishedAt, p.after.tableId] : ['finished']);
  const k = p.after;
  // The active section always has a place: a page ends in it only after one of its entries.
  return placeCursor.encode([k!.yourTurn ? 1 : 0, k!.hasDeadline ? 1 : 0, k!.at, k!.id]);
}

function decode(text: string | null): Place {
  const place = placeCursor.decode(text);
  if (place === undefined) return { section: 'active', after: null };
  if (place[0] === 'finished') {
    return {
      section: 'finished',
      after: place.length === 3 ? { finishedAt: place[1], tableId: place[2] } : null,
    };
  }
  if (place[0] === 'legacy') {
    return place.length === 3
      ? { section: 'finished', after: { finishedAt: place[1], tableId: place[2] } }
      : { section: 'done' };
  }
  const [yourTurn, hasDeadline, at, id] = place;
  return { section: 'active', after: { yourTurn: yourTurn === 1, hasDeadline: hasDeadline === 1, at, id } };
}
