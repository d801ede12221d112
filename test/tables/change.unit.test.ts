/**
 * Changes judged on the table they apply to (functions/tables/change.ts, lifecycle.ts) on the
 * in-memory store: a lost race re-runs the edit on a fresh read, and a save whose answer was
 * lost is told from another's write, or said to be unknown.
 */
import { describe, expect, it } from 'vitest';
import { VersionConflictError } from '../../functions/core/store-errors';
import { createTable, join, start } from '../../functions/tables/lifecycle';
import { ANA, BEN, memoryTables, spec } from '../support/memory-tables';

const CY = { id: 'p-cy', name: 'Cy' };

describe('opening a table', () => {
  it('whose create landed unanswered: found by its Idempotency-Key’s id, one table, replayed', async () => {
    const t = memoryTables();
    t.store.loseAnswers('once');
    const out = await createTable(t.ctx, ANA, spec(), 'key-1');
    expect(out.replayed).toBe(true);
    expect(await t.store.findTable(out.table.id)).toEqual(out.table);
    expect((await t.store.activeTableIds(ANA.id, 10, null)).ids).toEqual([out.table.id]);
    // The same request again: the same table.
    expect(await createTable(t.ctx, ANA, spec(), 'key-1')).toEqual({ table: out.table, replayed: true });
  });

  it('whose code was taken: another code, one table', async () => {
    const t = memoryTables();
    const first = (await createTable(t.ctx, ANA, spec())).table;
    // The next code drawn is the one taken; the one after it is free.
    let drawn = 0;
    const ctx = { ...t.ctx, newCode: () => (drawn++ === 0 ? first.code : t.ctx.newCode()) };
    const second = (await createTable(ctx, BEN, spec())).table;
    expect(second.code).not.toBe(first.code);
    expect(await t.store.tableIdByCode(second.code)).toBe(second.id);
  });
});

describe('a change raced', () => {
  it('a join that lost its race to another join takes the next seat on a fresh read', async () => {
    const t = memoryTables();
    const { table } = await createTable(t.ctx, ANA, spec({ rules: { preset: 'draw', players: 3 } }));
    t.store.beforeNext('saveTable', () => join(t.ctx, table.id, CY));
    const after = await join(t.ctx, table.id, BEN);
    expect(after.seats.map((s) => (s.kind === 'person' ? s.playerId : s.kind))).toEqual([
      ANA.id,
      CY.id,
      BEN.id,
    ]);
  });

  it('a join whose save landed unanswered finds the seat its own, and answers as done', async () => {
    const t = memoryTables();
    const { table } = await createTable(t.ctx, ANA, spec());
    t.store.loseAnswers('once');
    const after = await join(t.ctx, table.id, BEN);
    expect(after.seats[1]).toMatchObject({ kind: 'person', playerId: BEN.id });
    expect(after.version).toBe(table.version + 1);
  });

  it('a start whose save landed unanswered is refused on the fresh table: the outcome is unknown, said so', async () => {
    const t = memoryTables();
    const { table } = await createTable(t.ctx, ANA, spec());
    await join(t.ctx, table.id, BEN);
    t.store.loseAnswers('once');
    const err = await start(t.ctx, table.id, ANA.id).catch((e) => e);
    expect(err).toBeInstanceOf(VersionConflictError);
    expect(err).toMatchObject({ earlierAttemptUnknown: true });
    // It did land, once.
    expect((await t.store.findTable(table.id))!.status).toBe('playing');
  });
});
