/**
 * A step's `at` (docs/analysis.md#the-route), issue 39 item 11: the index in the hand's log of
 * the step's first entry, so a draw of three tiles moves the next step's `at` by three; the
 * steps are the table history's events one for one, but `at` is not their position in it.
 */
import { describe, expect, it } from 'vitest';
import { analyseHand } from '../../shared/analysis';
import { historyEntries, historyFor } from '../../shared/engine';
import { playedHand, QUICK } from './hands';

describe('a step’s at', () => {
  it('counts the hand’s log: a draw of several tiles moves it by their count', () => {
    // The first seeded Draw hand with a seat drawing three tiles or more in a row by itself.
    let found: ReturnType<typeof playedHand> | undefined;
    for (let i = 0; i < 200 && !found; i++) {
      const hand = playedHand({ preset: 'draw', players: 2 }, `step-at-${i}`);
      if (historyFor(hand.record.log, null).some((e) => e.type === 'draw' && e.count >= 3)) found = hand;
    }
    expect(found, 'a hand with a draw of three tiles').toBeDefined();
    const { rules, record } = found!;
    const analysis = analyseHand(rules, record, { ...QUICK, seed: 'step-at' });
    const history = historyFor(record.log, null);
    // One step per history event, at the log index the engine gives the event.
    expect(analysis.steps.length).toBe(history.length);
    expect(analysis.steps.map((s) => s.at)).toEqual(historyEntries(record.log, null).map((e) => e.at));
    for (let i = 0; i + 1 < analysis.steps.length; i++) {
      const step = analysis.steps[i];
      const by = step.type === 'draw' ? step.count : 1;
      expect(analysis.steps[i + 1].at - step.at, `after step ${i} (${step.type})`).toBe(by);
    }
    // So after a draw of three, `at` is no longer the position in the history array.
    const big = analysis.steps.findIndex((s) => s.type === 'draw' && s.count >= 3);
    expect(analysis.steps[big + 1].at).toBeGreaterThanOrEqual(big + 3);
  });
});
