/**
 * The local server's background loops (functions/local/loops.ts): a failed run is logged, marks
 * its loop down and is tried again after a capped back-off; a success marks it up again; and the
 * health answer names the loops down (503 problem+json) or says all are up (200).
 */
import { describe, expect, it } from 'vitest';
import { backoffMs, healthAnswer, LoopHealth, runEvery } from '../../functions/local/loops';

const until = async (what: () => boolean, ms = 5_000) => {
  for (const end = Date.now() + ms; !what(); await new Promise((r) => setTimeout(r, 5))) {
    if (Date.now() > end) throw new Error('timed out');
  }
};

describe('a background loop', () => {
  it('waits longer after each failure in a row, never above the cap', () => {
    const b = { firstMs: 1_000, maxMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((n) => backoffMs(n, b))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('logs each failure, is down while it fails, tries again, and is up once a run works', async () => {
    const health = new LoopHealth();
    const logs: string[] = [];
    const seen: string[] = [];
    let runs = 0;
    const stop = runEvery(
      'scheduler',
      60_000,
      async () => {
        runs++;
        if (runs <= 3) throw new Error(`no answer in time (${runs})`);
      },
      { health, log: (l) => logs.push(l), backoff: { firstMs: 5, maxMs: 20 }, firstInMs: 0 },
    );
    expect(health.get('scheduler')?.status).toBe('starting');
    await until(() => {
      const s = health.get('scheduler');
      if (s) seen.push(`${s.status}:${s.failures}`);
      return s?.status === 'up';
    });
    stop();
    expect(runs).toBe(4);
    expect([...new Set(seen)]).toEqual(['starting:0', 'down:1', 'down:2', 'down:3', 'up:0']);
    expect(logs).toEqual([
      'scheduler: failed (1 in a row): no answer in time (1); trying again in 0.005 s',
      'scheduler: failed (2 in a row): no answer in time (2); trying again in 0.01 s',
      'scheduler: failed (3 in a row): no answer in time (3); trying again in 0.02 s',
      'scheduler: working again after 3 failure(s)',
    ]);
  });

  it('never stops for good: after the cap it goes on trying at the cap', async () => {
    const health = new LoopHealth();
    let runs = 0;
    const stop = runEvery(
      'snapshots',
      3_600_000,
      async () => {
        runs++;
        throw new Error('throttled');
      },
      { health, log: () => {}, backoff: { firstMs: 1, maxMs: 4 }, firstInMs: 0 },
    );
    await until(() => runs >= 12);
    stop();
    expect(health.get('snapshots')).toMatchObject({ status: 'down', lastError: 'throttled' });
    expect(health.get('snapshots')!.failures).toBeGreaterThanOrEqual(12);
  });
});

describe('the health answer', () => {
  it('is a 503 problem naming each loop down, then 200 when all are up', async () => {
    const health = new LoopHealth(() => new Date('2026-12-06T05:00:00Z'));
    health.add('notifier');
    health.add('scheduler');
    health.up('scheduler');
    health.down('notifier', "cannot follow the table's stream: no answer in time", 2_000);

    const down = healthAnswer(health);
    expect(down.status).toBe(503);
    expect(down.headers.get('content-type')).toBe('application/problem+json');
    expect(down.headers.get('retry-after')).toBe('5');
    const problem = (await down.json()) as { detail: string; loops: unknown[] };
    expect(problem).toMatchObject({
      status: 503,
      code: 'server/loop-down',
      type: 'urn:dominoes:problem:server:loop-down',
      down: ['notifier'],
    });
    expect(problem.detail).toBe(
      "down: notifier (notifier: cannot follow the table's stream: no answer in time)",
    );
    expect(problem.loops).toContainEqual({
      name: 'notifier',
      status: 'down',
      since: '2026-12-06T05:00:00.000Z',
      failures: 1,
      lastError: "cannot follow the table's stream: no answer in time",
      retryAt: '2026-12-06T05:00:02.000Z',
    });

    health.up('notifier');
    const up = healthAnswer(health);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({
      status: 'up',
      loops: [
        { name: 'notifier', status: 'up', since: '2026-12-06T05:00:00.000Z', failures: 0 },
        { name: 'scheduler', status: 'up', since: '2026-12-06T05:00:00.000Z', failures: 0 },
      ],
    });
  });
});
