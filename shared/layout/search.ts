/**
 * The table layout for a line with several spinners (the "every double is a spinner" rule),
 * where arms branch off arms and no fixed plan keeps them apart: tiles are placed in play order,
 * each trying a short list of natural placements (straight on, or a turn towards where its arm
 * progresses) in preference order. A placement that would overlap a tile, leave the width, or
 * cover the square in front of another open end (or of a spinner's unopened side) is refused;
 * when a tile has no placement left, the earlier choices are revisited (a depth-first search with
 * a bounded number of tries). The opening tile lies in the middle of the table.
 *
 * The search jumps back to the latest tile that took part in a refusal (conflict-directed
 * backjumping), not to the tile played just before: a clash is often between tiles far apart in
 * play order, and plain backtracking spent its whole budget reshuffling later, unrelated arms.
 * Some lines have no layout of these placements at any width: two spinners one tile apart on a
 * run, each with a spinner up its column at the same height, have unopened short sides facing
 * each other across one square that both keep. The jumps prove that in a few dozen tries, and
 * `layoutLine` goes on to a looser search (`SearchOptions`).
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
  /** The step whose placement made each arm's open edge (its tip, or the spinner it grows from). */
  owners: number[];
  /** A spinner's short sides, by spinner order, until the engine opens them as arms. */
  pending: Map<number, [Conn, Conn]>;
}

/** The earlier steps whose placements caused a refusal: the search jumps back to the latest. */
type Conflicts = Set<number>;

interface Candidate {
  shape: Shape;
  dir: [number, number];
  sides: [Conn, Conn] | null;
}

/** Placements tried before giving up on a width. */
const SEARCH_BUDGET = 20_000;

/**
 * How strict the search is. `reserveUnopened`: the squares in front of a spinner's short sides
 * stay free from the spinner's placement on, before the engine opens them (so tiles need not move
 * when they open). Without it they are checked only when they open: a layout the picture rules
 * allow (they are no ends yet), tried when the stricter one does not exist.
 */
export interface SearchOptions {
  reserveUnopened: boolean;
  /**
   * A tile played on a double's long side may also lie against either half of it (the picture
   * rules allow it: its half touches a half showing its number), not only centred.
   */
  alongDouble: boolean;
}

export function searchLayout(steps: Step[], w2: number, options: SearchOptions): Placement | null {
  return new Search(steps, w2, options).run();
}

class Search {
  private budget = SEARCH_BUDGET;

  constructor(
    private readonly steps: Step[],
    private readonly w2: number,
    private readonly options: SearchOptions,
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
    const done = this.extend({ placed: [placed], arms: [left, right], owners: [0, 0], pending }, 1);
    return done && !(done instanceof Set) ? { placed: done.placed, arms: done.arms as Conn[] } : null;
  }

