/**
 * A save that ends a rated match while a player's ratings item moved on (another match of theirs
 * was rated in between) on DynamoDB Local: the store says RatingsChangedError, not a stale table
 * (the table's own condition held, nothing was written), and the tables' save (tables/save.ts)
 * rates the end again on the fresh item and lands it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RatingsChangedError, VersionConflictError } from '../../functions/core/store-errors';
import type { RatingStore } from '../../functions/ratings/port';
import { hideWrite } from '../../functions/ratings/rate';
import { indexesOf } from '../../functions/tables/indexes';
import { mergeWrites } from '../../functions/tables/model';
import { saveTable, withRatings } from '../../functions/tables/save';
import { testStore } from '../support/api';
import { matchContext, moveOn, type Person, playToLastMove, rated, startedTable } from './matches';

const store = testStore();
const run = randomUUID().slice(0, 8);

async function nearTheEnd(tag: string) {
  const people: Person[] = ['Ray', 'Sue'].map((name) => ({
    id: `${name.toLowerCase()}-${tag}-${run}`,
    name,
  }));
  for (const p of people) await store.createPlayer({ ...p, createdAt: new Date().toISOString() }, {});
  const { ctx } = matchContext(`${tag}-${run}`);
  const start = startedTable(ctx, `${tag}-${run}`, { preset: 'block', players: 2 }, people);
  const table = rated(start.table);
  await store.createTable(
    table,
    indexesOf(table),
    mergeWrites({ seated: people.map((p) => p.id) }, start.writes),
  );
  const { before, last } = await playToLastMove({ ...start, table }, ctx, tag, (plan, v) =>
    store.saveTable(plan.table, indexesOf(plan.table), v, plan.writes),
  );
  return { people, before, end: moveOn(before, ctx, last), ctx: { ...ctx, store } };
}

/** Hides `playerId` (a write to their ratings item), as another match's end would move it on. */
async function moveRatingsOn(playerId: string) {
  const current = (await store.ratings.getRatings([playerId])).get(playerId);
  await store.ratings.saveRatings(hideWrite(playerId, current, !current?.hidden, new Date().toISOString())!);
}

describe('a ratings item that moved on before the end was saved', () => {
  it('is RatingsChangedError from the store, not a stale table, and nothing was written', async () => {
    const { people, before, end, ctx } = await nearTheEnd('raw');
    const plan = await withRatings(ctx, before, end);
    expect(plan.writes.ratings).toHaveLength(2);
    await moveRatingsOn(people[1].id);
    const err = await store
      .saveTable(plan.table, indexesOf(plan.table), before.version, plan.writes)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RatingsChangedError);
    expect(err).not.toBeInstanceOf(VersionConflictError);
    expect((await store.findTable(before.id))!.version).toBe(before.version);
    expect((await store.ratings.getRatings([people[0].id])).size).toBe(0);
  });

  it('is rated again on the fresh item by the tables’ save, which lands once', async () => {
    const { people, before, end, ctx } = await nearTheEnd('retried');
    // The first read of the ratings is answered, then another match moves one of them on.
    let reads = 0;
    const ratings: RatingStore = new Proxy(store.ratings, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (prop !== 'getRatings') return typeof v === 'function' ? v.bind(target) : v;
        return async (ids: readonly string[]) => {
          const read = await target.getRatings(ids);
          if (reads++ === 0) await moveRatingsOn(people[0].id);
          return read;
        };
      },
    });
    const saved = await saveTable(
      { ...ctx, store: Object.assign(Object.create(store), { ratings }) },
      before,
      end,
    );
    expect(reads).toBe(2);
    expect(saved.status).toBe('over');
    expect((await store.findTable(before.id))!.ratingChange).toEqual(saved.ratingChange);
    const items = await store.ratings.getRatings(people.map((p) => p.id));
    // Ray's item: hidden by the other write, then this match on top of it.
    expect([items.get(people[0].id)!.version, items.get(people[0].id)!.hidden]).toEqual([2, true]);
    expect(items.get(people[0].id)!.recent.map((m) => m.tableId)).toEqual([before.id]);
    expect(items.get(people[1].id)!.version).toBe(1);
  });
});
