/**
 * The cap on the unfinished tables a person holds (MAX_UNFINISHED_TABLES, tables/inbox.ts): at
 * the cap, opening a table, joining one (by code or id) or asking a rematch answers 409
 * table/too-many-open-tables as problem+json, and nothing is written; accepting a seat kept for
 * them, or joining a seat they hold, still works (their list does not grow); a finished table
 * frees a place. A join asks for the person's count (a Query) only when it would add a table to
 * their list (the app's store notes the calls). The person's other places are memberships
 * written straight into DynamoDB Local (the count reads memberships only), so the cap is met at
 * its real size in a few writes.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { membershipFormat } from '../../functions/store/formats/membership';
import { INBOX_MAX_ACTIVE, MAX_UNFINISHED_TABLES } from '../../functions/tables/inbox';
import { signUp, type TestPlayer, testApp, testStore } from '../support/api';
import {
  expectOk,
  expectProblem,
  openApiDocument,
  type Problem,
  type Schemas,
  typedClient,
} from '../support/client';
import { rawCodeItem, rawMemberships, rawTableItem, testDynamoDb } from '../support/dynamodb';
import { playToEnd, startTable } from '../support/play';

const store = testStore();
const app = testApp({}, store);

const as = (p: TestPlayer) => typedClient(app, p.token);
const at = (id: string) => ({ params: { path: { id } } });
const TWO: Schemas['CreateTable'] = { rules: { preset: 'draw', players: 2 } };

/**
 * `n` more places for the person: active memberships of tables that are not there, as an open
 * table's membership is written (no expiry); or, `legacy`, of tables that finished before the
 * finished range existed (in the active range, with the table's expiry).
 */
async function holdPlaces(p: TestPlayer, n: number, legacy = false): Promise<void> {
  const db = testDynamoDb();
  const items = Array.from({ length: n }, (_, i) =>
    membershipFormat.encode({
      playerId: p.id,
      tableId: `${legacy ? 'legacy' : 'held'}${String(i).padStart(8, '0')}`,
      place: { active: true, tableCreatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() },
      expiresAt: legacy ? Math.floor(Date.now() / 1000) + 86_400 : null,
    }),
  );
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    const out = await db.documentClient.send(
      new BatchWriteCommand({ RequestItems: { [db.tableName]: batch } }),
    );
    expect(Object.keys(out.UnprocessedItems ?? {})).toEqual([]);
  }
}

/** The refusal, with the limit said in its detail. */
function expectTooMany(problem: Problem) {
  expect(problem).toMatchObject({
    status: 409,
    code: 'table/too-many-open-tables',
    title: 'Too many unfinished tables',
  });
  expect(problem.detail).toContain(String(MAX_UNFINISHED_TABLES));
}

