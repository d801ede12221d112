/**
 * Where the line lies on a table of a given width: each tile's position and orientation, the
 * numbers on its halves, the open ends, the bounding box. Pure (no DOM, no I/O): the web client
 * draws the line with it and the API's SVG picture does too, so both show the same table.
 *
 * The line is replayed with the engine's own `place` (which tile each play touched, which double
 * is a spinner, when a spinner's short sides open), then laid out like a real table: the hub (the
 * spinner, else the opening tile) in the middle, a run to each side that turns at the edge (the
 * left run up, the right run down) and snakes back, doubles crosswise, a spinner's short arms
 * straight up and down (`cross.ts`). Lines with several spinners are packed by a bounded search
 * (`search.ts`). Every open end keeps a free square in front of it for a "play here" button.
 *
 * Units: a tile is 2 by 1 (a half is a 1 by 1 square); x grows right, y grows down; the hub's
 * centre is at (width / 2, 0), so tiles keep their places as the line grows. `box` says where
 * the drawing lies (y is negative above the hub).
 */
import { ARM_SPINNER_TIP, emptyLine, fits, place } from '../engine/line';
import type { Spinner } from '../engine/rules';
import { HIGH, isDouble, LOW, otherEnd, parseTile, type Tile, tileName } from '../engine/tiles';
import type { TileName } from '../engine/view';
import { CROSS_MIN_WIDTH, crossLayout } from './cross';
import { type Box, front, type Placement, type Step, union } from './geometry';
import { type SearchOptions, searchLayout } from './search';

export type Direction = 'left' | 'right' | 'up' | 'down';

/** One play of the line, as a seat's view lists it (`SeatView['line']`): `end` is the arm index. */
export interface LinePlay {
  seat: number;
  tile: TileName;
  end: number;
}

/** An axis-aligned rectangle in tile units (top-left corner, size). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One half of a placed tile: a 1 by 1 square and the number drawn on it. */
export interface PlacedHalf {
  /** Top-left corner of the half's square. */
  x: number;
  y: number;
  /** The number of pips drawn on this half (0-6). */
  number: number;
}

/** A tile of the line where it lies. */
export interface PlacedTile {
  /** The tile, `a-b` with a <= b. */
  tile: TileName;
  /** The seat that played it. */
  seat: number;
  /** Its index in the plays (0: the opening tile). */
  order: number;
  /** The arm it was played on (as the play's `end`; 0 for the opening tile). */
  end: number;
  /** Its rectangle: 2 by 1 (horizontal) or 1 by 2 (vertical). */
  x: number;
  y: number;
  width: number;
  height: number;
  orientation: 'horizontal' | 'vertical';
  /** The way the line runs through this tile, away from the tile it was played against. */
  heading: Direction;
  /** A double, placed crosswise: its long side touches the line. */
  double: boolean;
  /** A spinner (a double that opens two more arms from its short sides). */
  spinner: boolean;
  /**
   * The two halves. `halves[0]` touches the tile this one was played against and shows the
   * matching number (it faces that tile); `halves[1]` is the outer half. For the opening tile,
   * `halves[0]` is the half arm 0 grows from (its left or top half).
   */
  halves: [PlacedHalf, PlacedHalf];
  /** The `order` of the tile this one was played against; null for the opening tile. */
  touches: number | null;
}

/** An open end of the line: where the next tile on it would go. */
export interface EndAnchor {
  /** The end's index (as in the view's `ends[i].end` and a move's `end`). */
  end: number;
  /** The number a tile must show to go here. */
  number: number;
  /** The way a tile played here would extend the line. */
  direction: Direction;
  /** The midpoint of the open edge that a tile played here would touch. */
  x: number;
  y: number;
  /** A 1 by 1 square in front of the edge that no tile covers: where a "play here" button fits. */
  square: Rect;
  /** A spinner's short side with no tile on it yet. */
  emptySpinnerSide: boolean;
}

