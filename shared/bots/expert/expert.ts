/**
 * `expert`: determinized Monte Carlo with inference. From its seat's view alone it infers what
 * each opponent cannot hold (inference.ts), deals the hidden tiles many times consistently with
 * that (world.ts), and in each world plays every candidate move out to the end of the hand with
 * a cheap sensible policy (playout.ts). The move with the best average outcome wins. Every
 * candidate is scored on the same worlds, so the comparison is not drowned by deal luck.
 *
 * Deterministic given its seed; the work per decision is fixed (simulated moves, spread over
 * worlds x candidate moves: late in a hand playouts are short, so it samples more worlds), which
 * bounds its time.
 */
import { applyEncoded, DRAW, type HandState } from '../../engine/hand';
import { type RngState, seedState } from '../../engine/rng';
import { type Rules, sideOf } from '../../engine/rules';
import { parseTile } from '../../engine/tiles';
import type { LegalMove, SeatView } from '../../engine/view';
import type { ComputerPlayer } from '../player';
import { inferSlots } from './inference';
import { copyHand, handValue, playOut } from './playout';
import { blankHand, knowledgeOf, sampleWorld } from './world';

export interface ExpertOptions {
  /**
   * Simulated moves per decision, spread over worlds x candidate moves; a playout is estimated at
   * the tiles still in hands. Bounds the decision's time whatever the phase of the hand.
   */
  steps: number;
  /** Share of random plays in the playout policy. */
  randomShare: number;
  /**
   * An optional safety net on the decision's time: with a clock (ms) handed in, stop adding
   * worlds after `maxMs`. Off by default, so a decision is a pure function of view and seed and
   * its time is bounded by the fixed playout count; a caller that prefers latency to exact
   * replay under an overloaded machine may hand in a clock.
   */
  maxMs?: number;
  clock?: () => number;
}

export const EXPERT_DEFAULTS: ExpertOptions = { steps: 48_000, randomShare: 0.15 };

function encode(m: LegalMove): number {
  return m.type === 'draw' ? DRAW : parseTile(m.tile)! | (m.end << 5);
}

export function chooseExpert(view: SeatView, seed: string, opts: ExpertOptions = EXPERT_DEFAULTS): LegalMove {
  const moves = view.legalMoves!;
  if (moves.length === 1) return moves[0];
  const r = view.rules;
  const me = view.seat!;
  const side = sideOf(r, me);
  const k = knowledgeOf(view, inferSlots(view));
  const rng = seedState(seed);
  const world = blankHand(k);
  const work: HandState = blankHand(k);
  work.line = { v: [], t: [], f: [], s: -1, n: 0 };
  const pool: number[] = [];
  const encoded = moves.map(encode);
  const totals = new Float64Array(moves.length);
  const marginWeight = r.fivesDuringPlay ? 0.02 : 0.005;
  const inHands = view.handCounts.reduce((a, b) => a + b, 0);
  const worlds = Math.min(4000, Math.max(8, Math.floor(opts.steps / (moves.length * inHands))));
  const clock = opts.clock;
  const deadline = clock ? clock() + (opts.maxMs ?? Infinity) : Infinity;
  for (let w = 0; w < worlds && (!clock || w & 15 || clock() < deadline); w++) {
    sampleWorld(k, world, rng, pool);
    for (let i = 0; i < encoded.length; i++) {
      copyHand(world, work);
      playFrom(work, encoded[i], r, rng, opts.randomShare);
      totals[i] += handValue(r, work, side, marginWeight);
    }
  }
  let best = 0;
  for (let i = 1; i < totals.length; i++) if (totals[i] > totals[best]) best = i;
  return moves[best];
}

function playFrom(h: HandState, move: number, r: Rules, rng: RngState, randomShare: number): void {
  applyEncoded(r, h, move);
  playOut(r, h, rng, randomShare);
}

export const expertPlayer: ComputerPlayer = {
  level: 'expert',
  choose: (view, seed) => chooseExpert(view, seed),
};
