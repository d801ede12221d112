/**
 * Perfect-information search of one dealt world: alpha-beta over the hand as it would go if
 * every tile's place were known, to a depth in decisions (forced moves are free), with a cheap
 * evaluation past it. Values are the searching side's (handValues' win plus
 * point margin); every other side is assumed to play against it (paranoid search: exact for two
 * sides, a safe bound with three). States live on a stack of reused hands (no undo, no garbage).
 */
import { applyEncoded, countMoves, HAND_PLAYING, type HandState, nthMove } from '../../engine/hand';
import type { Rules } from '../../engine/rules';
import { DOUBLES, PIPS } from '../../engine/tiles';
import { copyHand, handValues } from './playout';

export interface WorldSearch {
  r: Rules;
  /** The searching side. */
  side: number;
  sideOfSeat: number[];
  marginWeight: number;
  /** Nodes visited so far (the caller's budget). */
  nodes: number;
  /** Stop once nodes reach this; the interrupted search's values must be discarded. */
  limit: number;
  aborted: boolean;
  /** States evaluated because the depth ran out (0 after a search: its values are exact). */
  cutoffs: number;
  /** Static value of a non-final state for `side`, when the depth runs out. */
  evaluate(s: WorldSearch, h: HandState): number;
  stack: HandState[];
  moves: Int32Array[];
  scores: Float64Array[];
  values: Float64Array;
}

const MAX_PLY = 64;

export function newWorldSearch(
  r: Rules,
  side: number,
  sideOfSeat: number[],
  marginWeight: number,
  evaluate: WorldSearch['evaluate'],
  like: () => HandState,
): WorldSearch {
  return {
    r,
    side,
    sideOfSeat,
    marginWeight,
    nodes: 0,
    cutoffs: 0,
    limit: Infinity,
    aborted: false,
    evaluate,
    stack: Array.from({ length: MAX_PLY + 1 }, like),
    moves: Array.from({ length: MAX_PLY + 1 }, () => new Int32Array(64)),
    scores: Array.from({ length: MAX_PLY + 1 }, () => new Float64Array(64)),
    values: new Float64Array(r.players),
  };
}

/** The final value of an ended hand for the searching side. */
export function finalValue(s: WorldSearch, h: HandState): number {
  handValues(s.r, h, s.marginWeight, s.values);
  return s.values[s.side];
}

/**
 * Orders the moves of the seat to move, best guess first (heavy tiles and doubles: shedding
 * weight wins blocked hands; doubles fit only one number). Returns the count.
 */
export function orderedMoves(r: Rules, h: HandState, out: Int32Array, score: Float64Array): number {
  const n = countMoves(r, h);
  for (let i = 0; i < n; i++) {
    const m = nthMove(r, h, i);
    const t = m & 31;
    const sc = t < 28 ? PIPS[t] + (DOUBLES & (1 << t) ? 6 : 0) : -1;
    // Insertion sort: n is at most a few dozen.
    let j = i;
    while (j > 0 && score[j - 1] < sc) {
      out[j] = out[j - 1];
      score[j] = score[j - 1];
      j--;
    }
    out[j] = m;
    score[j] = sc;
  }
  return n;
}

/**
 * The value of `h` (at stack level ply) searched `depth` decisions deep, in the window
 * (alpha, beta). A move with no alternative costs no depth.
 */
export function alphaBeta(s: WorldSearch, ply: number, depth: number, alpha: number, beta: number): number {
  const h = s.stack[ply];
  if (h.end !== HAND_PLAYING) return finalValue(s, h);
  if (++s.nodes >= s.limit) {
    s.aborted = true;
    return s.evaluate(s, h);
  }
  if (ply >= MAX_PLY) return s.evaluate(s, h);
  const moves = s.moves[ply];
  const n = orderedMoves(s.r, h, moves, s.scores[ply]);
  const maximizing = s.sideOfSeat[h.turn] === s.side;
  const nextDepth = n > 1 ? depth - 1 : depth;
  if (n > 1 && depth <= 0) {
    s.cutoffs++;
    return s.evaluate(s, h);
  }
  const child = s.stack[ply + 1];
  let best = maximizing ? -Infinity : Infinity;
  for (let i = 0; i < n; i++) {
    copyHand(h, child);
    applyEncoded(s.r, child, moves[i]);
    const v = alphaBeta(s, ply + 1, nextDepth, alpha, beta);
    if (s.aborted) return v;
    if (maximizing) {
      if (v > best) best = v;
      if (v > alpha) alpha = v;
    } else {
      if (v < best) best = v;
      if (v < beta) beta = v;
    }
    if (alpha >= beta) break;
  }
  return best;
}
