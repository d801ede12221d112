/**
 * The benchmarks' store: DynamoDB Local started by this process (in memory), a client with the
 * benchmarks' patient timeouts, and the service's table made on it; stopped again however the
 * run ends, so a failed benchmark leaves no Java behind.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDynamoClient } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { ensureTable } from '../functions/store/table-schema';

/** Long enough that DynamoDB Local under a benchmark's load never times a request out. */
export const BENCH_TIMEOUTS = { connectMs: 5_000, requestMs: 30_000, budgetMs: 120_000, attempts: 3 };

export async function withLocalTable<T>(
  tableName: string,
  run: (client: DynamoDBClient) => Promise<T>,
): Promise<T> {
  const local = await startDynamoDbLocal({});
  const client = createDynamoClient({
    endpoint: local.endpoint,
    region: 'us-east-1',
    tableName,
    timeouts: BENCH_TIMEOUTS,
  });
  try {
    await ensureTable(client, tableName);
    return await run(client);
  } finally {
    client.destroy();
    await local.stop();
  }
}
