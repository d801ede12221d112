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

export const HAND_PLAYING = 0;
export const HAND_DOMINO = 1;
export const HAND_BLOCKED = 2;

export interface HandState {
  /** The seed this hand was dealt from (hidden until the hand ends). */
  seed: string;
  /** The seat that led this hand. */
  opener: number;
  /** Each seat's tiles, as masks. */
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

/** The tiles of `seat` that fit some open end. */
export function playableTiles(h: HandState, seat: number): TileMask {
  return h.hands[seat] & playableMask(h.line);
}

/** A drawing move is offered only with drawWhilePlayable, never to the leader of a hand. */
export function mayDrawByChoice(r: Rules, h: HandState): boolean {
  return r.drawWhilePlayable && h.line.v.length > 0 && mayDraw(r, h);
}

/** Encoded move: a play is `tile | end << 5`; a draw by choice is DRAW. */
export const DRAW = 1 << 10;

/** How many moves the seat to move has (plays on each end, plus a draw where allowed). */
export function countMoves(r: Rules, h: HandState): number {
  const hand = h.hands[h.turn];
  const l = h.line;
  if (l.v.length === 0) return popcount(hand);
  let c = 0;
  for (let i = 0; i < l.v.length; i++) c += popcount(hand & SUIT[l.v[i]]);
  return mayDrawByChoice(r, h) ? c + 1 : c;
}

/** The k-th move of `countMoves`, in a fixed order: by end, then by tile. */
export function nthMove(_r: Rules, h: HandState, k: number): number {
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

/** Applies an encoded move (assumed legal) for the seat to move. */
export function applyEncoded(r: Rules, h: HandState, move: number, forced = false): void {
  if (move === DRAW) drawByChoice(r, h);
  else playTile(r, h, move & 31, move >>> 5, forced);
}

/** Places a tile for the seat to move, scores All Fives points, and moves play on. */
export function playTile(r: Rules, h: HandState, tile: Tile, end: number, forced = false): void {
  const seat = h.turn;
  const l = h.line;
  const leading = l.v.length === 0;
  const twoEnds = r.doubledScores && !leading && fittingEnds(l, tile) >= 2;
  place(l, tile, end, r.spinner);
  h.hands[seat] &= ~(1 << tile);
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
  if (h.hands[seat] === 0) {
    h.end = HAND_DOMINO;
    // doubledScores: a double, or a tile that fitted two open ends; never a first tile.
    h.dbl = !leading && (isDouble(tile) || twoEnds);
    return;
  }
  advance(r, h, seat);
}

/** drawWhilePlayable: the seat to move draws one tile and keeps the turn. */
export function drawByChoice(_r: Rules, h: HandState): void {
  const seat = h.turn;
  const t = h.bone.pop()!;
  h.hands[seat] |= 1 << t;
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

function block(h: HandState): void {
  h.end = HAND_BLOCKED;
  h.turn = -1;
}
