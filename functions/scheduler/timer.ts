/**
 * The schedule function on a timer, for the local server: one worker takes every shard of the
 * `due` index, with the same code the deployed workers run (worker.ts). Runs never overlap; a
 * failed run is logged and the next one tries again (the conditional writes make a repeated run
 * harmless). The local server runs `runSchedulerOnce` under its loops' back-off (local/loops.ts).
 */
import type { PairingContext } from '../pairing/operations';
import type { TableContext } from '../tables/context';
import { queuesOf, runPairingWaves } from './pairing';
import { allParts, runDueWorker } from './worker';

/** How often the local server runs it: SCHEDULER_SECONDS, 5 s unless set. */
export function schedulerPeriodMs(env: Record<string, string | undefined>): number {
  const seconds = Number(env.SCHEDULER_SECONDS ?? 5);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new RangeError(
      `SCHEDULER_SECONDS must be a positive number of seconds, got ${env.SCHEDULER_SECONDS}`,
    );
  }
  return seconds * 1000;
}

/**
 * One run over every shard, logging what it did and each table that failed; throws when the run
 * itself failed (the due index unreadable), for the caller's back-off.
 */
export async function runSchedulerOnce(
  ctx: TableContext,
  log: (line: string) => void,
  /** The pairing waves' context (the same store): every queue's wave each run. */
  pairingCtx?: PairingContext,
): Promise<void> {
  const parts = allParts(ctx.store.dueShardCount);
  const report = await runDueWorker(ctx, { parts, concurrency: 8 });
  if (report.due > 0) log(`scheduler: ${JSON.stringify({ due: report.due, actions: report.actions })}`);
  for (const f of report.failures) log(`scheduler: table ${f.id} failed: ${f.message}`);
  if (pairingCtx) {
    // Pairing waves, every queue's (one worker takes every shard here).
    const pairing = await runPairingWaves(pairingCtx, queuesOf(parts, ctx.store.dueShardCount));
    if (pairing.tables > 0) log(`scheduler: pairing ${JSON.stringify({ tables: pairing.tables })}`);
    for (const f of pairing.failures) log(`scheduler: pairing ${f.queue} failed: ${f.message}`);
  }
}

export function startSchedulerTimer(
  ctx: TableContext,
  everyMs: number,
  log: (line: string) => void,
  /** The pairing waves' context (the same store): every queue's wave each run. */
  pairingCtx?: PairingContext,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runSchedulerOnce(ctx, log, pairingCtx);
    } catch (err) {
      log(`scheduler run failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
