/**
 * The expert on the bigger sets (double-nine, double-twelve): Monte Carlo over deals consistent
 * with its seat's view. From the view alone it knows its tiles, the line, how many tiles each
 * other seat holds and, tile by tile, the numbers a seat cannot hold (the double-six expert's
 * slots, inference.ts: a pass or a draw by itself constrains the tiles held then, not those drawn
 * later); it deals the hidden tiles to the other seats honouring every slot (the rest to the
 * boneyard, or left out, shuffled), plays each legal move in each deal, and lets a club player
 * (its heaviest playable tile, now and then any) play the hand out. The move with the best mean
 * value (the hand won, and a little of the point margin) is played.
 * docs/bots.md#the-bigger-sets says what it leaves out of the double-six expert and why.
 *
 * Pure and deterministic given the seed; the work is bounded by simulated moves, never a clock.
 */
import {
  applyEncoded,
  countMoves,
  DRAW,
  encodePlay,
  HAND_DOMINO,
  HAND_PLAYING,
  type HandState,
  nthMove,
} from '../../engine/hand';
import { emptyLine, type Line, place } from '../../engine/line';
import { nextInt, type RngState, seedState, shuffle } from '../../engine/rng';
import { type Rules, sideCount, sideOf, tileCountOf, wordsOfRules } from '../../engine/rules';
import { countScoringOf, scoreHand } from '../../engine/scoring';
import { HIGH, LOW, MAX_TILES, PIPS, parseTile, type Tile } from '../../engine/tiles';
import type { LegalMove, SeatView } from '../../engine/view';
import { addTile, MAX_WORDS, pipsIn, WIDE_SUIT } from '../../engine/words';
import { inferSlots } from './inference';
import type { ChoiceModel } from './likelihood';
import { wideChoicesOf, wideLogLikelihood } from './wide-likelihood';

export interface WideOptions {
  /** Moves simulated per decision (the legal moves' first plies and their playouts). */
  steps: number;
  /** Share of a playout's moves chosen at random rather than the heaviest tile. */
  randomShare: number;
  /** How the other seats' plays reweigh the deals (wide-likelihood.ts; null: every deal alike). */
  model: ChoiceModel | null;
  /** In playouts, the expert's side plays by pips plus this for each tile kept that fits (0: pips alone). */
  follow?: number;
  /** Simulated moves each deal counts for (WORLD_STEPS when absent). */
  worldSteps?: number;
}

/** The expert's budget on the bigger sets: within its 30 ms p99 (docs/bots.md#the-bigger-sets). */
export const WIDE_EXPERT: WideOptions = { steps: 24_000, randomShare: 0.15, model: null };
/** The master's: three times the expert's, as on double-six. */
export const WIDE_MASTER: WideOptions = { ...WIDE_EXPERT, steps: 72_000 };

export interface Knowledge {
  r: Rules;
  me: number;
  W: number;
  own: Tile[];
  line: Line;
  /** Tiles this seat cannot see: the other hands and the boneyard (or the tiles left out). */
  hidden: Tile[];
  /** Tiles in each seat's hand. */
  counts: number[];
  /**
   * The other seats' tiles as slots (inference.ts: a pass or a draw by itself constrains the tiles
   * held then, not those drawn later), most constrained first: [seat, numbers the tile cannot show].
   */
  order: [number, number][];
  /** Random deals that dead-ended this decision (past a few, every deal is a matching). */
  failures: number;
}

/** The numbers tile t shows, as a mask of bits. */
const NUMBERS: readonly number[] = Array.from(
  { length: MAX_TILES },
  (_, t) => (1 << LOW[t]) | (1 << HIGH[t]),
);
const numbersOf = (t: Tile) => NUMBERS[t];

