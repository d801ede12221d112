/**
 * The open-hands line: once a hand is over every hand and the boneyard's order are known (the
 * seed is revealed), so a position of it can be searched exactly, as bridge's double-dummy
 * solvers do. Alpha-beta to the end of the hand over the real deal (draws and passes happen by
 * themselves, as in play), every move of the seat to move searched with a full window so each
 * gets its exact value, the same reward the estimates rank by (win + margin at the expert's
 * rate). With two sides (two players, or partnerships) that is the exact value under best play
 * by everyone; with three or four sides the other seats are taken to play against the seat's
 * side (paranoid search), so the value is what the seat can make sure of whatever they do.
 *
 * The work is bounded by a count of positions visited, never a clock: a search that runs out
 * says so (null) and gives no value.
 */
import { orderedMoves } from '../bots/expert/alphabeta';
import { marginWeight } from '../bots/expert/expert';
import { copyHand } from '../bots/expert/playout';
import { applyEncoded, emptyLine, HAND_PLAYING, type HandState, type Rules, sideOf } from '../engine';
import { type Outcome, outcomeOf } from './outcome';

export interface ExactResult extends Outcome {
  /** win + marginWeight × margin, as MoveEstimate.value. */
  value: number;
}

/** Plays of one hand plus draws by choice: far fewer than this. */
const MAX_PLY = 64;

/**
 * Positions already searched, by a 64-bit hash of everything that decides the rest of the hand
 * (each hand, the line's arms, the seat to move, how many tiles the boneyard has left, the points
 * so far): play on two ends in either order reaches one position. One entry a slot, the newest
 * kept. An entry is the value for one searching side, exact or a bound, with the outcome at the
 * end of the line that gave it.
 */
export class Transpositions {
  readonly key1: Int32Array;
  readonly key2: Int32Array;
  readonly value: Float64Array;
  /** 0: empty; EXACT, LOWER (the value is at least this) or UPPER (at most). */
  readonly flag: Int8Array;
  readonly win: Float32Array;
  readonly margin: Float64Array;
  /** The move that gave the value (searched first when the entry is met again), or -1. */
  readonly move: Int32Array;
  readonly mask: number;

  constructor(bits = 18) {
    const size = 1 << bits;
    this.key1 = new Int32Array(size);
    this.key2 = new Int32Array(size);
    this.value = new Float64Array(size);
    this.flag = new Int8Array(size);
    this.win = new Float32Array(size);
    this.margin = new Float64Array(size);
    this.move = new Int32Array(size);
    this.mask = size - 1;
  }
}

const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

let hash1 = 0;
let hash2 = 0;

/** The position's two 32-bit hashes, into hash1 and hash2 (no allocation). */
function hashOf(h: HandState, side: number): void {
  let a = 0x811c9dc5 ^ side;
  let b = 0x2545f491 ^ Math.imul(side + 1, 0x9e3779b1);
  let x = h.turn | (h.bone.length << 3) | (h.line.n << 8) | ((h.line.s + 1) << 12);
  a = Math.imul(a ^ x, 0x01000193);
  b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 15);
  for (let s = 0; s < h.hands.length; s++) {
    x = h.hands[s];
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 15);
  }
  const l = h.line;
  for (let i = 0; i < l.v.length; i++) {
    x = l.v[i] | (l.t[i] << 3) | (l.f[i] << 8) | (i << 12);
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 15);
  }
  for (let s = 0; s < h.pts.length; s++) {
    x = h.pts[s];
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ x, 0x5bd1e995) ^ (b >>> 15);
  }
  hash1 = a ^ (a >>> 16);
  hash2 = b;
}

interface Search {
  r: Rules;
  side: number;
  sideOfSeat: number[];
  marginWeight: number;
  nodes: number;
  limit: number;
  aborted: boolean;
  stack: HandState[];
  moves: Int32Array[];
  scores: Float64Array[];
  /** The outcome at the end of the line that gave each level its value. */
  leaf: Outcome[];
  /** Null: none (the tests' plain alpha-beta, which the table's answers must equal). */
  table: Transpositions | null;
}

function blank(h: HandState): HandState {
  return { ...h, hands: [], bone: [], line: emptyLine(), log: [], pts: [] };
}

