/**
 * The schedule function against the real DynamoDB Local: timeouts per the table's policy,
 * computer players left to move, and races (two runs at once; a run against a person's move).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { partsFor, runDueWorker } from '../../functions/scheduler/worker';
import { finishedMemberKey } from '../../functions/store/follow-items';
import type { TableContext } from '../../functions/tables/context';
import { actOnDueTable } from '../../functions/tables/due';
import { type App, signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, lineView, type Schemas, typedClient } from '../support/client';
import { rawTableItem, testDynamoDb } from '../support/dynamodb';
import { moveOf, startTable } from '../support/play';
import { schedulerAt, scopedStore } from '../support/scheduler';

const store = testStore();
const app = testApp();

/** A person's look at a table (on `app` unless said), and a move there. */
const look = (p: TestPlayer, id: string, on: App = app) =>
  expectOk(typedClient(on, p.token).GET('/v1/tables/{id}', { params: { path: { id } } }));
const play = (p: TestPlayer, id: string, body: Schemas['Move'], on: App = app) =>
  typedClient(on, p.token).POST('/v1/tables/{id}/moves', { params: { path: { id } }, body });
type HistoryEvent = Schemas['HistoryEvent'];

/** The scheduler as it runs a while later (`aheadSeconds`), seeing only the given tables. */
function later(aheadSeconds: number, only: string[]): TableContext {
  return at(Date.now() + aheadSeconds * 1000, only);
}

/** The scheduler as it runs at time `when` (ms), seeing only the given tables. */
function at(when: number, only: string[]): TableContext {
  return schedulerAt(scopedStore(store, only), () => when);
}

/** One run of the one worker that takes every shard (as the local server runs it): what it did. */
async function runWorker(ctx: TableContext, timeLeftMs?: () => number) {
  const report = await runDueWorker(ctx, { parts: partsFor(1, store.dueShardCount)[0], timeLeftMs });
  return { due: report.due, actions: report.actions, outOfTime: report.outOfTime };
}

async function correspondenceTable(onTimeout: 'computerMoves' | 'forfeit', seed: string) {
  const a = await signUp(app, 'Ana');
  const b = await signUp(app, 'Ben');
  const started = await startTable(app, a, [b], {
    rules: { preset: 'draw', players: 2 },
    moveTimeLimitSeconds: 3600,
    onTimeout,
    seed,
  });
  const byseat = new Map([
    [0, a],
    [1, b],
  ]);
  return { id: started.id, started, byseat };
}

