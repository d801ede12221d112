/**
 * What each legal move of a Mexican Train decision is worth to the seat to move, from its view
 * alone, as the expert train bot weighs moves (bots/mexican-train): the unseen tiles (neither in
 * the seat's hand, nor on a train, nor the engine) are dealt at random to the other seats, as
 * many as each holds, the rest to the boneyard; in each deal every move is made and the round
 * played out to its end by greedy players; the round is scored as the rules count it (what each
 * hand left adds to its seat's total, 0-0 as 50 under blankDoubleFifty). Every move meets the
 * same deals and the playouts have no chance in them (common random numbers), so the
 * differences between moves, which the verdicts rest on, are steadier than each value alone.
 *
 * Unlike the bot's lighter deals, a deal also honours what the passes prove (`lackedNumbers`): a
 * seat that passed holds no tile of the numbers then open to it, until it draws again
 * (docs/analysis.md#mexican-train). Pure and seeded.
 */

import { greedyMove } from '../../bots/mexican-train';
import {
  handAdds,
  type MexicanLegalMove,
  type MexicanMove,
  type MexicanRound,
  type MexicanRules,
  type MexicanSeatView,
  mexicanMoveOf,
  playMexican,
  ROUND_PLAYING,
  setOf,
} from '../../engine/games/mexican-train';
import { type RngState, seedState, shuffle } from '../../engine/rng';

/**
 * Weight of a pip of margin in a move's value, beside the chance of the round's lowest count:
 * five pips weigh as much as the line review's inaccuracy threshold (0.05).
 */
export const TRAIN_MARGIN_WEIGHT = 0.01;

export interface TrainMoveEstimate {
  /** The chance that the seat adds the round's lowest count (shared lowest: a share of it). */
  winChance: number;
  /** The expected pips the seat adds to its total this round (lower is better). */
  adds: number;
  /** The expected margin: the other seats' mean count less the seat's own (higher is better). */
  points: number;
  /** winChance + TRAIN_MARGIN_WEIGHT × points: what ranks the moves. */
  value: number;
}

/** Whether each seat has finished a turn this round, from the public history. */
export function playedFrom(view: MexicanSeatView): boolean[] {
  const played = new Array<boolean>(view.players).fill(false);
  const h = view.history;
  for (let i = 0; i + 1 < h.length; i++) if (h[i + 1].seat !== h[i].seat) played[h[i].seat] = true;
  return played;
}

/** The tiles the view cannot see, in id order. */
export function unseenOf(view: MexicanSeatView): number[] {
  const set = setOf(view.rules);
  const seen = new Set<number>([set.parse(view.engine)!]);
  for (const n of view.hand!) seen.add(set.parse(n)!);
  for (const tr of view.trains) for (const n of tr.tiles) seen.add(set.parse(n)!);
  const unseen: number[] = [];
  for (let t = 0; t < set.count; t++) if (!seen.has(t)) unseen.push(t);
  return unseen;
}

/**
 * What the view's passes prove: for each seat, the numbers it holds no tile of. A seat that
 * passed held no tile for any train open to it then (the tile it had just drawn included), and
 * its hand has only shrunk since unless it drew again: a draw forgets what its earlier passes
 * proved. The trains' open ends, markers and open double are replayed from the public history.
 */
export function lackedNumbers(view: MexicanSeatView): Set<number>[] {
  const set = setOf(view.rules);
  const players = view.players;
  const engine = set.low[set.parse(view.engine)!];
  const ends = new Array<number>(players + 1).fill(engine);
  const markers = new Array<boolean>(players).fill(false);
  let openDouble = -1;
  const lacked = Array.from({ length: players }, () => new Set<number>());
  for (const e of view.history) {
    if (e.type === 'play') {
      const t = set.parse(e.tile)!;
      ends[e.train] = set.low[t] === ends[e.train] ? set.high[t] : set.low[t];
      if (set.low[t] === set.high[t]) openDouble = e.train;
      else if (openDouble === e.train) openDouble = -1;
      if (e.train === e.seat) markers[e.seat] = false;
    } else if (e.type === 'draw') lacked[e.seat].clear();
    else if (e.type === 'pass') {
      const open =
        openDouble >= 0
          ? [openDouble]
          : [e.seat, players, ...markers.flatMap((m, k) => (m && k !== e.seat ? [k] : []))];
      for (const k of open) lacked[e.seat].add(ends[k]);
      markers[e.seat] = true;
    }
  }
  return lacked;
}

