import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import './provided-context';

export interface TestDynamoDb {
  /** The run's table, created by test/global-setup.ts; shared by all test files, so use unique keys. */
  tableName: string;
  endpoint: string;
  client: DynamoDBClient;
  documentClient: DynamoDBDocumentClient;
}

let shared: TestDynamoDb | undefined;

/** The DynamoDB the global setup started (or was given), with clients; one per test file. */
export function testDynamoDb(): TestDynamoDb {
  if (shared) return shared;
  const endpoint = inject('dynamodbEndpoint');
  const tableName = inject('tableName');
  const client = createDynamoClient(storeSettingsFromEnv({ ...process.env, DYNAMODB_ENDPOINT: endpoint }));
  shared = { tableName, endpoint, client, documentClient: createDocumentClient(client) };
  return shared;
}
