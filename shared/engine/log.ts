/**
 * A hand's history as small integers (the stored state stays compact). Each entry is one event:
 *
 *   play: 0 | seat << 2 | tile << 4 | end << 9 | (points / unit) << 14 | forced << 20
 *         (unit: 5 for All Fives and every game before the Threes, 3 for All Threes, 1 for Fives
 *         and Threes: scoring.ts pointsUnit; so every stored log reads as it always did)
 *   draw: 1 | seat << 2 | tile << 4 | chosen << 9   (the tile is private to the seat that drew it;
 *         chosen: a draw by choice under drawWhilePlayable, a move of its own)
 *   pass: 2 | seat << 2 | numbers << 4       (numbers: 7-bit mask of the open ends passed on)
 *
 * A chosen move (a play or a draw by choice) may also carry `1 << 21`, stand-in: the move was
 * chosen for the seat by the stand-in (a computer player, when the seat's move deadline passed),
 * not by whoever sits there. Logs from before the bit existed never have it; the bits they have
 * mean what they always meant.
 *
 * Tiles of the bigger sets (ids 32..90, tiles.ts) keep their low five bits where every tile
 * always had them and put the two high bits at `22` and `23` (tileBits), so a double-six event
 * is the number it always was. A pass's numbers mask is 13 bits on double-twelve (bits 4..16).
 */

export const EV_PLAY = 0;
export const EV_DRAW = 1;
export const EV_PASS = 2;

export function playEvent(
  seat: number,
  tile: number,
  end: number,
  points: number,
  forced: boolean,
  unit = 5,
): number {
  return (
    EV_PLAY | (seat << 2) | tileBits(tile) | (end << 9) | ((points / unit) << 14) | (forced ? 1 << 20 : 0)
  );
}

/** A tile's bits in an event: its low five at 4, its high two at 22. */
function tileBits(tile: number): number {
  return ((tile & 31) << 4) | ((tile >>> 5) << 22);
}

export function drawEvent(seat: number, tile: number, chosen = false): number {
  return EV_DRAW | (seat << 2) | tileBits(tile) | (chosen ? 1 << 9 : 0);
}

export function passEvent(seat: number, numbers: number): number {
  return EV_PASS | (seat << 2) | (numbers << 4);
}

/** Marks a chosen move made for its seat by the stand-in (see above). */
export const STAND_IN = 1 << 21;

export const evType = (e: number): number => e & 3;
export const evSeat = (e: number): number => (e >>> 2) & 3;
export const evTile = (e: number): number => ((e >>> 4) & 31) | (((e >>> 22) & 3) << 5);
export const evEnd = (e: number): number => (e >>> 9) & 31;
export const evPoints = (e: number, unit = 5): number => ((e >>> 14) & 63) * unit;
export const evForced = (e: number): boolean => ((e >>> 20) & 1) === 1;
/** A draw by choice (drawWhilePlayable): a move, where other draws happen by themselves. */
export const evChosen = (e: number): boolean => ((e >>> 9) & 1) === 1;
/** A move the stand-in chose for its seat (its move deadline passed), not the seat's own. */
export const evStandIn = (e: number): boolean => (e & STAND_IN) !== 0;
/**
 * Whether an event is a move someone chose (each one is a version of the table): a play that
 * was not placed automatically, or a draw by choice.
 */
export function isChosenMove(e: number): boolean {
  const type = e & 3;
  return (type === EV_PLAY && !evForced(e)) || (type === EV_DRAW && evChosen(e));
}
export const evNumbers = (e: number): number => (e >>> 4) & 0x1fff;

/** The numbers set in a mask of numbers (bit v: the number v, 0 to 12), ascending. */
export function numbersOf(mask: number): number[] {
  const out: number[] = [];
  for (let v = 0; v <= 12; v++) if (mask & (1 << v)) out.push(v);
  return out;
}
