/**
 * One hand's play: legal moves, placing a tile, drawing, passing, and how the hand ends. This is
 * the one implementation of the rules that both the API (through `match.ts`) and the computer
 * players' playouts run; it mutates a `HandState` in place and allocates nothing per move.
 */
import { endsCount, fittingEnds, type Line, openNumbers, place, playableMask } from './line';
import { drawEvent, passEvent, playEvent } from './log';
import { type Rules, sideOf } from './rules';
import { countPoints, pointsUnit } from './scoring';
import { isDouble, nthTile, popcount, SUIT, type Tile, type TileMask } from './tiles';
import { addTile, MAX_WORDS, noTiles, removeTile, SET_WORDS, WIDE_SUIT, wordsFor } from './words';

export const HAND_PLAYING = 0;
export const HAND_DOMINO = 1;
export const HAND_BLOCKED = 2;

export interface HandState {
  /** The seed this hand was dealt from (hidden until the hand ends). */
  seed: string;
  /** The seat that led this hand. */
  opener: number;
  /**
   * Each seat's tiles, as masks: one word a seat on double-six; on a bigger set W words a seat,
   * seat s's from `s * W` (words.ts, `Rules.set`).
   */
  hands: TileMask[];
  /** Tiles not dealt; draws take the last one. In block games they are set aside unused. */
  bone: Tile[];
  line: Line;
  /** Seat to move (when the hand is over: the seat that went out, or -1). */
  turn: number;
  /** Events, encoded as in log.ts. */
  log: number[];
  /** Points scored during play (All Fives) per side. */
  pts: number[];
  /** HAND_PLAYING, HAND_DOMINO or HAND_BLOCKED. */
  end: number;
  /** Domino: the winner went out with a double or a tile that fitted two ends (doubledScores). */
  dbl: boolean;
}

/** Whether the seat to move may draw: the game draws and the boneyard holds more than the reserve. */
export function mayDraw(r: Rules, h: HandState): boolean {
  return r.drawing && h.bone.length > r.boneyardReserve;
}

/** The tiles of `seat` that fit some open end (double-six: see `canPlay` for every set). */
export function playableTiles(h: HandState, seat: number): TileMask {
  return h.hands[seat] & playableMask(h.line);
}

/** Words a seat's hand takes under these rules (1 on double-six). */
function wordsOf(r: Rules): number {
  return r.set === undefined ? 1 : wordsFor(r.set);
}

/** Whether `seat` holds a tile that fits some open end, on any set. */
export function canPlay(r: Rules, h: HandState, seat: number): boolean {
  if (r.set === undefined) return (h.hands[seat] & playableMask(h.line)) !== 0;
  const W = wordsOf(r);
  fitWords(r, h.line, FIT);
  for (let w = 0; w < W; w++) if (h.hands[seat * W + w] & FIT[w]) return true;
  return false;
}

/** Scratch words of the tiles that fit the open ends (a bigger set's hot path allocates nothing). */
const FIT = new Array<number>(MAX_WORDS).fill(0);

/** Writes the words of every tile of the set that fits some open end (before the lead: all). */
function fitWords(r: Rules, l: Line, out: number[]): void {
  const W = wordsOf(r);
  if (l.v.length === 0) {
    const all = SET_WORDS[r.set!];
    for (let w = 0; w < W; w++) out[w] = all[w];
    return;
  }
  for (let w = 0; w < W; w++) out[w] = 0;
  for (let i = 0; i < l.v.length; i++) {
    const at = l.v[i] * MAX_WORDS;
    for (let w = 0; w < W; w++) out[w] |= WIDE_SUIT[at + w];
  }
}

/** A drawing move is offered only with drawWhilePlayable, never to the leader of a hand. */
export function mayDrawByChoice(r: Rules, h: HandState): boolean {
  return r.drawWhilePlayable && h.line.v.length > 0 && mayDraw(r, h);
}

/**
 * Encoded move: a play is `tile | end << 5` (a bigger set's tile puts its two high bits at 11:
 * `encodePlay`); a draw by choice is DRAW.
 */
