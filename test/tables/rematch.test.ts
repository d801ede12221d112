/**
 * Rematches raced at the service, on DynamoDB Local: asks for the rematch of one finished match
 * give one table, and an ask that lost the race for the old table's link says what is true.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { VersionConflictError } from '../../functions/core/store-errors';
import { newJoinCode } from '../../functions/tables/codes';
import { realTableContext } from '../../functions/tables/context';
import { indexesOf } from '../../functions/tables/indexes';
import { startNow } from '../../functions/tables/lifecycle';
import { lineMatch, seatOf, type WritePlan } from '../../functions/tables/model';
import { rematch } from '../../functions/tables/rematch';
import { settle } from '../../functions/tables/settle';
import { forfeitMatch } from '../../shared/engine';
import { testStore } from '../support/api';
import { rawCodeItem, rawMemberships, rawTableItem } from '../support/dynamodb';
import { openTableRecord } from '../support/table-record';

const ana = { id: 'rematch-ana', name: 'Ana' };
const ben = { id: 'rematch-ben', name: 'Ben' };

describe('a rematch', () => {
  const store = testStore();
  const ctx = realTableContext(store, 1_000);

  /** A match between Ana and Ben that Ana resigned, as the store holds it (with their memberships if asked). */
  async function finished(writes: WritePlan = {}): Promise<string> {
    const seats = [ana, ben].map((p) => ({ kind: 'person' as const, playerId: p.id, name: p.name }));
    const open = {
      ...openTableRecord({ preset: 'draw', players: 2 }, seats),
      code: newJoinCode(),
      version: 1,
    };
    const started = startNow(open, ctx).table;
    const over = settle(started, forfeitMatch(lineMatch(started)!, 0), 1, ctx).table;
    await store.createTable(over, indexesOf(over), writes);
    return over.id;
  }

  /** The store, with `before` run ahead of each table's create. */
  function storeWith(before: Store['createTable']): Store {
    return Object.assign(Object.create(store), {
      createTable: async (...a: Parameters<Store['createTable']>) => before(...a),
    });
  }

  it('asked by two people at once: one table, created once; the other ask accepts it', async () => {
    for (let i = 0; i < 3; i++) {
      const id = await finished();
      const [byAna, byBen] = await Promise.all([rematch(ctx, id, ana), rematch(ctx, id, ben)]);
      expect(byAna.table.id).toBe(byBen.table.id);
      expect([byAna.created, byBen.created].sort()).toEqual([false, true]);
      const table = (await store.findTable(byAna.table.id))!;
      expect([seatOf(table, ana.id), seatOf(table, ben.id)]).toEqual([0, 1]);
    }
  });

  it("the link moves the old table's expiry, and its memberships and join code move with it", async () => {
    const id = await finished({ seated: [ana.id, ben.id] });
    const expiryOf = (item: Record<string, { N?: string }>) => Number(item.expiresAt?.N);
    const before = expiryOf(await rawTableItem(id));
    // Asked a day after the match ended.
    const later = { ...ctx, now: () => new Date(Date.now() + 24 * 3600_000) };
    await rematch(later, id, ana);
    const after = expiryOf(await rawTableItem(id));
    expect(after - before).toBeGreaterThanOrEqual(24 * 3600 - 5);
    for (const p of [ana, ben]) {
      const member = (await rawMemberships(p.id)).find((i) => i.tableId.S === id)!;
      expect(expiryOf(member), p.name).toBe(after);
    }
    expect(expiryOf(await rawCodeItem((await store.findTable(id))!.code))).toBe(after);
  });

  it('losing the race for the link: the answer is the rematch that won it, not a taken code', async () => {
    const id = await finished();
    let won: string | undefined;
    // Ben's rematch lands between Ana's read of the old table and her write.
    const racing = storeWith(async (t, ix, w, linked) => {
      won ??= (await rematch(ctx, id, ben)).table.id;
      return store.createTable(t, ix, w, linked);
    });
    const byAna = await rematch({ ...ctx, store: racing }, id, ana);
    expect(byAna).toMatchObject({ created: false, table: { id: won, status: 'playing' } });
    expect((await store.findTable(id))!.rematch).toBe(won);
  });

  it('its own attempt landed, its answer lost: the store says the table changed, and the rematch is its own', async () => {
    const id = await finished();
    const errors: unknown[] = [];
    // The store sent the write again after an unanswered attempt that had landed (call.ts).
    const replaying = storeWith(async (t, ix, w, linked) => {
      await store.createTable(t, ix, w, linked);
      return store.createTable(t, ix, w, linked).catch((err) => {
        errors.push(err);
        throw err;
      });
    });
    const byAna = await rematch({ ...ctx, store: replaying }, id, ana);
    // The code, the id and the link all failed their conditions: the link is what tells the truth.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(VersionConflictError);
    expect(errors[0]).toMatchObject({ tableId: id });
    expect(byAna.created).toBe(true);
    expect((await store.findTable(id))!.rematch).toBe(byAna.table.id);
  });
});
