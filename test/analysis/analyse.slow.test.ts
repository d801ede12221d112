/**
 * The analysis of whole hands of every game: every step listed, judged only where there was a
 * choice, consistently; the same hand and seed give the same analysis. The quick parts (a
 * constructed blunder, the verdicts and accuracy): analyse.unit.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type AnalysisStep, analyseHand, type DecisionReview, verdictOf } from '../../shared/analysis';
import type { LegalMove } from '../../shared/engine';
import { GAMES, playedHand, QUICK } from './hands';

const reviewed = (steps: AnalysisStep[]) =>
  steps.flatMap((s) => (s.type !== 'pass' && s.review ? [{ step: s, review: s.review }] : []));

function checkReview(review: DecisionReview, legal: LegalMove[]) {
  expect(review.moves.map((m) => m.move)).toEqual(legal);
  const values = review.moves.map((m) => m.estimate.value);
  expect(values[review.best]).toBe(Math.max(...values));
  expect(review.loss.value).toBeGreaterThanOrEqual(0);
  expect(review.loss.value).toBeCloseTo(values[review.best] - values[review.played], 3);
  expect(review.verdict).toBe(verdictOf(review.loss.value));
  for (const m of review.moves) {
    expect(m.estimate.winChance).toBeGreaterThanOrEqual(0);
    expect(m.estimate.winChance).toBeLessThanOrEqual(1);
  }
  if (review.exactBest === null) expect(review.moves.every((m) => m.exact === null)).toBe(true);
  else {
    const exact = review.moves.map((m) => m.exact!.value);
    expect(exact[review.exactBest]).toBe(Math.max(...exact));
  }
}

describe('the analysis of a hand', () => {
  it.each(GAMES.map((g) => [JSON.stringify(g), g] as const))(
    '%s: every step listed in order, judged only where there was a choice',
    (_, input) => {
      for (let d = 0; d < 2; d++) {
        const { rules, record, views } = playedHand(input, `analyse-${d}`);
        const a = analyseHand(rules, record, QUICK);
        // The steps cover the log, entry by entry.
        let next = 0;
        for (const s of a.steps) {
          expect(s.at).toBe(next);
          next += s.type === 'draw' ? s.count : 1;
        }
        expect(next).toBe(record.log.length);
        for (const s of a.steps) {
          const view = views.get(s.at);
          if (s.type === 'pass') {
            expect(s.forced).toBe(true);
            continue;
          }
          const choice = view && view.legalMoves!.length > 1;
          expect(s.forced).toBe(!choice);
          expect(s.review === null).toBe(!choice);
          if (s.type === 'draw' && !s.chosen) expect(view).toBeUndefined();
          if (s.review) checkReview(s.review, view!.legalMoves!);
        }
        // exactFrom: every judged decision from there on has its open-hands results.
        const judged = reviewed(a.steps);
        if (a.exactFrom !== null) {
          for (const { step, review } of judged) {
            const i = a.steps.indexOf(step);
            expect(review.exactBest !== null).toBe(i >= a.exactFrom);
          }
        } else expect(judged.every((x) => x.review.exactBest === null)).toBe(true);
        for (const seat of a.seats) {
          const mine = judged.filter((x) => x.step.seat === seat.seat);
          expect(seat.judged).toBe(mine.length);
          expect(Object.values(seat.verdicts).reduce((x, y) => x + y, 0)).toBe(mine.length);
          expect(seat.accuracy === null).toBe(mine.length === 0);
        }
      }
    },
  );

  it('the same hand and seed give the same analysis; another seed other estimates, the same open-hands results', () => {
    const { rules, record } = playedHand({ preset: 'draw', players: 2 }, 'determinism');
    const once = analyseHand(rules, record, { ...QUICK, worlds: 600, maxWorlds: 1200 });
    const twice = analyseHand(rules, record, { ...QUICK, worlds: 600, maxWorlds: 1200 });
    expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
    const other = analyseHand(rules, record, { ...QUICK, worlds: 600, maxWorlds: 1200, seed: 'other' });
    expect(other.steps.length).toBe(once.steps.length);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(once));
    // The open-hands results rest on the deal alone, never on the seed.
    const exact = (a: typeof once) => reviewed(a.steps).map((x) => x.review.moves.map((m) => m.exact));
    expect(exact(other)).toEqual(exact(once));
  });
});