export function knowledgeOf(view: SeatView): Knowledge {
  const r = view.rules;
  const me = view.seat!;
  const own = view.hand!.map((n) => parseTile(n)!);
  const line = emptyLine();
  const seen = new Set<Tile>(own);
  for (const p of view.line) {
    const t = parseTile(p.tile)!;
    place(line, t, p.end, r.spinner);
    seen.add(t);
  }
  const hidden: Tile[] = [];
  for (let t = 0; t < tileCountOf(r); t++) if (!seen.has(t)) hidden.push(t);
  const order: [number, number][] = [];
  inferSlots(view).slots.forEach((slots, seat) => {
    for (const numbers of slots) order.push([seat, numbers]);
  });
  // Fewest hidden tiles allowed first: a random deal then dead-ends least often.
  const allowed = (numbers: number) => hidden.filter((t) => (numbersOf(t) & numbers) === 0).length;
  const room = new Map(order.map(([, n]) => [n, allowed(n)]));
  order.sort((a, b) => room.get(a[1])! - room.get(b[1])!);
  return { r, me, W: wordsOfRules(r), own, line, hidden, counts: view.handCounts, order, failures: 0 };
}

/** A hand state to deal worlds into (reused between them). */
export function blank(k: Knowledge): HandState {
  return {
    seed: '',
    opener: 0,
    hands: new Array<number>(k.r.players * k.W).fill(0),
    bone: [],
    line: emptyLine(),
    turn: k.me,
    log: [],
    pts: new Array<number>(sideCount(k.r)).fill(0),
    end: HAND_PLAYING,
    dbl: false,
  };
}

function copyLine(src: Line, dst: Line): void {
  dst.v.length = 0;
  dst.t.length = 0;
  dst.f.length = 0;
  for (let i = 0; i < src.v.length; i++) {
    dst.v.push(src.v[i]);
    dst.t.push(src.t[i]);
    dst.f.push(src.f[i]);
  }
  dst.s = src.s;
  dst.n = src.n;
}

/** Copies a hand state into another of the same rules (no allocation once the arrays have grown). */
export function copyHand(src: HandState, dst: HandState): void {
  for (let i = 0; i < src.hands.length; i++) dst.hands[i] = src.hands[i];
  dst.bone.length = 0;
  for (const t of src.bone) dst.bone.push(t);
  copyLine(src.line, dst.line);
  dst.turn = src.turn;
  dst.log.length = 0;
  for (let i = 0; i < src.pts.length; i++) dst.pts[i] = src.pts[i];
  dst.end = src.end;
  dst.dbl = src.dbl;
}

const MAX_FAILURES = 400;

/**
 * Deals the hidden tiles into `h`: each of the other seats' slots a tile it may hold, the rest the
 * boneyard in random order. Slots take tiles at random, most constrained first; should that
 * dead-end (tight constraints), the deal is a matching of slots to tiles visited in random order.
 */
export function sampleWorld(k: Knowledge, h: HandState, rng: RngState, pool: Tile[]): void {
  let dealt = false;
  for (let attempt = 0; attempt < 24 && k.failures < MAX_FAILURES && !dealt; attempt++) {
    dealt = dealSlots(k, h, rng, pool);
    if (!dealt) k.failures++;
  }
  if (!dealt) matchSlots(k, h, rng, pool);
  h.bone.length = 0;
  for (const t of pool) h.bone.push(t);
  // The boneyard's order matters only to those who draw from it (block games set it aside).
  if (k.r.drawing) shuffle(rng, h.bone);
  copyLine(k.line, h.line);
  h.turn = k.me;
  h.log.length = 0;
  h.pts.fill(0);
  h.end = HAND_PLAYING;
  h.dbl = false;
}

function clearHands(k: Knowledge, h: HandState, pool: Tile[]): void {
  pool.length = 0;
  for (const t of k.hidden) pool.push(t);
  h.hands.fill(0);
  for (const t of k.own) addTile(h.hands, k.me * k.W, t);
}

/** One random pass over the slots; false when a slot finds no tile it may hold. */
function dealSlots(k: Knowledge, h: HandState, rng: RngState, pool: Tile[]): boolean {
  clearHands(k, h, pool);
  for (const [seat, numbers] of k.order) {
    if (numbers === 0) {
      // Unconstrained: any tile left (the constrained slots, sorted first, have taken theirs).
      const i = nextInt(rng, pool.length);
      addTile(h.hands, seat * k.W, pool[i]);
      pool[i] = pool[pool.length - 1];
      pool.pop();
      continue;
    }
    let allowed = 0;
    for (let i = 0; i < pool.length; i++) if ((numbersOf(pool[i]) & numbers) === 0) allowed++;
    if (allowed === 0) return false;
    let pick = nextInt(rng, allowed);
    for (let i = 0; i < pool.length; i++) {
      if ((numbersOf(pool[i]) & numbers) !== 0 || pick-- !== 0) continue;
      addTile(h.hands, seat * k.W, pool[i]);
      pool[i] = pool[pool.length - 1];
      pool.pop();
      break;
    }
  }
  return true;
}

