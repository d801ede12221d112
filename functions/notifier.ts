/**
 * The notifier as a Lambda: the table's DynamoDB stream (through an event source mapping that
 * passes on table items only, store/table-stream.ts) turned into webhook deliveries. A record
 * that fails (the store unreachable) is reported, so the mapping retries from it (bisecting the
 * batch, a bounded number of times) and then sends it to the dead-letter queue; an endpoint that
 * fails is not a failure here: its delivery is retried by the scheduler. After the notifications,
 * each hand a change ends is analysed and stored for the review (docs/analysis.md).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { notifyConfig, notifyContext } from './notifications/config';
import { handleChanges } from './notifications/stream';
import { logUnexpected } from './observability/logger';
import { createDocumentClient, storeSettingsFromEnv } from './store/client';
import { DynamoDbStore } from './store/dynamodb-store';
import { tableChanges } from './store/table-stream';
import { analyseEndedHands } from './tables/analysis';
import { realTableContext } from './tables/context';

const settings = storeSettingsFromEnv();
const store = new DynamoDbStore(createDocumentClient(), settings.tableName);
const ctx = { ...notifyContext(store, notifyConfig(process.env.DEV_MODE === 'true')), log: logUnexpected };
const tables = realTableContext(store, 0);

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const changes = tableChanges(event.Records);
  const failed = await handleChanges(ctx, changes);
  // Then the hands these changes end, analysed for the review (never a failure of the batch).
  await analyseEndedHands(tables, changes, logUnexpected);
  return { batchItemFailures: failed === null ? [] : [{ itemIdentifier: failed }] };
}
