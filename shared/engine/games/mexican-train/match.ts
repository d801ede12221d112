/**
 * A Mexican Train match (docs/rules.md#mexican-train): the stored state, the deal of each round,
 * the legal moves, applying a move (checked, on a copy), draws and passes that follow by
 * themselves, the round's end and the next round. Pure: every deal comes from a seed.
 */
import { MOVE_ERRORS, type MoveRejection, reject } from '../../errors';
import { nextSeed, type RngState, seedState, shuffle } from '../../rng';
import { type TileSet, tileSet } from '../../sets';
import type { MexicanRules } from './rules';

/** One train: its tiles from the hub outwards, the number at its open end, its marker. */
export interface Train {
  tiles: number[];
  /** The number a tile must show to go on it (the engine's while it is empty). */
  open: number;
  marker: boolean;
}

export const ROUND_PLAYING = 0;
/** A seat played its last tile. */
export const ROUND_OUT = 1;
/** Nobody can play and the boneyard is empty. */
export const ROUND_BLOCKED = 2;

export interface MexicanRound {
  /** 1-based. */
  round: number;
  /** The engine's number E: the engine is the double E-E in the hub. */
  engine: number;
  /** The seed the round was dealt from (hidden until the round ends). */
  seed: string;
  /** Each seat's tiles (ids of the set), ascending. */
  hands: number[][];
  /** Tiles not dealt: draws take the last one. */
  bone: number[];
  /** Seat k's train at index k; the Mexican train at index `players`. */
  trains: Train[];
  /** Seat to move (-1 once the round is over). */
  turn: number;
  /** The train whose last tile is a double not yet covered, or -1. */
  openDouble: number;
  /** The tile the seat to move drew this turn and must play (-1: none). */
  drawn: number;
  /** The seat to move has drawn this turn (a turn that drew ends with the drawn tile). */
  drew: boolean;
  /** firstTurnManyTiles: the seat to move is in its first-turn run on its own train. */
  run: boolean;
  /** Seats that have had their first turn this round. */
  played: boolean[];
  /** Events, encoded as below (EV_*). */
  log: number[];
  /** ROUND_PLAYING, ROUND_OUT or ROUND_BLOCKED. */
  end: number;
  /** The seat that went out, or -1. */
  out: number;
}

/** A finished round with everything it reveals. */
export interface RoundRecord {
  round: number;
  engine: number;
  seed: string;
  end: number;
  out: number;
  /** Tiles left in each hand, revealed. */
  hands: number[][];
  /** What each seat adds to its total (pips; 0-0 counts 50 under blankDoubleFifty). */
  adds: number[];
  /** Totals after the round. */
  totals: number[];
  log: number[];
}

/** The whole stored match. Never sent to a client or a computer player: see view.ts. */
export interface MexicanState {
  rules: MexicanRules;
  rng: RngState;
  /** Totals per seat at the start of the current round. */
  totals: number[];
  round: MexicanRound;
  last: RoundRecord | null;
  /** Places once the match is over (1 best; equal totals share: 1, 1, 3), else null. */
  places: number[] | null;
  /** The seat that resigned (or forfeited on time): it takes the last place alone. */
  forfeit?: number;
}

export type MexicanMove = { type: 'play'; tile: number; train: number } | { type: 'stop' };

/**
 * Log entries: type | seat << 2 | tile << 5 | train << 12.
 *   play (0): the seat put `tile` on `train`;
 *   draw (1): the seat drew `tile` (private to it);
 *   pass (2): the seat could not play: a marker on its own train;
 *   stop (3): the seat ended its first-turn run (firstTurnManyTiles).
 */
export const MT_PLAY = 0;
export const MT_DRAW = 1;
export const MT_PASS = 2;
export const MT_STOP = 3;
export const mtEvent = (type: number, seat: number, tile = 0, train = 0) =>
  type | (seat << 2) | (tile << 5) | (train << 12);
export const mtType = (e: number) => e & 3;
export const mtSeat = (e: number) => (e >>> 2) & 7;
export const mtTile = (e: number) => (e >>> 5) & 127;
export const mtTrain = (e: number) => (e >>> 12) & 15;