/**
 * A deal honouring every slot by augmenting paths (Kuhn's matching of slots to tiles), each slot
 * trying the tiles in random order. A real hand's history always admits one; should the inference
 * ever admit none, the unmatched slots take any tile left.
 */
function matchSlots(k: Knowledge, h: HandState, rng: RngState, pool: Tile[]): void {
  clearHands(k, h, pool);
  const tiles = pool.slice();
  shuffle(rng, tiles);
  // By tile id: the slot holding it (-1: none), and the search that last visited it.
  const slotOfTile = new Int32Array(MAX_TILES).fill(-1);
  const visited = new Int32Array(MAX_TILES).fill(-1);
  const tileOfSlot = new Int32Array(k.order.length).fill(-1);
  const tryAssign = (slot: number, search: number): boolean => {
    const numbers = k.order[slot][1];
    for (const t of tiles) {
      if (numbersOf(t) & numbers || visited[t] === search) continue;
      visited[t] = search;
      const other = slotOfTile[t];
      if (other < 0 || tryAssign(other, search)) {
        slotOfTile[t] = slot;
        tileOfSlot[slot] = t;
        return true;
      }
    }
    return false;
  };
  for (let slot = 0; slot < k.order.length; slot++) tryAssign(slot, slot);
  const free = tiles.filter((t) => slotOfTile[t] < 0);
  k.order.forEach(([seat], slot) => {
    addTile(h.hands, seat * k.W, tileOfSlot[slot] >= 0 ? tileOfSlot[slot] : free.pop()!);
  });
  pool.length = 0;
  for (const t of free) pool.push(t);
}

/** The seat to move's heaviest playable tile on the first end it fits (it has one: the caller counted). */
function heaviestPlay(r: Rules, h: HandState): number {
  const W = wordsOfRules(r);
  const base = h.turn * W;
  const l = h.line;
  let best = -1;
  let move = DRAW;
  for (let i = 0; i < l.v.length; i++) {
    const at = l.v[i] * MAX_WORDS;
    for (let w = 0; w < W; w++) {
      for (let m = h.hands[base + w] & WIDE_SUIT[at + w]; m !== 0; m &= m - 1) {
        const t = 31 - Math.clz32(m & -m) + 32 * w;
        if (PIPS[t] > best) {
          best = PIPS[t];
          move = encodePlay(t, i);
        }
      }
    }
  }
  return move === DRAW ? nthMove(r, h, 0) : move;
}

/**
 * The seat to move's play by pips plus `follow` for each tile it keeps that fits the ends the play
 * leaves (a club player keeps numbers it can follow); it has a play: the caller counted.
 */
function followingPlay(r: Rules, h: HandState, follow: number): number {
  const W = wordsOfRules(r);
  const base = h.turn * W;
  const l = h.line;
  let best = -Infinity;
  let move = DRAW;
  for (let i = 0; i < l.v.length; i++) {
    const at = l.v[i] * MAX_WORDS;
    let others = 0;
    for (let j = 0; j < l.v.length; j++) if (j !== i) others |= 1 << l.v[j];
    for (let w = 0; w < W; w++) {
      for (let m = h.hands[base + w] & WIDE_SUIT[at + w]; m !== 0; m &= m - 1) {
        const t = 31 - Math.clz32(m & -m) + 32 * w;
        const left = others | (1 << (LOW[t] === l.v[i] ? HIGH[t] : LOW[t]));
        let kept = 0;
        for (let x = 0; x < W; x++) {
          let fit = 0;
          for (let v = left; v !== 0; v &= v - 1) fit |= WIDE_SUIT[(31 - Math.clz32(v & -v)) * MAX_WORDS + x];
          let mine = h.hands[base + x] & fit;
          if (x === w) mine &= ~(1 << (t & 31));
          for (; mine !== 0; mine &= mine - 1) kept++;
        }
        const score = PIPS[t] + follow * kept;
        if (score > best) {
          best = score;
          move = encodePlay(t, i);
        }
      }
    }
  }
  return move === DRAW ? nthMove(r, h, 0) : move;
}

