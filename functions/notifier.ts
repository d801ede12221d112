/**
 * The notifier as a Lambda: the table's DynamoDB stream (through an event source mapping that
 * passes on table items only, store/table-stream.ts) turned into webhook deliveries. A record
 * that fails (the store unreachable) is reported, so the mapping retries from it (bisecting the
 * batch, a bounded number of times) and then sends it to the dead-letter queue; an endpoint that
 * fails is not a failure here: its delivery is retried by the scheduler.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { notifyConfig, notifyContext } from './notifications/config';
import { handleChanges } from './notifications/stream';
import { logUnexpected } from './observability/logger';
import { createDocumentClient, storeSettingsFromEnv } from './store/client';
import { DynamoDbStore } from './store/dynamodb-store';
import { tableChanges } from './store/table-stream';

const settings = storeSettingsFromEnv();
const store = new DynamoDbStore(createDocumentClient(), settings.tableName);
const ctx = { ...notifyContext(store, notifyConfig(process.env.DEV_MODE === 'true')), log: logUnexpected };

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const failed = await handleChanges(ctx, tableChanges(event.Records));
  return { batchItemFailures: failed === null ? [] : [{ itemIdentifier: failed }] };
}
