/** The table processor's context for scheduler runs: real clocks and cryptographic randomness. */
import { performance } from 'node:perf_hooks';
import type { Store } from '../store/port';
import { newId, newJoinCode, newSeed } from '../tables/codes';
import type { TableContext } from '../tables/context';

/** A scheduler run is not inside anyone's request: computer players may think longer per table. */
export const SCHEDULER_BOT_BUDGET_MS = 2000;

export function schedulerContext(store: Store): TableContext {
  return {
    store,
    now: () => new Date(),
    clock: () => performance.now(),
    randomSeed: newSeed,
    newId,
    newCode: newJoinCode,
    botBudgetMs: SCHEDULER_BOT_BUDGET_MS,
  };
}
