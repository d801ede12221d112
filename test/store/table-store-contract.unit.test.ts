/**
 * The tables' port contract (test/support/table-store-contract.ts) on the in-memory store, and
 * the faults it makes on demand beyond the contract's lost answers.
 */
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../functions/core/store-errors';
import { newId, newJoinCode } from '../../functions/tables/codes';
import { MemoryStore } from '../support/memory-store';
import { openTableRecord } from '../support/table-record';
import { tableStoreContract } from '../support/table-store-contract';

describe('the in-memory store keeps the tables’ port contract', () => {
  tableStoreContract(async () => {
    const store = new MemoryStore();
    return { store, loseAnswers: (mode) => store.loseAnswers(mode) };
  });
});

const NONE = { lobby: null, dueAt: null, expiresAt: null };
const opened = () => ({
  ...openTableRecord({ preset: 'block', players: 2 }, [{ kind: 'open' }, { kind: 'open' }]),
  id: newId(),
  code: newJoinCode(),
  version: 1,
});

describe('the in-memory store’s faults', () => {
  it('a refused call (read or write) is StoreUnavailableError, not applied, and changes nothing', async () => {
    const store = new MemoryStore();
    const t = opened();
    await store.createTable(t, NONE, {});
    store.fail('saveTable');
    const err = await store.saveTable({ ...t, version: 2 }, NONE, 1, {}).catch((e) => e);
    expect(err).toBeInstanceOf(StoreUnavailableError);
    expect(err).toMatchObject({ outcome: 'not-applied' });
    expect(await store.findTable(t.id)).toEqual(t);
    store.fail('vacations.findBank');
    await expect(store.vacations.findBank('p')).rejects.toBeInstanceOf(StoreUnavailableError);
    // Each fault is spent by one call; a null operation is the next call of any.
    expect(await store.vacations.findBank('p')).toBeNull();
    store.fail(null);
    await expect(store.findTable(t.id)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await store.findTable(t.id)).toEqual(t);
  });

  it('a write unanswered on demand lands once, and its caller hears the outcome is unknown', async () => {
    const store = new MemoryStore();
    const t = opened();
    await store.createTable(t, NONE, {});
    store.fail('saveTable', 'unanswered');
    await expect(store.saveTable({ ...t, version: 2 }, NONE, 1, {})).rejects.toMatchObject({
      outcome: 'unknown',
    });
    expect((await store.findTable(t.id))?.version).toBe(2);
  });

  it('runs a rival before a call, logs every call, and hands out copies, never what it holds', async () => {
    const store = new MemoryStore();
    const t = opened();
    await store.createTable(t, NONE, {});
    store.beforeNext('saveTable', () =>
      store.saveTable({ ...t, version: 2, visibility: 'private' }, NONE, 1, {}),
    );
    await expect(store.saveTable({ ...t, version: 2 }, NONE, 1, {})).rejects.toMatchObject({ tableId: t.id });
    expect(store.calls).toEqual(['createTable', 'saveTable', 'saveTable']);
    expect(store.count('saveTable')).toBe(2);
    const read = (await store.findTable(t.id))!;
    read.seats.push({ kind: 'open' });
    expect((await store.findTable(t.id))?.seats).toHaveLength(2);
    expect(store.stored(t.id)?.table.visibility).toBe('private');
  });
});
