/**
 * The inbox on DynamoDB Local, at the service: the tables people still play first (read whole),
 * then the finished ones (paged from their own range, where the migration moved the memberships
 * of tables that finished before that range existed); every table once across pages, also when
 * one finishes between two pages; the cursors clients hold from before still mean their place; a
 * finished table's membership moves to the finished range with the table's expiry.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { moveLegacyMemberships } from '../../functions/store/legacy-memberships';
import { newId, newJoinCode } from '../../functions/tables/codes';
import { realTableContext } from '../../functions/tables/context';
import { type InboxEntry, inbox } from '../../functions/tables/inbox';
import { indexesOf } from '../../functions/tables/indexes';
import { startNow } from '../../functions/tables/lifecycle';
import { lineMatch, type TableRecord } from '../../functions/tables/model';
import { rematch } from '../../functions/tables/rematch';
import { settle } from '../../functions/tables/settle';
import { forfeitMatch } from '../../shared/engine';
import { testStore } from '../support/api';
import { rawMemberships, rawTableItem, testDynamoDb } from '../support/dynamodb';
import { openTableRecord } from '../support/table-record';

const store = testStore();
const ctx = realTableContext(store, 1_000);
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000);
const atCtx = (minutes: number) => ({ ...ctx, now: () => at(minutes) });

/**
 * A person's tables: 4 in play, 1 open, 5 finished, 2 finished before the finished range existed
 * (their memberships moved to it by the migration, unless `migrated` is false).
 */
async function tablesOf({ migrated = true } = {}) {
  const me = { id: `inbox-${newId()}`, name: 'Me' };
  const other = { id: `inbox-${newId()}`, name: 'Other' };
  const seats = [me, other].map((p) => ({ kind: 'person' as const, playerId: p.id, name: p.name }));
  const record = (minutes: number): TableRecord => ({
    ...openTableRecord({ preset: 'draw', players: 2 }, seats, at(minutes)),
    id: newId(),
    code: newJoinCode(),
    createdBy: me.id,
    version: 1,
  });
  const seated = { seated: [me.id, other.id] };
  const playing: TableRecord[] = [];
  for (let i = 0; i < 4; i++) {
    const t = startNow(record(i), atCtx(i)).table;
    await store.createTable(t, indexesOf(t), seated);
    playing.push(t);
  }
  const open = record(5);
  await store.createTable(open, indexesOf(open), seated);
  const finished: string[] = [];
  for (let i = 0; i < 5; i++) {
    const t = startNow(record(10 + i), atCtx(10 + i)).table;
    await store.createTable(t, indexesOf(t), seated);
    await finish(t, 60 + i);
    finished.push(t.id);
  }
  // Finished under the code before: the memberships stayed in the active range, with the expiry.
  const legacy: string[] = [];
  for (let i = 0; i < 2; i++) {
    const t = startNow(record(-100 - i), atCtx(-100 - i)).table;
    const over = settle(t, forfeitMatch(lineMatch(t)!, 0), 1, atCtx(-90 - i)).table;
    const { finishedAt: _, ...before } = over;
    await store.createTable(before, indexesOf(before), {});
    const db = testDynamoDb();
    for (const p of [me, other]) {
      await db.documentClient.send(
        new PutCommand({
          TableName: db.tableName,
          Item: {
            PK: `PLAYER#${p.id}`,
            SK: `TABLE#${t.createdAt}#${t.id}`,
            tableId: t.id,
            expiresAt: 1_900_000_000,
          },
        }),
      );
    }
    legacy.push(t.id);
  }
  if (migrated) await migrateMemberships([me.id, other.id]);
  return { me, other, playing, open, finished, legacy };
}

/** The migration's move of these people's legacy memberships (npm run migrate does every one's). */
function migrateMemberships(playerIds: string[]) {
  const db = testDynamoDb();
  return moveLegacyMemberships(db.documentClient, db.tableName, {
    dryRun: false,
    pageSize: 100,
    cursor: null,
    playerIds,
  });
}

/** Ends the match at `minutes` (its first seat resigns), saved as a move is. */
async function finish(t: TableRecord, minutes: number): Promise<TableRecord> {
  const now = (await store.findTable(t.id))!;
  const plan = settle(now, forfeitMatch(lineMatch(now)!, 0), 1, atCtx(minutes));
  await store.saveTable(plan.table, indexesOf(plan.table), now.version, plan.writes);
  return plan.table;
}

async function pages(
  playerId: string,
  limit: number,
  s: Store = store,
  between?: (n: number) => Promise<void>,
) {
  const all: InboxEntry[] = [];
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  for (let n = 0; n === 0 || cursor; n++) {
    if (n > 0) await between?.(n);
    const page = await inbox({ store: s }, playerId, limit, cursor);
    expect(page.tables.length, `page ${n}`).toBeGreaterThan(0);
    expect(page.tables.length).toBeLessThanOrEqual(limit);
    all.push(...page.tables);
    cursor = page.cursor;
    cursors.push(cursor);
  }
  return { all, cursors };
}

