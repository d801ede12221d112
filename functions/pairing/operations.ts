/**
 * Quick pairing and seeks as operations: join a queue, wait on an entry, leave it, run a wave;
 * list a seek, accept or cancel it. Every table made here is made by the store's one
 * transaction that also consumes its entries or seek (port.ts), so nothing is used twice.
 */
import { createHash } from 'node:crypto';
import { ItemAlreadyExistsError, JOIN_CODE_ITEM } from '../core/store-errors';
import type { RatingStore } from '../ratings/port';
import { pairingRating } from '../ratings/stakes';
import type { TableMaking } from '../tables/context';
import { indexesOf } from '../tables/indexes';
import { holdsMostTables, newTableRecord, type Person, startNow, tooManyTables } from '../tables/lifecycle';
import { mergeWrites, type SeatRecord, type TableRecord } from '../tables/model';
import type { TableStore } from '../tables/port';
import { PAIRING_CODES, PairingError, SEEK_CODES } from './errors';
import {
  type EntryRecord,
  isCorrespondence,
  MAX_CORRESPONDENCE_ENTRIES,
  MAX_LIVE_ENTRIES,
  MAX_SEEKS,
  PACE_SECONDS,
  type Pace,
  type Pairing,
  POOL_RULES,
  type Pool,
  type QueueEntry,
  type QueueKey,
  type SeekRecord,
  seekLifetimeSeconds,
  TWO_PLAYER_POOLS,
} from './model';
import type { NewTableWrite, PairingStore } from './port';
import { allowedGap, planWave, waitedSeconds } from './wave';

/** What the pairing operations need of the tables' store: a table by id, a person's count, ratings. */
export type PairingTables = Pick<TableStore, 'findTable' | 'unfinishedTableCount'> & {
  readonly ratings: Pick<RatingStore, 'getRatings'>;
};

/** What the pairing operations need: the tables' clocks and randomness, and a store with `pairing`. */
export interface PairingContext extends TableMaking {
  store: PairingTables & { readonly pairing: PairingStore };
}

/** An entry as its player sees it while waiting: honest about the wait. */
export interface EntryStatus {
  entry: EntryRecord;
  /** 1 while waiting, 2 once paired: the long-poll's cursor. */
  version: number;
  waitedSeconds: number;
  /** How many entries wait in the entry's queue (its own included while it waits). */
  waitingInQueue: number;
  /** The widest rating difference it may be paired across now; null: anyone. */
  allowedGap: number | null;
}

export const entryVersion = (e: EntryRecord) => (e.status === 'paired' ? 2 : 1);

/** The person's pairing rating in the pool (a newcomer's is 1500). */
async function ratingIn(ctx: PairingContext, playerId: string, pool: Pool): Promise<number> {
  const ratings = await ctx.store.ratings.getRatings([playerId]);
  return pairingRating(ratings.get(playerId), pool);
}

/**
 * Joins a queue: refused past the cap of entries (one live, MAX_CORRESPONDENCE_ENTRIES
 * correspondence) or of unfinished tables; then a wave of the queue runs at once (pairing on
 * arrival), so a person who finds someone waiting is paired in this very request.
 */
export async function joinQueue(ctx: PairingContext, person: Person, queue: QueueKey): Promise<EntryStatus> {
  const pairing = ctx.store.pairing;
  const correspondence = isCorrespondence(queue.pace);
  const cap = correspondence ? MAX_CORRESPONDENCE_ENTRIES : MAX_LIVE_ENTRIES;
  const [held, holdsMost, rating, avoid] = await Promise.all([
    pairing.waitingEntryCount(person.id, MAX_CORRESPONDENCE_ENTRIES),
    holdsMostTables(ctx, person.id),
    ratingIn(ctx, person.id, queue.pool),
    pairing.lastOpponents(person.id, queue.pool),
  ]);
  if ((correspondence ? held.correspondence : held.live) >= cap) {
    throw new PairingError(
      PAIRING_CODES.tooManyEntries,
      correspondence
        ? `you already wait for ${MAX_CORRESPONDENCE_ENTRIES} correspondence games, the most at once: leave one first`
        : 'you already wait for a live game: leave that entry first',
    );
  }
  if (holdsMost) throw tooManyTables();
  const entry: QueueEntry = {
    id: ctx.newId(),
    queue,
    playerId: person.id,
    name: person.name,
    rating,
    joinedAt: ctx.now().toISOString(),
    avoid,
  };
  await pairing.addEntry(entry);
  await runWave(ctx, queue);
  return entryStatus(ctx, person.id, entry.id);
}

