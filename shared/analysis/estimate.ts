/**
 * What each legal move is worth to the seat to move, from its view alone: the expert's reading
 * of the game, every move weighed over the same deals. The seat's information set is dealt
 * `worlds` times consistently with what its view proves (the expert's inference and sampling,
 * bots/expert/inference.ts and world.ts), each deal weighed by how likely the other seats' plays
 * make it (bots/expert/likelihood.ts, the pool the expert's tree search draws from); in each
 * deal every move is made and the hand played out by the expert's club-player policy
 * (bots/expert/policy.ts). Every move meets the same deals and the same playouts (common random
 * numbers), so the differences between moves, which the verdicts rest on, are far steadier than
 * each move's value alone.
 *
 * The value of a move is the expert's own reward, the chance of winning the hand plus the point
 * margin at the expert's rate (bots/expert/expert.ts, marginWeight): what the expert maximises.
 *
 * Pure and deterministic given the seed; the work is the deals times the moves, never a clock.
 */
import { EXPERT_DEFAULTS, marginWeight } from '../bots/expert/expert';
import { inferSlots } from '../bots/expert/inference';
import { copyHand } from '../bots/expert/playout';
import { policyRollout } from '../bots/expert/policy';
import * as wide from '../bots/expert/wide';
import { blankHand, type Knowledge, knowledgeOf } from '../bots/expert/world';
import { encodeMove, weighedWorlds } from '../bots/ismcts/search';
import {
  applyEncoded,
  DRAW,
  emptyLine,
  encodePlay,
  HAND_PLAYING,
  type HandState,
  parseTile,
  type RngState,
  type Rules,
  type SeatView,
  seedState,
  sideCount,
  sideOf,
  tileCountOf,
} from '../engine';
import { type Outcome, outcomeOf } from './outcome';

export interface MoveEstimate {
  /** The chance that the seat's side wins the hand (a tied block counts half). */
  winChance: number;
  /** The expected point margin of the hand for the seat's side (outcome.ts). */
  points: number;
  /** winChance + marginWeight × points: the expert's reward, which ranks the moves. */
  value: number;
}

/** Points each side scored so far this hand (All Fives), from the view's history. */
export function pointsSoFar(view: SeatView): number[] {
  const r = view.rules;
  const pts = new Array<number>(sideCount(r)).fill(0);
  for (const e of view.history) if (e.type === 'play') pts[sideOf(r, e.seat)] += e.points;
  return pts;
}

/**
 * The estimates of one decision, dealt a batch of worlds at a time (`deal`), so that the caller
 * can stop once the answer it needs is settled: each move's weighted means, and the standard
 * error of the difference between two moves over the same worlds.
 */
export class MoveEstimator {
  readonly moves: number;
  private readonly view: SeatView;
  private readonly r: Rules;
  private readonly side: number;
  private readonly encoded: number[];
  /** Double-six: the expert's inference; a bigger set: the bigger sets' expert's (wide.ts). */
  private readonly k: Knowledge | null;
  private readonly wideK: wide.Knowledge | null;
  private readonly rng: RngState;
  private readonly base: HandState;
  private readonly h: HandState;
  private readonly outcome: Outcome = { win: 0, margin: 0 };
  private readonly mw: number;
  /** Per world: its weight; per world and move: the win and the margin. */
  private weights: number[] = [];
  private wins: number[] = [];
  private margins: number[] = [];
  /** The log-likelihood every weight is taken against (the first batch's most likely world). */
  private reference = Number.NaN;

  /** `view` must be the seat's own, on its turn. */
  constructor(view: SeatView, seed: string) {
    const legal = view.legalMoves;
    if (view.seat === null || !legal || legal.length === 0) throw new Error('not this seat’s turn');
    this.view = view;
    this.r = view.rules;
    this.side = sideOf(this.r, view.seat);
    this.moves = legal.length;
    this.rng = seedState(seed);
    this.mw = marginWeight(this.r);
    if (this.r.set !== undefined) {
      // A bigger set: its hands are words of 32 bits, which the double-six inference does not read.
      this.encoded = legal.map((m) => (m.type === 'draw' ? DRAW : encodePlay(parseTile(m.tile)!, m.end)));
      this.k = null;
      this.wideK = wide.knowledgeOf(view);
      this.base = wide.blank(this.wideK);
      this.h = wide.blank(this.wideK);
      return;
    }
    this.encoded = legal.map(encodeMove);
    this.k = knowledgeOf(view, inferSlots(view));
    this.wideK = null;
    // The position as seen, each deal's hidden tiles filled in: the line, the points so far.
    this.base = blankHand(this.k);
    this.base.pts = pointsSoFar(view);
    this.h = { ...blankHand(this.k), line: emptyLine() };
  }

