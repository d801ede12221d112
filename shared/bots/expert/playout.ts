/**
 * Playouts on the engine's fast path: the same `applyEncoded` the API's moves go through, on a
 * determinized hand, to the end of the hand.
 */
import {
  applyEncoded,
  countMoves,
  HAND_DOMINO,
  HAND_PLAYING,
  type HandState,
  nthMove,
} from '../../engine/hand';
import { nextUint32, type RngState } from '../../engine/rng';
import type { Rules } from '../../engine/rules';
import { scoreHand } from '../../engine/scoring';
import { PIPS, pipsOf, SUIT } from '../../engine/tiles';

/** Copies a hand into `dst`, reusing its arrays (a playout per candidate move per world). */
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
  dst.length = src.length;
  for (let i = 0; i < src.length; i++) dst[i] = src[i];
}

/**
 * The playout policy: mostly what a sensible player does without thinking (shed the heaviest
 * playable tile), sometimes any legal play, so the simulated opponents are neither perfect nor
 * predictable. Never draws by choice.
 */
export function playOut(r: Rules, h: HandState, rng: RngState, randomShare: number): void {
  const threshold = randomShare * 4294967296;
  while (h.end === HAND_PLAYING) {
    const n = countMoves(r, h);
    if (n === 1 || nextUint32(rng) < threshold) {
      const k = n === 1 ? 0 : Math.floor((nextUint32(rng) * n) / 4294967296);
      applyEncoded(r, h, nthMove(r, h, k));
      continue;
    }
    applyEncoded(r, h, heaviestPlay(h));
  }
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
 * How good a finished hand is for `side`: 1 for winning it, 0.5 for a tie, 0 for losing, plus
 * the point margin over the best other side (weighted by `marginWeight`), so among equally
 * likely wins the bigger one is preferred, and in All Fives points made during play count.
 */
export function handValue(r: Rules, h: HandState, side: number, marginWeight: number): number {
  const out = new Array<number>(h.pts.length);
  handValues(r, h, marginWeight, out);
  return out[side];
}

/** `handValue` for every side at once (a search backs up each seat's own reward). */
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