/** The entry with its wait, its queue's count and its allowed gap; pairing/not-found if not the caller's. */
export async function entryStatus(
  ctx: PairingContext,
  playerId: string,
  entryId: string,
): Promise<EntryStatus> {
  const entry = await ctx.store.pairing.findEntry(playerId, entryId);
  if (!entry) throw notFound(entryId);
  return describe(ctx, entry);
}

async function describe(ctx: PairingContext, entry: EntryRecord): Promise<EntryStatus> {
  const until = entry.pairedAt === null ? ctx.now() : new Date(entry.pairedAt);
  const waited = waitedSeconds(entry, until);
  return {
    entry,
    version: entryVersion(entry),
    waitedSeconds: waited,
    waitingInQueue: await ctx.store.pairing.waitingCount(entry.queue),
    allowedGap: allowedGap(entry.queue.pace, waited),
  };
}

export interface EntryWait {
  /** Answer once the entry's version is above this (undefined: at once). */
  since?: number;
  maxMs: number;
  intervalMs: number;
}

/** The long-poll: waits until the entry is past `since` (paired, or gone), the wait is over or the caller left. */
export async function pollEntry(
  ctx: PairingContext,
  playerId: string,
  entryId: string,
  wait: EntryWait,
  signal?: AbortSignal,
): Promise<EntryStatus> {
  let entry = await ctx.store.pairing.findEntry(playerId, entryId);
  if (!entry) throw notFound(entryId);
  if (wait.since !== undefined) {
    const started = ctx.clock();
    while (entryVersion(entry) <= wait.since && !signal?.aborted) {
      const left = wait.maxMs - (ctx.clock() - started);
      if (left <= 0) break;
      await sleep(Math.min(wait.intervalMs, left));
      const read: EntryRecord | null = await ctx.store.pairing.findEntry(playerId, entryId);
      if (!read) throw notFound(entryId);
      entry = read;
    }
  }
  return describe(ctx, entry);
}

/** Leaves a queue: pairing/already-paired (naming the table) when a wave seated the entry first. */
export async function leaveQueue(ctx: PairingContext, playerId: string, entryId: string): Promise<void> {
  if (await ctx.store.pairing.removeEntry(playerId, entryId)) return;
  const entry = await ctx.store.pairing.findEntry(playerId, entryId);
  if (entry?.status === 'paired' && entry.tableId !== null) {
    throw new PairingError(
      PAIRING_CODES.alreadyPaired,
      `this entry was paired before it was left: your table is ${entry.tableId}`,
      entry.tableId,
    );
  }
  throw notFound(entryId);
}

export interface WaveReport {
  queue: QueueKey;
  waiting: number;
  /** Tables made. */
  tables: number;
  /** Tables not made: an entry had been paired or had left meanwhile (another wave, a leave). */
  lost: number;
}

/**
 * One wave of a queue: reads who waits, plans the tables (wave.ts) and makes each in its own
 * transaction; a table whose entries moved on meanwhile is not made, and those still waiting wait
 * for the next wave.
 */
export async function runWave(ctx: PairingContext, queue: QueueKey): Promise<WaveReport> {
  const waiting = await ctx.store.pairing.waitingIn(queue);
  const plan = planWave(queue, waiting, ctx.now());
  const made = await Promise.all(plan.pairings.map((p) => makeTable(ctx, p)));
  const tables = made.filter((m) => m !== null).length;
  return { queue, waiting: waiting.length, tables, lost: made.length - tables };
}

/** A table for a pairing, by the store's transaction; null when an entry was no longer waiting. */
async function makeTable(ctx: PairingContext, pairing: Pairing): Promise<TableRecord | null> {
  const id = derivedId('pairing', pairing.seats.map((e) => e.id).sort());
  return createConsuming(ctx, pairing.queue, pairing.seats, id, (made) =>
    ctx.store.pairing.pairEntries(pairing.seats, made),
  );
}

/**
 * The table of a pairing or seek, started, written by `write` (which consumes what it came from);
 * a join code already taken draws another.
 */
