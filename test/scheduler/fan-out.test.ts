/**
 * The scheduler fanned out (functions/scheduler/worker.ts) against the real DynamoDB Local: every
 * action is the tables' conditional write, so two workers on one table act once, a worker killed
 * mid-batch loses and doubles nothing, and a deadline a move replaced is never acted on.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partsFor, runDueWorker } from '../../functions/scheduler/worker';
import { createDocumentClient, createDynamoClient } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { signUp, testApp, testStore } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { moveOf, startTable } from '../support/play';
import { schedulerAt, scopedStore } from '../support/scheduler';

const app = testApp();
const store = testStore();
const allShards = () => partsFor(1, store.dueShardCount)[0];

/** A match between two people, an hour a move, a computer player moving for whoever times out. */
async function timedTable(seed: string) {
  const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
  const started = await startTable(app, a, [b], {
    rules: { preset: 'draw', players: 2 },
    moveTimeLimitSeconds: 3600,
    onTimeout: 'computerMoves',
    seed,
  });
  const bySeat = [a, b];
  return { id: started.id as string, started, toMove: bySeat[started.turn!.seat] };
}

/** A second worker: its own DynamoDB client, as a Lambda of its own has. */
function otherWorkersStore() {
  const db = testDynamoDb();
  const client = createDynamoClient({ endpoint: db.endpoint, region: 'us-east-1', tableName: db.tableName });
  return new DynamoDbStore(createDocumentClient(client), db.tableName);
}

describe('the scheduler’s workers', () => {
  it('two workers on one due table act once', async () => {
    const { id, started } = await timedTable('fan-twice');
    const when = Date.parse(started.turn!.deadline!) + 1000;
    const parts = allShards();
    const [x, y] = await Promise.all([
      runDueWorker(
        schedulerAt(scopedStore(store, [id]), () => when),
        { parts },
      ),
      runDueWorker(
        schedulerAt(scopedStore(otherWorkersStore(), [id]), () => when),
        { parts },
      ),
    ]);
    expect((x.actions['timeout-move'] ?? 0) + (y.actions['timeout-move'] ?? 0)).toBe(1);
    // The other found it done (not due any more) or lost the write's condition.
    expect(
      (x.actions['not-due'] ?? 0) +
        (y.actions['not-due'] ?? 0) +
        (x.actions['lost-race'] ?? 0) +
        (y.actions['lost-race'] ?? 0),
    ).toBe(1);
    expect((await store.findTable(id))!.version).toBe(started.version + 1);
  });

  it('a worker killed mid-batch leaves nothing undone, and nothing done twice, after the next run', async () => {
    const tables = await Promise.all(Array.from({ length: 6 }, (_, i) => timedTable(`fan-killed-${i}`)));
    const ids = tables.map((t) => t.id);
    const when = Math.max(...tables.map((t) => Date.parse(t.started.turn!.deadline!))) + 1000;
    const db = testDynamoDb();
    const child = fork(
      join(import.meta.dirname, 'worker-process.ts'),
      [db.endpoint, db.tableName, String(when), ...ids],
      {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      },
    );
    const seen: { type: string; id?: string }[] = [];
    const killed = new Promise<void>((resolve, reject) => {
      child.on('message', (m: { type: string; id?: string }) => {
        seen.push(m);
        // The first table done and another's save on its way: kill it there.
        if (seen.some((s) => s.type === 'acted') && seen.filter((s) => s.type === 'saving').length >= 2) {
          child.kill('SIGKILL');
        }
        if (m.type === 'done') reject(new Error('the worker finished before it could be killed'));
      });
      child.on('exit', () => resolve());
    });
    await killed;
    const actedBefore = seen.filter((s) => s.type === 'acted').length;
    expect(actedBefore).toBeGreaterThanOrEqual(1);
    expect(actedBefore).toBeLessThan(ids.length);

    // The next run (another worker, a minute later) takes what is still due.
    const next = await runDueWorker(
      schedulerAt(scopedStore(store, ids), () => when + 60_000),
      { parts: allShards() },
    );
    expect(next.actions.failed).toBeUndefined();
    for (const t of tables) {
      const after = (await store.findTable(t.id))!;
      // Exactly one move for the absent person: not lost, not doubled.
      expect(after.version, t.id).toBe(t.started.version + 1);
    }
    // A third run finds nothing due.
    expect(
      (
        await runDueWorker(
          schedulerAt(scopedStore(store, ids), () => when + 120_000),
          { parts: allShards() },
        )
      ).due,
    ).toBe(0);
  }, 60_000);

  it('a deadline moved by a move is never acted on from its old value (the index lagging the table)', async () => {
    const { id, started, toMove } = await timedTable('fan-moved-stale');
    const oldDeadline = started.turn!.deadline!;
    const moved = await expectOk(
      typedClient(app, toMove.token).POST('/v1/tables/{id}/moves', {
        params: { path: { id } },
        body: { ...moveOf(started.view!.legalMoves![0]), version: started.version },
      }),
    );
    const newDeadline = Date.parse(moved.turn!.deadline!);
    expect(newDeadline).toBeGreaterThan(Date.parse(oldDeadline) + 1);
    // The index still shows the old deadline; the worker runs after it passed, before the new one.
    const stale = new Map([[id, oldDeadline]]);
    const report = await runDueWorker(
      schedulerAt(scopedStore(store, [id], stale), () => (Date.parse(oldDeadline) + newDeadline) / 2),
      {
        parts: allShards(),
      },
    );
    expect(report.actions).toEqual({ 'not-due': 1 });
    expect((await store.findTable(id))!.version).toBe(moved.version);
  });

  it('a deadline moved by a move while a worker waits for it (the look-ahead) is never acted on from its old value', async () => {
    const { id, started, toMove } = await timedTable('fan-moved-ahead');
    const oldDeadline = Date.parse(started.turn!.deadline!);
    // The worker's clock: 1.5 s before the old deadline, running on from there.
    const t0 = Date.now();
    const clock = () => oldDeadline - 1500 + (Date.now() - t0);
    let taken!: () => void;
    const tookIt = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const scoped = scopedStore(store, [id]);
    const watched = new Proxy(scoped, {
      get(target, prop, receiver) {
        if (prop !== 'dueInShard') return Reflect.get(target, prop, receiver);
        return async (...args: Parameters<typeof store.dueInShard>) => {
          const page = await target.dueInShard(...args);
          if (page.some((e) => e.id === id)) taken();
          return page;
        };
      },
    });
    const run = runDueWorker(schedulerAt(watched, clock), { parts: allShards(), lookaheadMs: 5000 });
    await tookIt;
    // Taken with its old deadline, ahead of time; the person moves before it passes, halfway
    // through the wait, so the new deadline is as far past the old as the move is before it.
    // Why halfway: docs/scheduling.md#what-it-promises.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const moved = await expectOk(
      typedClient(app, toMove.token).POST('/v1/tables/{id}/moves', {
        params: { path: { id } },
        body: { ...moveOf(started.view!.legalMoves![0]), version: started.version },
      }),
    );
    const report = await run;
    expect(clock()).toBeGreaterThan(oldDeadline);
    expect(report.actions).toEqual({ 'not-due': 1 });
    const after = (await store.findTable(id))!;
    expect(after.version).toBe(moved.version);
    expect(after.deadline).toBe(moved.turn!.deadline);
  });
});
