/**
 * The schedule function against the real DynamoDB Local: timeouts per the table's policy,
 * computer players left to move, and races (two runs at once; a run against a person's move).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { actOnTable } from '../../functions/scheduler/act';
import { schedulerContext } from '../../functions/scheduler/context';
import { runScheduler } from '../../functions/scheduler/run';
import { finishedMemberKey } from '../../functions/store/follow-items';
import type { Store } from '../../functions/store/port';
import type { TableContext } from '../../functions/tables/context';
import { call, ok, signUp, testApp, testStore } from '../support/api';
import { rawTableItem, testDynamoDb } from '../support/dynamodb';
import { openTable } from '../support/play';

const store = testStore();
const app = testApp();

/** The scheduler as it runs a while later (`aheadSeconds`), seeing only the given tables. */
function later(aheadSeconds: number, only: string[]): TableContext {
  return at(Date.now() + aheadSeconds * 1000, only);
}

/** The scheduler as it runs at time `when` (ms), seeing only the given tables. */
function at(when: number, only: string[]): TableContext {
  const mine = new Set(only);
  const scoped: Store = new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'dueTableIds') {
        return async (now: string, limit: number) =>
          (await target.dueTableIds(now, 100_000)).filter((id) => mine.has(id)).slice(0, limit);
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  const ctx = schedulerContext(scoped);
  return { ...ctx, now: () => new Date(when) };
}

async function correspondenceTable(onTimeout: 'computerMoves' | 'forfeit', seed: string) {
  const a = await signUp(app, 'Ana');
  const b = await signUp(app, 'Ben');
  const started = await openTable(app, a, [b], {
    rules: { preset: 'draw', players: 2 },
    moveTimeLimitSeconds: 3600,
    onTimeout,
    seed,
  });
  const byseat = new Map([
    [0, a],
    [1, b],
  ]);
  return { id: started.body.id as string, started, byseat };
}

