/**
 * One deadline for all of a request's store calls, carried by the request's own store
 * (Store.until), with no async context tracked: on a slow store (every call answered, each one
 * slowly), a request of one call goes through, while one whose calls add up past the deadline
 * is cut there and answered 503; the shared store keeps no deadline.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { signUp, testApp } from '../support/api';
import { typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { moveOf, startTable } from '../support/play';
import { Relay } from '../support/relay';

const TIMEOUTS = { connectMs: 2_000, requestMs: 3_000, budgetMs: 5_000, attempts: 1 };
const DEADLINE_MS = 700;

describe('the request deadline', () => {
  let relay: Relay;
  beforeAll(async () => {
    relay = await Relay.start(testDynamoDb().endpoint);
  });
  afterAll(() => relay.close());

  it('cuts a request whose calls add up past it, and leaves a one-call request alone', async () => {
    const settings = { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: relay.endpoint }), timeouts: TIMEOUTS };
    const store = new DynamoDbStore(
      createDocumentClient(createDynamoClient(settings, {})),
      testDynamoDb().tableName,
      TIMEOUTS,
    );
    const slow = testApp({ storeDeadlineMs: DEADLINE_MS }, store);
    const direct = testApp();
    const [a, b] = await Promise.all([signUp(direct, 'A'), signUp(direct, 'B')]);
    const t = await startTable(direct, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'deadline-1' });
    const mover = t.turn!.seat === 0 ? a : b;
    const seen = (
      await typedClient(direct, mover.token).GET('/v1/tables/{id}', { params: { path: { id: t.id } } })
    ).data!;
    const tracked = vi.spyOn(AsyncLocalStorage.prototype, 'run');

    // Each call about 2 x 200 ms (the relay delays the request and the answer).
    relay.delayMs = 200;
    relay.mode = 'delay';
    relay.dropConnections();
    try {
      // One call (the token's BatchGetItem, the table in it): answered.
      const read = await typedClient(slow, mover.token).GET('/v1/tables/{id}', {
        params: { path: { id: t.id } },
      });
      expect(read.response.status).toBe(200);
      // A move: two calls in a row (the token's read, the write), past 700 ms: cut at the deadline.
      const started = Date.now();
      const move = await typedClient(slow, mover.token).POST('/v1/tables/{id}/moves', {
        params: { path: { id: t.id } },
        body: { ...moveOf(seen.view!.legalMoves![0]), version: seen.version },
      });
      const took = Date.now() - started;
      expect(move.response.status).toBe(503);
      expect(['store/unavailable', 'store/outcome-unknown']).toContain(move.error?.code);
      expect(took).toBeLessThan(DEADLINE_MS + 600);
      // No async context was tracked for it.
      expect(tracked).not.toHaveBeenCalled();
    } finally {
      tracked.mockRestore();
      relay.mode = 'pass';
      relay.dropConnections();
    }
    // The shared store has no deadline: the same slow calls go through on it.
    relay.mode = 'delay';
    relay.dropConnections();
    try {
      const slowButFine = await store.findTable(t.id);
      expect(slowButFine?.id).toBe(t.id);
      const bound = store.until(Date.now() - 1);
      await expect(bound.findTable(t.id)).rejects.toThrow(/ran out/);
    } finally {
      relay.mode = 'pass';
      relay.dropConnections();
    }
  });
});
