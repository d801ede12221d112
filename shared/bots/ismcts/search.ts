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
import { applyEncoded, DRAW, HAND_PLAYING, type HandState, mayDrawByChoice } from '../../engine/hand';
import { nextInt, nextUint32, type RngState, seedState, shuffle } from '../../engine/rng';
import { type Rules, sideCount, sideOf } from '../../engine/rules';
import { parseTile, SUIT } from '../../engine/tiles';
import type { LegalMove, SeatView } from '../../engine/view';
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
   * Stop once the root's most visited move leads the next by more than the iterations left: no
   * further iteration can change the move played. Absent or true: on (false: every iteration).
   */
  settle?: boolean;
}

/**
 * Deals `size` worlds and their cumulative likelihood weights (the largest weighs 1), with each
 * world's log-likelihood (`logs`). Also the hand analysis's worlds (shared/analysis/estimate.ts),
 * which deals them a batch at a time and weighs the batches alike by their logs.
 */
export function weighedWorlds(
  view: SeatView,
  k: Knowledge,
  rng: RngState,
  size: number,
  model: ChoiceModel | null,
) {
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
  return { hands, bones, cumulative, logs };
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
  const marginWeight = opts.marginWeight(r);
  const settle = opts.settle ?? true;
  const c = opts.exploration;
  const tree = new Tree(opts.iterations + 1);
  const path: number[] = [];
  // One node's legal moves and their nodes (every tile of a hand on every end, plus a draw).
  const legal = new Int32Array(512);
  const legalChild = new Int32Array(512);
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
      if (untried > 0 && !tree.full) {
        // One untried move, at random.
        let pick = nextInt(rng, untried);
        let i = 0;
        for (; ; i++) if (legalChild[i] < 0 && pick-- === 0) break;
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
        const score = tree.reward[child] / v + c * Math.sqrt(logOf(tree.avail[child]) / v);
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
    if (h.end === HAND_PLAYING) steps += opts.rollout(r, h, rng);
    handValues(r, h, marginWeight, rewards);
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