describe('the schedule function', () => {
  it('shows each seat its deadline, and does nothing before it passes', async () => {
    const { id, started } = await correspondenceTable('computerMoves', 'sched-early');
    expect(typeof started.body.turn.deadline).toBe('string');
    expect(await actOnTable(later(60, [id]), id)).toBe('not-due');
    const report = await runScheduler(later(60, [id]));
    expect(report.due).toBe(0);
  });

  it('on timeout, a computer player makes that one move for the absent seat (the default policy)', async () => {
    const { id, started, byseat } = await correspondenceTable('computerMoves', 'sched-timeout');
    const seat: number = started.body.turn.seat;
    const report = await runScheduler(later(3601, [id]));
    expect(report).toEqual({ due: 1, actions: { 'timeout-move': 1 } });
    const after = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: byseat.get(seat)!.token }));
    expect(after.body.version).toBe(started.body.version + 1);
    const plays = after.body.view.history.filter((e: { type: string }) => e.type === 'play');
    const before = started.body.view.history.filter((e: { type: string }) => e.type === 'play');
    expect(plays.length).toBe(before.length + 1);
    expect(plays.at(-1).seat).toBe(seat);
    expect(after.body.status).toBe('playing');
  });

  it('the timeout move is marked as the stand-in’s: the same move sent by the person is no replay of it', async () => {
    const { id, started, byseat } = await correspondenceTable('computerMoves', 'sched-stand-in');
    const seat: number = started.body.turn.seat;
    const token = byseat.get(seat)!.token;
    expect(await actOnTable(later(3601, [id]), id)).toBe('timeout-move');
    const after = await ok(call(app, 'GET', `/v1/tables/${id}`, { token }));
    const chosen = after.body.view.history.filter(
      (e: { type: string; chosen?: boolean }) => e.type === 'play' || e.chosen,
    );
    const standIn = chosen.at(-1);
    expect(standIn).toMatchObject({ seat, timedOut: true });
    // The person's own moves carry no mark.
    expect(started.body.view.history.every((e: { timedOut?: true }) => e.timedOut === undefined)).toBe(true);
    // The person, late, sends the very move the stand-in made, with the version they saw: the
    // table moved on without them (409), it is not taken for a retry of their own move.
    const late = await call(app, 'POST', `/v1/tables/${id}/moves`, {
      token,
      body: {
        ...(standIn.type === 'draw' ? { draw: true } : { tile: standIn.tile, end: standIn.end }),
        version: started.body.version,
      },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('table/stale-version');
    expect(late.headers.get('idempotent-replayed')).toBeNull();
    expect((await store.findTable(id))!.version).toBe(after.body.version);
  });

  it('on timeout under the forfeit policy, the seat forfeits the match', async () => {
    const { id, started, byseat } = await correspondenceTable('forfeit', 'sched-forfeit');
    const seat: number = started.body.turn.seat;
    expect(await actOnTable(later(3601, [id]), id)).toBe('forfeit');
    const after = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: byseat.get(1 - seat)!.token }));
    expect(after.body.status).toBe('over');
    expect(after.body.view.forfeitedBy).toBe(seat);
    expect(after.body.view.winner).toBe(1 - seat);
    // The hand cut short is revealed (a development table: its seed, with nothing committed).
    expect(after.body.fairDeal.unfinished).toMatchObject({ handNo: 1, salt: null, commitment: null });
  });

  it('closes an open table left idle for 30 days: out of the lobby, the due index and its creator’s inbox', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await ok(
      call(app, 'POST', '/v1/tables', {
        token: a.token,
        body: { rules: { preset: 'draw', players: 3 }, visibility: 'public' },
      }),
      201,
    );
    const id = t.body.id;
    const joined = await ok(call(app, 'POST', `/v1/tables/${t.body.code}/seats`, { token: b.token }));
    const listed = await rawTableItem(id);
    expect(listed.lobbyPk?.S).toBe('LOBBY');
    expect(Date.parse(listed.dueAt.S!)).toBe(Date.parse(joined.body.updatedAt) + 30 * 86_400_000);

    expect(await actOnTable(later(29 * 86_400, [id]), id)).toBe('not-due');
    expect(await runScheduler(later(31 * 86_400, [id]))).toEqual({ due: 1, actions: { 'closed-idle': 1 } });
    const after = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: b.token }));
    expect(after.body).toMatchObject({ status: 'closed', version: joined.body.version + 1 });
    const item = await rawTableItem(id);
    expect(item.lobbyPk).toBeUndefined();
    expect(item.duePk).toBeUndefined();
    expect(Number(item.expiresAt.N)).toBeGreaterThan(Date.now() / 1000);
    const inboxIds = async (token: string) =>
      (await ok(call(app, 'GET', '/v1/me/tables', { token }))).body.tables.map((e: { id: string }) => e.id);
    expect(await inboxIds(a.token)).not.toContain(id);
    expect(await inboxIds(b.token)).toContain(id);
    // Ben keeps it, until it expires with the table (among his finished tables).
    const db = testDynamoDb();
    const kept = await db.documentClient.send(
      new GetCommand({ TableName: db.tableName, Key: finishedMemberKey(b.id, id, after.body.updatedAt) }),
    );
    expect(kept.Item?.expiresAt).toBe(Number(item.expiresAt.N));
    // A second run finds nothing to do.
    expect(await actOnTable(later(62 * 86_400, [id]), id)).toBe('not-due');
  });

  it('starts no table it has no time for: they stay due for the next run', async () => {
    const { id, started } = await correspondenceTable('computerMoves', 'sched-no-time');
    const ctx = later(3601, [id]);
    expect(await runScheduler(ctx, 100, () => 5_000)).toEqual({
      due: 1,
      actions: { 'left-for-next-run': 1 },
    });
    expect((await store.findTable(id))!.version).toBe(started.body.version);
    expect(await runScheduler(ctx, 100, () => 50_000)).toEqual({ due: 1, actions: { 'timeout-move': 1 } });
  });

  it('two runs at once on the same due table make one move', async () => {
    const { id, started } = await correspondenceTable('computerMoves', 'sched-twice');
    const ctx = later(3601, [id]);
    const [x, y] = await Promise.all([runScheduler(ctx), runScheduler(ctx)]);
    const moved = (x.actions['timeout-move'] ?? 0) + (y.actions['timeout-move'] ?? 0);
    expect(moved).toBe(1);
    const table = await store.findTable(id);
    expect(table!.version).toBe(started.body.version + 1);
  });

  it("a person's move racing a scheduler run: exactly one applies, nothing is lost", async () => {
    for (let round = 0; round < 4; round++) {
      const { id, started, byseat } = await correspondenceTable('computerMoves', `sched-race-${round}`);
      const seat: number = started.body.turn.seat;
      const move =
        started.body.view.legalMoves ??
        (await ok(call(app, 'GET', `/v1/tables/${id}`, { token: byseat.get(seat)!.token }))).body.view
          .legalMoves;
      const m = move[0];
      const [post, action] = await Promise.all([
        call(app, 'POST', `/v1/tables/${id}/moves`, {
          token: byseat.get(seat)!.token,
          body: {
            ...(m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end }),
            version: started.body.version,
          },
        }),
        // Just past this deadline: the deadline a person's move sets is later still, so a run
        // that loads the table after that move finds nothing due.
        actOnTable(at(Date.parse(started.body.turn.deadline) + 1, [id]), id),
      ]);
      const table = await store.findTable(id);
      // One of the two wrote version+1; the other was refused (409) or found nothing due.
      expect(table!.version).toBe(started.body.version + 1);
      if (post.status === 200) expect(action === 'lost-race' || action === 'not-due').toBe(true);
      else {
        expect(post.status).toBe(409);
        expect(action).toBe('timeout-move');
      }
    }
  });

  it('moves a computer player whose time budget ran out inside a request', async () => {
    const impatient = testApp({ botBudgetMs: 0 });
    const a = await signUp(impatient, 'Solo');
    const started = await openTable(impatient, a, [], {
      rules: { preset: 'block', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
      seed: 'sched-bot',
    });
    const id: string = started.body.id;
    let table = await ok(call(impatient, 'GET', `/v1/tables/${id}`, { token: a.token }));
    // Make sure the computer player is the one to move: play the person's move if needed.
    if (table.body.turn.seat === 0) {
      const m = table.body.view.legalMoves[0];
      table = await ok(
        call(impatient, 'POST', `/v1/tables/${id}/moves`, {
          token: a.token,
          body: { tile: m.tile, end: m.end },
        }),
      );
    }
    // With no time budget the computer player did not reply inside the request: it is due now.
    expect(table.body.status).toBe('playing');
    expect(table.body.turn.seat).toBe(1);
    const report = await runScheduler(later(0, [id]));
    expect(report.actions['computer-moved']).toBe(1);
    const after = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: a.token }));
    expect(after.body.version).toBeGreaterThan(table.body.version);
    expect(after.body.status === 'over' || after.body.turn.seat === 0).toBe(true);
  });
});