describe('the schedule function', () => {
  it('shows each seat its deadline, and does nothing before it passes', async () => {
    const { id, started } = await correspondenceTable('computerMoves', 'sched-early');
    expect(typeof started.turn!.deadline).toBe('string');
    expect(await actOnDueTable(later(60, [id]), id)).toBe('not-due');
    const report = await runWorker(later(60, [id]));
    expect(report.due).toBe(0);
  });

  it('on timeout, a computer player makes that one move for the absent seat (the default policy)', async () => {
    const { id, started, byseat } = await correspondenceTable('computerMoves', 'sched-timeout');
    const seat: number = started.turn!.seat;
    const report = await runWorker(later(3601, [id]));
    expect(report).toEqual({ due: 1, actions: { 'timeout-move': 1 }, outOfTime: false });
    const after = await look(byseat.get(seat)!, id);
    expect(after.version).toBe(started.version + 1);
    const plays = after.view!.history.filter((e: { type: string }) => e.type === 'play');
    const before = started.view!.history.filter((e: { type: string }) => e.type === 'play');
    expect(plays.length).toBe(before.length + 1);
    expect(plays.at(-1)!.seat).toBe(seat);
    expect(after.status).toBe('playing');
  });

  it('the timeout move is marked as the stand-in’s: the same move sent by the person is no replay of it', async () => {
    const { id, started, byseat } = await correspondenceTable('computerMoves', 'sched-stand-in');
    const seat: number = started.turn!.seat;
    const person = byseat.get(seat)!;
    expect(await actOnDueTable(later(3601, [id]), id)).toBe('timeout-move');
    const after = await look(person, id);
    const chosen = lineView(after).history.filter(
      (e): e is Exclude<HistoryEvent, { type: 'pass' }> =>
        e.type === 'play' || (e.type === 'draw' && e.chosen),
    );
    const standIn = chosen.at(-1)!;
    expect(standIn).toMatchObject({ seat, timedOut: true });
    // The person's own moves carry no mark.
    expect(started.view!.history.every((e) => !('timedOut' in e) || e.timedOut === undefined)).toBe(true);
    // The person, late, sends the very move the stand-in made, with the version they saw: the
    // table moved on without them (409), it is not taken for a retry of their own move.
    const late = await play(person, id, {
      ...(standIn.type === 'draw' ? { draw: true } : { tile: standIn.tile, end: standIn.end }),
      version: started.version,
    });
    expect(late.response.status).toBe(409);
    expect(late.error?.code).toBe('table/stale-version');
    expect(late.response.headers.get('idempotent-replayed')).toBeNull();
    expect((await store.findTable(id))!.version).toBe(after.version);
  });

  it('on timeout under the forfeit policy, the seat forfeits the match', async () => {
    const { id, started, byseat } = await correspondenceTable('forfeit', 'sched-forfeit');
    const seat: number = started.turn!.seat;
    expect(await actOnDueTable(later(3601, [id]), id)).toBe('forfeit');
    const after = await look(byseat.get(1 - seat)!, id);
    expect(after.status).toBe('over');
    expect(after.view!.forfeitedBy).toBe(seat);
    expect(lineView(after).winner).toBe(1 - seat);
    // The hand cut short is revealed (a development table: its seed, with nothing committed).
    expect(after.fairDeal.unfinished).toMatchObject({ handNo: 1, salt: null, commitment: null });
  });

  it('closes an open table left idle for 30 days: out of the lobby, the due index and its creator’s inbox', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await expectOk(
      typedClient(app, a.token).POST('/v1/tables', {
        body: { rules: { preset: 'draw', players: 3 }, visibility: 'public' },
      }),
      201,
    );
    const id = t.id;
    const joined = await expectOk(
      typedClient(app, b.token).POST('/v1/tables/{id}/seats', { params: { path: { id: t.code } } }),
    );
    const listed = await rawTableItem(id);
    expect(listed.lobbyPk?.S).toBe('LOBBY');
    expect(Date.parse(listed.dueAt.S!)).toBe(Date.parse(joined.updatedAt) + 30 * 86_400_000);

    expect(await actOnDueTable(later(29 * 86_400, [id]), id)).toBe('not-due');
    expect(await runWorker(later(31 * 86_400, [id]))).toEqual({
      due: 1,
      actions: { 'closed-idle': 1 },
      outOfTime: false,
    });
    const after = await look(b, id);
    expect(after).toMatchObject({ status: 'closed', version: joined.version + 1 });
    const item = await rawTableItem(id);
    expect(item.lobbyPk).toBeUndefined();
    expect(item.duePk).toBeUndefined();
    expect(Number(item.expiresAt.N)).toBeGreaterThan(Date.now() / 1000);
    const inboxIds = async (token: string) =>
      (await expectOk(typedClient(app, token).GET('/v1/me/tables'))).tables.map((e: { id: string }) => e.id);
    expect(await inboxIds(a.token)).not.toContain(id);
    expect(await inboxIds(b.token)).toContain(id);
    // Ben keeps it, until it expires with the table (among his finished tables).
    const db = testDynamoDb();
    const kept = await db.documentClient.send(
      new GetCommand({ TableName: db.tableName, Key: finishedMemberKey(b.id, id, after.updatedAt) }),
    );
    expect(kept.Item?.expiresAt).toBe(Number(item.expiresAt.N));
    // A second run finds nothing to do.
    expect(await actOnDueTable(later(62 * 86_400, [id]), id)).toBe('not-due');
  });

  it('starts no table it has no time for: they stay due for the next run', async () => {
    const { id, started } = await correspondenceTable('computerMoves', 'sched-no-time');
    const ctx = later(3601, [id]);
    expect(await runWorker(ctx, () => 5_000)).toEqual({ due: 0, actions: {}, outOfTime: true });
    expect((await store.findTable(id))!.version).toBe(started.version);
    expect(await runWorker(ctx, () => 50_000)).toEqual({
      due: 1,
      actions: { 'timeout-move': 1 },
      outOfTime: false,
    });
  });

  it('two runs at once on the same due table make one move', async () => {
    const { id, started } = await correspondenceTable('computerMoves', 'sched-twice');
    const ctx = later(3601, [id]);
    const [x, y] = await Promise.all([runWorker(ctx), runWorker(ctx)]);
    const moved = (x.actions['timeout-move'] ?? 0) + (y.actions['timeout-move'] ?? 0);
    expect(moved).toBe(1);
    const table = await store.findTable(id);
    expect(table!.version).toBe(started.version + 1);
  });

  it("a person's move racing a scheduler run: exactly one applies, nothing is lost", async () => {
    for (let round = 0; round < 4; round++) {
      const { id, started, byseat } = await correspondenceTable('computerMoves', `sched-race-${round}`);
      const seat: number = started.turn!.seat;
      const move = lineView(started).legalMoves ?? (await look(byseat.get(seat)!, id)).view!.legalMoves!;
      const m = move[0];
      const [post, action] = await Promise.all([
        play(byseat.get(seat)!, id, { ...moveOf(m), version: started.version }),
        // Just past this deadline: the deadline a person's move sets is later still, so a run
        // that loads the table after that move finds nothing due.
        actOnDueTable(at(Date.parse(started.turn!.deadline!) + 1, [id]), id),
      ]);
      const table = await store.findTable(id);
      // One of the two wrote version+1; the other was refused (409) or found nothing due.
      expect(table!.version).toBe(started.version + 1);
      if (post.response.status === 200) expect(action === 'lost-race' || action === 'not-due').toBe(true);
      else {
        expect(post.response.status).toBe(409);
        expect(action).toBe('timeout-move');
      }
    }
  });

  it('moves a computer player whose time budget ran out inside a request', async () => {
    const impatient = testApp({ botBudgetMs: 0 });
    const a = await signUp(impatient, 'Solo');
    const started = await startTable(impatient, a, [], {
      rules: { preset: 'block', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
      seed: 'sched-bot',
    });
    const id: string = started.id;
    let table = await look(a, id, impatient);
    // Make sure the computer player is the one to move: play the person's move if needed.
    if (table.turn!.seat === 0) {
      const m = lineView(table).legalMoves![0];
      table = await expectOk(play(a, id, moveOf(m), impatient));
    }
    // With no time budget the computer player did not reply inside the request: it is due now.
    expect(table.status).toBe('playing');
    expect(table.turn!.seat).toBe(1);
    const report = await runWorker(later(0, [id]));
    expect(report.actions['computer-moved']).toBe(1);
    const after = await look(a, id);
    expect(after.version).toBeGreaterThan(table.version);
    expect(after.status === 'over' || after.turn!.seat === 0).toBe(true);
  });
});
