/** What the table processor needs from the outside world; tests pass fakes, the API real ones. */

import { newId, newJoinCode, newSeed } from './codes';
import type { TableStore } from './port';
import { RecentTables } from './recent';

export interface TableContext {
  store: TableStore;
  now(): Date;
  /** A cryptographic seed (hand deals, computer players). */
  randomSeed(): string;
  newId(): string;
  newCode(): string;
  /** How long computer players may keep moving inside one request, in ms. */
  botBudgetMs: number;
  /** Monotonic milliseconds, for the budget. */
  clock(): number;
  /** Tables this process read or wrote last: a move's first guess (recent.ts). */
  recent?: RecentTables;
}

/** What making a table's record needs of the context: clocks and randomness, no store. */
export type TableMaking = Omit<TableContext, 'store' | 'recent'>;

/** Real clocks and cryptographic randomness around a store: the API's and the scheduler's. */
export function realTableContext(store: TableStore, botBudgetMs: number): TableContext {
  return {
    store,
    now: () => new Date(),
    // The global, not node:perf_hooks: it loads on first use, not at every cold start.
    clock: () => performance.now(),
    randomSeed: newSeed,
    newId,
    newCode: newJoinCode,
    botBudgetMs,
    recent: new RecentTables(),
  };
}
