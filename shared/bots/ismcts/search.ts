/**
 * Single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley & Whitehouse, "Information
 * Set Monte Carlo Tree Search", IEEE TCIAIG 2012). One tree over the seat's information set:
 * each iteration deals the hidden tiles once consistently with what the view proves
 * (expert/inference.ts, expert/world.ts; or, with `pool`, takes one of a pool of such deals by
 * how likely the others' plays make it), walks the tree using only the moves legal in that
 * deal (UCB1 with availability counts: a move is scored against the visits in which it was
 * legal), adds one node, plays the deal out with a rollout policy and backs up every side's
 * reward, each node summing the reward of the side that made its move. The move played is the
 * root child visited most.
 *
 * Pure and deterministic given the seed; the work is bounded by the iterations and by a budget
 * of simulated moves (whichever ends first), never by a clock.
 */
import {
  applyEncoded,
  DRAW,
  HAND_PLAYING,
  type HandState,
  mayDraw,
  mayDrawByChoice,
} from '../../engine/hand';
import { nextInt, nextUint32, type RngState, seedState, shuffle } from '../../engine/rng';
import { type Rules, sideCount, sideOf } from '../../engine/rules';
import { parseTile, SUIT } from '../../engine/tiles';
import type { LegalMove, SeatView } from '../../engine/view';
import { alphaBeta, newWorldSearch, type WorldSearch } from '../expert/alphabeta';
import { inferSlots } from '../expert/inference';
import { type ChoiceModel, choicesOf, logLikelihood } from '../expert/likelihood';
import { copyHand, handValues } from '../expert/playout';
import { blankHand, type Knowledge, knowledgeOf, sampleWorld } from '../expert/world';
import { moveKey, moveOfKey, Tree } from './tree';

export interface IsmctsOptions {
  iterations: number;
  /** A cap on simulated moves (tree and rollouts) per decision: bounds the time late or early in a hand. */
  steps: number;
  /** UCB1's exploration constant (rewards are about 0..1). */
  exploration: number;
  /** Plays a determinized hand to its end; returns the moves it made. */
  rollout(r: Rules, h: HandState, rng: RngState): number;
  /** Weight of the point margin in the reward (see handValues). */
  marginWeight(r: Rules): number;
  /**
   * Weighted worlds: deal this many up front, weigh each by how likely the other seats' plays
   * make it (expert/likelihood.ts), and let each iteration take one of them by weight, its
   * boneyard reshuffled (importance resampling). Absent or 0: a fresh uniform deal per iteration.
   */
  pool?: number;
  model?: ChoiceModel | null;
  /**
   * Exact endgames: with two players and nothing left to draw, the rest of a dealt world is
   * perfect information for both (each holds what the other does not), so a leaf whose hands
   * hold at most `tiles` tiles is valued by alpha-beta to the end (../expert/alphabeta.ts)
   * instead of a playout, within `nodes` positions (past that: the playout), and within
   * `budget` positions for the whole decision if given (past that: playouts). The root itself,
   * when the view shows nothing left hidden, is solved outright. Absent: playouts only.
   */
  endgame?: { tiles: number; nodes: number; budget?: number } | null;
  /** Playouts per leaf, their values averaged (absent or 1: one). */
  playouts?: number;
  /**
   * Progressive bias toward a policy's move (in the deal being walked): expanded first among a
   * node's untried moves, and `bias / (visits + 1)` added to its UCB score. Absent: none.
   */
  prior?: { move(r: Rules, h: HandState): number; bias: number } | null;
  /**
   * Stop once the root's most visited move leads the next by more than the iterations left: no
   * further iteration can change the move played. Absent or true: on (false: every iteration).
   */
  settle?: boolean;
}

/** Tiles left in the hands. */
function tilesInHands(h: HandState): number {
  let n = 0;
  for (const hand of h.hands) for (let m = hand; m; m &= m - 1) n++;
  return n;
}