/**
 * The exact result of each of `moves` (encoded, legal for the seat to move in `h`) with every
 * tile in sight, or null when the search would visit more than `limit` positions in all.
 * Returns the positions visited as well (what the limit counts).
 */
export function solveMoves(
  r: Rules,
  h: HandState,
  moves: readonly number[],
  limit: number,
  table: Transpositions | null = new Transpositions(),
): { results: ExactResult[] | null; nodes: number } {
  const s: Search = {
    r,
    side: sideOf(r, h.turn),
    sideOfSeat: Array.from({ length: r.players }, (_, x) => sideOf(r, x)),
    marginWeight: marginWeight(r),
    nodes: 0,
    limit,
    aborted: false,
    stack: Array.from({ length: MAX_PLY + 1 }, () => blank(h)),
    moves: Array.from({ length: MAX_PLY + 1 }, () => new Int32Array(64)),
    scores: Array.from({ length: MAX_PLY + 1 }, () => new Float64Array(64)),
    leaf: Array.from({ length: MAX_PLY + 1 }, () => ({ win: 0, margin: 0 })),
    table,
  };
  const results: ExactResult[] = [];
  for (const move of moves) {
    copyHand(h, s.stack[1]);
    applyEncoded(r, s.stack[1], move);
    const value = search(s, 1, -Infinity, Infinity);
    if (s.aborted) return { results: null, nodes: s.nodes };
    results.push({ win: s.leaf[1].win, margin: s.leaf[1].margin, value });
  }
  return { results, nodes: s.nodes };
}

/** The value of the position at `ply` for the searching side, in the window (alpha, beta). */
function search(s: Search, ply: number, alpha: number, beta: number): number {
  const h = s.stack[ply];
  const leaf = s.leaf[ply];
  if (h.end !== HAND_PLAYING) {
    outcomeOf(s.r, h, s.side, leaf);
    return leaf.win + s.marginWeight * leaf.margin;
  }
  if (++s.nodes > s.limit || ply >= MAX_PLY) {
    s.aborted = true;
    return 0;
  }
  const t = s.table;
  let k1 = 0;
  let k2 = 0;
  let slot = -1;
  let first = -1;
  if (t) {
    hashOf(h, s.side);
    k1 = hash1;
    k2 = hash2;
    slot = (k1 ^ Math.imul(k2, 0x27d4eb2d)) & t.mask;
  }
  if (t && t.flag[slot] !== 0 && t.key1[slot] === k1 && t.key2[slot] === k2) {
    first = t.move[slot];
    const v = t.value[slot];
    const f = t.flag[slot];
    // Only answers that need no search below: the value itself, or a bound outside the window.
    if (f === EXACT || (f === LOWER && v >= beta) || (f === UPPER && v <= alpha)) {
      leaf.win = t.win[slot];
      leaf.margin = t.margin[slot];
      return v;
    }
  }
  const alpha0 = alpha;
  const beta0 = beta;
  const moves = s.moves[ply];
  const n = orderedMoves(s.r, h, moves, s.scores[ply]);
  // The move that was best here before goes first.
  if (first >= 0)
    for (let i = 1; i < n; i++)
      if (moves[i] === first) {
        moves[i] = moves[0];
        moves[0] = first;
        break;
      }
  const maximizing = s.sideOfSeat[h.turn] === s.side;
  const child = s.stack[ply + 1];
  const below = s.leaf[ply + 1];
  let best = maximizing ? -Infinity : Infinity;
  let bestMove = -1;
  for (let i = 0; i < n; i++) {
    copyHand(h, child);
    applyEncoded(s.r, child, moves[i]);
    const v = search(s, ply + 1, alpha, beta);
    if (s.aborted) return 0;
    if (maximizing ? v > best : v < best) {
      best = v;
      bestMove = moves[i];
      leaf.win = below.win;
      leaf.margin = below.margin;
    }
    if (maximizing) {
      if (v > alpha) alpha = v;
    } else if (v < beta) beta = v;
    if (alpha >= beta) break;
  }
  if (!t) return best;
  // Fail-soft: a value at or past the window's edge is only a bound.
  t.key1[slot] = k1;
  t.key2[slot] = k2;
  t.value[slot] = best;
  t.flag[slot] = best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT;
  t.win[slot] = leaf.win;
  t.margin[slot] = leaf.margin;
  t.move[slot] = bestMove;
  return best;
}
