/**
 * Whole matches of every preset through HTTP, people and computer players mixed, each response
 * checked against the stored engine state (exact view, no hidden tile).
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../shared/bots';
import { signUp, testApp, testStore } from '../support/api';
import { lineView } from '../support/client';
import { playToEnd, startTable } from '../support/play';

const app = testApp();
const store = testStore();
const person = { kind: 'person' } as const;
const computer = (level: BotLevel) => ({ kind: 'computer', level }) as const;

async function people(n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => signUp(app, `P${i}`)));
}

// Whole matches, request by request: a few seconds each alone, over 30 s on a loaded 2-core machine.
describe('a complete match through HTTP', { timeout: 120_000 }, () => {
  it('partnership: two people (seats 0+2) against two computer players', async () => {
    const [a, b] = await people(2);
    const started = await startTable(app, a, [b], {
      rules: { preset: 'partnership', players: 4 },
      seats: [person, computer('greedy'), person, computer('greedy')],
      seed: 'partnership-1',
    });
    expect(started.seats.map((s) => s.kind)).toEqual(['person', 'computer', 'person', 'computer']);
    const { table } = await playToEnd(
      app,
      store,
      started.id,
      new Map([
        [0, a],
        [2, b],
      ]),
      'moves-1',
    );
    expect(table.status).toBe('over');
    expect(Math.max(...lineView(table).scores)).toBeGreaterThanOrEqual(100);
  });

  it('draw: two people', async () => {
    const [a, b] = await people(2);
    const started = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'draw-1' });
    const { table } = await playToEnd(
      app,
      store,
      started.id,
      new Map([
        [0, a],
        [1, b],
      ]),
      'moves-2',
    );
    expect(table.status).toBe('over');
    expect(lineView(table).winner).not.toBeNull();
  });

  it('block: one person against three computer players', async () => {
    const [a] = await people(1);
    const started = await startTable(app, a, [], {
      rules: { preset: 'block', players: 4 },
      seats: [person, computer('random'), computer('greedy'), computer('random')],
      seed: 'block-1',
    });
    const { table, posts } = await playToEnd(app, store, started.id, new Map([[0, a]]), 'moves-3');
    expect(table.status).toBe('over');
    expect(posts).toBeGreaterThan(0);
  });

  it('allFives: three people', async () => {
    const [a, b, c] = await people(3);
    const started = await startTable(app, a, [b, c], {
      rules: { preset: 'allFives', players: 3 },
      seed: 'fives-1',
    });
    const { table } = await playToEnd(
      app,
      store,
      started.id,
      new Map([
        [0, a],
        [1, b],
        [2, c],
      ]),
      'moves-4',
    );
    expect(table.status).toBe('over');
    expect(Math.max(...lineView(table).scores)).toBeGreaterThanOrEqual(150);
  });

  it('draw with drawing by choice: two people, the open seat filled by a computer player', async () => {
    const [a, b] = await people(2);
    const started = await startTable(app, a, [b], {
      rules: { preset: 'draw', players: 3, drawWhilePlayable: true, boneyardReserve: 2, target: 30 },
      fillWithComputers: { level: 'greedy' },
      visibility: 'public',
      seed: 'draw-choice-1',
    });
    expect(started.seats[2]).toEqual({
      seat: 2,
      kind: 'computer',
      level: 'greedy',
      name: 'Greedy computer',
    });
    const { table } = await playToEnd(
      app,
      store,
      started.id,
      new Map([
        [0, a],
        [1, b],
      ]),
      'moves-5',
    );
    expect(table.status).toBe('over');
  });
});
