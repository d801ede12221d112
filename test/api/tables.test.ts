/** Opening, finding, joining, leaving and starting tables; what the table item holds. */
// First: schemas built from the engine's zod get `.openapi` only once zod-openapi has extended zod.
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../functions/core/store-errors';
import { dueShard } from '../../functions/store/table-item';
import { type App, signUp, testApp, testStore } from '../support/api';
import { type ApiClient, expectOk, expectProblem, type Schemas, typedClient } from '../support/client';
import { rawCodeItem, rawTableItem } from '../support/dynamodb';
import { itemSize } from '../support/item-size';
import { playToEnd, startTable } from '../support/play';

const app = testApp();
const store = testStore();

/** Opening a table, and taking a seat at one (by id or join code). */
const open = (on: App, token: string, body: Schemas['CreateTable']) =>
  typedClient(on, token).POST('/v1/tables', { body });
const sit = (api: ApiClient, id: string) => api.POST('/v1/tables/{id}/seats', { params: { path: { id } } });

describe('tables', () => {
  it('a public table is in the lobby until it starts; people join by code and leave', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben'), signUp(app, 'Cy')]);
    const [asA, asB, asC] = [a, b, c].map((p) => typedClient(app, p.token));
    const opened = open(app, a.token, {
      rules: { preset: 'draw', players: 3 },
      visibility: 'public',
      fillWithComputers: { level: 'random' },
    });
    const t = await expectOk(opened, 201);
    expect(t.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(t.you).toBe(0);
    expect(t.view).toBeNull();
    expect((await opened).response.headers.get('location')).toBe(`/v1/tables/${t.id}`);

    const lobbyIds = async () => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await expectOk(asC.GET('/v1/lobby', { params: { query: { limit: 2, cursor } } }));
        ids.push(...page.tables.map((x) => x.id));
        for (const x of page.tables) expect(x.view).toBeNull();
        cursor = page.cursor ?? undefined;
      } while (cursor);
      return ids;
    };
    expect(await lobbyIds()).toContain(t.id);

    // Anyone may look at an open public table before sitting down.
    const look = await expectOk(asC.GET('/v1/tables/{id}', { params: { path: { id: t.id } } }));
    expect(look.you).toBeNull();

    // Codes are case-insensitive; joining twice keeps the same seat.
    const joined = await expectOk(sit(asB, t.code.toLowerCase()));
    expect(joined.you).toBe(1);
    expect((await expectOk(sit(asB, t.code))).you).toBe(1);
    const left = await expectOk(asB.DELETE('/v1/tables/{id}/seats/me', { params: { path: { id: t.id } } }));
    expect(left.you).toBeNull();
    expect(left.seats[1]).toEqual({ seat: 1, kind: 'open' });
    // One person with fillWithComputers cannot start yet.
    const start = () => asA.POST('/v1/tables/{id}/start', { params: { path: { id: t.id } } });
    const early = await expectProblem(start(), 409);
    expect(early.code).toBe('table/not-enough-players');

    await expectOk(sit(asC, t.code));
    const started = await expectOk(start());
    expect(started.status).toBe('playing');
    expect(started.seats.map((s) => s.kind)).toEqual(['person', 'person', 'computer']);
    expect(await lobbyIds()).not.toContain(t.id);
  });

  it('people racing for the last seat: one sits, the others hear the table is full', async () => {
    const [a, ...others] = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((n) => signUp(app, n)));
    const t = await expectOk(open(app, a.token, { rules: { preset: 'draw', players: 2 } }), 201);
    const replies = await Promise.all(others.map((p) => sit(typedClient(app, p.token), t.code)));
    expect(replies.filter((r) => r.response.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.response.status !== 200)) {
      expect({ status: r.response.status, code: r.error?.code }).toEqual({ status: 409, code: 'table/full' });
    }
    const stored = (await store.findTable(t.id))!;
    expect(stored.seats.filter((s) => s.kind === 'person')).toHaveLength(2);
    expect(stored.version).toBe(2);
  });

  it('a seat change meeting another transaction on the item (DynamoDB: TransactionConflict) is tried again', async () => {
    const flaky = testStore();
    const save = flaky.saveTable.bind(flaky);
    let conflicts = 1;
    flaky.saveTable = async (t, ix, v, w) => {
      if (conflicts-- > 0) {
        throw new StoreUnavailableError('another write to the same item is in progress', { contended: true });
      }
      return save(t, ix, v, w);
    };
    const app2 = testApp({}, flaky);
    const [a, b] = await Promise.all([signUp(app2, 'Ana'), signUp(app2, 'Ben')]);
    const t = await expectOk(open(app2, a.token, { rules: { preset: 'draw', players: 2 } }), 201);
    conflicts = 1;
    const joined = await expectOk(sit(typedClient(app2, b.token), t.code));
    expect(joined).toMatchObject({ you: 1, version: t.version + 1 });
    expect(conflicts).toBe(-1);
  });

  it('the creator leaving closes the table', async () => {
    const a = await signUp(app, 'Ana');
    const t = await expectOk(open(app, a.token, { rules: { preset: 'block', players: 2 } }), 201);
    // The join code has no expiry while the table is open (a correspondence game may last months).
    expect((await rawCodeItem(t.code)).expiresAt).toBeUndefined();
    const closed = await expectOk(
      typedClient(app, a.token).DELETE('/v1/tables/{id}/seats/me', { params: { path: { id: t.id } } }),
    );
    expect(closed.status).toBe('closed');
    const item = await rawTableItem(t.id);
    expect(Number(item.expiresAt.N)).toBeGreaterThan(Date.now() / 1000);
    // Closed, the code expires with its table.
    expect((await rawCodeItem(t.code)).expiresAt).toEqual(item.expiresAt);
  });

  it('the join code of a finished match expires with its table, not before', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await startTable(app, a, [b], {
      rules: { preset: 'block', players: 2, maxHands: 1 },
      seed: 'code-ttl',
    });
    expect((await rawCodeItem(t.code)).expiresAt).toBeUndefined();
    await playToEnd(
      app,
      store,
      t.id,
      new Map([
        [0, a],
        [1, b],
      ]),
      'code-ttl-moves',
    );
    const item = await rawTableItem(t.id);
    expect(Number(item.expiresAt.N)).toBeGreaterThan(Date.now() / 1000 + 80 * 86_400);
    expect((await rawCodeItem(t.code)).expiresAt).toEqual(item.expiresAt);
    // Still found by its code meanwhile (spectators, the players' links).
    const found = await expectOk(
      typedClient(app, a.token).GET('/v1/tables/{id}', { params: { path: { id: t.code } } }),
    );
    expect(found.id).toBe(t.id);
  });

  it('a table item stays small and carries its index attributes', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await startTable(app, a, [b], {
      rules: { preset: 'draw', players: 4 },
      seats: [
        { kind: 'person' },
        { kind: 'person' },
        { kind: 'computer', level: 'greedy' },
        { kind: 'computer', level: 'greedy' },
      ],
      moveTimeLimitSeconds: 86_400,
      seed: 'size-1',
    });
    const id = started.id;
    const item = await rawTableItem(id);
    // No "whose turn" index: a move pays for the table item alone (inbox.ts says why).
    expect(item.turnPk).toBeUndefined();
    expect(item.duePk.S).toBe(`DUE#${dueShard(id)}`);
    expect(item.dueAt.S).toBe(started.turn!.deadline);
    expect(item.lobbyPk).toBeUndefined();
    expect(item.expiresAt).toBeUndefined();

    let largest = itemSize(item);
    const sizes: number[] = [];
    const people = new Map([
      [0, a],
      [1, b],
    ]);
    // Sample sizes along a whole match (the store is read after every move by playToEnd anyway).
    const original = store.saveTable.bind(store);
    store.saveTable = async (t, ix, v, w) => {
      await original(t, ix, v, w);
      const size = itemSize(await rawTableItem(t.id));
      sizes.push(size);
      largest = Math.max(largest, size);
    };
    const appWithSpy = testApp({}, store);
    await playToEnd(appWithSpy, store, id, people, 'size-moves');
    const done = await rawTableItem(id);
    expect(done.turnPk).toBeUndefined();
    expect(done.dueAt).toBeUndefined();
    expect(Number(done.expiresAt.N)).toBeGreaterThan(Date.now() / 1000 + 80 * 86_400);
    console.log(
      `table item size: max ${largest} B, mean ${Math.round(sizes.reduce((s, x) => s + x, 0) / sizes.length)} B over ${sizes.length} saves`,
    );
    // Under 1 KB: one write capacity unit per move.
    expect(largest).toBeLessThan(1024);
  });
});