  /** Worlds dealt so far. */
  get worlds(): number {
    return this.weights.length;
  }

  /** Deals `count` more worlds and plays every move out in each. */
  deal(count: number): void {
    if (this.wideK) {
      this.dealWide(count, this.wideK);
      return;
    }
    const { r, base, h, outcome } = this;
    const { hands, bones, logs } = weighedWorlds(this.view, this.k!, this.rng, count, EXPERT_DEFAULTS.model);
    if (Number.isNaN(this.reference)) this.reference = Math.max(...logs);
    const policy = EXPERT_DEFAULTS.policy;
    for (let w = 0; w < hands.length; w++) {
      this.weights.push(Math.exp(logs[w] - this.reference));
      base.hands = hands[w];
      base.bone = bones[w];
      for (let i = 0; i < this.encoded.length; i++) {
        copyHand(base, h);
        applyEncoded(r, h, this.encoded[i]);
        if (h.end === HAND_PLAYING) policyRollout(r, h, this.rng, policy);
        outcomeOf(r, h, this.side, outcome);
        this.wins.push(outcome.win);
        this.margins.push(outcome.margin);
      }
    }
  }

  /**
   * `deal` on a bigger set: deals consistent with the view (wide.ts: counts, numbers passed on),
   * each weighing alike, played out by the bigger sets' club player.
   */
  private dealWide(count: number, k: wide.Knowledge): void {
    const { r, base, h, outcome } = this;
    const pool: number[] = [];
    const pts = pointsSoFar(this.view);
    for (let w = 0; w < count; w++) {
      wide.sampleWorld(k, base, this.rng, pool);
      for (let i = 0; i < pts.length; i++) base.pts[i] = pts[i];
      this.weights.push(1);
      for (let i = 0; i < this.encoded.length; i++) {
        wide.copyHand(base, h);
        applyEncoded(r, h, this.encoded[i]);
        if (h.end === HAND_PLAYING) wide.rollout(r, h, this.rng, wide.WIDE_EXPERT, 4 * tileCountOf(r));
        outcomeOf(r, h, this.side, outcome);
        this.wins.push(outcome.win);
        this.margins.push(outcome.margin);
      }
    }
  }

  /** Each move's estimate over the worlds dealt so far (legalMoves order). */
  estimates(): MoveEstimate[] {
    const n = this.moves;
    const wins = new Float64Array(n);
    const margins = new Float64Array(n);
    let total = 0;
    this.weights.forEach((weight, w) => {
      total += weight;
      for (let i = 0; i < n; i++) {
        wins[i] += weight * this.wins[w * n + i];
        margins[i] += weight * this.margins[w * n + i];
      }
    });
    return Array.from({ length: n }, (_, i) => {
      const winChance = wins[i] / total;
      const points = margins[i] / total;
      return { winChance, points, value: winChance + this.mw * points };
    });
  }

  /**
   * For every move j, value(j) - value(p) over the worlds dealt so far, and the standard error
   * of that difference (self-normalised importance weights; the same worlds for both moves).
   */
  differencesFrom(p: number): { mean: Float64Array; error: Float64Array } {
    const n = this.moves;
    const mw = this.mw;
    const mean = new Float64Array(n);
    const error = new Float64Array(n);
    let total = 0;
    const diff = (w: number, j: number) =>
      this.wins[w * n + j] - this.wins[w * n + p] + mw * (this.margins[w * n + j] - this.margins[w * n + p]);
    this.weights.forEach((weight, w) => {
      total += weight;
      for (let j = 0; j < n; j++) mean[j] += weight * diff(w, j);
    });
    for (let j = 0; j < n; j++) mean[j] /= total;
    this.weights.forEach((weight, w) => {
      for (let j = 0; j < n; j++) {
        const d = diff(w, j) - mean[j];
        error[j] += weight * weight * d * d;
      }
    });
    for (let j = 0; j < n; j++) error[j] = Math.sqrt(error[j]) / total;
    return { mean, error };
  }
}

/** Every legal move of the view estimated over `worlds` weighed deals (legalMoves order). */
export function estimateMoves(view: SeatView, seed: string, worlds: number): MoveEstimate[] {
  const estimator = new MoveEstimator(view, seed);
  estimator.deal(worlds);
  return estimator.estimates();
}
