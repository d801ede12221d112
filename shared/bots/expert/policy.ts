/**
 * A playout policy that plays like a decent club player rather than a beginner, on the engine's
 * fast path (no allocation per move). Each playable tile is scored by what good players weigh:
 * its pips (weight left in hand loses blocked hands), doubles first (they fit only one number),
 * the seat's own tiles that will still fit the ends it leaves (not having to draw or pass), ends
 * the next opponent cannot follow (in a determinized deal its hand is known: the simulated
 * players look one seat ahead), ends the partner can follow, and in All Fives the points scored.
 * A small share of plays is random, so the simulated players stay varied.
 */
import { applyEncoded, countMoves, HAND_PLAYING, type HandState, nthMove } from '../../engine/hand';
import { ARM_EMPTY, ARM_SHORT, type Line } from '../../engine/line';
import { nextUint32, type RngState } from '../../engine/rng';
import type { Rules } from '../../engine/rules';
import { countPoints, countScoringOf } from '../../engine/scoring';
import { DOUBLES, HIGH, isDouble, LOW, otherEnd, PIPS, popcount, SUIT } from '../../engine/tiles';

export interface PolicyWeights {
  pips: number;
  double: number;
  /** Per own tile that fits the ends left. */
  follow: number;
  /** When the next seat (an opponent) cannot follow. */
  block: number;
  /** When the partner, next but one, can follow (teams). */
  partner: number;
  /** Per point scored (All Fives). */
  points: number;
  /** Per tile of the next seat (an opponent) that fits the ends left, taken off (absent: 0). */
  exposure?: number;
  /** Share of random plays. */
  randomShare: number;
}

export const POLICY_DEFAULTS: PolicyWeights = {
  pips: 1,
  double: 4,
  follow: 2,
  block: 6,
  partner: 2,
  points: 1.5,
  randomShare: 0.1,
};

/** The All Fives count after tile t goes on arm i (endsCount with one arm replaced). */
function countAfter(l: Line, t: number, i: number): number {
  let sum = 0;
  let openingDoubleCounted = false;
  for (let j = 0; j < l.v.length; j++) {
    if (j === i) {
      const v = otherEnd(t, l.v[i]);
      sum += isDouble(t) ? 2 * v : v;
      continue;
    }
    const f = l.f[j];
    if (f & ARM_SHORT) continue;
    const v = l.v[j];
    if (isDouble(l.t[j])) {
      if (f & ARM_EMPTY) {
        if (openingDoubleCounted) continue;
        openingDoubleCounted = true;
      }
      sum += 2 * v;
    } else sum += v;
  }
  return sum;
}

/** The best-scored move for the seat to move, encoded (`tile | end << 5`). */
export function policyMove(r: Rules, h: HandState, w: PolicyWeights): number {
  const seat = h.turn;
  const hand = h.hands[seat];
  const l = h.line;
  const n = h.hands.length;
  const next = h.hands[seat + 1 === n ? 0 : seat + 1];
  const teams = r.teams === 'partnership';
  const partner = teams ? h.hands[(seat + 2) % n] : 0;
  const counting = countScoringOf(r);
  if (l.v.length === 0) {
    // Leading: a heavy double, or a heavy tile of the numbers held most.
    let best = -1;
    let bestScore = -Infinity;
    for (let m = hand; m; m &= m - 1) {
      const t = 31 - Math.clz32(m & -m);
      const score =
        w.pips * PIPS[t] +
        (DOUBLES & (1 << t) ? w.double : 0) +
        w.follow * popcount(hand & (SUIT[LOW[t]] | SUIT[HIGH[t]]) & ~(1 << t)) * 0.5;
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
    return best;
  }
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < l.v.length; i++) {
    // The ends other than i stay; arm i will show the far number of the tile.
    let others = 0;
    for (let j = 0; j < l.v.length; j++) if (j !== i) others |= SUIT[l.v[j]];
    for (let m = hand & SUIT[l.v[i]]; m; m &= m - 1) {
      const t = 31 - Math.clz32(m & -m);
      const after = others | SUIT[otherEnd(t, l.v[i])];
      const rest = hand & ~(1 << t);
      let score = w.pips * PIPS[t] + w.follow * popcount(rest & after);
      if (DOUBLES & (1 << t)) score += w.double;
      if ((next & after) === 0) score += w.block;
      else if (w.exposure) score -= w.exposure * popcount(next & after);
      if (teams && partner & after) score += w.partner;
      if (counting !== 'none') score += w.points * countPoints(counting, countAfter(l, t, i));
      if (score > bestScore) {
        bestScore = score;
        best = t | (i << 5);
      }
    }
  }
  return best;
}

/** Plays the hand out with the policy; returns the moves made. */
export function policyRollout(r: Rules, h: HandState, rng: RngState, w: PolicyWeights): number {
  const threshold = w.randomShare * 4294967296;
  let moves = 0;
  for (; h.end === HAND_PLAYING; moves++) {
    if (threshold > 0 && nextUint32(rng) < threshold) {
      const n = countMoves(r, h);
      applyEncoded(r, h, nthMove(r, h, Math.floor((nextUint32(rng) * n) / 4294967296)));
    } else applyEncoded(r, h, policyMove(r, h, w));
  }
  return moves;
}
