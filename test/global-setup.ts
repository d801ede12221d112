import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import type { TestProject } from 'vitest/node';
import { createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { ensureTable } from '../functions/store/table-schema';
import { TEST_TIMEOUTS } from './support/timeouts';
import './support/provided-context';
import { workerTableName } from './support/worker-table';

/**
 * One DynamoDB for the whole run: the one in DYNAMODB_ENDPOINT if set, else DynamoDB Local in
 * memory. Each run gets its own tables, one a test worker (support/worker-table.ts), so runs
 * against a shared DynamoDB never see each other, nor do test files running side by side.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const given = process.env.DYNAMODB_ENDPOINT || undefined;
  const local = given ? undefined : await startDynamoDbLocal();
  const endpoint = given ?? local!.endpoint;
  const tableName = `dominoes-test-${randomUUID()}`;
  const tables = Array.from({ length: project.globalConfig.maxWorkers }, (_, i) =>
    workerTableName(tableName, i + 1),
  );

  const client = createDynamoClient({
    ...storeSettingsFromEnv({ ...process.env, DYNAMODB_ENDPOINT: endpoint }),
    timeouts: TEST_TIMEOUTS,
  });
  try {
    await Promise.all(tables.map((name) => ensureTable(client, name)));
  } catch (err) {
    client.destroy();
    await local?.stop();
    throw err;
  }

  project.provide('dynamodbEndpoint', endpoint);
  project.provide('tableName', tableName);
  // Forked workers copy process.env when they start, so code that reads the env sees it too;
  // support/worker-env.ts sets each worker's TABLE_NAME.
  const before = { DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT };
  process.env.DYNAMODB_ENDPOINT = endpoint;

  return async () => {
    try {
      // An in-memory DynamoDB Local vanishes with its process; a given one keeps tables.
      if (given)
        await Promise.all(tables.map((name) => client.send(new DeleteTableCommand({ TableName: name }))));
    } finally {
      client.destroy();
      await local?.stop();
      restoreEnv(before);
    }
  };
}

function restoreEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
