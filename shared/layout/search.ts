/**
 * The table layout for a line with several spinners (the "every double is a spinner" rule),
 * where arms branch off arms and no fixed plan keeps them apart: tiles are placed in play order,
 * each trying a short list of natural placements (straight on, or a turn towards where its arm
 * progresses) in preference order. A placement that would overlap a tile, leave the width, or
 * cover the square in front of another open end (or of a spinner's unopened side) is refused;
 * when a tile has no placement left, the earlier choices are revisited (a depth-first search with
 * a bounded number of tries). The opening tile lies in the middle of the table.
 */
import {
  type Box,
  type Conn,
  doubleRoom,
  front,
  overlaps,
  type Placed,
  type Placement,
  type Shape,
  type Step,
  shapeAt,
  shortSides,
} from './geometry';

interface State {
  placed: Placed[];
  /** Open edge of each engine arm. */
  arms: (Conn | undefined)[];
  /** A spinner's short sides, by spinner order, until the engine opens them as arms. */
  pending: Map<number, [Conn, Conn]>;
}

interface Candidate {
  shape: Shape;
  dir: [number, number];
  sides: [Conn, Conn] | null;
}

/** Placements tried before giving up on a width. */
const SEARCH_BUDGET = 20_000;

export function searchLayout(steps: Step[], w2: number): Placement | null {
  return new Search(steps, w2).run();
}

class Search {
  private budget = SEARCH_BUDGET;

  constructor(
    private readonly steps: Step[],
    private readonly w2: number,
  ) {}

  run(): Placement | null {
    const first = this.steps[0];
    const c = this.w2 / 2;
    const box: Box = first.double
      ? { x0: c - 1, x1: c + 1, y0: -2, y1: 2 }
      : { x0: c - 2, x1: c + 2, y0: -1, y1: 1 };
    const placed: Placed = first.double
      ? { box, first: { ...box, y1: 0 }, second: { ...box, y0: 0 }, dir: [1, 0] }
      : { box, first: { ...box, x1: c }, second: { ...box, x0: c }, dir: [1, 0] };
    const left: Conn = { x: box.x0, y: 0, dx: -1, dy: 0, column: false, py: -1, lastH: -1 };
    const right: Conn = { x: box.x1, y: 0, dx: 1, dy: 0, column: false, py: 1, lastH: 1 };
    const pending = new Map<number, [Conn, Conn]>();
    if (first.spinner) pending.set(0, shortSides(c, 0, 1, 0, right));
    const done = this.extend({ placed: [placed], arms: [left, right], pending }, 1);
    return done && { placed: done.placed, arms: done.arms as Conn[] };
  }

  private extend(state: State, i: number): State | null {
    if (i === this.steps.length) return state;
    const step = this.steps[i];
    const conn = state.arms[step.arm]!;
    for (const cand of this.candidates(state, step, conn)) {
      if (--this.budget < 0) return null;
      const arms = state.arms.slice();
      arms[step.arm] = cand.shape.next;
      const pending = new Map(state.pending);
      if (cand.sides) pending.set(i, cand.sides);
      // The engine opens a spinner's two short sides together, as consecutive arms.
      for (const { arm, root } of step.opened) {
        const sides = pending.get(root)!;
        if (arms[arm - 1] === sides[0]) {
          arms[arm] = sides[1];
          pending.delete(root);
        } else {
          arms[arm] = sides[0];
        }
      }
      const placed: Placed = {
        box: cand.shape.box,
        first: cand.shape.near,
        second: cand.shape.far,
        dir: cand.dir,
      };
      const done = this.extend({ placed: [...state.placed, placed], arms, pending }, i + 1);
      if (done) return done;
    }
    return null;
  }

  /** The ways to place this step's tile at `conn`, most natural first, that break no rule. */
  private *candidates(state: State, step: Step, conn: Conn): Generator<Candidate> {
    for (const [dx, dy] of this.directions(step, conn)) {
      const shape = shapeAt(step.double, conn, dx, dy);
      const sides = step.spinner
        ? shortSides(conn.x + conn.dx, conn.y + conn.dy, conn.dx, conn.dy, conn)
        : null;
      const cand: Candidate = { shape, dir: step.double ? [conn.dx, conn.dy] : [dx, dy], sides };
      if (this.allowed(state, step, cand)) yield cand;
    }
  }

  /** Directions to try for the tile's far half: straight on (conn's own) or a turn. */
  private directions(step: Step, c: Conn): [number, number][] {
    const straight: [number, number] = [c.dx, c.dy];
    if (step.double) return [straight];
    if (c.dx !== 0) {
      const toward: [number, number] = [0, c.py];
      const away: [number, number] = [0, -c.py];
      if (c.column) return [toward, straight, away];
      // Straight on while there is room for a crosswise double and a turn after it.
      const ahead = c.dx > 0 ? this.w2 - (c.x + 4) : c.x - 4;
      return ahead >= 5 ? [straight, toward, away] : [toward, straight, away];
    }
    if (c.column) {
      const roomier: [number, number] = [c.x * 2 < this.w2 ? 1 : -1, 0];
      return [straight, roomier, [-roomier[0], 0]];
    }
    const back: [number, number] = [-c.lastH, 0];
    const on: [number, number] = [c.lastH, 0];
    return c.dy === c.py ? [back, straight, on] : [straight, back, on];
  }

  private inWidth(b: Box): boolean {
    return b.x0 >= 0 && b.x1 <= this.w2;
  }

  private allowed(state: State, step: Step, cand: Candidate): boolean {
    const box = cand.shape.box;
    if (!this.inWidth(box)) return false;
    for (const p of state.placed) if (overlaps(p.box, box)) return false;
    // The squares in front of the other open ends (and unopened spinner sides) stay free.
    const others: Box[] = [];
    state.arms.forEach((c, arm) => {
      if (c && arm !== step.arm) others.push(front(c));
    });
    for (const sides of state.pending.values()) others.push(front(sides[0]), front(sides[1]));
    for (const o of others) if (overlaps(o, box)) return false;
    const fresh = [cand.shape.next, ...(cand.sides ?? [])];
    for (const c of fresh) {
      // Room within the width for a crosswise double after it, and its square free.
      if (!this.inWidth(doubleRoom(c))) return false;
      const f = front(c);
      if (overlaps(f, box)) return false;
      for (const p of state.placed) if (overlaps(p.box, f)) return false;
      for (const o of others) if (overlaps(o, f)) return false;
    }
    return true;
  }
}