describe('the cap on unfinished tables', () => {
  it('is a bound the inbox reads whole, in the low hundreds', () => {
    expect(MAX_UNFINISHED_TABLES).toBeGreaterThanOrEqual(100);
    expect(MAX_UNFINISHED_TABLES).toBeLessThan(INBOX_MAX_ACTIVE);
  });

  it('at the cap, opening a table is refused and nothing is written; below it, it opens', async () => {
    const a = await signUp(app, 'Ana');
    await holdPlaces(a, MAX_UNFINISHED_TABLES - 1);
    // The last place: taken by an honest open.
    const last = await expectOk(
      as(a).POST('/v1/tables', { body: TWO, headers: { 'idempotency-key': 'last' } }),
      201,
    );
    expect(await store.unfinishedTableCount(a.id, 1_000)).toBe(MAX_UNFINISHED_TABLES);
    const before = await rawMemberships(a.id);

    const refused = await expectProblem(as(a).POST('/v1/tables', { body: TWO }), 409);
    expectTooMany(refused);
    const keyed = await expectProblem(
      as(a).POST('/v1/tables', { body: TWO, headers: { 'idempotency-key': 'one-more' } }),
      409,
    );
    expectTooMany(keyed);
    expect(await rawMemberships(a.id)).toEqual(before);
    expect(
      (await expectOk(as(a).GET('/v1/me/tables', { params: { query: { limit: 50 } } }))).tables.map(
        (t) => t.id,
      ),
    ).toEqual([last.id]);
    // The request that took the last place, sent again with its key: answered as before, not refused.
    const replay = as(a).POST('/v1/tables', { body: TWO, headers: { 'idempotency-key': 'last' } });
    expect((await expectOk(replay)).id).toBe(last.id);
    expect((await replay).response.headers.get('idempotent-replayed')).toBe('true');
  });

  it('at the cap, joining by code or by id is refused and the table is as it was; a seat one holds is still answered', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await expectOk(as(a).POST('/v1/tables', { body: { ...TWO, visibility: 'public' } }), 201);
    const mine = await expectOk(as(b).POST('/v1/tables', { body: TWO }), 201);
    await holdPlaces(b, MAX_UNFINISHED_TABLES - 1);
    const table = await rawTableItem(t.id);
    const code = await rawCodeItem(t.code);
    const before = await rawMemberships(b.id);
    for (const id of [t.code, t.code.toLowerCase(), t.id]) {
      expectTooMany(await expectProblem(as(b).POST('/v1/tables/{id}/seats', at(id)), 409));
    }
    expectTooMany(
      await expectProblem(as(b).POST('/v1/tables/{id}/seats', { ...at(t.id), body: { seat: 1 } }), 409),
    );
    expect(await rawTableItem(t.id)).toEqual(table);
    expect(await rawCodeItem(t.code)).toEqual(code);
    expect(await rawMemberships(b.id)).toEqual(before);
    expect((await expectOk(as(a).GET('/v1/tables/{id}', at(t.id)))).seats[1]).toEqual({
      seat: 1,
      kind: 'open',
    });
    // Joining a table one sits at adds nothing to one's list: the same seat, as always.
    expect((await expectOk(as(b).POST('/v1/tables/{id}/seats', at(mine.code)))).you).toBe(0);
  });

  it('at the cap, asking a rematch is refused and nothing is written; a seat kept for one is still taken', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const people = new Map([
      [0, a],
      [1, b],
    ]);
    const t = await startTable(app, a, [b], {
      rules: { preset: 'block', players: 2, maxHands: 1 },
      seed: 'cap-1',
    });
    await playToEnd(app, store, t.id, people, 'cap-1-moves');
    await holdPlaces(b, MAX_UNFINISHED_TABLES);
    const old = await rawTableItem(t.id);
    const before = await rawMemberships(b.id);
    expectTooMany(await expectProblem(as(b).POST('/v1/tables/{id}/rematch', at(t.id)), 409));
    expect(await rawTableItem(t.id)).toEqual(old);
    expect(await rawMemberships(b.id)).toEqual(before);
    expect((await expectOk(as(a).GET('/v1/tables/{id}', at(t.id)))).rematch).toBeNull();

    // Ana asks: Ben's seat is kept for him, in his list already (one past the cap: an invitation
    // is not his to refuse). Accepting it adds nothing to his list: it is taken, and it starts.
    const r = await expectOk(as(a).POST('/v1/tables/{id}/rematch', at(t.id)), 201);
    expect(r.seats[1]).toMatchObject({ kind: 'open', invited: { playerId: b.id } });
    const accepted = await expectOk(as(b).POST('/v1/tables/{id}/rematch', at(t.id)));
    expect(accepted).toMatchObject({ id: r.id, status: 'playing', you: 1 });
  });

  it('a finished table frees a place; legacy finished memberships take none', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 } });
    await holdPlaces(a, MAX_UNFINISHED_TABLES - 1);
    // Memberships of tables finished before the finished range existed, still in the active range.
    await holdPlaces(a, 5, true);
    expect(await store.unfinishedTableCount(a.id, 1_000)).toBe(MAX_UNFINISHED_TABLES);
    expectTooMany(await expectProblem(as(a).POST('/v1/tables', { body: TWO }), 409));
    // Ana resigns the match she plays: it is over, out of her unfinished tables.
    await expectOk(as(a).POST('/v1/tables/{id}/resign', at(t.id)));
    expect(await store.unfinishedTableCount(a.id, 1_000)).toBe(MAX_UNFINISHED_TABLES - 1);
    const opened = await expectOk(as(a).POST('/v1/tables', { body: TWO }), 201);
    expect(opened.you).toBe(0);
    // The place is taken again; leaving that open table (closing it) frees it once more.
    expectTooMany(await expectProblem(as(a).POST('/v1/tables', { body: TWO }), 409));
    await expectOk(as(a).DELETE('/v1/tables/{id}/seats/me', at(opened.id)));
    await expectOk(as(a).POST('/v1/tables', { body: TWO }), 201);
  });

  it('a join asks for the count only when it would add the table to the list', async () => {
    // The app's store with every count of a person's tables (its one Query) noted, then asked.
    const counts: string[] = [];
    const counting: Store = Object.assign(Object.create(store), {
      unfinishedTableCount: (playerId: string, upTo: number) => {
        counts.push(playerId);
        return store.unfinishedTableCount(playerId, upTo);
      },
    });
    const counted = testApp({}, counting);
    const by = (p: TestPlayer) => typedClient(counted, p.token);
    const countsOf = (p: TestPlayer) => counts.filter((id) => id === p.id).length;
    const [a, b, c] = await Promise.all([
      signUp(counted, 'Ana'),
      signUp(counted, 'Ben'),
      signUp(counted, 'Cai'),
    ]);
    const rules = { preset: 'block', players: 2, maxHands: 1 } as const;
    const t = await expectOk(by(a).POST('/v1/tables', { body: { rules, seed: 'cap-2' } }), 201);
    expect(countsOf(a)).toBe(1);

    // Taking a seat adds the table to Ben's list: counted, once.
    expect((await expectOk(by(b).POST('/v1/tables/{id}/seats', at(t.code)))).you).toBe(1);
    expect(countsOf(b)).toBe(1);
    // Joining again, by code or id, and the creator joining her own table: the seats held, uncounted.
    for (const id of [t.code, t.code.toLowerCase(), t.id]) {
      expect((await expectOk(by(b).POST('/v1/tables/{id}/seats', at(id)))).you).toBe(1);
    }
    expect((await expectOk(by(a).POST('/v1/tables/{id}/seats', at(t.id)))).you).toBe(0);
    expect([countsOf(a), countsOf(b)]).toEqual([1, 1]);

    // A table that is not there, or is under way: refused on the table, uncounted.
    await expectOk(by(a).POST('/v1/tables/{id}/start', at(t.id)));
    expect((await expectProblem(by(c).POST('/v1/tables/{id}/seats', at(t.id)), 409)).code).toBe(
      'table/already-started',
    );
    expect((await expectProblem(by(c).POST('/v1/tables/{id}/seats', at('ZZZZZZ')), 404)).code).toBe(
      'table/not-found',
    );
    expect(countsOf(c)).toBe(0);

    // A rematch: Ana's ask adds a table to her list (counted); Ben's seat is kept for him, in his
    // list already, so accepting it (by asking too, or by taking the seat) is not counted.
    await playToEnd(
      counted,
      store,
      t.id,
      new Map([
        [0, a],
        [1, b],
      ]),
      'cap-2-moves',
    );
    const r = await expectOk(by(a).POST('/v1/tables/{id}/rematch', at(t.id)), 201);
    expect(countsOf(a)).toBe(2);
    const accepted = await expectOk(by(b).POST('/v1/tables/{id}/rematch', at(t.id)));
    expect(accepted).toMatchObject({ id: r.id, status: 'playing', you: 1 });
    expect((await expectOk(by(b).POST('/v1/tables/{id}/seats', at(r.id)))).you).toBe(1);
    expect(countsOf(b)).toBe(1);
  });

  it('is documented on opening, joining and asking a rematch', async () => {
    const doc = await openApiDocument(app);
    for (const [path, method] of [
      ['/v1/tables', 'post'],
      ['/v1/tables/{id}/seats', 'post'],
      ['/v1/tables/{id}/rematch', 'post'],
    ] as const) {
      expect(doc.paths[path][method].responses[409].description, path).toContain(
        'table/too-many-open-tables',
      );
    }
  });
});