/** The line laid out: what a client or the SVG picture draws. */
export interface LineLayout {
  /** The width laid out for (tile units): every tile and end square has 0 <= x <= width. */
  width: number;
  /** Every tile of the line once, in play order. */
  tiles: PlacedTile[];
  /** The open ends, in end-index order (empty before the opening tile). */
  ends: EndAnchor[];
  /** The smallest rectangle holding every tile and end square ({0,0,0,0} for an empty line). */
  box: Rect;
}

export interface LayoutOptions {
  /** The table's width in tile units (a tile is 2 long); at least MIN_LINE_WIDTH. */
  width: number;
}

/** The narrowest table laid out (tile units): a spinner's arms snake beside its columns. */
export const MIN_LINE_WIDTH = CROSS_MIN_WIDTH;

/** How much wider a table is tried when a line with several spinners does not pack. */
const WIDEN_BY = 8;

/** How many times it is widened at most. */
const WIDENINGS = 3;

/** The searches tried at each width, the most natural layout first. */
const SEARCHES: SearchOptions[] = [
  { reserveUnopened: true, alongDouble: false },
  { reserveUnopened: false, alongDouble: false },
  { reserveUnopened: false, alongDouble: true },
];

/** The layout could not be made (a line the engine would not have built, or a width too small). */
export class LineLayoutError extends Error {
  override name = 'LineLayoutError';
}

// Inside, every length is in half units so that all coordinates are integers.

/**
 * Lays out the line `plays` (in play order, as a seat's view lists them) for the table's spinner
 * rule on a table `options.width` tile units wide. Deterministic. A line with at most one spinner
 * always fits the width asked; one with several spinners (everyDouble) that cannot be packed into
 * it is laid out wider, by steps of 8 units at most 3 times, and the result's `width` says how
 * wide (scale the drawing to fit). Throws LineLayoutError for a line the engine would not have
 * built, a width under MIN_LINE_WIDTH, or (never seen in `npm run bench:layout`) a line no
 * bounded search packs: a bounded time, never a hang.
 */
export function layoutLine(plays: readonly LinePlay[], spinner: Spinner, options: LayoutOptions): LineLayout {
  const asked = options.width;
  if (!Number.isFinite(asked) || asked < MIN_LINE_WIDTH) {
    throw new LineLayoutError(`a line is laid out at least ${MIN_LINE_WIDTH} tile units wide, not ${asked}`);
  }
  const steps = replay(plays, spinner);
  if (steps.length === 0)
    return { width: asked, tiles: [], ends: [], box: { x: 0, y: 0, width: 0, height: 0 } };
  // Half units; an odd width leaves its last half unit unused so that the middle is whole.
  const first = Math.floor(asked) * 2;
  const cross = crossLayout(steps, first);
  if (cross) return output(steps, cross, asked);
  // A wider table makes room for the long runs, but the clashes between spinners close together
  // are local: no width mends them, so the widening is bounded and each width is tried strict
  // (the squares of unopened spinner sides kept free), then with them checked only on opening.
  for (let k = 0; k <= WIDENINGS; k++) {
    const w2 = first + k * WIDEN_BY * 2;
    for (const options of SEARCHES) {
      const placement = searchLayout(steps, w2, options);
      if (placement) return output(steps, placement, k === 0 ? asked : w2 / 2);
    }
  }
  throw new LineLayoutError(`no layout found for this line of ${steps.length} tiles`);
}