export const setOf = (r: MexicanRules): TileSet => tileSet(r.set);

/** The round's engine number: N for round 1, down to 0 for the last. */
export const engineOf = (r: MexicanRules, round: number) => r.set - (round - 1);

export interface NewMexicanOptions {
  /** Seeds the match PRNG; round seeds are drawn from it unless given. */
  seed: string;
  /** The first round's deal seed (default: drawn from the match PRNG). */
  roundSeed?: string;
}

export function newMexicanMatch(r: MexicanRules, opts: NewMexicanOptions): MexicanState {
  const rng = seedState(opts.seed);
  const seed = opts.roundSeed ?? nextSeed(rng);
  const st: MexicanState = {
    rules: r,
    rng,
    totals: new Array(r.players).fill(0),
    round: undefined as unknown as MexicanRound,
    last: null,
    places: null,
  };
  st.round = dealRound(r, 1, seed);
  return st;
}

/**
 * Deals round `round` from its seed: the engine E-E is taken out, the other tiles shuffled
 * (Fisher-Yates on sfc32 seeded from the seed), seat k takes tiles k*h .. (k+1)*h-1 of that order,
 * the rest is the boneyard; seat (round - 1) mod players moves first.
 */
export function dealRound(r: MexicanRules, round: number, seed: string): MexicanRound {
  const set = setOf(r);
  const e = engineOf(r, round);
  const engineTile = set.tileOf(e, e)!;
  const order: number[] = [];
  for (let t = 0; t < set.count; t++) if (t !== engineTile) order.push(t);
  shuffle(seedState(seed), order);
  const h = r.handSize;
  const hands = Array.from({ length: r.players }, (_, s) =>
    order.slice(s * h, (s + 1) * h).sort((a, b) => a - b),
  );
  return openRound(r, round, seed, hands, order.slice(r.players * h), (round - 1) % r.players);
}

/** Starts a round from dealt tiles (fixed deals come here too). */
export function openRound(
  r: MexicanRules,
  round: number,
  seed: string,
  hands: number[][],
  bone: number[],
  first: number,
): MexicanRound {
  const e = engineOf(r, round);
  const rd: MexicanRound = {
    round,
    engine: e,
    seed,
    hands,
    bone,
    trains: Array.from({ length: r.players + 1 }, () => ({ tiles: [], open: e, marker: false })),
    turn: first,
    openDouble: -1,
    drawn: -1,
    drew: false,
    run: false,
    played: new Array(r.players).fill(false),
    log: [],
    end: ROUND_PLAYING,
    out: -1,
  };
  startTurn(r, rd, first);
  return rd;
}

/** The trains `seat` may play on now, as a bit mask of train indexes. */
function trainsOpenTo(r: MexicanRules, rd: MexicanRound, seat: number): number {
  if (rd.openDouble >= 0) return 1 << rd.openDouble;
  if (rd.run) return 1 << seat;
  let m = (1 << seat) | (1 << r.players);
  for (let s = 0; s < r.players; s++) if (rd.trains[s].marker) m |= 1 << s;
  return m;
}

/** Every legal play of `seat` as things stand: [tile, train] pairs, by train then tile. */
export function legalPlays(r: MexicanRules, rd: MexicanRound, seat: number): [number, number][] {
  const set = setOf(r);
  const open = trainsOpenTo(r, rd, seat);
  const out: [number, number][] = [];
  const tiles = rd.drawn >= 0 && seat === rd.turn ? [rd.drawn] : rd.hands[seat];
  for (let k = 0; k <= r.players; k++) {
    if (!(open & (1 << k))) continue;
    const v = rd.trains[k].open;
    for (const t of tiles) if (set.low[t] === v || set.high[t] === v) out.push([t, k]);
  }
  return out;
}

/** The legal moves of the seat to move: its plays, and `stop` during a first-turn run. */
export function mexicanLegalMoves(r: MexicanRules, rd: MexicanRound): MexicanMove[] {
  if (rd.end !== ROUND_PLAYING) return [];
  const moves: MexicanMove[] = legalPlays(r, rd, rd.turn).map(([tile, train]) => ({
    type: 'play',
    tile,
    train,
  }));
  // A run may stop, but not while a double it played is still open.
  if (rd.run && rd.openDouble < 0) moves.push({ type: 'stop' });
  return moves;
}

