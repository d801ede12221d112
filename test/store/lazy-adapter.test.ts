/**
 * The store's adapters loaded on first use (store/lazy-adapter.ts): each call reaches the real
 * adapter, with the timeouts of the store it was called on, so a request's store (Store.until)
 * stops those calls at its deadline as it does the tables'; the module loads once, and a failed
 * load is tried again by the next call.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SheetRecord } from '../../functions/sheets/model';
import type { StoreTimeouts } from '../../functions/store/call';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { lazyAdapter } from '../../functions/store/lazy-adapter';
import { TEST_TIMEOUTS, testDynamoDb } from '../support/dynamodb';

describe('the store adapters loaded on first use', () => {
  it('answer through the shared store, and stop at a request store’s deadline', async () => {
    const db = testDynamoDb();
    const store = new DynamoDbStore(db.documentClient, db.tableName, TEST_TIMEOUTS);
    const id = `LAZY${Date.now()}`;
    const at = new Date().toISOString();
    const sheet: SheetRecord = {
      id,
      version: 1,
      createdBy: 'P1',
      createdAt: at,
      updatedAt: at,
      options: { players: ['Ana', 'Ben'] },
      hands: [],
    };
    // Through the adapter module loaded by this first call, and through a request's store.
    await store.until(Date.now() + 10_000).createSheet(sheet);
    expect((await store.loadSheet(id))?.id).toBe(id);
    expect(await store.webhooks.webhooksOf(`P${id}`)).toEqual([]);
    expect(await store.findHandAnalysis(id, 1)).toBeNull();
    expect(await store.getSignInCode(`no-such-code-${id}`)).toBeNull();

    const late = store.until(Date.now() - 1);
    await expect(late.loadSheet(id)).rejects.toThrow(/ran out/);
    await expect(late.webhooks.webhooksOf(`P${id}`)).rejects.toThrow(/ran out/);
    await expect(late.findHandAnalysis(id, 1)).rejects.toThrow(/ran out/);
    await expect(late.hintCounts(id, 1)).rejects.toThrow(/ran out/);
    await expect(late.phrases.findPhrases(id)).rejects.toThrow(/ran out/);
    await expect(late.ratings.getRatings(['P1'])).rejects.toThrow(/ran out/);
    await expect(late.getSignInCode(`no-such-code-${id}`)).rejects.toThrow(/ran out/);
    // The shared store keeps no deadline.
    expect((await store.loadSheet(id))?.id).toBe(id);
  });

  it('loads the module once, and again after a failed load', async () => {
    class Counter {
      constructor(
        readonly db: unknown,
        readonly table: string,
        readonly timeouts: StoreTimeouts,
      ) {}
      async deadline(): Promise<number | undefined> {
        return this.timeouts.deadline;
      }
    }
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error('the chunk could not be read'))
      .mockResolvedValue(Counter);
    const Lazy = lazyAdapter<Counter>(load as never, { deadline: true });
    const adapter = new Lazy({} as never, 'T', TEST_TIMEOUTS);
    await expect(adapter.deadline()).rejects.toThrow(/could not be read/);
    expect(await adapter.deadline()).toBeUndefined();
    const view = Object.create(adapter, { timeouts: { value: { ...TEST_TIMEOUTS, deadline: 42 } } });
    expect(await view.deadline()).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
