/**
 * The analysis of a hand, its quick parts: a constructed hand in which one play throws away a won
 * hand is marked a blunder with the winning play named best (by the estimate and with every tile
 * in sight); a hand over as dealt has nothing to judge; a draw by choice is judged; the verdicts
 * and accuracy follow their documented formulas. Whole hands of every game: analyse.slow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnalysisStep,
  analyseHand,
  type DecisionReview,
  handAccuracy,
  moveAccuracy,
  THRESHOLDS,
  verdictOf,
} from '../../shared/analysis';
import {
  applyMove,
  type LegalMove,
  matchFromDeal,
  parseRules,
  parseTile,
  startMatchFromDeal,
  viewFor,
} from '../../shared/engine';
import { playedHand, playMoves, QUICK } from './hands';

const t = (name: string) => parseTile(name)!;
const play = (tile: string, end = 0): LegalMove => ({ type: 'play', tile, end });

/**
 * Block, two players, five tiles each, seat 0 leads. Seat 0: 0-0 1-1 1-2 2-5 3-6; seat 1:
 * 1-4 2-2 4-4 4-6 5-6. After 3-6, 5-6, 2-5, 2-2, 1-2, 1-4 the ends show 3 and 4; seat 0 holds
 * 0-0 and 1-1, fits neither and passes. Seat 1 holds 4-4 and 4-6. The double first (4-4 on the
 * 4) keeps the 4 open for 4-6, and seat 1 goes out next turn: a won hand. 4-6 first leaves 3 and
 * 6, which nobody holds: the hand blocks, and seat 1's 4-4 (8 pips) loses to seat 0's 2.
 */
function doubleFirstHand() {
  const r = parseRules({ preset: 'block', players: 2, handSize: 5 });
  const st = matchFromDeal(r, {
    hands: [['0-0', '1-1', '1-2', '2-5', '3-6'].map(t), ['1-4', '2-2', '4-4', '4-6', '5-6'].map(t)],
    opener: 0,
  });
  const before = playMoves(st, [
    play('3-6'),
    play('5-6', 1),
    play('2-5', 1),
    play('2-2', 1),
    play('1-2', 1),
    play('1-4', 1),
  ]);
  return { r, before };
}

const reviewed = (steps: AnalysisStep[]) =>
  steps.flatMap((s) => (s.type !== 'pass' && s.review ? [{ step: s, review: s.review }] : []));

describe('a hand in which one play loses a won hand', () => {
  it('the play is a blunder and the winning play is named best, estimated and exact', () => {
    const { r, before } = doubleFirstHand();
    expect(viewFor(before, 1).legalMoves).toEqual([play('4-4', 1), play('4-6', 1)]);
    const lost = applyMove(before, 1, { type: 'play', tile: t('4-6'), end: 1 });
    if (!lost.ok) throw new Error(lost.error.message);
    const record = lost.finished[0];
    expect(record.score.winner).toBe(0);
    const analysis = analyseHand(r, record, QUICK);
    const last = reviewed(analysis.steps).at(-1)!;
    expect(last.step.seat).toBe(1);
    const { review } = last;
    expect(review.verdict).toBe('blunder');
    expect(review.moves[review.best].move).toEqual(play('4-4', 1));
    expect(review.moves[review.played].move).toEqual(play('4-6', 1));
    expect(review.moves[review.best].estimate.winChance).toBe(1);
    expect(review.loss.winChance).toBeGreaterThanOrEqual(THRESHOLDS.blunder);
    expect(review.exactBest).toBe(review.best);
    expect(review.moves[review.best].exact).toMatchObject({ outcome: 'win' });
    expect(review.moves[review.played].exact).toMatchObject({ outcome: 'loss' });
    expect(analysis.seats[1].verdicts.blunder).toBeGreaterThanOrEqual(1);
    // The same hand with the double played first: the move is good, and seat 1 goes out.
    const won = playMoves(before, [play('4-4', 1)]);
    const wonRecord = applyMove(won, 1, { type: 'play', tile: t('4-6'), end: 1 });
    if (!wonRecord.ok) throw new Error(wonRecord.error.message);
    expect(wonRecord.finished[0].out).toBe(1);
    const good = reviewed(analyseHand(r, wonRecord.finished[0], QUICK).steps).find(
      (x) => x.step.at === last.step.at,
    )!.review;
    expect(good.verdict).toBe('good');
    expect(good.played).toBe(good.best);
    expect(good.loss).toEqual({ value: 0, winChance: 0, points: 0 });
  });
});

describe('the analysis of a hand', () => {
  it('a hand over as it was dealt (its opening tile blocks it) has nothing to judge', () => {
    const r = parseRules({
      preset: 'block',
      players: 2,
      handSize: 2,
      opener: 'highestDoubleElseHighestTile',
    });
    const { finished } = startMatchFromDeal(r, { hands: [['6-6', '0-1'].map(t), ['2-3', '4-5'].map(t)] });
    expect(finished.length).toBe(1);
    const a = analyseHand(r, finished[0], QUICK);
    expect(a.steps).toEqual([
      { type: 'play', at: 0, seat: 0, forced: true, tile: '6-6', end: 0, points: 0, review: null },
    ]);
    expect(a.exactFrom).toBeNull();
    expect(a.seats.map((s) => [s.judged, s.accuracy])).toEqual([
      [0, null],
      [0, null],
    ]);
  });

  it('a draw by choice (drawWhilePlayable) is a decision, judged beside the plays it passed up', () => {
    const judged: DecisionReview[] = [];
    for (let d = 0; judged.length < 2 && d < 10; d++) {
      const { rules, record } = playedHand(
        { preset: 'draw', players: 3, drawWhilePlayable: true },
        `choose-${d}`,
      );
      for (const s of analyseHand(rules, record, QUICK).steps)
        if (s.type === 'draw' && s.chosen && s.review) judged.push(s.review);
    }
    expect(judged.length).toBeGreaterThanOrEqual(2);
    for (const review of judged) {
      expect(review.moves[review.played].move).toEqual({ type: 'draw' });
      expect(review.moves.some((m) => m.move.type === 'play')).toBe(true);
    }
  });
});

describe('verdicts and accuracy', () => {
  it('follow lichess’s thresholds, halved for a 0..1 win chance', () => {
    expect(verdictOf(0)).toBe('good');
    expect(verdictOf(0.0499)).toBe('good');
    expect(verdictOf(0.05)).toBe('inaccuracy');
    expect(verdictOf(0.0999)).toBe('inaccuracy');
    expect(verdictOf(0.1)).toBe('mistake');
    expect(verdictOf(0.15)).toBe('blunder');
    expect(verdictOf(1)).toBe('blunder');
  });

  it('a move’s accuracy is lichess’s formula; a hand’s mixes the mean and the harmonic mean', () => {
    expect(moveAccuracy(0)).toBeCloseTo(100, 3);
    expect(moveAccuracy(-0.01)).toBeCloseTo(100, 3);
    expect(moveAccuracy(0.05)).toBeCloseTo(79.8, 1);
    expect(moveAccuracy(0.15)).toBeCloseTo(50.5, 1);
    expect(moveAccuracy(1)).toBe(0);
    expect(handAccuracy([])).toBeNull();
    expect(handAccuracy([100, 100])).toBeCloseTo(100, 6);
    // Mean 50; harmonic mean of 100 and 1 (0 floored at 1): 2 / 1.01.
    expect(handAccuracy([100, 0])).toBeCloseTo((50 + 2 / 1.01) / 2, 6);
  });
});