function anyoneCanPlay(r: MexicanRules, rd: MexicanRound): boolean {
  for (let s = 0; s < r.players; s++) if (legalPlays(r, rd, s).length > 0) return true;
  return false;
}

/**
 * The seat's turn begins (or goes on after a double it owes a cover for): it moves if it can;
 * otherwise it draws one tile (while the boneyard has any) and must play it if it fits; otherwise
 * it passes and puts a marker on its own train, and play goes on. A pass that leaves the boneyard
 * empty and nobody able to play ends the round as blocked.
 */
function startTurn(r: MexicanRules, rd: MexicanRound, seat: number): void {
  // Each pass is one seat's turn, each draw shrinks the boneyard: a bound fixed at the start.
  const limit = (rd.bone.length + 2) * (r.players + 1);
  for (let guard = 0; guard < limit; guard++) {
    rd.turn = seat;
    if (legalPlays(r, rd, seat).length > 0) return;
    if (rd.bone.length > 0 && !rd.drew) {
      const t = rd.bone.pop()!;
      rd.hands[seat].push(t);
      rd.hands[seat].sort((a, b) => a - b);
      rd.log.push(mtEvent(MT_DRAW, seat, t));
      rd.drew = true;
      rd.drawn = t;
      if (legalPlays(r, rd, seat).length > 0) return;
      rd.drawn = -1;
    }
    rd.trains[seat].marker = true;
    rd.log.push(mtEvent(MT_PASS, seat));
    if (rd.bone.length === 0 && !anyoneCanPlay(r, rd)) {
      rd.end = ROUND_BLOCKED;
      rd.turn = -1;
      return;
    }
    seat = endTurn(r, rd, seat);
  }
  throw new Error('Mexican Train: a turn that never starts');
}

/** Ends `seat`'s turn; returns the next seat. */
function endTurn(r: MexicanRules, rd: MexicanRound, seat: number): number {
  rd.played[seat] = true;
  rd.drawn = -1;
  rd.drew = false;
  rd.run = false;
  return (seat + 1) % r.players;
}

