/**
 * A table before its match: open it, take and leave seats, start it. Each change is a
 * read-modify-conditional-write re-run on a lost race (change.ts).
 */

import { createHash } from 'node:crypto';
import type { BotLevel } from '../../shared/bots';
import {
  type RulesInput,
  resolveRules,
  type StartedMatch,
  startMatch,
  startMatchFromDeal,
} from '../../shared/engine';
import { ItemAlreadyExistsError, TABLE_ITEM } from '../core/store-errors';
import { ratedTableProblem } from '../ratings/pools';
import { change } from './change';
import type { TableContext, TableMaking } from './context';
import { TableError } from './errors';
import { handSeedsAfter } from './fair-deal';
import { requireOpen } from './guards';
import { MAX_UNFINISHED_TABLES } from './inbox';
import { indexesOf } from './indexes';
import {
  type DevDeal,
  invitedSeatOf,
  isTrainRules,
  peopleSeated,
  type SavePlan,
  type SeatRecord,
  seatOf,
  type TableRecord,
  type TableRules,
  type TimeoutPolicy,
  tableOnly,
  type Visibility,
} from './model';
import { settle } from './settle';
import { firstTrainDeal, settleTrains } from './trains';
import { requireSeat } from './visibility';

export interface NewTable {
  rules: TableRules;
  /** Per seat: open for a person, or reserved for a computer player. Seat 0 is the creator's. */
  seats?: ({ kind: 'person' } | { kind: 'computer'; level: BotLevel })[];
  fill: BotLevel | null;
  visibility: Visibility;
  moveTimeLimitSeconds: number | null;
  onTimeout: TimeoutPolicy;
  playForcedMoves: boolean;
  dev: { seed?: string; deal?: DevDeal } | null;
  /** Rate the match (ratings/pools.ts says which tables may be). */
  rated: boolean;
}

export interface Person {
  id: string;
  name: string;
}

const CODE_ATTEMPTS = 5;

/**
 * Whether the person already holds MAX_UNFINISHED_TABLES unfinished tables (one COUNT Query).
 *
 * Asked only by requests that would add one; two at once may both take the last place, as the
 * cap bounds the inbox and is no balance: [storage.md](../../docs/storage.md#the-inbox).
 */
export async function holdsMostTables(
  ctx: { store: Pick<TableContext['store'], 'unfinishedTableCount'> },
  playerId: string,
): Promise<boolean> {
  return (await ctx.store.unfinishedTableCount(playerId, MAX_UNFINISHED_TABLES)) >= MAX_UNFINISHED_TABLES;
}

/** The refusal of a new table in the list of a person who holds the most. */
export function tooManyTables(): TableError {
  return new TableError(
    'table/too-many-open-tables',
    `you already hold ${MAX_UNFINISHED_TABLES} unfinished tables (open, in play, or a rematch you are ` +
      `invited to), the most one person may: finish, resign or leave one, or decline a rematch, first`,
  );
}

/**
 * Opens a table. With an Idempotency-Key, the table's id follows from the creator and the key,
 * so sending the same request again (its answer lost) finds the table it opened instead of
 * opening a second one: `replayed`.
 */
