/**
 * What the searches share on the engine's fast path: copying a determinized hand, greedy's
 * move, and the value of a finished hand for each side.
 */
import { HAND_DOMINO, type HandState } from '../../engine/hand';
import { type Rules, sideCount } from '../../engine/rules';
import { blockedAward, goingOutAward } from '../../engine/scoring';
import { PIPS, SUIT } from '../../engine/tiles';

/** Copies a hand into `dst`, reusing its arrays (a search's stack, a playout per world). */
export function copyHand(src: HandState, dst: HandState): void {
  copyArray(src.hands, dst.hands);
  copyArray(src.bone, dst.bone);
  copyArray(src.line.v, dst.line.v);
  copyArray(src.line.t, dst.line.t);
  copyArray(src.line.f, dst.line.f);
  dst.line.s = src.line.s;
  dst.line.n = src.line.n;
  dst.log.length = 0;
  copyArray(src.pts, dst.pts);
  dst.turn = src.turn;
  dst.opener = src.opener;
  dst.end = src.end;
  dst.dbl = src.dbl;
}

function copyArray(src: number[], dst: number[]): void {
  if (dst.length !== src.length) dst.length = src.length;
  for (let i = 0; i < src.length; i++) dst[i] = src[i];
}

/** The heaviest tile the seat to move can play, on the first end it fits. */
export function heaviestPlay(h: HandState): number {
  const hand = h.hands[h.turn];
  const l = h.line;
  if (l.v.length === 0) {
    let best = -1;
    for (let m = hand; m; m &= m - 1) {
      const t = 31 - Math.clz32(m & -m);
      if (best < 0 || PIPS[t] > PIPS[best]) best = t;
    }
    return best;
  }
  let best = -1;
  let bestEnd = 0;
  for (let i = 0; i < l.v.length; i++) {
    for (let m = hand & SUIT[l.v[i]]; m; m &= m - 1) {
      const t = 31 - Math.clz32(m & -m);
      if (best < 0 || PIPS[t] > PIPS[best]) {
        best = t;
        bestEnd = i;
      }
    }
  }
  return best | (bestEnd << 5);
}

/**
 * How good a finished hand is for each side: 1 for winning it, 0.5 for a tie, 0 for losing, plus
 * the point margin over the best other side (weighted by `marginWeight`), so among equally
 * likely wins the bigger one is preferred, and in All Fives points made during play count.
 *
 * Every iteration of a search ends here, so it scores the hand itself, allocating nothing: the
 * same award and deltas as the engine's scoreHand (playout.test.ts compares the two on hands of
 * every preset).
 */
export function handValues(r: Rules, h: HandState, marginWeight: number, out: number[] | Float64Array): void {
  const n = sideCount(r);
  const teams = r.teams === 'partnership';
  const pips = sidePips;
  for (let s = 0; s < n; s++) pips[s] = 0;
  for (let seat = 0; seat < h.hands.length; seat++) {
    let p = 0;
    for (let m = h.hands[seat]; m !== 0; m &= m - 1) p += PIPS[31 - Math.clz32(m & -m)];
    pips[teams ? seat % 2 : seat] += p;
  }
  // The winning side (-1: a blocked hand tied for fewest pips) and its award, as scoreHand.
  let winner: number;
  let award = 0;
  if (h.end === HAND_DOMINO) {
    winner = teams ? h.turn % 2 : h.turn;
    for (let s = 0; s < n; s++) if (s !== winner) award += pips[s];
    award = goingOutAward(r, award);
    if (r.doubledScores && h.dbl) award *= 2;
  } else {
    winner = 0;
    let tied = false;
    for (let s = 1; s < n; s++) {
      if (pips[s] < pips[winner]) {
        winner = s;
        tied = false;
      } else if (pips[s] === pips[winner]) tied = true;
    }
    if (tied) winner = -1;
    else {
      let others = 0;
      for (let s = 0; s < n; s++) if (s !== winner) others += pips[s];
      award = blockedAward(r, pips[winner], others, n);
    }
  }
  // Each side's total: points made during play plus its delta (a tie scores and loses nothing).
  const totals = sideTotals;
  for (let s = 0; s < n; s++) {
    let delta = 0;
    if (winner >= 0) {
      if (s === winner) delta = award;
      else if (r.losersLosePips) delta = -pips[s];
    }
    totals[s] = h.pts[s] + delta;
  }
  // The two best totals, so each side's margin over the best other side is one comparison.
  let first = -Infinity;
  let second = -Infinity;
  for (let s = 0; s < n; s++) {
    const total = totals[s];
    if (total > first) {
      second = first;
      first = total;
    } else if (total > second) second = total;
  }
  for (let s = 0; s < n; s++) {
    const mine = totals[s];
    const win = winner === s ? 1 : winner < 0 ? 0.5 : 0;
    out[s] = win + (mine - (mine === first ? second : first)) * marginWeight;
  }
}

/** handValues' scratch: pips and totals per side (at most 4 sides). */
const sidePips = new Float64Array(4);
const sideTotals = new Float64Array(4);
