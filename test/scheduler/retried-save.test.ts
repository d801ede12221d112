/**
 * A due table's action whose save landed but went unanswered (the connection reset as its answer
 * came): the store tries again, the retry's condition fails on the very table it wrote, and the
 * scheduler counts its action, not a lost race, after reading the table again. A save that a
 * rival's action really beat stays a lost race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { actOnDueTable } from '../../functions/tables/due';
import { signUp, testApp, testStore } from '../support/api';
import { testDynamoDb } from '../support/dynamodb';
import { startTable } from '../support/play';
import { Relay } from '../support/relay';
import { schedulerAt } from '../support/scheduler';

// Retries soon and often enough for the reset write's retry to come back within the test.
const TIMEOUTS = { connectMs: 2_000, requestMs: 3_000, budgetMs: 10_000, attempts: 3 };

describe('a due action whose save went unanswered', () => {
  let relay: Relay;
  beforeAll(async () => {
    relay = await Relay.start(testDynamoDb().endpoint);
  });
  afterAll(() => relay.close());

  const app = testApp();
  const direct = testStore();

  /** The store as the scheduler has it, through the relay. */
  function viaRelay(): DynamoDbStore {
    const settings = { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: relay.endpoint }), timeouts: TIMEOUTS };
    return new DynamoDbStore(
      createDocumentClient(createDynamoClient(settings, {})),
      testDynamoDb().tableName,
      TIMEOUTS,
    );
  }

  async function timedOutTable(seed: string) {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await startTable(app, a, [b], {
      rules: { preset: 'draw', players: 2 },
      moveTimeLimitSeconds: 3600,
      onTimeout: 'computerMoves',
      seed,
    });
    return { id: started.id, version: started.version, late: Date.now() + 3601 * 1000 };
  }

  it('is counted as done when the table read again is the one it wrote', async () => {
    const { id, version, late } = await timedOutTable('retried-save-landed');
    const store = viaRelay();
    relay.mode = 'reset-once';
    try {
      expect(
        await actOnDueTable(
          schedulerAt(store, () => late),
          id,
        ),
      ).toBe('timeout-move');
    } finally {
      relay.mode = 'pass';
    }
    // The reset was spent on this save: it did land, once.
    expect(relay.mode).toBe('pass');
    const after = await direct.findTable(id);
    expect(after!.version).toBe(version + 1);
  });

  it('is a lost race when a rival action took the table first, unanswered try or not', async () => {
    const { id, version, late } = await timedOutTable('retried-save-beaten');
    const stale = (await direct.findTable(id))!;
    // The rival acts a second later and lands: its table is not the one this run writes.
    expect(
      await actOnDueTable(
        schedulerAt(direct, () => late + 1000),
        id,
      ),
    ).toBe('timeout-move');
    // This run read the table before the rival wrote; its first try's answer is lost.
    const reading = viaRelay();
    const beforeRival = new Proxy(reading, {
      get(target, prop, receiver) {
        if (prop === 'findTable') return async () => stale;
        const v = Reflect.get(target, prop, receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    relay.mode = 'reset-once';
    try {
      expect(
        await actOnDueTable(
          schedulerAt(beforeRival, () => late),
          id,
        ),
      ).toBe('lost-race');
    } finally {
      relay.mode = 'pass';
    }
    const after = await direct.findTable(id);
    expect(after!.version).toBe(version + 1);
    expect(after!.updatedAt).toBe(new Date(late + 1000).toISOString());
  });
});