export async function createTable(
  ctx: TableContext,
  creator: Person,
  spec: NewTable,
  idempotencyKey?: string,
): Promise<{ table: TableRecord; replayed: boolean }> {
  const seats: SeatRecord[] = Array.from({ length: spec.rules.players }, (_, i) => {
    const s = spec.seats?.[i];
    return s?.kind === 'computer' ? { kind: 'computer', level: s.level } : { kind: 'open' };
  });
  const rules = spec.rules;
  const unratable = spec.rated ? ratedTableProblem({ ...spec, rules, seats }) : null;
  if (unratable) throw unratable;
  seats[0] = { kind: 'person', playerId: creator.id, name: creator.name };
  const id = idempotencyKey === undefined ? ctx.newId() : idFromKey(creator.id, idempotencyKey);
  if (await holdsMostTables(ctx, creator.id)) {
    // The same request sent again, its table opened by the first: that table, not a refusal.
    const opened = idempotencyKey === undefined ? null : await ctx.store.findTable(id);
    if (opened && opened.createdBy === creator.id) return { table: opened, replayed: true };
    throw tooManyTables();
  }
  const opened = newTableRecord(ctx, {
    id,
    createdBy: creator.id,
    seats,
    settings: spec,
    botSeedTag: 'bots',
  });
  // Codes are random; a clash (rare) just draws another.
  for (let attempt = 1; ; attempt++) {
    const table = attempt === 1 ? opened : { ...opened, code: ctx.newCode() };
    // The creator's seat goes in the inbox in the same write.
    try {
      await ctx.store.createTable(table, indexesOf(table), { seated: [creator.id] });
      return { table, replayed: false };
    } catch (err) {
      if (!(err instanceof ItemAlreadyExistsError)) throw err;
      // The table's id was taken (its key sent before), or its code was, perhaps by this very
      // request's earlier attempt whose answer was lost: if the table is there, it is this one.
      if (err.item === TABLE_ITEM || err.earlierAttemptUnknown) {
        const opened = await ctx.store.findTable(table.id);
        if (opened && opened.createdBy === creator.id) return { table: opened, replayed: true };
      }
      if (err.item === TABLE_ITEM || attempt >= CODE_ATTEMPTS) throw err;
    }
  }
}

/** What a table is opened with, and a rematch copies. */
export type TableSettings = Pick<
  TableRecord,
  'rules' | 'fill' | 'visibility' | 'moveTimeLimitSeconds' | 'onTimeout' | 'playForcedMoves' | 'dev'
> & { rated?: boolean };

/**
 * A table just opened: version 1, no match yet, a fresh join code. Its computer players' seed
 * follows a development table's fixed seed (tagged, so a rematch's players choose afresh).
 */
export function newTableRecord(
  ctx: TableMaking,
  t: { id: string; createdBy: string; seats: SeatRecord[]; settings: TableSettings; botSeedTag: string },
): TableRecord {
  const now = ctx.now().toISOString();
  const { rules, fill, visibility, moveTimeLimitSeconds, onTimeout, playForcedMoves, dev, rated } =
    t.settings;
  return {
    id: t.id,
    code: ctx.newCode(),
    version: 1,
    status: 'open',
    createdBy: t.createdBy,
    createdAt: now,
    updatedAt: now,
    rules,
    seats: t.seats,
    fill,
    visibility,
    moveTimeLimitSeconds,
    onTimeout,
    playForcedMoves,
    dev,
    botSeed: dev?.seed !== undefined ? `${dev.seed}:${t.botSeedTag}` : ctx.randomSeed(),
    match: null,
    turnSince: null,
    deadline: null,
    idem: {},
    ...(rated && { rated: true }),
  };
}

/** A table id (as newId's: 20 base64url characters) that only this creator's key leads to. */
function idFromKey(creatorId: string, key: string): string {
  return createHash('sha256').update(`table\n${creatorId}\n${key}`).digest('base64url').slice(0, 20);
}

/**
 * Takes a seat (a given one, or the first open one, else one reserved for a computer player).
 * Refused to a person who holds the most unfinished tables, unless the table is in their list
 * already (a seat kept for them in a rematch). Their count is asked only when the join would add
 * the table to their list, after the table is read: not on joining a seat they hold, accepting a
 * seat kept for them, or a table missing or under way. A lost race re-judges the fresh table
 * with the count asked once (as when it was asked before the read): the cap is a bound, not a
 * balance (holdsMostTables).
 */
export async function join(ctx: TableContext, idOrCode: string, person: Person, wanted?: number) {
  let holdsMost: Promise<boolean> | undefined;
  return change(ctx, idOrCode, async (table) => {
    const already = seatOf(table, person.id);
    if (already >= 0) return null; // Joining twice is harmless: the same seat.
    requireOpen(table);
    const invited = invitedSeatOf(table, person.id);
    if (invited < 0 && (await (holdsMost ??= holdsMostTables(ctx, person.id)))) throw tooManyTables();
    const seat = wanted ?? (invited >= 0 ? invited : firstFreeSeat(table));
    if (seat >= table.seats.length) {
      throw new TableError(
        'table/no-such-seat',
        `there is no seat ${seat} (seats 0..${table.seats.length - 1})`,
      );
    }
    if (seat < 0) throw new TableError('table/full', 'every seat at this table is taken');
    const taken = table.seats[seat];
    if (
      taken.kind === 'person' ||
      (taken.kind === 'open' && taken.invited && taken.invited.playerId !== person.id)
    )
      throw new TableError('table/seat-taken', `seat ${seat} is taken`);
    const seats = table.seats.slice();
    seats[seat] = { kind: 'person', playerId: person.id, name: person.name };
    // Invited back but sitting elsewhere: the seat kept for them is free for anyone now.
    if (invited >= 0 && invited !== seat) seats[invited] = { kind: 'open' };
    const seated = { ...table, seats };
    // A rematch starts once everyone invited back has accepted.
    return table.rematchOf && !seats.some((s) => s.kind === 'open')
      ? startNow(seated, ctx)
      : tableOnly(seated);
  });
}

