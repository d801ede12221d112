/**
 * What the searches share on the engine's fast path: copying a determinized hand, greedy's
 * move, and the value of a finished hand for each side.
 */
import { HAND_DOMINO, type HandState } from '../../engine/hand';
import type { Rules } from '../../engine/rules';
import { scoreHand } from '../../engine/scoring';
import { PIPS, pipsOf, SUIT } from '../../engine/tiles';

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
 */
export function handValues(r: Rules, h: HandState, marginWeight: number, out: number[] | Float64Array): void {
  const pips = h.hands.map(pipsOf);
  const score = scoreHand(
    r,
    pips,
    h.end === HAND_DOMINO ? { kind: 'domino', seat: h.turn, doubled: h.dbl } : { kind: 'blocked' },
  );
  const n = score.deltas.length;
  // The two best totals, so each side's margin over the best other side is one comparison.
  let first = -Infinity;
  let second = -Infinity;
  for (let s = 0; s < n; s++) {
    const total = h.pts[s] + score.deltas[s];
    if (total > first) {
      second = first;
      first = total;
    } else if (total > second) second = total;
  }
  for (let s = 0; s < n; s++) {
    const mine = h.pts[s] + score.deltas[s];
    const win = score.winner === s ? 1 : score.winner === null ? 0.5 : 0;
    out[s] = win + (mine - (mine === first ? second : first)) * marginWeight;
  }
}