/** A perfect-information solver for side 0 of a two-player hand (values: side 0's reward; side 1's is 1 - it). */
function newSolver(r: Rules, k: Knowledge, marginWeight: number): WorldSearch {
  const like = (): HandState => ({ ...blankHand(k), line: { v: [], t: [], f: [], s: -1, n: 0 } });
  return newWorldSearch(r, 0, [0, 1], marginWeight, () => 0.5, like);
}

/** A two-player position with nothing scored during play: the hands, the open numbers (as a set of ends), the turn. */
function positionKey(h: HandState): string {
  const v = h.line.v;
  let ends = '';
  if (v.length === 2) ends = v[0] < v[1] ? `${v[0]}${v[1]}` : `${v[1]}${v[0]}`;
  else ends = v.slice().sort().join('');
  return `${h.hands[0]},${h.hands[1]},${ends},${h.turn}`;
}

/** Side 0's exact value of `h`, or NaN past the node limit. */
function solve(s: WorldSearch, h: HandState, nodes: number): number {
  copyHand(h, s.stack[0]);
  s.nodes = 0;
  s.limit = nodes;
  s.aborted = false;
  const v = alphaBeta(s, 0, 1 << 20, -Infinity, Infinity);
  return s.aborted ? Number.NaN : v;
}

/** Deals `size` worlds and their cumulative likelihood weights (the largest weighs 1). */
function weighedWorlds(view: SeatView, k: Knowledge, rng: RngState, size: number, model: ChoiceModel | null) {
  const world = blankHand(k);
  const pool: number[] = [];
  const choices = model ? choicesOf(view) : [];
  const hands: number[][] = [];
  const bones: number[][] = [];
  const logs = new Float64Array(size);
  let top = -Infinity;
  for (let i = 0; i < size; i++) {
    sampleWorld(k, world, rng, pool);
    hands.push(world.hands.slice());
    bones.push(world.bone.slice());
    logs[i] = model ? logLikelihood(choices, world.hands, model) : 0;
    if (logs[i] > top) top = logs[i];
  }
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let i = 0; i < size; i++) cumulative[i] = sum += Math.exp(logs[i] - top);
  return { hands, bones, cumulative };
}

/** Index of the world whose cumulative weight first exceeds u (binary search). */
function pickWorld(cumulative: Float64Array, u: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Math.log of the small counts UCB takes logs of, looked up (the same values, computed once). */
const LOGS = new Float64Array(8192);
for (let i = 1; i < LOGS.length; i++) LOGS[i] = Math.log(i);
const logOf = (n: number) => (n < LOGS.length ? LOGS[n] : Math.log(n));

function copyArray(src: readonly number[], dst: number[]): void {
  if (dst.length !== src.length) dst.length = src.length;
  for (let i = 0; i < src.length; i++) dst[i] = src[i];
}

/** Does the root's most visited child lead every other by more than `left` visits? */
function settled(tree: Tree, left: number): boolean {
  let first = 0;
  let second = 0;
  for (let ch = tree.firstChild[0]; ch >= 0; ch = tree.nextSibling[ch]) {
    const v = tree.visits[ch];
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second) second = v;
  }
  return first - second > left;
}

export function encodeMove(m: LegalMove): number {
  return m.type === 'draw' ? DRAW : parseTile(m.tile)! | (m.end << 5);
}

