/**
 * The scheduler's worker (functions/scheduler/worker.ts) on the in-memory store: it drains its
 * parts of the due index page by page, acts once per table, shares the index with other workers
 * without doing anything twice, stops for want of time, and never acts on a deadline the index
 * still shows after a move replaced it.
 */
import { describe, expect, it } from 'vitest';
import {
  allParts,
  DUE_PAGE,
  inSlice,
  partsFor,
  RUN_RESERVE_MS,
  runDueWorker,
} from '../../functions/scheduler/worker';
import { indexesOf, OPEN_IDLE_SECONDS } from '../../functions/tables/indexes';
import { createTable } from '../../functions/tables/lifecycle';
import { playMove } from '../../functions/tables/play';
import { ANA, type MemoryTables, memoryTables, spec, startedTable, turnAt } from '../support/memory-tables';

/** `count` open tables, then the clock past the time they are closed as idle. */
async function idleTables(t: MemoryTables, count: number): Promise<string[]> {
  const ids: string[] = [];
  // Each by its own creator: a person may hold only so many unfinished tables.
  for (let i = 0; i < count; i++) {
    ids.push((await createTable(t.ctx, { id: `p-${i}`, name: `P${i}` }, spec())).table.id);
  }
  t.clock.now += (OPEN_IDLE_SECONDS + 60) * 1000;
  return ids;
}

describe('the worker', () => {
  it('acts on every due table once, across pages of the index, and reports it', async () => {
    const t = memoryTables();
    const ids = await idleTables(t, DUE_PAGE + 30);
    const report = await runDueWorker(t.ctx, { parts: allParts(t.store.dueShardCount) });
    expect(report).toMatchObject({
      due: ids.length,
      actions: { 'closed-idle': ids.length },
      outOfTime: false,
    });
    expect(report.failures).toEqual([]);
    expect(report.oldestDueAgeSeconds).toBe(60);
    expect(report.lateness).toEqual({ p50: 60_000, p99: 60_000, max: 60_000 });
    for (const id of ids) expect((await t.store.findTable(id))!.status).toBe('closed');
    // Nothing is left due.
    expect((await runDueWorker(t.ctx, { parts: allParts(t.store.dueShardCount) })).due).toBe(0);
  });

  it('takes nothing not yet due (beyond its look-ahead)', async () => {
    const t = memoryTables();
    await createTable(t.ctx, ANA, spec());
    t.clock.now += (OPEN_IDLE_SECONDS - 120) * 1000;
    const report = await runDueWorker(t.ctx, { parts: allParts(t.store.dueShardCount), lookaheadMs: 60_000 });
    expect(report.due).toBe(0);
  });

  it('workers sharing the index (shards, then slices of them) act on each table once', async () => {
    for (const workers of [2, 4, 8]) {
      const t = memoryTables();
      const ids = await idleTables(t, 40);
      const parts = partsFor(workers, t.store.dueShardCount);
      const reports = await Promise.all(parts.map((p) => runDueWorker(t.ctx, { parts: p })));
      const closed = reports.reduce((n, r) => n + (r.actions['closed-idle'] ?? 0), 0);
      expect(closed, `${workers} workers`).toBe(ids.length);
      expect(reports.reduce((n, r) => n + r.due, 0)).toBe(ids.length);
    }
  });

  it('two workers on the same part act once per table: the other finds it done or loses the write', async () => {
    const t = memoryTables();
    const ids = await idleTables(t, 12);
    const parts = allParts(t.store.dueShardCount);
    const [x, y] = await Promise.all([runDueWorker(t.ctx, { parts }), runDueWorker(t.ctx, { parts })]);
    expect((x.actions['closed-idle'] ?? 0) + (y.actions['closed-idle'] ?? 0)).toBe(ids.length);
    const other = (r: typeof x) => (r.actions['not-due'] ?? 0) + (r.actions['lost-race'] ?? 0);
    expect(other(x) + other(y)).toBe(x.due + y.due - ids.length);
    for (const id of ids) expect((await t.store.findTable(id))!.version).toBe(2);
  });

  it('a table that fails is counted, named, and left due for the next run', async () => {
    const t = memoryTables();
    const [id] = await idleTables(t, 1);
    t.store.fail('findTable');
    const report = await runDueWorker(t.ctx, { parts: allParts(t.store.dueShardCount) });
    expect(report.actions).toEqual({ failed: 1 });
    expect(report.failures).toEqual([{ id, message: 'the store is unavailable' }]);
    expect(report.lateness).toBeNull();
    const next = await runDueWorker(t.ctx, { parts: allParts(t.store.dueShardCount) });
    expect(next.actions).toEqual({ 'closed-idle': 1 });
  });

  it('with less time left than its reserve, takes no table: they stay due', async () => {
    const t = memoryTables();
    await idleTables(t, 3);
    const report = await runDueWorker(t.ctx, {
      parts: allParts(t.store.dueShardCount),
      timeLeftMs: () => RUN_RESERVE_MS - 1,
    });
    expect(report).toMatchObject({ due: 0, outOfTime: true });
    expect(t.store.count('dueInShard')).toBe(0);
  });

  it('a deadline the index still shows after a move replaced it is not acted on', async () => {
    const t = memoryTables();
    const table = await startedTable(t, { moveTimeLimitSeconds: 600 });
    const turn = turnAt(table);
    t.clock.now += 300_000;
    const moved = (await playMove(t.ctx, { tableId: table.id, playerId: turn.playerId!, move: turn.move }))
      .table;
    // The index lags the table: it still shows the old deadline (saved as it was).
    const stale = { ...indexesOf(moved), dueAt: table.deadline };
    await t.store.saveTable({ ...moved, version: moved.version + 1 }, stale, moved.version, {});
    t.clock.now = Date.parse(table.deadline!) + 1000;
    const report = await runDueWorker(t.ctx, { parts: allParts(t.store.dueShardCount) });
    expect(report.actions).toEqual({ 'not-due': 1 });
    expect((await t.store.findTable(table.id))!.version).toBe(moved.version + 1);
  });
});

describe('the index split among workers', () => {
  it('up to one worker a shard takes whole shards; past that, every shard is sliced alike', () => {
    expect(partsFor(2, 4)).toEqual([
      [
        { shard: 0, slice: 0, slices: 1 },
        { shard: 2, slice: 0, slices: 1 },
      ],
      [
        { shard: 1, slice: 0, slices: 1 },
        { shard: 3, slice: 0, slices: 1 },
      ],
    ]);
    expect(partsFor(8, 4).flat()).toHaveLength(8);
    expect(
      new Set(
        partsFor(8, 4)
          .flat()
          .map((p) => `${p.shard}/${p.slice}`),
      ).size,
    ).toBe(8);
    expect(() => partsFor(6, 4)).toThrow(RangeError);
    expect(() => partsFor(0, 4)).toThrow(RangeError);
  });

  it('each id is in exactly one slice of its shard', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `table-${i}`);
    for (const id of ids) {
      const slices = [0, 1, 2].filter((slice) => inSlice(id, { shard: 0, slice, slices: 3 }));
      expect(slices).toHaveLength(1);
    }
    // Spread evenly enough that no slice is idle.
    const counts = [0, 1, 2].map(
      (slice) => ids.filter((id) => inSlice(id, { shard: 0, slice, slices: 3 })).length,
    );
    expect(Math.min(...counts)).toBeGreaterThan(40);
  });
});