  /**
   * Places steps i.. on top of `state`: the finished state, the conflicts that made step i (or a
   * later step) fail whatever the steps from i on do, or null once the budget is spent.
   */
  private extend(state: State, i: number): State | Conflicts | null {
    if (i === this.steps.length) return state;
    const step = this.steps[i];
    const conn = state.arms[step.arm]!;
    // Where the tile starts is the work of the step that made this end.
    const conflicts: Conflicts = new Set([state.owners[step.arm]]);
    for (const cand of this.candidates(state, step, conn, conflicts)) {
      if (--this.budget < 0) return null;
      const arms = state.arms.slice();
      const owners = state.owners.slice();
      arms[step.arm] = cand.shape.next;
      owners[step.arm] = i;
      const pending = new Map(state.pending);
      if (cand.sides) pending.set(i, cand.sides);
      // The engine opens a spinner's two short sides together, as consecutive arms.
      for (const { arm, root } of step.opened) {
        const sides = pending.get(root)!;
        owners[arm] = root;
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
      const done = this.extend({ placed: [...state.placed, placed], arms, owners, pending }, i + 1);
      if (done === null || !(done instanceof Set)) return done;
      // The later failure does not depend on this step: no other placement of it can help.
      if (!done.has(i)) return done;
      for (const k of done) if (k !== i) conflicts.add(k);
    }
    return conflicts;
  }

  /**
   * The ways to place this step's tile at `conn`, most natural first, that break no rule; the
   * steps whose placements refused the others are added to `conflicts`.
   */
  private *candidates(state: State, step: Step, at: Conn, conflicts: Conflicts): Generator<Candidate> {
    for (const conn of this.starts(state, step, at)) {
      for (const [dx, dy] of this.directions(step, conn)) {
        const shape = shapeAt(step.double, conn, dx, dy);
        const sides = step.spinner
          ? shortSides(conn.x + conn.dx, conn.y + conn.dy, conn.dx, conn.dy, conn)
          : null;
        const cand: Candidate = { shape, dir: step.double ? [conn.dx, conn.dy] : [dx, dy], sides };
        const refusedBy = this.refusal(state, step, cand);
        if (refusedBy === undefined) yield cand;
        else for (const k of refusedBy) conflicts.add(k);
      }
    }
  }

  /**
   * Where the tile's near half may go: centred on the open edge, and (with `alongDouble`) against
   * either half of a double's long side, when the edge is one.
   */
  private starts(state: State, step: Step, c: Conn): Conn[] {
    if (!this.options.alongDouble || step.parent < 0 || !this.steps[step.parent].double) return [c];
    const b = state.placed[step.parent].box;
    const across = c.dx !== 0 ? b.y1 - b.y0 : b.x1 - b.x0;
    if (across !== 4) return [c];
    const [ox, oy] = c.dx !== 0 ? [0, 1] : [1, 0];
    return [c, { ...c, x: c.x - 2 * ox, y: c.y - 2 * oy }, { ...c, x: c.x + 2 * ox, y: c.y + 2 * oy }];
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

  /**
   * Why a placement breaks a rule: undefined when it breaks none, else the earlier steps whose
   * tiles or open ends are in the way (empty when only the width and this tile's own end are: the
   * end's owner is in the conflicts already).
   */
  private refusal(state: State, step: Step, cand: Candidate): number[] | undefined {
    const box = cand.shape.box;
    if (!this.inWidth(box)) return [];
    for (let j = 0; j < state.placed.length; j++) if (overlaps(state.placed[j].box, box)) return [j];
    // The squares in front of the other open ends (and unopened spinner sides) stay free.
    const others: { square: Box; owner: number }[] = [];
    state.arms.forEach((c, arm) => {
      if (c && arm !== step.arm) others.push({ square: front(c), owner: state.owners[arm] });
    });
    const reserve = this.options.reserveUnopened;
    if (reserve) {
      for (const [root, sides] of state.pending) {
        others.push({ square: front(sides[0]), owner: root }, { square: front(sides[1]), owner: root });
      }
    }
    for (const o of others) if (overlaps(o.square, box)) return [o.owner];
    // The new open edges: the tile's own and a new spinner's sides when they are reserved now,
    // else the sides this play opens (their spinner then shares the blame for a clash).
    const fresh: { c: Conn; owners: number[] }[] = [{ c: cand.shape.next, owners: [] }];
    if (reserve) for (const c of cand.sides ?? []) fresh.push({ c, owners: [] });
    else {
      for (const { root } of step.opened) {
        for (const c of state.pending.get(root) ?? []) fresh.push({ c, owners: [root] });
      }
    }
    for (const { c, owners } of fresh) {
      const blocked = this.blocked(state, box, c, others);
      if (blocked !== undefined) return [...owners, ...blocked];
    }
    return undefined;
  }

  /** What leaves the open edge `c` no room for a next tile (as `refusal` says it), if anything. */
  private blocked(
    state: State,
    box: Box,
    c: Conn,
    others: { square: Box; owner: number }[],
  ): number[] | undefined {
    // Room within the width for a crosswise double after it, and its square free.
    if (!this.inWidth(doubleRoom(c))) return [];
    const f = front(c);
    if (overlaps(f, box)) return [];
    for (let j = 0; j < state.placed.length; j++) if (overlaps(state.placed[j].box, f)) return [j];
    for (const o of others) if (overlaps(o.square, f)) return [o.owner];
    return undefined;
  }
}