export function searchIsmcts(view: SeatView, seed: string, opts: IsmctsOptions): LegalMove {
  const moves = view.legalMoves!;
  if (moves.length === 1) return moves[0];
  const r = view.rules;
  const k = knowledgeOf(view, inferSlots(view));
  const rng = seedState(seed);
  const world = blankHand(k);
  const h: HandState = blankHand(k);
  h.line = { v: [], t: [], f: [], s: -1, n: 0 };
  const pool: number[] = [];
  const sides = sideCount(r);
  const sideOfSeat = Array.from({ length: r.players }, (_, s) => sideOf(r, s));
  const rewards = new Float64Array(sides);
  const one = new Float64Array(sides);
  const playouts = opts.playouts ?? 1;
  const prior = opts.prior ?? null;
  const bias = prior ? prior.bias : 0;
  const leaf: HandState = { ...blankHand(k), line: { v: [], t: [], f: [], s: -1, n: 0 } };
  const marginWeight = opts.marginWeight(r);
  const settle = opts.settle ?? true;
  const c = opts.exploration;
  const tree = new Tree(opts.iterations + 1);
  const path: number[] = [];
  // One node's legal moves and their nodes (every tile of a hand on every end, plus a draw).
  const legal = new Int32Array(512);
  const legalChild = new Int32Array(512);
  const endgame = opts.endgame && r.players === 2 && sides === 2 ? opts.endgame : null;
  const solver = endgame ? newSolver(r, k, marginWeight) : null;
  const solverBudget = endgame?.budget ?? Infinity;
  let solverNodes = 0;
  // Without points made during play or a spinner a position's value is its hands, open numbers and turn.
  const memo = solver && !r.fivesDuringPlay && r.spinner === 'none' ? new Map<string, number>() : null;
  if (solver && endgame && view.boneyard === 0) {
    // Nothing hidden: every tile not seen is the other player's. Solve each move outright.
    sampleWorld(k, world, rng, pool);
    const child: HandState = { ...blankHand(k), line: { v: [], t: [], f: [], s: -1, n: 0 } };
    const sign = sideOfSeat[view.seat!] === 0 ? 1 : -1;
    let best = -1;
    let bestValue = -Infinity;
    for (let i = 0; i < moves.length; i++) {
      copyHand(world, child);
      applyEncoded(r, child, encodeMove(moves[i]));
      const v = solve(solver, child, endgame.nodes);
      if (Number.isNaN(v)) {
        best = -1;
        break;
      }
      if (sign * v > bestValue) {
        bestValue = sign * v;
        best = i;
      }
    }
    if (best >= 0) return moves[best];
  }
  const weighed = opts.pool ? weighedWorlds(view, k, rng, opts.pool, opts.model ?? null) : null;
  const line = h.line;
  const base = k.line;
  let steps = 0;
  for (let it = 0; it < opts.iterations && steps < opts.steps; it++) {
    if (weighed) {
      const total = weighed.cumulative[weighed.cumulative.length - 1];
      const w = pickWorld(weighed.cumulative, (nextUint32(rng) / 4294967296) * total);
      // The seat's position as seen (world is blank: the line, nothing scored, this seat to move).
      copyArray(base.v, line.v);
      copyArray(base.t, line.t);
      copyArray(base.f, line.f);
      line.s = base.s;
      line.n = base.n;
      // The searches never read the log: it is emptied now and then, not every iteration.
      if (h.log.length > 4096) h.log.length = 0;
      for (let s = 0; s < h.pts.length; s++) h.pts[s] = 0;
      h.turn = world.turn;
      h.end = HAND_PLAYING;
      h.dbl = false;
      const hands = weighed.hands[w];
      for (let s = 0; s < h.hands.length; s++) h.hands[s] = hands[s];
      copyArray(weighed.bones[w], h.bone);
      shuffle(rng, h.bone);
    } else {
      sampleWorld(k, world, rng, pool);
      copyHand(world, h);
    }
    path.length = 0;
    let node = 0;
    // Selection while every move legal in this deal has a node; then expansion of one.
    while (h.end === HAND_PLAYING) {
      const seat = h.turn;
      // The moves legal in this deal, in countMoves/nthMove's order: by end, then by tile.
      const hand = h.hands[seat];
      let n = 0;
      if (line.v.length === 0) for (let m = hand; m; m &= m - 1) legal[n++] = 31 - Math.clz32(m & -m);
      else {
        for (let i = 0; i < line.v.length; i++)
          for (let m = hand & SUIT[line.v[i]]; m; m &= m - 1)
            legal[n++] = (31 - Math.clz32(m & -m)) | (i << 5);
        if (mayDrawByChoice(r, h)) legal[n++] = DRAW;
      }
      const seatKey = seat << 11;
      let untried = 0;
      let best = -1;
      let bestScore = -Infinity;
      for (let i = 0; i < n; i++) {
        const child = tree.child(node, seatKey | legal[i]);
        legalChild[i] = child;
        if (child < 0) untried++;
        else tree.avail[child]++;
      }
      const preferred = prior ? prior.move(r, h) : -1;
      if (untried > 0 && !tree.full) {
        let i = 0;
        let found = false;
        if (preferred >= 0)
          for (; i < n; i++)
            if (legal[i] === preferred) {
              found = legalChild[i] < 0;
              break;
            }
        if (!found) {
          let pick = nextInt(rng, untried);
          i = 0;
          for (; ; i++) if (legalChild[i] < 0 && pick-- === 0) break;
        }
        node = tree.add(node, moveKey(seat, legal[i]), sideOfSeat[seat]);
        tree.avail[node] = 1;
        path.push(node);
        applyEncoded(r, h, legal[i]);
        steps++;
        break;
      }
      if (untried === n) break; // the tree is full and this node has no children: roll out
      for (let i = 0; i < n; i++) {
        const child = legalChild[i];
        if (child < 0) continue;
        const v = tree.visits[child];
        let score = tree.reward[child] / v + c * Math.sqrt(logOf(tree.avail[child]) / v);
        if (legal[i] === preferred) score += bias / (v + 1);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      node = best;
      path.push(node);
      applyEncoded(r, h, moveOfKey(tree.key[node]));
      steps++;
    }
    let solved = false;
    if (
      solver &&
      endgame &&
      h.end === HAND_PLAYING &&
      solverNodes < solverBudget &&
      !mayDraw(r, h) &&
      tilesInHands(h) <= endgame.tiles
    ) {
      // The same position recurs in many iterations (a pool's worlds, a tree's lines): each
      // solved once, its value (or its running out of nodes) remembered for this decision.
      const key = memo ? positionKey(h) : '';
      let v = memo ? memo.get(key) : undefined;
      if (v === undefined) {
        v = solve(solver, h, endgame.nodes);
        steps += solver.nodes;
        solverNodes += solver.nodes;
        memo?.set(key, v);
      }
      if (!Number.isNaN(v)) {
        rewards[0] = v;
        rewards[1] = 1 - v;
        solved = true;
      }
    }
    if (!solved) {
      if (h.end === HAND_PLAYING && playouts > 1) {
        // Several playouts from the leaf, each on a copy with its boneyard reshuffled (the
        // policy itself is deterministic), their values averaged.
        rewards.fill(0);
        for (let p = 0; p < playouts; p++) {
          copyHand(h, leaf);
          if (p > 0) shuffle(rng, leaf.bone);
          steps += opts.rollout(r, leaf, rng);
          handValues(r, leaf, marginWeight, one);
          for (let x = 0; x < sides; x++) rewards[x] += one[x] / playouts;
        }
      } else {
        if (h.end === HAND_PLAYING) steps += opts.rollout(r, h, rng);
        handValues(r, h, marginWeight, rewards);
      }
    }
    for (const v of path) {
      tree.visits[v]++;
      tree.reward[v] += rewards[tree.side[v]];
    }
    // Once the most visited root move leads the next by more than the iterations left, no
    // iteration can change the move played: the rest is spent for nothing.
    if (settle && (it & 31) === 31 && settled(tree, opts.iterations - it - 1)) break;
  }
  // The most visited root move (ties: the better average).
  let best = -1;
  for (let ch = tree.firstChild[0]; ch >= 0; ch = tree.nextSibling[ch]) {
    if (
      best < 0 ||
      tree.visits[ch] > tree.visits[best] ||
      (tree.visits[ch] === tree.visits[best] &&
        tree.reward[ch] / tree.visits[ch] > tree.reward[best] / tree.visits[best])
    )
      best = ch;
  }
  const chosen = moveOfKey(tree.key[best]);
  return moves.find((m) => encodeMove(m) === chosen) ?? moves[0];
}
