/**
 * The scheduler's view of the shared test table narrowed to a test's own tables (other test files
 * make due tables in the same table at the same time), at a clock of the test's choosing.
 */
import type { Store } from '../../functions/api/deps';
import { schedulerContext } from '../../functions/scheduler/context';
import type { TableContext } from '../../functions/tables/context';
import type { DueEntry } from '../../functions/tables/port';

/** `store` seeing only `only` in the due index (each shard read to its end, then filtered). */
export function scopedStore(store: Store, only: string[], stale?: Map<string, string>): Store {
  const mine = new Set(only);
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'dueInShard') {
        return async (shard: number, until: string, limit: number, after?: DueEntry) => {
          const found: DueEntry[] = [];
          let page: DueEntry[] = [];
          let from: DueEntry | undefined;
          do {
            page = await target.dueInShard(shard, '9999', 100, from);
            from = page.at(-1);
            found.push(...page.filter((e) => mine.has(e.id)));
          } while (page.length > 0);
          // An index that lags the table: it still shows the deadline a move replaced.
          const shown = found.map((e) => ({ ...e, dueAt: stale?.get(e.id) ?? e.dueAt }));
          return shown
            .filter(
              (e) =>
                e.dueAt <= until &&
                (!after || e.dueAt > after.dueAt || (e.dueAt === after.dueAt && e.id > after.id)),
            )
            .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id.localeCompare(b.id))
            .slice(0, limit);
        };
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

/** The scheduler's context on `store`, its clock at `now()`. */
export function schedulerAt(store: Store, now: () => number): TableContext {
  return { ...schedulerContext(store), now: () => new Date(now()) };
}