export const DRAW = 1 << 10;

/** The encoded play of tile t on end `end`: double-six's `t | end << 5`, any set. */
export function encodePlay(t: Tile, end: number): number {
  return (t & 31) | (end << 5) | ((t >>> 5) << 11);
}

/** The tile of an encoded play. */
export function moveTile(m: number): Tile {
  return (m & 31) | ((m >>> 11) << 5);
}

/** The end of an encoded play. */
export function moveEnd(m: number): number {
  return (m >>> 5) & 31;
}

/** How many moves the seat to move has (plays on each end, plus a draw where allowed). */
export function countMoves(r: Rules, h: HandState): number {
  if (r.set !== undefined) return countMovesWide(r, h);
  const hand = h.hands[h.turn];
  const l = h.line;
  if (l.v.length === 0) return popcount(hand);
  let c = 0;
  for (let i = 0; i < l.v.length; i++) c += popcount(hand & SUIT[l.v[i]]);
  return mayDrawByChoice(r, h) ? c + 1 : c;
}

function countMovesWide(r: Rules, h: HandState): number {
  const W = wordsOf(r);
  const base = h.turn * W;
  const l = h.line;
  let c = 0;
  if (l.v.length === 0) {
    for (let w = 0; w < W; w++) c += popcount(h.hands[base + w]);
    return c;
  }
  for (let i = 0; i < l.v.length; i++) {
    const at = l.v[i] * MAX_WORDS;
    for (let w = 0; w < W; w++) c += popcount(h.hands[base + w] & WIDE_SUIT[at + w]);
  }
  return mayDrawByChoice(r, h) ? c + 1 : c;
}

/** The k-th move of `countMoves`, in a fixed order: by end, then by tile. */
export function nthMove(r: Rules, h: HandState, k: number): number {
  if (r.set !== undefined) return nthMoveWide(r, h, k);
  const hand = h.hands[h.turn];
  const l = h.line;
  if (l.v.length === 0) return nthTile(hand, k);
  for (let i = 0; i < l.v.length; i++) {
    const m = hand & SUIT[l.v[i]];
    const c = popcount(m);
    if (k < c) return nthTile(m, k) | (i << 5);
    k -= c;
  }
  return DRAW;
}

function nthMoveWide(r: Rules, h: HandState, k: number): number {
  const W = wordsOf(r);
  const base = h.turn * W;
  const l = h.line;
  if (l.v.length === 0) {
    for (let w = 0; w < W; w++) {
      const m = h.hands[base + w];
      const c = popcount(m);
      if (k < c) return encodePlay(nthTile(m, k) + 32 * w, 0);
      k -= c;
    }
    return DRAW;
  }
  for (let i = 0; i < l.v.length; i++) {
    const at = l.v[i] * MAX_WORDS;
    for (let w = 0; w < W; w++) {
      const m = h.hands[base + w] & WIDE_SUIT[at + w];
      const c = popcount(m);
      if (k < c) return encodePlay(nthTile(m, k) + 32 * w, i);
      k -= c;
    }
  }
  return DRAW;
}

/** Applies an encoded move (assumed legal) for the seat to move. */
export function applyEncoded(r: Rules, h: HandState, move: number, forced = false): void {
  if (move === DRAW) drawByChoice(r, h);
  else playTile(r, h, moveTile(move), moveEnd(move), forced);
}

