/**
 * What is done for a due table (functions/tables/due.ts) on the in-memory store: each action, and
 * the races: a person's move first, a rival run, a save whose answer was lost, a rated end whose
 * ratings moved on.
 */
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../functions/core/store-errors';
import { actOnDueTable } from '../../functions/tables/due';
import { OPEN_IDLE_SECONDS } from '../../functions/tables/indexes';
import { createTable, join, start } from '../../functions/tables/lifecycle';
import { lineMatch, type TableRecord } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { evStandIn, isChosenMove } from '../../shared/engine';
import {
  ANA,
  BEN,
  type MemoryTables,
  memoryTables,
  spec,
  startedTable,
  turnAt,
} from '../support/memory-tables';

const HOUR = 3600;

/** A match between Ana and Ben, `seconds` a move, its first deadline; the clock then past it. */
async function timed(
  seconds: number,
  onTimeout: 'computerMoves' | 'forfeit' = 'computerMoves',
  isRated = false,
) {
  const t = memoryTables();
  const settings = isRated ? rated() : { moveTimeLimitSeconds: seconds, onTimeout, dev: { seed: 'due' } };
  let table = await startedTable(t, settings);
  // A match abandoned before its first move is not rated: the first move is made.
  if (isRated) table = await firstMove(t, table);
  const deadline = Date.parse(table.deadline!);
  return { ...t, table, deadline, pass: () => void (t.clock.now = deadline + 1000) };
}

/** A rated table's settings: people only, no fixed seed, ten minutes a move, forfeit on timeout. */
const rated = () => ({ rated: true, dev: null, moveTimeLimitSeconds: 600, onTimeout: 'forfeit' as const });

/** The table after the first move of whoever is to move. */
async function firstMove(t: MemoryTables, table: TableRecord): Promise<TableRecord> {
  const turn = turnAt(table);
  return (await playMove(t.ctx, { tableId: table.id, playerId: turn.playerId!, move: turn.move })).table;
}

const chosen = (log: number[]) => log.filter(isChosenMove);

describe('a due table', () => {
  it('before its deadline, or gone, is not due: nothing written', async () => {
    const { ctx, store, table, deadline, clock } = await timed(600);
    clock.now = deadline - 1000;
    const saves = store.count('saveTable');
    expect(await actOnDueTable(ctx, table.id)).toBe('not-due');
    expect(await actOnDueTable(ctx, 'table-missing-000000')).toBe('not-due');
    expect(store.count('saveTable')).toBe(saves);
  });

  it('a passed deadline: the stand-in moves for the seat, marked as the stand-in’s', async () => {
    const { ctx, store, table, pass } = await timed(600);
    pass();
    expect(await actOnDueTable(ctx, table.id)).toBe('timeout-move');
    const after = (await store.findTable(table.id))!;
    expect(after.version).toBe(table.version + 1);
    const last = chosen(lineMatch(after)!.hand.log).at(-1)!;
    expect(evStandIn(last)).toBe(true);
    // The same move sent by the person at the old version is no replay of the stand-in's.
    const turn = turnAt(table);
    const err = await playMove(ctx, {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      expectedVersion: table.version,
    }).catch((e) => e.code);
    expect(err).toBe('table/stale-version');
  });

  it('a passed deadline under the forfeit policy ends the match', async () => {
    const { ctx, store, table, pass } = await timed(600, 'forfeit');
    pass();
    expect(await actOnDueTable(ctx, table.id)).toBe('forfeit');
    const after = (await store.findTable(table.id))!;
    expect(after.status).toBe('over');
    expect(store.stored(table.id)!.indexes).toMatchObject({ dueAt: null, lobby: null });
    expect(store.stored(table.id)!.indexes.expiresAt).toBeGreaterThan(0);
  });

  it('a correspondence deadline spends a slice of the seat’s bank, moving the deadline, not the version', async () => {
    const { ctx, store, table, pass, deadline } = await timed(24 * HOUR);
    pass();
    expect(await actOnDueTable(ctx, table.id)).toBe('vacation-slice');
    const after = (await store.findTable(table.id))!;
    expect(after.version).toBe(table.version);
    expect(Date.parse(after.deadline!)).toBeGreaterThan(deadline);
    expect(store.stored(table.id)!.indexes.dueAt).toBe(after.deadline);
    const seat = turnAt(table).playerId!;
    const bank = (await store.vacations.findBank(seat))!;
    expect(bank.version).toBe(1);
  });

  it('a computer player whose time ran out inside a request moves when due', async () => {
    // No time for computer players inside requests: whenever it is theirs, the move waits.
    const t = memoryTables({ botBudgetMs: 0 });
    const { table } = await createTable(
      t.ctx,
      ANA,
      spec({ seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }] }),
    );
    let now = await start(t.ctx, table.id, ANA.id);
    if (now.seats[lineMatch(now)!.hand.turn].kind === 'person') {
      const turn = turnAt(now);
      now = (await playMove(t.ctx, { tableId: now.id, playerId: ANA.id, move: turn.move })).table;
    }
    expect(now.seats[lineMatch(now)!.hand.turn].kind).toBe('computer');
    expect(t.store.stored(now.id)!.indexes.dueAt).toBe(now.updatedAt);
    const scheduler = { ...t.ctx, botBudgetMs: 1000 };
    expect(await actOnDueTable(scheduler, now.id)).toBe('computer-moved');
    expect((await t.store.findTable(now.id))!.version).toBeGreaterThan(now.version);
  });

  it('an open table left idle is closed: out of its creator’s list, kept as finished by who sat', async () => {
    const t = memoryTables();
    const { table } = await createTable(t.ctx, ANA, spec());
    await join(t.ctx, table.id, BEN);
    t.clock.now += (OPEN_IDLE_SECONDS - 60) * 1000;
    expect(await actOnDueTable(t.ctx, table.id)).toBe('not-due');
    t.clock.now += 120 * 1000;
    expect(await actOnDueTable(t.ctx, table.id)).toBe('closed-idle');
    expect((await t.store.findTable(table.id))!.status).toBe('closed');
    expect(t.store.stored(table.id)!.indexes.dueAt).toBeNull();
    expect((await t.store.activeTableIds(ANA.id, 10, null)).ids).toEqual([]);
    expect(await t.store.finishedTables(ANA.id, 10, null)).toEqual([]);
    expect((await t.store.activeTableIds(BEN.id, 10, null)).ids).toEqual([]);
    expect((await t.store.finishedTables(BEN.id, 10, null)).map((f) => f.tableId)).toEqual([table.id]);
  });
});

