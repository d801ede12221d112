/**
 * The review of a hand on the bigger sets (docs/analysis.md's estimate, shared/analysis): a hand
 * of double-nine partnership and one of double-twelve Draw are replayed from their records, every
 * decision with a choice is estimated from its seat's view, and the open-hands line is not run
 * (its solver reads a hand as one 32-bit word).
 */
import { describe, expect, it } from 'vitest';
import { analyseHand } from '../../shared/analysis';
import { replayHand } from '../../shared/analysis/replay';
import { parseRules, setTileCount } from '../../shared/engine';
import { playedHand, QUICK } from './hands';

describe('the review on the bigger sets', () => {
  it.each([
    [{ preset: 'partnership', players: 4, set: 9 } as const, 'd9'],
    [{ preset: 'draw', players: 2, set: 12 } as const, 'd12'],
  ])('%o: every decision reviewed from its view, no exact line', (input, seed) => {
    const r = parseRules(input);
    const { record } = playedHand(input, seed);
    const replay = replayHand(r, record);
    // The deal rebuilt from the record: every tile of the set dealt or in the boneyard once.
    const W = r.set === 9 ? 2 : 3;
    let dealt = 0;
    for (const w of replay.dealt) for (let m = w; m; m &= m - 1) dealt++;
    expect(dealt + replay.bone.length).toBe(setTileCount(input.set));
    expect(replay.dealt.length).toBe(r.players * W);
    expect(replay.undrawnOrderKnown).toBe(true);
    const analysis = analyseHand(r, record, { ...QUICK, worlds: 60 });
    expect(analysis.exactFrom).toBeNull();
    const reviews = analysis.steps.flatMap((s) => (s.type !== 'pass' && s.review ? [s.review] : []));
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review.moves.length).toBeGreaterThan(1);
      for (const m of review.moves) expect(m.estimate.winChance).toBeGreaterThanOrEqual(0);
    }
  });
});