function replay(plays: readonly LinePlay[], spinner: Spinner): Step[] {
  const l = emptyLine();
  const tipOf: number[] = [];
  const orderOf = new Map<Tile, number>();
  return plays.map((p, order) => {
    const tile = parseTile(p.tile);
    if (tile === undefined) throw new LineLayoutError(`play ${order}: ${p.tile} is no tile`);
    if (orderOf.has(tile)) throw new LineLayoutError(`play ${order}: ${p.tile} is already in the line`);
    orderOf.set(tile, order);
    const opening = order === 0;
    const arm = opening ? 0 : p.end;
    if (!opening && !fits(l, tile, arm)) {
      throw new LineLayoutError(`play ${order}: ${p.tile} does not fit end ${p.end}`);
    }
    const number = opening ? LOW[tile] : l.v[arm];
    const parent = opening ? -1 : tipOf[arm];
    const before = l.v.length;
    place(l, tile, arm, spinner);
    const isSpinner = opening ? l.s === tile : (l.f[arm] & ARM_SPINNER_TIP) !== 0;
    const opened: { arm: number; root: number }[] = [];
    if (opening) {
      tipOf[0] = tipOf[1] = 0;
    } else {
      tipOf[arm] = order;
      for (let k = before; k < l.v.length; k++) {
        const root = orderOf.get(l.t[k])!;
        tipOf[k] = root;
        opened.push({ arm: k, root });
      }
    }
    return {
      order,
      tile,
      seat: p.seat,
      arm,
      number,
      parent,
      double: isDouble(tile),
      spinner: isSpinner,
      opened,
    };
  });
}

function direction(dx: number, dy: number): Direction {
  return dx > 0 ? 'right' : dx < 0 ? 'left' : dy > 0 ? 'down' : 'up';
}

function rect(b: Box): Rect {
  return { x: b.x0 / 2, y: b.y0 / 2, width: (b.x1 - b.x0) / 2, height: (b.y1 - b.y0) / 2 };
}

function output(steps: Step[], state: Placement, width: number): LineLayout {
  const tiles: PlacedTile[] = steps.map((s, i) => {
    const p = state.placed[i];
    const r = rect(p.box);
    const other = i === 0 ? HIGH[s.tile] : otherEnd(s.tile, s.number);
    const a = rect(p.first);
    const b = rect(p.second);
    return {
      tile: tileName(s.tile),
      seat: s.seat,
      order: i,
      end: s.arm,
      ...r,
      orientation: r.width > r.height ? 'horizontal' : 'vertical',
      // A tile's halves lie along its heading; a double lies across the way its arm runs.
      heading: s.double ? direction(p.dir[0], p.dir[1]) : direction(b.x - a.x, b.y - a.y),
      double: s.double,
      spinner: s.spinner,
      halves: [
        { x: a.x, y: a.y, number: s.number },
        { x: b.x, y: b.y, number: other },
      ],
      touches: s.parent < 0 ? null : s.parent,
    };
  });
  // The numbers at the open ends, from the engine's replay: the last step's line.
  const numbers = openNumbersAfter(steps);
  const ends: EndAnchor[] = state.arms.map((c, end) => {
    const f = front(c);
    return {
      end,
      number: numbers[end].number,
      direction: direction(c.dx, c.dy),
      x: c.x / 2,
      y: c.y / 2,
      square: rect(f),
      emptySpinnerSide: numbers[end].emptySpinnerSide,
    };
  });
  let all: Box = state.placed[0].box;
  for (const p of state.placed) all = union(all, p.box);
  for (const c of state.arms) all = union(all, front(c));
  return { width, tiles, ends, box: rect(all) };
}

/** Each arm's open number, and whether it is a spinner's side with no tile on it yet. */
function openNumbersAfter(steps: Step[]): { number: number; emptySpinnerSide: boolean }[] {
  const out: { number: number; emptySpinnerSide: boolean }[] = [];
  for (const s of steps) {
    if (s.order === 0) {
      out[0] = { number: LOW[s.tile], emptySpinnerSide: false };
      out[1] = { number: HIGH[s.tile], emptySpinnerSide: false };
      continue;
    }
    out[s.arm] = { number: otherEnd(s.tile, s.number), emptySpinnerSide: false };
    for (const { arm, root } of s.opened)
      out[arm] = { number: LOW[steps[root].tile], emptySpinnerSide: true };
  }
  return out;
}
