/**
 * Writes that landed but went unanswered (the connection reset as the answer came), for the items
 * beside a table that carry no table version: the store tries again, finds its condition failed
 * on the very item it wrote, reads it again and answers as done. A phrase is said once, not
 * twice; "away until" spends the days once.
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

describe('a write whose answer was lost', () => {
  let relay: Relay;
  beforeAll(async () => {
    relay = await Relay.start(testDynamoDb().endpoint);
  });
  afterAll(() => relay.close());

  const direct = testApp();
  function viaRelay() {
    const settings = { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: relay.endpoint }), timeouts: TIMEOUTS };
    const store = new DynamoDbStore(
      createDocumentClient(createDynamoClient(settings, {})),
      testDynamoDb().tableName,
      TIMEOUTS,
    );
    return createApp(testDeps({}, store));
  }

  it('a phrase is said once', async () => {
    const [a, b] = await Promise.all([signUp(direct, 'Ana'), signUp(direct, 'Ben')]);
    const t = await startTable(direct, a, [b], {
      rules: { preset: 'block', players: 2 },
      seed: 'phrase-retry',
    });
    const app = viaRelay();
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

  it('"away until" spends the days once', async () => {
    const ivy = await signUp(direct, 'Ivy');
    const until = new Date(Date.now() + 3 * 86_400_000 - 60_000).toISOString();
    relay.mode = 'reset-once';
    let bank: Awaited<ReturnType<typeof expectOk>>;
    try {
      bank = await expectOk(
        typedClient(viaRelay(), ivy.token).PUT('/v1/players/me/vacation', { body: { until } }),
      );
    } finally {
      relay.mode = 'pass';
    }
    expect(relay.mode).toBe('pass');
    // Seven days to start, three spent: once.
    const stored = await expectOk(typedClient(direct, ivy.token).GET('/v1/players/me/vacation'));
    expect(stored).toMatchObject({ awayUntil: until, balanceDays: 4 });
    expect(bank).toEqual(stored);
  });
});
