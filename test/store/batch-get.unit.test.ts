/**
 * Reading many items at once (the inbox, a token with its player): throttled keys are asked
 * again, within the store call's budget, and never dropped.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../functions/core/store-errors';
import { DynamoDbFollow } from '../../functions/store/dynamodb-follow';

/** A client whose BatchGetItem leaves every key unprocessed the first `throttled` times. */
function throttling(throttled: number) {
  let calls = 0;
  const client = {
    send: async (command: { input: { RequestItems: Record<string, { Keys: unknown[] }> } }) => {
      calls++;
      const [table, { Keys }] = Object.entries(command.input.RequestItems)[0];
      if (calls <= throttled) return { Responses: { [table]: [] }, UnprocessedKeys: { [table]: { Keys } } };
      return { Responses: { [table]: [] }, UnprocessedKeys: {} };
    },
  };
  return { client: client as unknown as DynamoDBDocumentClient, calls: () => calls };
}

describe('loadTables', () => {
  it('asks again for the keys DynamoDB left unprocessed', async () => {
    const t = throttling(2);
    await expect(new DynamoDbFollow(t.client, 'tbl').loadTables(['a', 'b'])).resolves.toEqual([]);
    expect(t.calls()).toBe(3);
  });

  it('says the store is busy (503) rather than answer with tables missing', async () => {
    const t = throttling(100);
    await expect(new DynamoDbFollow(t.client, 'tbl').loadTables(['a', 'b', 'c'])).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    expect(t.calls()).toBe(5);
  });

  it('asks again only within the budget of one store call: a throttled batch never waits longer', async () => {
    const t = throttling(100);
    const budget = { connectMs: 50, requestMs: 50, budgetMs: 30, attempts: 3 };
    const started = Date.now();
    await expect(new DynamoDbFollow(t.client, 'tbl', budget).loadTables(['a', 'b'])).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    // The waits before asks 2..5 are at least 12, 25, 50, 100 ms: a 30 ms budget allows two asks.
    expect(t.calls()).toBeLessThanOrEqual(2);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