async function createConsuming(
  ctx: PairingContext,
  queue: QueueKey,
  people: readonly Pick<QueueEntry, 'playerId' | 'name'>[],
  id: string,
  write: (made: NewTableWrite) => Promise<boolean>,
): Promise<TableRecord | null> {
  for (let attempt = 1; ; attempt++) {
    const made = pairedTable(ctx, queue, people, id);
    try {
      return (await write(made)) ? made.table : null;
    } catch (err) {
      if (!(err instanceof ItemAlreadyExistsError && err.item === JOIN_CODE_ITEM) || attempt >= 5) throw err;
    }
  }
}

/** A paired table: these people seated in order, the pool's rules and the pace's time, started. */
export function pairedTable(
  ctx: TableMaking,
  queue: QueueKey,
  people: readonly Pick<QueueEntry, 'playerId' | 'name'>[],
  id: string,
): NewTableWrite {
  const seats: SeatRecord[] = people.map((p) => ({ kind: 'person', playerId: p.playerId, name: p.name }));
  const opened = newTableRecord(ctx, {
    id,
    createdBy: people[0].playerId,
    seats,
    settings: {
      rules: POOL_RULES[queue.pool],
      fill: null,
      visibility: 'private',
      moveTimeLimitSeconds: PACE_SECONDS[queue.pace],
      // A rated table forfeits at a passed deadline (ratings/pools.ts); an unrated one lets a
      // computer player move for the person.
      onTimeout: queue.rated ? 'forfeit' : 'computerMoves',
      playForcedMoves: false,
      dev: null,
      rated: queue.rated,
    },
    botSeedTag: 'bots',
  });
  const started = startNow(opened, ctx);
  const writes = mergeWrites({ seated: people.map((p) => p.playerId) }, started.writes);
  return { table: started.table, indexes: indexesOf(started.table), writes };
}

/** A table id (20 base64url characters, as newId's) that only these parts lead to. */
function derivedId(kind: string, parts: readonly string[]): string {
  return createHash('sha256')
    .update(`${kind}\n${parts.join('\n')}`)
    .digest('base64url')
    .slice(0, 20);
}

export const seekTableId = (seekId: string) => derivedId('seek', [seekId]);

