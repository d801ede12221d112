/**
 * The tables' port contract (test/support/table-store-contract.ts) on the DynamoDB adapter, on a
 * DynamoDB Local table of its own, through a relay that loses answers as the in-memory store does.
 */
import { afterAll, describe } from 'vitest';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { storeOnOwnTable } from '../support/api';
import { testDynamoDb } from '../support/dynamodb';
import { Relay } from '../support/relay';
import { tableStoreContract } from '../support/table-store-contract';

// Retries soon and often enough for a write whose answer was reset to be tried again.
const TIMEOUTS = { connectMs: 2_000, requestMs: 3_000, budgetMs: 10_000, attempts: 3 };
const MODES = { none: 'pass', once: 'reset-once', all: 'reset' } as const;

describe('the DynamoDB adapter keeps the tables’ port contract', () => {
  let relay: Relay | undefined;
  afterAll(() => relay?.close());

  tableStoreContract(async () => {
    const { tableName } = await storeOnOwnTable();
    relay = await Relay.start(testDynamoDb().endpoint);
    const settings = { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: relay.endpoint }), timeouts: TIMEOUTS };
    const store = new DynamoDbStore(
      createDocumentClient(createDynamoClient(settings, {})),
      tableName,
      TIMEOUTS,
    );
    const on = relay;
    return { store, loseAnswers: (mode) => void (on.mode = MODES[mode]) };
  });
});
