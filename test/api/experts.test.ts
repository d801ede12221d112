/**
 * Issue 5's promise: a person plays a whole match against three expert computer players through
 * the API, each expert fed only its seat's view (the processor checks every response against
 * the stored state, so no hidden tile reaches the person either).
 */
import { describe, expect, it } from 'vitest';
import { signUp, testApp, testStore } from '../support/api';
import { lineView } from '../support/client';
import { playToEnd, startTable } from '../support/play';

describe('one person against three expert computer players', () => {
  it('plays a whole partnership match to its end', async () => {
    // A generous budget: on a loaded test machine the experts still all reply inside the request.
    const app = testApp({ botBudgetMs: 10_000 });
    const store = testStore();
    const me = await signUp(app, 'Solo');
    const expert = { kind: 'computer', level: 'expert' } as const;
    const started = await startTable(app, me, [], {
      rules: { preset: 'partnership', players: 4, target: 50 },
      seats: [{ kind: 'person' }, expert, expert, expert],
      seed: 'experts-1',
    });
    expect(started.seats.map((s) => (s.kind === 'computer' ? s.level : s.kind))).toEqual([
      'person',
      'expert',
      'expert',
      'expert',
    ]);
    const { table, posts } = await playToEnd(app, store, started.id, new Map([[0, me]]), 'experts-moves');
    expect(table.status).toBe('over');
    expect(posts).toBeGreaterThan(0);
    expect(Math.max(...lineView(table).scores)).toBeGreaterThanOrEqual(50);
  }, 120_000);
});
