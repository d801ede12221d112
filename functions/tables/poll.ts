/**
 * Reads a table, and with `since` waits (the long-poll) until its version is past it.
 *
 * It reads again every `intervalMs`, one consistent GetItem each, until the wait is over or the
 * caller has gone.
 */
import type { TableContext } from './context';
import { tableReadOrThrow } from './load';
import type { TableRecord } from './model';

export interface PollWait {
  /** Answer once the table's version is above this one (undefined: at once). */
  since?: number;
  /** The longest wait, in ms. */
  maxMs: number;
  /** Between two reads, in ms. */
  intervalMs: number;
}

export async function pollTable(
  ctx: TableContext,
  idOrCode: string,
  wait: PollWait,
  check: (table: TableRecord) => void,
  signal?: AbortSignal,
  /** The table as read already with the caller's token (tables/load.ts tableReadOrThrow). */
  read?: TableRecord | null,
): Promise<TableRecord> {
  let table = await tableReadOrThrow(ctx, idOrCode, read);
  check(table);
  if (wait.since === undefined) return table;
  const started = ctx.clock();
  while (table.version <= wait.since && !signal?.aborted) {
    const left = wait.maxMs - (ctx.clock() - started);
    if (left <= 0) break;
    await sleep(Math.min(wait.intervalMs, left));
    table = (await ctx.store.findTable(table.id)) ?? table;
  }
  // The table answered is the one checked: seats may have changed hands while the request waited.
  check(table);
  return table;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
