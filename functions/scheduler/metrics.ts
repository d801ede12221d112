/**
 * What each worker run tells CloudWatch, as an embedded-metric-format line on stdout (CloudWatch
 * Logs turns it into metrics; no API call, no extra permission). No dimensions: the alarms watch
 * every worker at once (infra/scheduler.ts), the worst age and the sum of failures.
 */
import type { WorkerReport } from './worker';

export const SCHEDULER_METRICS = {
  namespace: 'Dominoes/Scheduler',
  /** How long the most overdue table a run found had been due: late deadlines, before anyone asks. */
  oldestDueAge: 'OldestDueAgeSeconds',
  /** Tables acted on (moved, closed, forfeited). */
  actions: 'DueActions',
  /** Tables whose action failed: they stay due, and the next run tries again. */
  failures: 'DueActionFailures',
} as const;

/** The metric line of one run, at `now` (ms). */
export function metricLine(report: WorkerReport, now: number): Record<string, unknown> {
  const acted = Object.entries(report.actions)
    .filter(([a]) => a !== 'failed' && a !== 'not-due' && a !== 'lost-race')
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);
  return {
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        {
          Namespace: SCHEDULER_METRICS.namespace,
          Dimensions: [[]],
          Metrics: [
            { Name: SCHEDULER_METRICS.oldestDueAge, Unit: 'Seconds' },
            { Name: SCHEDULER_METRICS.actions, Unit: 'Count' },
            { Name: SCHEDULER_METRICS.failures, Unit: 'Count' },
          ],
        },
      ],
    },
    [SCHEDULER_METRICS.oldestDueAge]: report.oldestDueAgeSeconds,
    [SCHEDULER_METRICS.actions]: acted,
    [SCHEDULER_METRICS.failures]: report.actions.failed ?? 0,
  };
}