/** Places a tile for the seat to move, scores All Fives points, and moves play on. */
export function playTile(r: Rules, h: HandState, tile: Tile, end: number, forced = false): void {
  const seat = h.turn;
  const l = h.line;
  const leading = l.v.length === 0;
  const twoEnds = r.doubledScores && !leading && fittingEnds(l, tile) >= 2;
  place(l, tile, end, r.spinner);
  const W = r.set === undefined ? 1 : wordsFor(r.set);
  if (W === 1) h.hands[seat] &= ~(1 << tile);
  else removeTile(h.hands, seat * W, tile);
  let points = 0;
  let unit = 5;
  if (r.fivesDuringPlay) {
    const count = endsCount(l);
    if (count > 0 && count % 5 === 0) {
      points = count;
      h.pts[sideOf(r, seat)] += count;
    }
  } else if (r.scoring !== undefined) {
    // The Threes scorings (docs/rules.md#threes), stored in their own unit (log.ts).
    points = countPoints(r.scoring, endsCount(l));
    h.pts[sideOf(r, seat)] += points;
    unit = pointsUnit(r);
  }
  h.log.push(playEvent(seat, tile, leading ? 0 : end, points, forced, unit));
  if (W === 1 ? h.hands[seat] === 0 : noTiles(h.hands, seat * W, W)) {
    h.end = HAND_DOMINO;
    // doubledScores: a double, or a tile that fitted two open ends; never a first tile.
    h.dbl = !leading && (isDouble(tile) || twoEnds);
    return;
  }
  advance(r, h, seat);
}

/** drawWhilePlayable: the seat to move draws one tile and keeps the turn. */
export function drawByChoice(r: Rules, h: HandState): void {
  const seat = h.turn;
  const t = h.bone.pop()!;
  if (r.set === undefined) h.hands[seat] |= 1 << t;
  else addTile(h.hands, seat * wordsOf(r), t);
  h.log.push(drawEvent(seat, t, true));
}

/** True when no seat holds a tile in `fit`. */
function nobodyHolds(h: HandState, fit: TileMask): boolean {
  for (let s = 0; s < h.hands.length; s++) if (h.hands[s] & fit) return false;
  return true;
}

/**
 * Finds the next seat to move after `from`: seats that cannot play draw (draw games) until a
 * tile fits or they may not draw, then pass. A hand that nobody can play on and nobody may draw
 * into ends at once as blocked, without a round of passes.
 */
export function advance(r: Rules, h: HandState, from: number): void {
  if (r.set !== undefined) {
    advanceWide(r, h, from);
    return;
  }
  const n = h.hands.length;
  const fit = playableMask(h.line);
  if (!mayDraw(r, h) && nobodyHolds(h, fit)) {
    block(h);
    return;
  }
  let seat = from;
  for (;;) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if (h.hands[seat] & fit) {
      h.turn = seat;
      return;
    }
    while (mayDraw(r, h)) {
      const t = h.bone.pop()!;
      h.hands[seat] |= 1 << t;
      h.log.push(drawEvent(seat, t));
      if (fit & (1 << t)) {
        h.turn = seat;
        return;
      }
    }
    // Draws that leave nobody able to play or draw end the hand at once.
    if (nobodyHolds(h, fit)) {
      block(h);
      return;
    }
    h.log.push(passEvent(seat, openNumbers(h.line)));
  }
}

/** `advance` on a bigger set: the same steps on W words a seat. */
function advanceWide(r: Rules, h: HandState, from: number): void {
  const W = wordsOf(r);
  const n = h.hands.length / W;
  fitWords(r, h.line, FIT);
  if (!mayDraw(r, h) && nobodyFits(h, n, W)) {
    block(h);
    return;
  }
  let seat = from;
  for (;;) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if (seatFits(h, seat, W)) {
      h.turn = seat;
      return;
    }
    while (mayDraw(r, h)) {
      const t = h.bone.pop()!;
      addTile(h.hands, seat * W, t);
      h.log.push(drawEvent(seat, t));
      if (FIT[t >>> 5] & (1 << (t & 31))) {
        h.turn = seat;
        return;
      }
    }
    if (nobodyFits(h, n, W)) {
      block(h);
      return;
    }
    h.log.push(passEvent(seat, openNumbers(h.line)));
  }
}

/** Whether `seat` holds a tile in FIT (W words a seat). */
function seatFits(h: HandState, seat: number, W: number): boolean {
  for (let w = 0; w < W; w++) if (h.hands[seat * W + w] & FIT[w]) return true;
  return false;
}

function nobodyFits(h: HandState, n: number, W: number): boolean {
  for (let s = 0; s < n; s++) if (seatFits(h, s, W)) return false;
  return true;
}

function block(h: HandState): void {
  h.end = HAND_BLOCKED;
  h.turn = -1;
}