/**
 * Leaves before the start. The creator leaving closes the table. A person invited back to a
 * rematch who has not taken their seat declines this way: the seat opens for anyone, and the
 * table leaves their inbox.
 */
export function leave(ctx: TableContext, idOrCode: string, playerId: string) {
  return change(ctx, idOrCode, (table) => {
    const invitation = invitedSeatOf(table, playerId);
    if (invitation >= 0) {
      requireOpen(table);
      const seats = table.seats.slice();
      seats[invitation] = { kind: 'open' };
      return tableOnly({ ...table, seats });
    }
    const seat = requireSeat(table, playerId);
    requireOpen(table);
    if (table.createdBy === playerId) return tableOnly({ ...table, status: 'closed' });
    const seats = table.seats.slice();
    seats[seat] = { kind: 'open' };
    return tableOnly({ ...table, seats });
  });
}

/**
 * Starts the match (the creator only). Every seat must be taken by a person or reserved for a
 * computer player; with `fill`, open seats become computer players once two people sit (003).
 */
export function start(ctx: TableContext, idOrCode: string, playerId: string) {
  return change(ctx, idOrCode, (table) => {
    requireSeat(table, playerId);
    if (table.createdBy !== playerId) {
      throw new TableError('table/not-creator', 'only the person who opened the table starts it');
    }
    requireOpen(table);
    const open = table.seats.filter((s) => s.kind === 'open').length;
    if (open > 0 && (table.fill === null || peopleSeated(table) < 2)) {
      throw new TableError(
        'table/not-enough-players',
        table.fill === null
          ? `${open} seat(s) still open: wait for players, or reserve the seats for computer players`
          : 'a second person must sit down before the open seats fill with computer players',
      );
    }
    return startNow(table, ctx);
  });
}

/** Deals the first hand: open seats become computer players of the table's `fill` level. */
export function startNow(table: TableRecord, ctx: TableMaking): SavePlan {
  const fill = table.fill;
  const seats = table.seats.map(
    (s): SeatRecord => (s.kind === 'open' ? { kind: 'computer', level: fill! } : s),
  );
  const seated = { ...table, seats, idem: {} };
  if (isTrainRules(seated.rules)) {
    return settleTrains(seated, firstTrainDeal({ rules: seated.rules, dev: seated.dev }, ctx), 1, ctx);
  }
  const { state, finished } = firstDeal({ rules: seated.rules, dev: seated.dev, event: seated.event }, ctx);
  return settle(seated, state, 1, ctx, finished);
}

/** The match at the start: dealt from a cryptographic seed, or from the dev table's fixed seed/hands. */
export function firstDeal(
  table: { rules: RulesInput; dev: TableRecord['dev']; event?: TableRecord['event'] },
  ctx: Pick<TableContext, 'randomSeed'>,
): StartedMatch {
  const rules = resolveRules(table.rules);
  const dev = table.dev;
  if (dev?.deal) return startMatchFromDeal(rules, { ...dev.deal, seed: dev.seed });
  if (dev?.seed !== undefined) return startMatch(rules, { seed: dev.seed });
  return startMatch(rules, { seed: ctx.randomSeed(), handSeed: handSeedsAfter(table, ctx, 0) });
}

function firstFreeSeat(table: TableRecord): number {
  const open = table.seats.findIndex((s) => s.kind === 'open' && !s.invited);
  return open >= 0 ? open : table.seats.findIndex((s) => s.kind === 'computer');
}
