/**
 * The pairing port's contract on DynamoDB Local: each test on a table of its own (the queues and
 * the seeks' list are global to a table), through a relay that can lose a write's answer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { ensureTable } from '../../functions/store/table-schema';
import { testDynamoDb } from '../support/dynamodb';
import { Relay } from '../support/relay';
import { pairingContract } from './contract';

// Retries soon enough for a reset write's retry to come back within the test.
const TIMEOUTS = { connectMs: 2_000, requestMs: 3_000, budgetMs: 10_000, attempts: 3 };

let relay: Relay;
beforeAll(async () => {
  relay = await Relay.start(testDynamoDb().endpoint);
});
afterAll(() => relay.close());

pairingContract('DynamoDB', async () => {
  const tableName = `dominoes-pairing-${randomUUID()}`;
  await ensureTable(testDynamoDb().client, tableName);
  const settings = { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: relay.endpoint }), timeouts: TIMEOUTS };
  const store = new DynamoDbStore(
    createDocumentClient(createDynamoClient(settings, {})),
    tableName,
    TIMEOUTS,
  );
  return {
    store,
    loseNextAnswer: () => {
      relay.mode = 'reset-once';
    },
  };
});
