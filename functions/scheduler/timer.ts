/**
 * The schedule function on a timer, for the local server: the deployed stack runs the same
 * `runScheduler` from EventBridge Scheduler. Runs never overlap; a failed run is logged and the
 * next one tries again (the conditional writes make a repeated run harmless).
 */
import type { TableContext } from '../tables/context';
import { runScheduler } from './run';

export function startSchedulerTimer(
  ctx: TableContext,
  everyMs: number,
  log: (line: string) => void,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await runScheduler(ctx);
      if (report.due > 0) log(`scheduler: ${JSON.stringify(report)}`);
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
