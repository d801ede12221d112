/**
 * The schedule function as a Lambda (EventBridge Scheduler, every minute): acts for the tables
 * that are due, through the same processor and conditional writes as the API.
 */

import type { Context } from 'aws-lambda';
import { logger } from './observability/logger';
import { schedulerContext } from './scheduler/context';
import { runScheduler, type SchedulerReport } from './scheduler/run';
import { createDocumentClient, storeSettingsFromEnv } from './store/client';
import { DynamoDbStore } from './store/dynamodb-store';

const settings = storeSettingsFromEnv();
const ctx = schedulerContext(new DynamoDbStore(createDocumentClient(), settings.tableName));

export async function handler(_event: unknown, context?: Context): Promise<SchedulerReport> {
  // Tables it has no time for stay due: the next run (a minute later) takes them.
  const report = await runScheduler(
    ctx,
    100,
    () => context?.getRemainingTimeInMillis() ?? Number.POSITIVE_INFINITY,
  );
  // One structured line per run: what was due and what was done.
  logger.info('scheduler run', { due: report.due, actions: report.actions });
  return report;
}