describe('a due table raced', () => {
  it('by the person’s own move, landing first: a lost race, and only the person’s move', async () => {
    const { ctx, store, table, pass } = await timed(600);
    pass();
    const turn = turnAt(table);
    store.beforeNext('saveTable', () =>
      playMove(ctx, { tableId: table.id, playerId: turn.playerId!, move: turn.move }),
    );
    expect(await actOnDueTable(ctx, table.id)).toBe('lost-race');
    const after = (await store.findTable(table.id))!;
    expect(after.version).toBe(table.version + 1);
    expect(evStandIn(chosen(lineMatch(after)!.hand.log).at(-1)!)).toBe(false);
  });

  it('its save landed unanswered, the store’s retry refused: read again, it is this action’s, counted', async () => {
    const { ctx, store, table, pass } = await timed(600);
    pass();
    store.loseAnswers('once');
    expect(await actOnDueTable(ctx, table.id)).toBe('timeout-move');
    expect((await store.findTable(table.id))!.version).toBe(table.version + 1);
  });

  it('its first try unanswered and a rival run a second later landing first: a lost race', async () => {
    const { ctx, store, table, pass, clock } = await timed(600);
    pass();
    const rival = { ...ctx, now: () => new Date(clock.now + 1000) };
    store.beforeNext('saveTable', () => actOnDueTable(rival, table.id));
    store.loseAnswers('once');
    expect(await actOnDueTable(ctx, table.id)).toBe('lost-race');
    const after = (await store.findTable(table.id))!;
    expect(after.version).toBe(table.version + 1);
    expect(after.updatedAt).toBe(new Date(clock.now + 1000).toISOString());
  });

  it('no try answered: the caller hears the outcome is unknown (the worker counts it failed)', async () => {
    const { ctx, store, table, pass } = await timed(600);
    pass();
    store.fail('saveTable', 'unanswered');
    const err = await actOnDueTable(ctx, table.id).catch((e) => e);
    expect(err).toBeInstanceOf(StoreUnavailableError);
    expect(err).toMatchObject({ outcome: 'unknown' });
  });

  it('a rated forfeit whose players’ ratings moved meanwhile is rated again on fresh ratings, once', async () => {
    const { ctx, store, table, pass, clock } = await timed(600, 'forfeit', true);
    pass();
    // Their other match ends, rated, between this end's read of the ratings and its save.
    store.beforeNext('saveTable', async () => {
      const other = await firstMove(
        { store, ctx, clock },
        await startedTable({ store, ctx, clock }, rated()),
      );
      const later = { ...ctx, now: () => new Date(Date.parse(other.deadline!) + 1000) };
      expect(await actOnDueTable(later, other.id)).toBe('forfeit');
    });
    expect(await actOnDueTable(ctx, table.id)).toBe('forfeit');
    const ratings = await store.ratings.getRatings([ANA.id, BEN.id]);
    // Two matches rated each: the other, then this one on top of it.
    expect(ratings.get(ANA.id)!.version).toBe(2);
    expect(ratings.get(BEN.id)!.version).toBe(2);
    expect(ratings.get(BEN.id)!.recent.map((m) => m.tableId)[0]).toBe(table.id);
    expect(store.count('ratings.getRatings')).toBeGreaterThanOrEqual(3);
  });
});