/** Checks a move for `seat` without applying it. */
export function checkMexicanMove(st: MexicanState, seat: number, move: MexicanMove): MoveRejection | null {
  const r = st.rules;
  const rd = st.round;
  if (st.places !== null) return reject(MOVE_ERRORS.matchOver, 'the match is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= r.players)
    return reject(MOVE_ERRORS.noSuchSeat, `there is no seat ${seat} at this table`);
  if (seat !== rd.turn)
    return reject(MOVE_ERRORS.notYourTurn, `it is seat ${rd.turn}'s turn, not seat ${seat}'s`);
  const legal = mexicanLegalMoves(r, rd);
  if (move.type === 'stop') {
    return legal.some((m) => m.type === 'stop')
      ? null
      : reject(MOVE_ERRORS.mustPlay, 'only a first-turn run with no open double may stop');
  }
  const set = setOf(r);
  if (!Number.isInteger(move.tile) || move.tile < 0 || move.tile >= set.count)
    return reject(MOVE_ERRORS.unknownTile, 'no such tile');
  if (!rd.hands[seat].includes(move.tile))
    return reject(MOVE_ERRORS.tileNotInHand, `${set.name(move.tile)} is not in your hand`);
  if (!Number.isInteger(move.train) || move.train < 0 || move.train > r.players)
    return reject(MOVE_ERRORS.noSuchEnd, `there is no train ${move.train} (trains 0..${r.players})`);
  if (!legal.some((m) => m.type === 'play' && m.tile === move.tile && m.train === move.train)) {
    const why =
      rd.drawn >= 0
        ? `you drew ${set.name(rd.drawn)} and it fits: play it`
        : rd.openDouble >= 0
          ? `the double on train ${rd.openDouble} must be covered first`
          : `${set.name(move.tile)} cannot go on train ${move.train}`;
    return reject(MOVE_ERRORS.tileDoesNotMatchEnd, why);
  }
  return null;
}

export type MexicanMoveResult =
  | { ok: true; state: MexicanState; roundEnded: boolean }
  | { ok: false; error: MoveRejection };

export interface MexicanMoveOptions {
  /** Seed for the next round if this move ends one (the API supplies a cryptographic one). */
  nextRoundSeed?: string;
}

export function cloneMexican(st: MexicanState): MexicanState {
  const rd = st.round;
  return {
    rules: st.rules,
    rng: [st.rng[0], st.rng[1], st.rng[2], st.rng[3]],
    totals: st.totals.slice(),
    round: {
      ...rd,
      hands: rd.hands.map((h) => h.slice()),
      bone: rd.bone.slice(),
      trains: rd.trains.map((t) => ({ tiles: t.tiles.slice(), open: t.open, marker: t.marker })),
      played: rd.played.slice(),
      log: rd.log.slice(),
    },
    last: st.last,
    places: st.places,
    ...(st.forfeit !== undefined && { forfeit: st.forfeit }),
  };
}

/**
 * The match ended by `seat`'s resignation (or a forfeit on time): the round in play is not
 * scored; the others are placed by their totals so far, and `seat` takes the last place alone.
 */
export function forfeitMexican(st: MexicanState, seat: number): MexicanState {
  const next = cloneMexican(st);
  const others = st.totals.map((x, s) => (s === seat ? Number.POSITIVE_INFINITY : x));
  next.places = placesOf(others);
  next.places[seat] = st.rules.players;
  next.forfeit = seat;
  next.round.turn = -1;
  return next;
}

/** Applies a move for `seat` to a copy of the state; draws and passes that follow happen by themselves. */
export function applyMexicanMove(
  st: MexicanState,
  seat: number,
  move: MexicanMove,
  opts: MexicanMoveOptions = {},
): MexicanMoveResult {
  const error = checkMexicanMove(st, seat, move);
  if (error) return { ok: false, error };
  const next = cloneMexican(st);
  playMexican(next.rules, next.round, move);
  const roundEnded = next.round.end !== ROUND_PLAYING;
  if (roundEnded) finishRound(next, opts.nextRoundSeed);
  return { ok: true, state: next, roundEnded };
}

/** Applies a legal move for the seat to move, in place (the computer players' playouts too). */
export function playMexican(r: MexicanRules, rd: MexicanRound, move: MexicanMove): void {
  const seat = rd.turn;
  if (move.type === 'stop') {
    rd.log.push(mtEvent(MT_STOP, seat));
    startTurn(r, rd, endTurn(r, rd, seat));
    return;
  }
  const set = setOf(r);
  const { tile, train } = move;
  const hand = rd.hands[seat];
  hand.splice(hand.indexOf(tile), 1);
  const tr = rd.trains[train];
  const double = set.low[tile] === set.high[tile];
  tr.open = set.low[tile] === tr.open ? set.high[tile] : set.low[tile];
  tr.tiles.push(tile);
  // Any play on a seat's own train (a cover or a drawn tile too) removes its marker.
  if (train === seat) tr.marker = false;
  rd.log.push(mtEvent(MT_PLAY, seat, tile, train));
  const firstTurn = !rd.played[seat];
  const drew = rd.drew;
  rd.drawn = -1;
  if (hand.length === 0) {
    // The round ends on the last tile, even a double left uncovered.
    rd.end = ROUND_OUT;
    rd.out = seat;
    rd.turn = -1;
    return;
  }
  if (double) {
    // The seat plays again, and that play must cover the double: at most one more draw for it.
    rd.openDouble = train;
    startTurnOwing(r, rd, seat);
    return;
  }
  if (rd.openDouble === train) rd.openDouble = -1;
  if (r.firstTurnManyTiles && firstTurn && !drew && (rd.run || train === seat)) {
    // The run goes on after a tile on the seat's own train, and stops by itself when none fits.
    rd.run = true;
    if (legalPlays(r, rd, seat).length > 0) return;
  }
  startTurn(r, rd, endTurn(r, rd, seat));
}

/** After a double: the same seat covers it, or draws once for the cover, or passes with a marker. */
function startTurnOwing(r: MexicanRules, rd: MexicanRound, seat: number): void {
  if (legalPlays(r, rd, seat).length > 0) return;
  if (rd.bone.length > 0) {
    const t = rd.bone.pop()!;
    rd.hands[seat].push(t);
    rd.hands[seat].sort((a, b) => a - b);
    rd.log.push(mtEvent(MT_DRAW, seat, t));
    rd.drew = true;
    rd.drawn = t;
    if (legalPlays(r, rd, seat).length > 0) return;
    rd.drawn = -1;
  }
  rd.trains[seat].marker = true;
  rd.log.push(mtEvent(MT_PASS, seat));
  if (rd.bone.length === 0 && !anyoneCanPlay(r, rd)) {
    rd.end = ROUND_BLOCKED;
    rd.turn = -1;
    return;
  }
  startTurn(r, rd, endTurn(r, rd, seat));
}

/** What a hand left at the round's end adds to its seat's total. */
export function handAdds(r: MexicanRules, hand: readonly number[]): number {
  const set = setOf(r);
  let sum = 0;
  for (const t of hand) sum += r.blankDoubleFifty && t === 0 ? 50 : set.pips[t];
  return sum;
}

/** Places by total, lowest first; equal totals share a place (1, 1, 3). */
export function placesOf(totals: readonly number[]): number[] {
  return totals.map((x) => 1 + totals.filter((y) => y < x).length);
}

/** Scores the round that just ended, records it, and deals the next round or ends the match. */
function finishRound(st: MexicanState, seed?: string): void {
  const r = st.rules;
  const rd = st.round;
  const adds = rd.hands.map((h) => handAdds(r, h));
  const totals = st.totals.map((x, s) => x + adds[s]);
  st.last = {
    round: rd.round,
    engine: rd.engine,
    seed: rd.seed,
    end: rd.end,
    out: rd.out,
    hands: rd.hands.map((h) => h.slice()),
    adds,
    totals,
    log: rd.log,
  };
  st.totals = totals;
  if (rd.round >= r.rounds) {
    st.places = placesOf(totals);
    return;
  }
  st.round = dealRound(r, rd.round + 1, seed ?? nextSeed(st.rng));
}

export interface MexicanFixedDeal {
  /** Each seat's tiles (ids of the set). */
  hands: number[][];
  /** The boneyard, drawn from the end (default: every other tile but the engine, in id order). */
  bone?: number[];
  /** 1-based round (default 1): its engine is N - (round - 1). */
  round?: number;
  /** The seat that moves first (default: the round's own). */
  first?: number;
  totals?: number[];
  seed?: string;
}

/** A match whose current round has the given tiles: for rules tests and development tables. */
export function mexicanFromDeal(r: MexicanRules, fixed: MexicanFixedDeal): MexicanState {
  const set = setOf(r);
  const round = fixed.round ?? 1;
  const e = engineOf(r, round);
  const engineTile = set.tileOf(e, e)!;
  const seen = new Set<number>([engineTile]);
  for (const h of fixed.hands)
    for (const t of h) {
      if (seen.has(t)) throw new Error(`${set.name(t)} is dealt twice (or is the engine)`);
      seen.add(t);
    }
  const bone = fixed.bone ?? Array.from({ length: set.count }, (_, t) => t).filter((t) => !seen.has(t));
  for (const t of bone) {
    if (fixed.bone && seen.has(t)) throw new Error(`${set.name(t)} is both dealt and in the boneyard`);
    seen.add(t);
  }
  if (seen.size !== set.count)
    throw new Error(`the hands, the boneyard and the engine must hold all ${set.count} tiles`);
  const seed = fixed.seed ?? 'fixed';
  const rng = seedState(seed);
  nextSeed(rng);
  return {
    rules: r,
    rng,
    totals: fixed.totals?.slice() ?? new Array(r.players).fill(0),
    round: openRound(
      r,
      round,
      seed,
      fixed.hands.map((h) => h.slice().sort((a, b) => a - b)),
      bone.slice(),
      fixed.first ?? (round - 1) % r.players,
    ),
    last: null,
    places: null,
  };
}
