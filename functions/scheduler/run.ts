/**
 * One scheduler run: the tables that are due now, from the sparse `due` index (no scans), each
 * acted on independently. Runs every minute in the deployed stack (EventBridge Scheduler) and on
 * a timer in the local server.
 */
import type { TableContext } from '../tables/context';
import { actOnDueTable, type DueAction, dueTableIds } from '../tables/due';

export interface SchedulerReport {
  due: number;
  actions: Partial<Record<DueAction | 'failed' | 'left-for-next-run', number>>;
  /** Deadline reminders sent and webhook retries made (notifications/due.ts), when run. */
  notifications?: { reminders: number; retries: number; left: number };
}

/**
 * No new batch starts with less time than this left (a batch is up to 8 tables, each a read, a
 * write and maybe computer players' thinking): what is left stays due for the next run.
 */
export const RUN_RESERVE_MS = 10_000;

/** `timeLeftMs`: the Lambda's remaining time (none locally: no limit). */
export async function runScheduler(
  ctx: TableContext,
  limit = 100,
  timeLeftMs: () => number = () => Number.POSITIVE_INFINITY,
): Promise<SchedulerReport> {
  const ids = await dueTableIds(ctx, limit);
  const report: SchedulerReport = { due: ids.length, actions: {} };
  const count = (a: DueAction | 'failed') => {
    report.actions[a] = (report.actions[a] ?? 0) + 1;
  };
  // A few at a time: each is a read and a write, and one failing table must not stop the rest.
  for (let i = 0; i < ids.length; i += 8) {
    if (timeLeftMs() < RUN_RESERVE_MS) {
      report.actions['left-for-next-run'] = ids.length - i;
      break;
    }
    const done = await Promise.allSettled(ids.slice(i, i + 8).map((id) => actOnDueTable(ctx, id)));
    for (const d of done) count(d.status === 'fulfilled' ? d.value : 'failed');
  }
  return report;
}
