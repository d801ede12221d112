/**
 * A store on the run's DynamoDB Local whose client counts every request it sends (SDK
 * middleware): how a test shows that a refusal read nothing.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { TEST_TIMEOUTS, testDynamoDb } from './dynamodb';

export interface CountingStore {
  store: DynamoDbStore;
  /** The commands sent so far, by name (GetItemCommand, …). */
  sent: string[];
}

export function countingStore(): CountingStore {
  const db = testDynamoDb();
  const client = createDynamoClient({
    ...storeSettingsFromEnv({ ...process.env, DYNAMODB_ENDPOINT: db.endpoint }),
    timeouts: TEST_TIMEOUTS,
  });
  const sent: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return { store: new DynamoDbStore(documents, db.tableName, TEST_TIMEOUTS), sent };
}
