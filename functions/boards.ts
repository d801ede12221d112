/**
 * The leaderboards' snapshot as a Lambda: EventBridge Scheduler runs it every hour
 * (infra/boards.ts). It counts every pool's leaderboard and saves each pool's snapshot, which
 * "my rank" reads below the top 1000 (docs/ratings.md#leaderboards). A run with a pool it could
 * not count fails (after counting the others), so the function's Errors alarm says so.
 */
import { logger } from './observability/logger';
import { takeAllBoardSnapshots } from './ratings/snapshots';
import { createDocumentClient, storeSettingsFromEnv } from './store/client';
import { DynamoDbStore } from './store/dynamodb-store';

const settings = storeSettingsFromEnv();
const store = new DynamoDbStore(createDocumentClient(), settings.tableName);

/** The schedule's input (infra/boards.ts). */
export interface BoardsEvent {
  scheduledTime?: string;
}

export class SnapshotsFailedError extends Error {}

export async function handler(event: BoardsEvent = {}) {
  const report = await takeAllBoardSnapshots(store.ratings, new Date());
  logger.info('board snapshots', { scheduledTime: event?.scheduledTime, ...report });
  if (report.failed.length > 0)
    throw new SnapshotsFailedError(
      `board snapshots failed for ${report.failed.map((f) => `${f.pool} (${f.error})`).join(', ')}`,
    );
  return report;
}
