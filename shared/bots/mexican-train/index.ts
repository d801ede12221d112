/**
 * Computer players for Mexican Train, fed only a seat's view (`MexicanSeatView`), at every level:
 * `random` (any legal move), `greedy` (the heaviest tile), `expert` (a lighter search than the
 * line games': determinized deals of the unseen tiles, each candidate move played out to the
 * round's end by greedy players, the best mean result chosen) and `master` (the same with more
 * deals). docs/bots.md#mexican-train says what it costs.
 */
import {
  handAdds,
  legalPlays,
  type MexicanLegalMove,
  type MexicanMove,
  type MexicanRound,
  type MexicanRules,
  type MexicanSeatView,
  mexicanMoveOf,
  playMexican,
  ROUND_PLAYING,
} from '../../engine/games/mexican-train';
import { nextInt, type RngState, seedState, shuffle } from '../../engine/rng';
import { tileSet } from '../../engine/sets';
import type { BotLevel } from '../player';

export interface MexicanComputerPlayer {
  readonly level: BotLevel;
  /** Picks one of `view.legalMoves` (non-empty: it is this seat's turn). */
  choose(view: MexicanSeatView, seed: string): MexicanLegalMove;
}

/** The heaviest tile among the moves (a double first on equal pips: it is harder to place). */
function heaviest(view: MexicanSeatView): MexicanLegalMove {
  const set = tileSet(view.rules.set);
  let best = view.legalMoves![0];
  let bestScore = -1;
  for (const m of view.legalMoves!) {
    if (m.type !== 'play') continue;
    const t = set.parse(m.tile)!;
    const score = set.pips[t] * 2 + (set.low[t] === set.high[t] ? 1 : 0);
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The playouts' greedy move on the engine's own round: the heaviest tile that fits, a double first
 * on equal pips (allocates a little: plays are few). The train review's playouts use it too.
 */
export function greedyMove(r: MexicanRules, rd: MexicanRound): MexicanMove {
  const set = tileSet(r.set);
  const plays = legalPlays(r, rd, rd.turn);
  if (plays.length === 0) return { type: 'stop' };
  let best = plays[0];
  let bestScore = -1;
  for (const p of plays) {
    const t = p[0];
    const score = set.pips[t] * 2 + (set.low[t] === set.high[t] ? 1 : 0);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return { type: 'play', tile: best[0], train: best[1] };
}

/** Whether each seat has finished a turn this round, from the public history (exact). */
function playedFrom(view: MexicanSeatView): boolean[] {
  const played = new Array<boolean>(view.players).fill(false);
  const h = view.history;
  for (let i = 0; i + 1 < h.length; i++) if (h[i + 1].seat !== h[i].seat) played[h[i].seat] = true;
  return played;
}

/**
 * One deal of the unseen tiles consistent with the view: each other seat gets as many as it
 * holds, the rest is the boneyard, at random (passes are not used to narrow it: the lighter search).
 */
function sampleRound(view: MexicanSeatView, rng: RngState, played: boolean[]): MexicanRound {
  const r = view.rules;
  const set = tileSet(r.set);
  const seat = view.seat!;
  const seen = new Set<number>();
  const own = view.hand!.map((n) => set.parse(n)!);
  for (const t of own) seen.add(t);
  for (const tr of view.trains) for (const n of tr.tiles) seen.add(set.parse(n)!);
  const e = set.parse(view.engine)!;
  seen.add(e);
  const unseen: number[] = [];
  for (let t = 0; t < set.count; t++) if (!seen.has(t)) unseen.push(t);
  shuffle(rng, unseen);
  let k = 0;
  const hands = view.handCounts.map((c, s) => (s === seat ? own.slice() : unseen.slice(k, (k += c))));
  const openDouble = view.trains.findIndex((t) => t.openDouble);
  return {
    round: view.round,
    engine: set.low[e],
    seed: '',
    hands,
    bone: unseen.slice(k),
    trains: view.trains.map((t) => ({
      tiles: t.tiles.map((n) => set.parse(n)!),
      open: t.open,
      marker: t.marker,
    })),
    turn: seat,
    openDouble,
    drawn: view.mustPlay === null ? -1 : set.parse(view.mustPlay)!,
    drew: view.mustPlay !== null,
    run: view.run,
    played: played.slice(),
    log: [],
    end: ROUND_PLAYING,
    out: -1,
  };
}

/** Plays the round out greedily; returns what `seat` adds less the mean the others add. */
function playout(view: MexicanSeatView, rd: MexicanRound, seat: number): number {
  const r = view.rules;
  for (let moves = 0; rd.end === ROUND_PLAYING && moves < 2000; moves++)
    playMexican(r, rd, greedyMove(r, rd));
  let others = 0;
  for (let s = 0; s < r.players; s++) if (s !== seat) others += handAdds(r, rd.hands[s]);
  return handAdds(r, rd.hands[seat]) - others / (r.players - 1);
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

/** The determinized search: `deals` deals, every candidate move played out on each. */
function search(view: MexicanSeatView, seed: string, deals: number): MexicanLegalMove {
  const moves = view.legalMoves!;
  if (moves.length === 1) return moves[0];
  const rng = seedState(seed);
  const played = playedFrom(view);
  const sums = new Array<number>(moves.length).fill(0);
  for (let d = 0; d < deals; d++) {
    const world = sampleRound(view, rng, played);
    for (let i = 0; i < moves.length; i++) {
      const rd = cloneRound(world);
      playMexican(view.rules, rd, mexicanMoveOf(view.rules, moves[i]));
      sums[i] += playout(view, rd, view.seat!);
    }
  }
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (sums[i] < sums[best]) best = i;
  return moves[best];
}

/** Deals per decision: the expert's and the master's. */
export const MEXICAN_DEALS = { expert: 24, master: 96 } as const;

const players: Record<BotLevel, MexicanComputerPlayer> = {
  random: {
    level: 'random',
    choose: (view, seed) => view.legalMoves![nextInt(seedState(seed), view.legalMoves!.length)],
  },
  greedy: { level: 'greedy', choose: (view) => heaviest(view) },
  expert: { level: 'expert', choose: (view, seed) => search(view, seed, MEXICAN_DEALS.expert) },
  master: { level: 'master', choose: (view, seed) => search(view, seed, MEXICAN_DEALS.master) },
};

export function mexicanComputerPlayer(level: BotLevel): MexicanComputerPlayer {
  return players[level];
}
