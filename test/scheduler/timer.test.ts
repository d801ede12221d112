/**
 * The local server's scheduler: the same worker on a timer (SCHEDULER_SECONDS), run after run, not
 * once; here on a short period against DynamoDB Local.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { schedulerPeriodMs, startSchedulerTimer } from '../../functions/scheduler/timer';
import { signUp, testApp, testStore } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { moveOf } from '../support/play';
import { schedulerAt, scopedStore } from '../support/scheduler';

const store = testStore();
/** Computer players that never reply inside the request: they are left for the scheduler. */
const impatient = testApp({ botBudgetMs: 0 });

/** A table whose computer player is to move, left for the scheduler; its id and version. */
async function computerToMove(seed: string) {
  const a = await signUp(impatient, 'Solo');
  const client = typedClient(impatient, a.token);
  const created = await expectOk(
    client.POST('/v1/tables', {
      body: {
        rules: { preset: 'block', players: 2 },
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
        seed,
      },
    }),
    201,
  );
  let table = await expectOk(client.POST('/v1/tables/{id}/start', { params: { path: { id: created.id } } }));
  if (table.turn!.seat === 0) {
    const body = { ...moveOf(table.view!.legalMoves![0]), version: table.version };
    table = await expectOk(
      client.POST('/v1/tables/{id}/moves', { params: { path: { id: created.id } }, body }),
    );
  }
  expect(table.turn!.seat).toBe(1);
  return { id: created.id, version: table.version };
}

async function movedWithin(id: string, version: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) {
    if ((await store.findTable(id))!.version > version) return true;
  }
  return false;
}

describe('the local server’s scheduler', () => {
  it('runs every SCHEDULER_SECONDS (5 s unless set), and refuses a period that is none', () => {
    expect(schedulerPeriodMs({})).toBe(5_000);
    expect(schedulerPeriodMs({ SCHEDULER_SECONDS: '60' })).toBe(60_000);
    expect(schedulerPeriodMs({ SCHEDULER_SECONDS: '0.5' })).toBe(500);
    expect(() => schedulerPeriodMs({ SCHEDULER_SECONDS: 'often' })).toThrow(RangeError);
    expect(() => schedulerPeriodMs({ SCHEDULER_SECONDS: '0' })).toThrow(RangeError);
  });

  it('keeps running: a table left due after one run is acted on by a later one', async () => {
    const first = await computerToMove('timer-first');
    const ids = [first.id];
    const lines: string[] = [];
    // The timer's worker sees this test's tables only (the index as it grows: `ids` is read each run).
    const scoped = new Proxy(store, {
      get(target, prop, receiver) {
        if (prop === 'dueInShard') {
          return (...args: Parameters<typeof store.dueInShard>) =>
            scopedStore(target, [...ids]).dueInShard(...args);
        }
        const v = Reflect.get(target, prop, receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const stop = startSchedulerTimer(
      schedulerAt(scoped, () => Date.now()),
      200,
      (line) => lines.push(line),
    );
    try {
      expect(await movedWithin(first.id, first.version, 5_000)).toBe(true);
      // Later, another table falls due: a later run takes it.
      const second = await computerToMove('timer-second');
      ids.push(second.id);
      expect(await movedWithin(second.id, second.version, 5_000)).toBe(true);
      // Each run's line is written when the run ends, just after its save.
      await expect
        .poll(() => lines.filter((l) => l.includes('"computer-moved":1')).length, { timeout: 5_000 })
        .toBe(2);
    } finally {
      stop();
    }
  });
});