function notFound(entryId: string): PairingError {
  return new PairingError(PAIRING_CODES.notFound, `you have no pairing entry ${entryId}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Seeks.

export interface NewSeek {
  pool: Pool;
  pace: Pace;
  rated: boolean;
  minRating: number | null;
  maxRating: number | null;
}

/** Lists an open challenge (two-player pools; at most MAX_SEEKS a person). */
export async function createSeek(ctx: PairingContext, person: Person, spec: NewSeek): Promise<SeekRecord> {
  if (!(TWO_PLAYER_POOLS as readonly Pool[]).includes(spec.pool)) {
    throw new PairingError(
      SEEK_CODES.twoPlayersOnly,
      `a seek is for a two-player game (${TWO_PLAYER_POOLS.join(', ')}): use quick pairing for three or more`,
    );
  }
  if (spec.minRating !== null && spec.maxRating !== null && spec.minRating > spec.maxRating) {
    throw new PairingError(SEEK_CODES.badRange, 'minRating is above maxRating');
  }
  const [count, rating, holdsMost] = await Promise.all([
    ctx.store.pairing.seekCount(person.id, MAX_SEEKS),
    ratingIn(ctx, person.id, spec.pool),
    holdsMostTables(ctx, person.id),
  ]);
  if (count >= MAX_SEEKS) {
    throw new PairingError(
      SEEK_CODES.tooManySeeks,
      `you already have ${MAX_SEEKS} open seeks: cancel one first`,
    );
  }
  if (holdsMost) throw tooManyTables();
  const now = ctx.now();
  const seek: SeekRecord = {
    id: seekId(now, ctx.newId()),
    ...spec,
    playerId: person.id,
    name: person.name,
    rating,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + seekLifetimeSeconds(spec.pace) * 1000).toISOString(),
  };
  await ctx.store.pairing.addSeek(seek);
  return seek;
}

/** A seek's id: its time first (base 36, so ids sort as seeks were made), then randomness. */
export function seekId(at: Date, random: string): string {
  return at.getTime().toString(36).padStart(9, '0') + random.slice(0, 11);
}

export interface SeekFilter {
  pool?: Pool;
  pace?: Pace;
  /** Only seeks a person of this rating may accept. */
  fits?: number;
}

/** Seeks listed, newest first, filtered; those past their time left out. */
export async function listSeeks(
  ctx: PairingContext,
  filter: SeekFilter,
  limit: number,
  before: string | null,
): Promise<{ seeks: SeekRecord[]; next: string | null }> {
  const now = ctx.now().toISOString();
  const seeks: SeekRecord[] = [];
  let after = before;
  // A few pages of the list at most: a filter that matches little answers a short page.
  for (let page = 0; page < 5; page++) {
    const read = await ctx.store.pairing.listSeeks(100, after);
    for (const s of read) {
      if (seeks.length === limit) return { seeks, next: seeks[limit - 1].id };
      after = s.id;
      if (s.expiresAt <= now) continue;
      if (filter.pool !== undefined && s.pool !== filter.pool) continue;
      if (filter.pace !== undefined && s.pace !== filter.pace) continue;
      if (filter.fits !== undefined && !fitsRange(s, filter.fits)) continue;
      seeks.push(s);
    }
    if (read.length < 100) return { seeks, next: null };
  }
  return { seeks, next: after };
}

const fitsRange = (s: SeekRecord, rating: number) =>
  (s.minRating === null || rating >= s.minRating) && (s.maxRating === null || rating <= s.maxRating);

/** Accepts a seek: the table is made and the seek unlisted at once; seek/gone when someone was first. */
export async function acceptSeek(ctx: PairingContext, person: Person, id: string): Promise<TableRecord> {
  const seek = await ctx.store.pairing.findSeek(id);
  const tableId = seekTableId(id);
  if (!seek) {
    // Accepted already: by this very person (a retry whose answer was lost) is their table.
    const made = await ctx.store.findTable(tableId);
    if (made?.seats.some((s) => s.kind === 'person' && s.playerId === person.id)) return made;
    throw new PairingError(SEEK_CODES.notFound, `there is no open seek ${id}`);
  }
  if (seek.expiresAt <= ctx.now().toISOString()) throw gone(id);
  if (seek.playerId === person.id) throw new PairingError(SEEK_CODES.ownSeek, 'this seek is your own');
  const [rating, holdsMost] = await Promise.all([
    ratingIn(ctx, person.id, seek.pool),
    holdsMostTables(ctx, person.id),
  ]);
  if (!fitsRange(seek, rating)) {
    throw new PairingError(
      SEEK_CODES.outOfRange,
      `this seek is for ratings ${seek.minRating ?? 'any'} to ${seek.maxRating ?? 'any'}; yours is ${rating}`,
    );
  }
  if (holdsMost) throw tooManyTables();
  const queue = { pool: seek.pool, pace: seek.pace, rated: seek.rated };
  const people = [
    { playerId: seek.playerId, name: seek.name },
    { playerId: person.id, name: person.name },
  ];
  const table = await createConsuming(ctx, queue, people, tableId, (made) =>
    ctx.store.pairing.acceptSeek(seek, made),
  );
  if (table) return table;
  const made = await ctx.store.findTable(tableId);
  if (made?.seats.some((s) => s.kind === 'person' && s.playerId === person.id)) return made;
  throw gone(id);
}

/** Cancels one's own seek; seek/gone (naming the table, if accepted) when it is no longer listed. */
export async function cancelSeek(ctx: PairingContext, playerId: string, id: string): Promise<void> {
  const seek = await ctx.store.pairing.findSeek(id);
  if (seek && seek.playerId !== playerId) {
    throw new PairingError(SEEK_CODES.notYours, 'only the person who listed a seek cancels it');
  }
  if (seek && (await ctx.store.pairing.removeSeek(id))) return;
  const made = await ctx.store.findTable(seekTableId(id));
  if (made?.seats.some((s) => s.kind === 'person' && s.playerId === playerId)) {
    throw new PairingError(SEEK_CODES.gone, `this seek was accepted: the table is ${made.id}`, made.id);
  }
  throw new PairingError(SEEK_CODES.notFound, `there is no open seek ${id}`);
}

function gone(id: string): PairingError {
  return new PairingError(SEEK_CODES.gone, `seek ${id} was accepted or cancelled before you`);
}
