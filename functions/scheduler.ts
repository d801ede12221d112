/**
 * The schedule function as a Lambda: one worker of the scheduler. EventBridge Scheduler runs one
 * schedule per shard of the `due` index, every minute, all at once (infra/scheduler.ts); each
 * invocation's event names its shard, and the worker acts for the tables due there (and those
 * falling due in the next 15 s, as their deadlines pass), through the same processor and
 * conditional writes as the API.
 */

import type { Context } from 'aws-lambda';
import { runDueEvents } from './events/due';
import { notifyConfig, notifyContext } from './notifications/config';
import { runDueNotifications } from './notifications/due';
import { logger } from './observability/logger';
import { schedulerContext } from './scheduler/context';
import { metricLine } from './scheduler/metrics';
import { queuesOf, runPairingFor } from './scheduler/pairing';
import { allParts, type DuePart, RUN_RESERVE_MS, runDueWorker, type WorkerReport } from './scheduler/worker';
import { createDocumentClient, storeSettingsFromEnv } from './store/client';
import { DynamoDbStore } from './store/dynamodb-store';

const settings = storeSettingsFromEnv();
const store = new DynamoDbStore(createDocumentClient(), settings.tableName);
const ctx = schedulerContext(store);
const notify = notifyContext(store, notifyConfig(process.env.DEV_MODE === 'true'));

/** The schedule's input: its run, and which part of the index this worker takes. */
export interface WorkerEvent {
  scheduledTime?: string;
  shard?: number;
  slice?: number;
  slices?: number;
}

/**
 * Deadlines due within this much of the run's start are taken too and acted on as they pass: with
 * a run every minute none waits for more than 45 s plus the run's own work (docs/scheduling.md),
 * and a worker waits at most this long for nothing else.
 */
export const LOOKAHEAD_MS = 15_000;

/** The event's part; an event without a shard (a schedule from before the shards) takes them all. */
export function partsOf(event: WorkerEvent, shardCount: number): DuePart[] {
  if (event.shard === undefined) return allParts(shardCount);
  const part = { shard: event.shard, slice: event.slice ?? 0, slices: event.slices ?? 1 };
  const ok =
    Number.isInteger(part.shard) &&
    part.shard >= 0 &&
    part.shard < shardCount &&
    Number.isInteger(part.slices) &&
    part.slices >= 1 &&
    Number.isInteger(part.slice) &&
    part.slice >= 0 &&
    part.slice < part.slices;
  if (!ok) throw new RangeError(`not a part of the due index: ${JSON.stringify(event)}`);
  return [part];
}

export async function handler(
  event: WorkerEvent = {},
  context?: Context,
): Promise<WorkerReport & { notifications?: unknown; pairing?: unknown }> {
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  const parts = partsOf(event ?? {}, store.dueShardCount);
  // Never waiting past the time the last action needs. Tables it has no time for stay due for
  // the next run.
  const lookaheadMs = Math.max(0, Math.min(LOOKAHEAD_MS, timeLeft() - 2 * RUN_RESERVE_MS));
  // Reminders and webhook retries are not sharded: the worker of the first part sends them, beside
  // its tables (each attempt at most 5 s).
  const sendsNotifications = parts.some((p) => p.shard === 0 && p.slice === 0);
  // Events are not sharded: the first part's worker starts and syncs them (events/due.ts); pairing
  // waves run for this part's queues (scheduler/pairing.ts), repeated through the look-ahead.
  const [report, notifications, events, pairing] = await Promise.all([
    runDueWorker(ctx, { parts, lookaheadMs, timeLeftMs: timeLeft }),
    sendsNotifications ? runDueNotifications(notify, 50, timeLeft) : undefined,
    // A failure of the events' pass is reported, never the tables' run's.
    sendsNotifications
      ? runDueEvents({ ...ctx, store }, ctx).catch((err: Error) => ({ failed: err.message }))
      : undefined,
    runPairingFor(ctx, queuesOf(parts, store.dueShardCount), lookaheadMs),
  ]);
  // The run's metrics (embedded metric format), then one structured line: what was due and done.
  process.stdout.write(`${JSON.stringify(metricLine(report, Date.now()))}\n`);
  logger.info('scheduler run', { parts, ...report, notifications, events, pairing });
  return { ...report, notifications, pairing };
}
