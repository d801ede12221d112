/**
 * The schedule function as a Lambda (EventBridge Scheduler, every minute): acts for the tables
 * that are due, through the same processor and conditional writes as the API.
 */

import type { Context } from 'aws-lambda';
import { notifyConfig, notifyContext } from './notifications/config';
import { runDueNotifications } from './notifications/due';
import { logger } from './observability/logger';
import { schedulerContext } from './scheduler/context';
import { runScheduler, type SchedulerReport } from './scheduler/run';
import { createDocumentClient, storeSettingsFromEnv } from './store/client';
import { DynamoDbStore } from './store/dynamodb-store';

const settings = storeSettingsFromEnv();
const store = new DynamoDbStore(createDocumentClient(), settings.tableName);
const ctx = schedulerContext(store);
const notify = notifyContext(store, notifyConfig(process.env.DEV_MODE === 'true'));

export async function handler(_event: unknown, context?: Context): Promise<SchedulerReport> {
  const timeLeft = () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY;
  // Tables it has no time for stay due: the next run (a minute later) takes them.
  const report = await runScheduler(ctx, 100, timeLeft);
  // Then deadline reminders and webhook retries that are due (each attempt at most 5 s).
  const notifications = await runDueNotifications(notify, 50, timeLeft);
  // One structured line per run: what was due and what was done.
  logger.info('scheduler run', { due: report.due, actions: report.actions, notifications });
  return { ...report, notifications };
}
