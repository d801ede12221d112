/**
 * A phrase whose write landed but went unanswered (the connection reset as its answer came): the
 * store tries again, finds its condition failed on the very phrase it wrote, and the phrase is
 * said once, answered 201, not twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { signUp, testApp, testDeps } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { startTable } from '../support/play';
import { Relay } from '../support/relay';

const TIMEOUTS = { connectMs: 2_000, requestMs: 3_000, budgetMs: 10_000, attempts: 3 };

describe('a phrase whose answer was lost', () => {
  let relay: Relay;
  beforeAll(async () => {
    relay = await Relay.start(testDynamoDb().endpoint);
  });
  afterAll(() => relay.close());

  it('is said once', async () => {
    const direct = testApp();
    const [a, b] = await Promise.all([signUp(direct, 'Ana'), signUp(direct, 'Ben')]);
    const t = await startTable(direct, a, [b], {
      rules: { preset: 'block', players: 2 },
      seed: 'phrase-retry',
    });
    const settings = { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: relay.endpoint }), timeouts: TIMEOUTS };
    const viaRelay = new DynamoDbStore(
      createDocumentClient(createDynamoClient(settings, {})),
      testDynamoDb().tableName,
      TIMEOUTS,
    );
    const app = createApp(testDeps({}, viaRelay));
    const at = { params: { path: { id: t.id } } };
    relay.mode = 'reset-once';
    try {
      const said = await typedClient(app, a.token).POST('/v1/tables/{id}/phrases', {
        ...at,
        body: { phrase: 'good-luck' },
      });
      expect(said.response.status).toBe(201);
    } finally {
      relay.mode = 'pass';
    }
    // The reset was spent on the phrase's write.
    expect(relay.mode).toBe('pass');
    const read = await expectOk(typedClient(direct, b.token).GET('/v1/tables/{id}/phrases', at));
    expect(read.phrases.map((p) => [p.seat, p.phrase])).toEqual([[0, 'good-luck']]);
  });
});