/**
 * Plays the hand out: the heaviest playable tile (for the seats of side `club`, with `follow`: by
 * followingPlay), a random move at `randomShare`. Returns the moves made.
 */
export function rollout(
  r: Rules,
  h: HandState,
  rng: RngState,
  opts: WideOptions,
  cap: number,
  club = -1,
): number {
  let steps = 0;
  while (h.end === HAND_PLAYING && steps < cap) {
    const n = countMoves(r, h);
    const move =
      n === 1
        ? nthMove(r, h, 0)
        : nextInt(rng, 1000) < opts.randomShare * 1000
          ? nthMove(r, h, nextInt(rng, n))
          : opts.follow && sideOf(r, h.turn) === club
            ? followingPlay(r, h, opts.follow)
            : heaviestPlay(r, h);
    applyEncoded(r, h, move);
    steps++;
  }
  return steps;
}

/** The hand's value to side `mine`: won 1, tied 0.5, lost 0, plus a little of the point margin. */
function handValue(r: Rules, h: HandState, mine: number, pips: number[]): number {
  const W = wordsOfRules(r);
  for (let s = 0; s < r.players; s++) pips[s] = pipsIn(h.hands, s * W, W);
  const score = scoreHand(
    r,
    pips,
    h.end === HAND_DOMINO ? { kind: 'domino', seat: h.turn, doubled: h.dbl } : { kind: 'blocked' },
  );
  let other = -Infinity;
  for (let side = 0; side < h.pts.length; side++)
    if (side !== mine) other = Math.max(other, h.pts[side] + score.deltas[side]);
  const margin = h.pts[mine] + score.deltas[mine] - other;
  const won = score.winner === mine ? 1 : score.winner === null ? 0.5 : 0;
  return won + (countScoringOf(r) !== 'none' ? 0.02 : 0.005) * margin;
}

/**
 * What dealing a world costs, in simulated moves (a deal takes about as long as ten moves): late in
 * a hand, when playouts are a few moves long, the budget then buys fewer deals, not more time.
 */
const WORLD_STEPS = 10;

/** The expert's move on a bigger set. */
export function chooseWide(view: SeatView, seed: string, opts: WideOptions = WIDE_EXPERT): LegalMove {
  const moves = view.legalMoves!;
  if (moves.length === 1) return moves[0];
  const r = view.rules;
  const k = knowledgeOf(view);
  const rng = seedState(seed);
  const world = blank(k);
  const scratch = blank(k);
  const pool: Tile[] = [];
  const pips = new Array<number>(r.players).fill(0);
  const root = moves.map((m) => (m.type === 'draw' ? DRAW : encodePlay(parseTile(m.tile)!, m.end)));
  const mine = sideOf(r, k.me);
  const choices = opts.model ? wideChoicesOf(view, opts.model) : [];
  // Each deal's log weight, and each move's value in it (combined once every deal is in).
  const logWeights: number[] = [];
  const values: number[] = [];
  // A playout never runs past every tile having been drawn and played, with passes between.
  const cap = 4 * tileCountOf(r);
  let steps = 0;
  while (steps < opts.steps || logWeights.length === 0) {
    sampleWorld(k, world, rng, pool);
    steps += opts.worldSteps ?? WORLD_STEPS;
    logWeights.push(opts.model ? wideLogLikelihood(choices, world.hands, k.W, opts.model) : 0);
    for (let i = 0; i < root.length; i++) {
      copyHand(world, scratch);
      applyEncoded(r, scratch, root[i]);
      steps += 1 + rollout(r, scratch, rng, opts, cap, mine);
      values.push(handValue(r, scratch, mine, pips));
    }
  }
  const top = Math.max(...logWeights);
  const totals = new Float64Array(root.length);
  logWeights.forEach((lw, w) => {
    const weight = Math.exp(lw - top);
    for (let i = 0; i < root.length; i++) totals[i] += weight * values[w * root.length + i];
  });
  let best = 0;
  for (let i = 1; i < root.length; i++) if (totals[i] > totals[best]) best = i;
  return moves[best];
}
