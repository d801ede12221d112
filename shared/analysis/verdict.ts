/**
 * Verdicts and accuracy, as lichess gives them (lichess.org/page/accuracy), on the hand's win
 * chance instead of a chess engine's.
 *
 * lichess judges a move by how much it lowers the mover's winning chances on a -1..1 scale
 * (2p - 1 for a chance p of winning): an inaccuracy from 0.1, a mistake from 0.2, a blunder from
 * 0.3. A loss of Δ in a 0..1 chance is 2Δ on that scale, so here a move is an inaccuracy when it
 * gives up 0.05 of a hand's win chance against the best move, a mistake from 0.10, a blunder
 * from 0.15. The chance is the estimates' value, the win chance plus the point margin at the
 * expert's rate (bots/expert/expert.ts, marginWeight: 0.005 a point, 0.02 in All Fives), so in
 * All Fives giving away a count is a loss too, and elsewhere twenty points of margin weigh as
 * much as a tenth of a hand.
 *
 * A move's accuracy is lichess's: 103.1668 × e^(-0.04354 × L) - 3.1669, clamped to 0..100,
 * where L is the loss in percentage points of that chance (100 Δ); the best move scores 100, a
 * loss of 5 points about 80, of 15 about 50. A seat's accuracy for the hand is the mean of its
 * judged moves' arithmetic and harmonic means (lichess mixes a volatility-weighted mean with the
 * harmonic one; a hand has too few moves for windows of volatility, so the plain mean stands in),
 * a move's accuracy floored at 1 in the harmonic mean so one hopeless move does not make it 0.
 */

/**
 * lichess marks nothing below an inaccuracy; here that is 'good'. Whether the move played was
 * the best one is the review's own question (`played === best`), not a verdict: two moves of
 * nearly equal value swap places between seeds, and a verdict should not swing with them.
 */
export const VERDICTS = ['good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Losses of win chance (0..1) from which each verdict applies: lichess's 0.1/0.2/0.3, halved. */
export const THRESHOLDS = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.15 } as const;

export function verdictOf(loss: number): Verdict {
  if (loss >= THRESHOLDS.blunder) return 'blunder';
  if (loss >= THRESHOLDS.mistake) return 'mistake';
  if (loss >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/** lichess's accuracy of one move from its loss of win chance (0..1). */
export function moveAccuracy(loss: number): number {
  const a = 103.1668 * Math.exp(-0.04354 * Math.max(0, loss) * 100) - 3.1669;
  return Math.min(100, Math.max(0, a));
}

/** A seat's accuracy over its judged moves; null when it had none. */
export function handAccuracy(accuracies: readonly number[]): number | null {
  if (accuracies.length === 0) return null;
  const mean = accuracies.reduce((a, b) => a + b, 0) / accuracies.length;
  const harmonic = accuracies.length / accuracies.reduce((a, b) => a + 1 / Math.max(1, b), 0);
  return (mean + harmonic) / 2;
}

/** `x` rounded to `places` decimals, never -0 (stored JSON). */
export function roundTo(x: number, places: number): number {
  const f = 10 ** places;
  const v = Math.round(x * f) / f;
  return v === 0 ? 0 : v;
}

/** What a review says of one seat: its judged decisions counted by verdict, its accuracy, what it gave up. */
export interface SeatSummary {
  seat: number;
  /** Decisions judged (with a choice). */
  judged: number;
  /** lichess-style accuracy over the judged decisions, 0..100; null with none. */
  accuracy: number | null;
  verdicts: Record<Verdict, number>;
  /** Expected win chance and points given up, summed over the judged decisions. */
  lost: { winChance: number; points: number };
}

/** The summary of `seat` from the reviews of its judged decisions, in any game. */
export function seatSummary(
  seat: number,
  reviews: readonly { verdict: Verdict; accuracy: number; loss: { winChance: number; points: number } }[],
): SeatSummary {
  const verdicts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  for (const r of reviews) verdicts[r.verdict]++;
  const accuracy = handAccuracy(reviews.map((r) => r.accuracy));
  return {
    seat,
    judged: reviews.length,
    accuracy: accuracy === null ? null : roundTo(accuracy, 1),
    verdicts,
    lost: {
      winChance: roundTo(
        reviews.reduce((a, r) => a + r.loss.winChance, 0),
        4,
      ),
      points: roundTo(
        reviews.reduce((a, r) => a + r.loss.points, 0),
        2,
      ),
    },
  };
}

/** Standard errors a verdict's threshold must lie from the loss for the verdict to stand. */
export const SETTLED_ERRORS = 2;

/**
 * Whether the played move's verdict is settled, given the other moves' differences from it (their
 * means and standard errors): the loss is the largest difference, so each threshold must lie
 * either above every difference (by SETTLED_ERRORS standard errors) or below one of them.
 */
export function verdictSettled(
  differences: { mean: ArrayLike<number>; error: ArrayLike<number> },
  played: number,
): boolean {
  const { mean, error } = differences;
  for (const t of Object.values(THRESHOLDS)) {
    let below = true;
    let above = false;
    for (let j = 0; j < mean.length; j++) {
      if (j === played) continue;
      if (mean[j] + SETTLED_ERRORS * error[j] >= t) below = false;
      if (mean[j] - SETTLED_ERRORS * error[j] >= t) above = true;
    }
    if (!below && !above) return false;
  }
  return true;
}
