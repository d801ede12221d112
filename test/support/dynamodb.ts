import { type DynamoDBClient, GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { codeKey, tableKey } from '../../functions/store/table-item';
import { TEST_TIMEOUTS } from './timeouts';
import { workerTableName } from './worker-table';
import './provided-context';

export { TEST_TIMEOUTS } from './timeouts';

export interface TestDynamoDb {
  /** This worker's table, created by test/global-setup.ts; shared by the files the worker runs, so use unique keys. */
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
  const tableName = workerTableName(inject('tableName'));
  const client = createDynamoClient({
    ...storeSettingsFromEnv({ ...process.env, DYNAMODB_ENDPOINT: endpoint }),
    timeouts: TEST_TIMEOUTS,
  });
  shared = { tableName, endpoint, client, documentClient: createDocumentClient(client) };
  return shared;
}

/** A table's item as DynamoDB holds it (index attributes, TTL, the deflated record). */
export async function rawTableItem(id: string) {
  const db = testDynamoDb();
  const key = tableKey(id);
  const out = await db.client.send(
    new GetItemCommand({ TableName: db.tableName, Key: { PK: { S: key.PK }, SK: { S: key.SK } } }),
  );
  return out.Item!;
}

/** A join code's item as DynamoDB holds it. */
export async function rawCodeItem(code: string) {
  const db = testDynamoDb();
  const key = codeKey(code);
  const out = await db.client.send(
    new GetItemCommand({ TableName: db.tableName, Key: { PK: { S: key.PK }, SK: { S: key.SK } } }),
  );
  return out.Item!;
}

/** A person's membership items as DynamoDB holds them (every section of the inbox). */
export async function rawMemberships(playerId: string) {
  const db = testDynamoDb();
  const out = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': { S: `PLAYER#${playerId}` } },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}