/** Deals given up on before a deal that honours every pass is taken as it comes. */
const DEAL_TRIES = 64;

/**
 * One deal of the unseen tiles consistent with the view: each other seat gets as many as it
 * holds, none of the numbers its passes prove it lacks (`lacked`), the rest is the boneyard. The
 * seats with something proved are dealt first, each the first tiles of a shuffled pool it may
 * hold; should that run dry (it should not, for a view of a real round), another shuffle.
 */
export function sampleRound(
  view: MexicanSeatView,
  unseen: number[],
  lacked: Set<number>[],
  rng: RngState,
  played: boolean[],
): MexicanRound {
  const set = setOf(view.rules);
  const seat = view.seat!;
  const own = view.hand!.map((n) => set.parse(n)!);
  const fits = (s: number, t: number) => !lacked[s].has(set.low[t]) && !lacked[s].has(set.high[t]);
  const order = view.handCounts
    .map((_, s) => s)
    .filter((s) => s !== seat)
    .sort((a, b) => lacked[b].size - lacked[a].size || a - b);
  let hands: number[][] = [];
  let rest: number[] = [];
  for (let attempt = 0; attempt < DEAL_TRIES; attempt++) {
    const pool = shuffle(rng, unseen.slice());
    hands = view.handCounts.map(() => []);
    let ok = true;
    for (const s of order) {
      const want = view.handCounts[s];
      for (let i = 0; i < pool.length && hands[s].length < want; i++) {
        if (lacked[s].size > 0 && !fits(s, pool[i])) continue;
        hands[s].push(pool[i]);
        pool.splice(i--, 1);
      }
      if (hands[s].length < want) ok = false;
    }
    rest = pool;
    if (ok) break;
  }
  return {
    round: view.round,
    engine: set.low[set.parse(view.engine)!],
    seed: '',
    hands: view.handCounts.map((_, s) => (s === seat ? own : hands[s].sort((a, b) => a - b))),
    bone: rest,
    trains: view.trains.map((t) => ({
      tiles: t.tiles.map((n) => set.parse(n)!),
      open: t.open,
      marker: t.marker,
    })),
    turn: seat,
    openDouble: view.trains.findIndex((t) => t.openDouble),
    drawn: view.mustPlay === null ? -1 : set.parse(view.mustPlay)!,
    drew: view.mustPlay !== null,
    run: view.run,
    played: played.slice(),
    log: [],
    end: ROUND_PLAYING,
    out: -1,
  };
}

function cloneRound(rd: MexicanRound): MexicanRound {
  return {
    ...rd,
    hands: rd.hands.map((h) => h.slice()),
    bone: rd.bone.slice(),
    trains: rd.trains.map((t) => ({ tiles: t.tiles.slice(), open: t.open, marker: t.marker })),
    played: rd.played.slice(),
    log: [],
  };
}

/** Moves a playout may make before it is cut (a round of 91 tiles ends long before). */
const PLAYOUT_MOVES = 2000;

/**
 * The estimates of one decision, dealt a batch of deals at a time (`deal`), so that the caller
 * can deal more where a verdict is unsettled: each move's means, and the standard error of the
 * difference between two moves' values over the same deals. `view` must be the seat's own, on
 * its turn.
 */
export class TrainEstimator {
  readonly moves: number;
  private readonly view: MexicanSeatView;
  private readonly r: MexicanRules;
  private readonly seat: number;
  private readonly rng: RngState;
  private readonly played: boolean[];
  private readonly unseen: number[];
  private readonly lacked: Set<number>[];
  private readonly encoded: MexicanMove[];
  private readonly counts: number[];
  /** Per deal and move: the share of the lowest count, the pips added, the margin. */
  private readonly wins: number[] = [];
  private readonly adds: number[] = [];
  private readonly margins: number[] = [];

