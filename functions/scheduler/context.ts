/** The table processor's context for scheduler runs: real clocks and cryptographic randomness. */

import { realTableContext, type TableContext } from '../tables/context';
import type { TableStore } from '../tables/port';

/** A scheduler run is not inside anyone's request: computer players may think longer per table. */
export const SCHEDULER_BOT_BUDGET_MS = 2000;

export function schedulerContext<S extends TableStore>(store: S): TableContext & { store: S } {
  return { ...realTableContext(store, SCHEDULER_BOT_BUDGET_MS), store };
}
