/**
 * The layout's inner geometry, in half units (a tile is 4 by 2) so that every coordinate is an
 * integer: rectangles, open edges, and the three ways a tile goes on at an edge (straight on, a
 * crosswise double, a turn).
 */
import type { Tile } from '../engine/tiles';

/** A rectangle by its corners: [x0, x1) x [y0, y1). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** An open edge: its midpoint, the outward direction, and how the arm beyond it prefers to run. */
export interface Conn {
  x: number;
  y: number;
  dx: number;
  dy: number;
  /** The arm runs straight on (a spinner's short arm, a column) and turns only to get round something. */
  column: boolean;
  /** The vertical way the arm progresses when it turns (-1 up, 1 down). */
  py: number;
  /** The last horizontal way the arm ran (-1 left, 1 right): a snake turns back the other way. */
  lastH: number;
}

/** One play, replayed with the engine. */
export interface Step {
  order: number;
  tile: Tile;
  seat: number;
  arm: number;
  /** The number the tile was matched on (the arm's open number before it; the low number for the opening). */
  number: number;
  /** The order of the tile it touches (-1 for the opening tile). */
  parent: number;
  double: boolean;
  spinner: boolean;
  /** Arms the engine opened with this play, each with the order of the spinner it grows from. */
  opened: { arm: number; root: number }[];
}

/** A tile where it lies: `first` is the half played against its parent (see PlacedTile.halves). */
export interface Placed {
  box: Box;
  first: Box;
  second: Box;
  /** The way the line runs through the tile, away from its parent. */
  dir: [number, number];
}

/** A whole line placed: each tile by play order, and the open edge of each engine arm. */
export interface Placement {
  placed: Placed[];
  arms: Conn[];
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

export function union(a: Box, b: Box): Box {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

export function shift(b: Box, dx: number, dy: number): Box {
  return { x0: b.x0 + dx, x1: b.x1 + dx, y0: b.y0 + dy, y1: b.y1 + dy };
}

/** A rectangle from an edge midpoint (x, y): `along` half units in direction d, `across` wide. */
export function slab(x: number, y: number, dx: number, dy: number, along: number, across: number): Box {
  const h = across / 2;
  if (dx !== 0) {
    const ex = x + along * dx;
    return { x0: Math.min(x, ex), x1: Math.max(x, ex), y0: y - h, y1: y + h };
  }
  const ey = y + along * dy;
  return { x0: x - h, x1: x + h, y0: Math.min(y, ey), y1: Math.max(y, ey) };
}

/** The square right in front of an open edge (where any next tile's first half goes). */
export function front(c: Conn): Box {
  return slab(c.x, c.y, c.dx, c.dy, 2, 2);
}

/** Room in front of an edge for a crosswise double (two wide). */
export function doubleRoom(c: Conn): Box {
  return slab(c.x, c.y, c.dx, c.dy, 2, 4);
}

/** A tile put at an edge: where it lies, its half at the edge, its far half, and its own open edge. */
export interface Shape {
  box: Box;
  near: Box;
  far: Box;
  next: Conn;
}

/**
 * A tile at edge `c` going on in direction (dx, dy): straight on when that is c's own direction,
 * else a turn (its near half continues the line, its far half goes off to the side). A double
 * always goes straight on, crosswise: one unit along the line, two across it.
 */
export function shapeAt(double: boolean, c: Conn, dx: number, dy: number): Shape {
  if (double) {
    const box = slab(c.x, c.y, c.dx, c.dy, 2, 4);
    const half = slab(c.x, c.y, c.dx, c.dy, 2, 2);
    const [ox, oy] = c.dx !== 0 ? [0, 1] : [1, 0];
    return {
      box,
      near: shift(half, -ox, -oy),
      far: shift(half, ox, oy),
      next: { ...c, x: c.x + 2 * c.dx, y: c.y + 2 * c.dy },
    };
  }
  const near = slab(c.x, c.y, c.dx, c.dy, 2, 2);
  const far = shift(near, 2 * dx, 2 * dy);
  const lastH = dx !== 0 ? dx : c.lastH;
  const straight = dx === c.dx && dy === c.dy;
  const next: Conn = straight
    ? { ...c, x: c.x + 4 * dx, y: c.y + 4 * dy, lastH }
    : { ...c, x: c.x + c.dx + 3 * dx, y: c.y + c.dy + 3 * dy, dx, dy, lastH };
  return { box: union(near, far), near, far, next };
}

/** A spinner's short sides (its centre, the way the line runs): left of that way first, then right. */
export function shortSides(cx: number, cy: number, dx: number, dy: number, parent: Conn): [Conn, Conn] {
  // Left of (dx, dy) on a y-down table is (dy, -dx).
  const side = (sx: number, sy: number): Conn => ({
    x: cx + 2 * sx,
    y: cy + 2 * sy,
    dx: sx,
    dy: sy,
    column: sx === 0,
    py: sy !== 0 ? sy : parent.py,
    lastH: sx !== 0 ? sx : parent.lastH,
  });
  return [side(dy, -dx), side(-dy, dx)];
}

/** Whether a placement keeps to the rules: inside the width, no overlap, every end's square free. */
export function isSound(p: Placement, w2: number): boolean {
  const inWidth = (b: Box) => b.x0 >= 0 && b.x1 <= w2;
  const boxes = p.placed.map((t) => t.box);
  for (let i = 0; i < boxes.length; i++) {
    if (!inWidth(boxes[i])) return false;
    for (let j = 0; j < i; j++) if (overlaps(boxes[i], boxes[j])) return false;
  }
  const squares = p.arms.map(front);
  for (let i = 0; i < squares.length; i++) {
    if (!inWidth(squares[i])) return false;
    for (const b of boxes) if (overlaps(b, squares[i])) return false;
  }
  return true;
}
