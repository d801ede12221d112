/** Outside development tables every hand is dealt from a cryptographic seed, never the match PRNG. */
import { describe, expect, it } from 'vitest';
import { lineMatch } from '../../functions/tables/model';
import { signUp, testApp, testStore } from '../support/api';
import { playToEnd, startTable } from '../support/play';

describe('hand seeds', () => {
  it('come from crypto.randomBytes on every hand of a real table', async () => {
    const app = testApp({ devMode: false });
    const store = testStore();
    const a = await signUp(app, 'A');
    const started = await startTable(app, a, [], {
      rules: { preset: 'draw', players: 4, target: 150 },
      seats: [
        { kind: 'person' },
        { kind: 'computer', level: 'greedy' },
        { kind: 'computer', level: 'random' },
        { kind: 'computer', level: 'greedy' },
      ],
    });
    expect(started.development).toBe(false);
    const first = (await store.findTable(started.id))!;
    const seeds = new Set([lineMatch(first)!.hand.seed]);
    // Record every hand's seed as the match goes.
    const save = store.saveTable.bind(store);
    store.saveTable = async (t, ix, v, w) => {
      seeds.add(lineMatch(t)!.hand.seed);
      await save(t, ix, v, w);
    };
    await playToEnd(testApp({ devMode: false }, store), store, started.id, new Map([[0, a]]), 'crypto');
    const last = (await store.findTable(started.id))!;
    expect(lineMatch(last)!.handNo).toBeGreaterThan(1);
    expect(seeds.size).toBe(lineMatch(last)!.handNo);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32}$/);
    // The match's own PRNG never advanced: no hand was dealt from it.
    expect(lineMatch(last)!.rng).toEqual(lineMatch(first)!.rng);
  });
});