  constructor(view: MexicanSeatView, seed: string) {
    const legal: MexicanLegalMove[] | null = view.legalMoves;
    if (view.seat === null || !legal || legal.length === 0) throw new Error('not this seat’s turn');
    this.view = view;
    this.r = view.rules;
    this.seat = view.seat;
    this.rng = seedState(seed);
    this.played = playedFrom(view);
    this.unseen = unseenOf(view);
    this.lacked = lackedNumbers(view);
    this.encoded = legal.map((m) => mexicanMoveOf(this.r, m));
    this.moves = legal.length;
    this.counts = new Array<number>(this.r.players);
  }

  /** Deals so far. */
  get worlds(): number {
    return this.wins.length / this.moves;
  }

  /** Deals `count` more and plays every move out in each. */
  deal(count: number): void {
    const { r, seat, counts } = this;
    for (let w = 0; w < count; w++) {
      const world = sampleRound(this.view, this.unseen, this.lacked, this.rng, this.played);
      for (let i = 0; i < this.moves; i++) {
        const rd = cloneRound(world);
        playMexican(r, rd, this.encoded[i]);
        for (let m = 0; rd.end === ROUND_PLAYING && m < PLAYOUT_MOVES; m++)
          playMexican(r, rd, greedyMove(r, rd));
        let others = 0;
        let low = Number.POSITIVE_INFINITY;
        for (let s = 0; s < r.players; s++) {
          counts[s] = handAdds(r, rd.hands[s]);
          if (s !== seat) others += counts[s];
          low = Math.min(low, counts[s]);
        }
        const mine = counts[seat];
        let shared = 0;
        for (let s = 0; s < r.players; s++) if (counts[s] === low) shared++;
        this.wins.push(mine === low ? 1 / shared : 0);
        this.adds.push(mine);
        this.margins.push(others / (r.players - 1) - mine);
      }
    }
  }

  private value(w: number, i: number): number {
    const k = w * this.moves + i;
    return this.wins[k] + TRAIN_MARGIN_WEIGHT * this.margins[k];
  }

  /** Each move's estimate over the deals so far (legalMoves order). */
  estimates(): TrainMoveEstimate[] {
    const n = this.moves;
    const worlds = this.worlds;
    return Array.from({ length: n }, (_, i) => {
      let wins = 0;
      let adds = 0;
      let margins = 0;
      for (let w = 0; w < worlds; w++) {
        wins += this.wins[w * n + i];
        adds += this.adds[w * n + i];
        margins += this.margins[w * n + i];
      }
      const winChance = wins / worlds;
      const points = margins / worlds;
      return { winChance, adds: adds / worlds, points, value: winChance + TRAIN_MARGIN_WEIGHT * points };
    });
  }

  /** For every move j, value(j) - value(p) over the deals so far, and its standard error. */
  differencesFrom(p: number): { mean: Float64Array; error: Float64Array } {
    const n = this.moves;
    const worlds = this.worlds;
    const mean = new Float64Array(n);
    const error = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      let sum = 0;
      let squares = 0;
      for (let w = 0; w < worlds; w++) {
        const d = this.value(w, j) - this.value(w, p);
        sum += d;
        squares += d * d;
      }
      mean[j] = sum / worlds;
      const variance = worlds > 1 ? (squares - worlds * mean[j] * mean[j]) / (worlds - 1) : 0;
      error[j] = Math.sqrt(Math.max(0, variance) / worlds);
    }
    return { mean, error };
  }
}

/** Every legal move of the view estimated over `worlds` deals (legalMoves order). */
export function estimateTrainMoves(view: MexicanSeatView, seed: string, worlds: number): TrainMoveEstimate[] {
  const estimator = new TrainEstimator(view, seed);
  estimator.deal(worlds);
  return estimator.estimates();
}