const ids = (entries: InboxEntry[]) => entries.map((e) => e.id);
const place = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));

describe('the inbox', () => {
  it('the tables in play first, then the finished ones, latest first, those finished before the finished range last: each once, a page at a time', async () => {
    const t = await tablesOf();
    const whole = (await inbox(ctx, t.me.id, 50, null)).tables;
    for (const limit of [1, 5]) expect(ids((await pages(t.me.id, limit)).all)).toEqual(ids(whole));
    expect(whole).toHaveLength(12);
    const active = whole.slice(0, 5);
    expect(ids(active).sort()).toEqual([...t.playing.map((x) => x.id), t.open.id].sort());
    // Your turn first, then the latest change first.
    const turns = active.filter((e) => e.yourTurn).length;
    expect(active.slice(0, turns).every((e) => e.yourTurn)).toBe(true);
    const rest = active.slice(turns).map((e) => e.updatedAt);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(ids(whole.slice(5, 10))).toEqual([...t.finished].reverse());
    expect(ids(whole.slice(10))).toEqual(t.legacy);
    expect(whole.slice(5).every((e) => e.status === 'over')).toBe(true);
    // The other person sees the same tables, each once.
    expect(ids((await pages(t.other.id, 4)).all).sort()).toEqual(ids(whole).sort());
  });

  it('a page in the finished range reads that page’s tables alone, not the tables in play', async () => {
    const t = await tablesOf();
    const calls = { active: 0, loaded: [] as number[] };
    const counting = Object.assign(Object.create(store), {
      activeTableIds: (...a: Parameters<Store['activeTableIds']>) => {
        calls.active++;
        return store.activeTableIds(...a);
      },
      loadTables: (ids: string[]) => {
        calls.loaded.push(ids.length);
        return store.loadTables(ids);
      },
    }) as Store;
    const first = await inbox({ store: counting }, t.me.id, 5, null);
    expect(first.tables).toHaveLength(5);
    expect(place(first.cursor!)).toEqual(['finished']);
    calls.active = 0;
    calls.loaded = [];
    const second = await inbox({ store: counting }, t.me.id, 3, first.cursor);
    expect(ids(second.tables)).toEqual([...t.finished].reverse().slice(0, 3));
    expect(calls).toEqual({ active: 0, loaded: [3] });
    expect(place(second.cursor!)[0]).toBe('finished');
  });

  it('a table that finishes between two pages is shown once: one not seen yet, and one seen before the finished range', async () => {
    const t = await tablesOf();
    const seen = (await inbox(ctx, t.me.id, 50, null)).tables.slice(0, 5);
    let unseen: string | undefined;
    let shown: string | undefined;
    const { all } = await pages(t.me.id, 2, store, async (n) => {
      if (n === 1) {
        // After the first page: one of the tables in play not listed yet ends.
        const table = t.playing.find((x) => seen.slice(3).some((e) => e.id === x.id))!;
        unseen = table.id;
        await finish(table, 200);
      }
      if (n === 4) {
        // Within the finished range: one listed on the first page ends.
        const table = t.playing.find((x) => x.id === seen[0].id || x.id === seen[1].id)!;
        shown = table.id;
        await finish(table, 201);
      }
    });
    expect(ids(all).sort()).toEqual(
      [...t.playing.map((x) => x.id), t.open.id, ...t.finished, ...t.legacy].sort(),
    );
    expect(ids(all).filter((id) => id === unseen)).toHaveLength(1);
    expect(ids(all).filter((id) => id === shown)).toHaveLength(1);
  });

  it('a cursor from before (the place [yourTurn, hasDeadline, at, id]) still means its place among the tables in play', async () => {
    const t = await tablesOf();
    const whole = (await inbox(ctx, t.me.id, 50, null)).tables;
    const first = await inbox(ctx, t.me.id, 2, null);
    const e = first.tables[1];
    // The active range's cursor is the same form as before.
    const k = e.yourTurn ? [1, e.turn?.deadline ? 1 : 0] : [0, 0];
    expect(place(first.cursor!).slice(0, 2)).toEqual(k);
    expect(place(first.cursor!)[3]).toBe(e.id);
    // One held from before the finished range, past the last table in play: the finished follow.
    const lastActive = whole[4];
    expect(lastActive.yourTurn).toBe(false);
    const old = Buffer.from(JSON.stringify([0, 0, lastActive.updatedAt, lastActive.id])).toString(
      'base64url',
    );
    const next = await inbox(ctx, t.me.id, 3, old);
    expect(ids(next.tables)).toEqual(ids(whole.slice(5, 8)));
    const mid = whole[3];
    if (!mid.yourTurn) {
      const held = Buffer.from(JSON.stringify([0, 0, mid.updatedAt, mid.id])).toString('base64url');
      expect(ids((await inbox(ctx, t.me.id, 2, held)).tables)).toEqual(ids(whole.slice(4, 6)));
    }
  });

  it('a finished table’s membership moves to the finished range, with the table’s expiry', async () => {
    const t = await tablesOf({ migrated: false });
    const ended = await finish(t.playing[0], 300);
    const table = await rawTableItem(ended.id);
    for (const p of [t.me, t.other]) {
      const items = (await rawMemberships(p.id)).filter((i) => i.tableId.S === ended.id);
      expect(items.map((i) => i.SK.S)).toEqual([`DONE#${ended.finishedAt}#${ended.id}`]);
      expect(items[0].expiresAt.N).toBe(table.expiresAt.N);
      expect(items[0].fv.N).toBe('2');
    }
    expect(ended.finishedAt).toBe(at(300).toISOString());
    // The legacy ones stay where they were until something moves them: a rematch does, or the
    // migration. Until then the inbox leaves them out (their tables are finished).
    expect(ids((await inbox(ctx, t.me.id, 50, null)).tables)).not.toContain(t.legacy[1]);
    const legacy = (await rawMemberships(t.me.id)).filter((i) => t.legacy.includes(i.tableId.S!));
    expect(legacy.every((i) => i.SK.S!.startsWith('TABLE#'))).toBe(true);
    const old = (await store.findTable(t.legacy[0]))!;
    await rematch(atCtx(400), old.id, t.me);
    const moved = (await rawMemberships(t.me.id)).filter((i) => i.tableId.S === old.id);
    expect(moved.map((i) => i.SK.S)).toEqual([`DONE#${old.updatedAt}#${old.id}`]);
    expect(moved[0].expiresAt.N).toBe((await rawTableItem(old.id)).expiresAt.N);
    expect(await migrateMemberships([t.me.id, t.other.id])).toMatchObject({ legacy: 2, moved: 2 });
    const listed = ids((await inbox(ctx, t.me.id, 50, null)).tables);
    expect(listed.filter((id) => id === old.id)).toHaveLength(1);
    // Among the finished, when it finished: before every other, after the other legacy one.
    expect(listed.slice(-2)).toEqual([old.id, t.legacy[1]]);
  });

  it('the migration moves the legacy memberships to the finished range with their tables’ expiry, deletes those of tables gone, and the legacy cursors still read', async () => {
    const t = await tablesOf({ migrated: false });
    const db = testDynamoDb();
    const gone = newId();
    await db.documentClient.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          PK: `PLAYER#${t.me.id}`,
          SK: `TABLE#2025-01-01T00:00:00.000Z#${gone}`,
          tableId: gone,
          expiresAt: 1_900_000_000,
        },
      }),
    );
    const dry = await moveLegacyMemberships(db.documentClient, db.tableName, {
      dryRun: true,
      pageSize: 100,
      cursor: null,
      playerIds: [t.me.id],
    });
    expect(dry).toMatchObject({ legacy: 3, moved: 0, deleted: 0 });
    expect(await migrateMemberships([t.me.id])).toMatchObject({
      legacy: 3,
      moved: 2,
      deleted: 1,
      changedMeanwhile: 0,
    });
    const mine = await rawMemberships(t.me.id);
    expect(mine.some((i) => i.tableId.S === gone)).toBe(false);
    for (const id of t.legacy) {
      const table = (await store.findTable(id))!;
      const items = mine.filter((i) => i.tableId.S === id);
      expect(items.map((i) => i.SK.S)).toEqual([`DONE#${table.updatedAt}#${id}`]);
      expect(items[0].expiresAt.N).toBe((await rawTableItem(id)).expiresAt.N);
    }
    // Nothing is left to move; the other person's are theirs to move.
    expect(await migrateMemberships([t.me.id])).toMatchObject({ legacy: 0, moved: 0 });
    expect(await migrateMemberships([t.other.id])).toMatchObject({ legacy: 2, moved: 2 });
    // A cursor in the legacy section, handed out before: it goes on after that table, now in the
    // finished range; one at the section's start is past the end.
    const first = (await store.findTable(t.legacy[0]))!;
    const held = Buffer.from(JSON.stringify(['legacy', first.updatedAt, first.id])).toString('base64url');
    expect(ids((await inbox(ctx, t.me.id, 5, held)).tables)).toEqual([t.legacy[1]]);
    const start = Buffer.from(JSON.stringify(['legacy'])).toString('base64url');
    expect(await inbox(ctx, t.me.id, 5, start)).toEqual({ tables: [], cursor: null });
  });
});
