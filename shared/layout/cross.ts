/**
 * The table layout for a line with at most one spinner (every game but "every double is a
 * spinner"): a cross round a hub, laid out by rule, never by search.
 *
 * The hub is the spinner, or the opening tile when there is none, in the middle of the table. Its
 * two long sides start the left and right runs (the run towards the opening tile carries on
 * through it into the other arm); a spinner's short sides start two columns, straight up and
 * down. A run goes straight on while there is room for a crosswise double and a turn after it,
 * then turns (the left run up, the right run down) and snakes back: one tile down the edge, then
 * a row the other way. Each run keeps to its own part of the table (the left run above the hub's
 * row, the right run below; beside the columns when the hub is a spinner), so nothing overlaps.
 * The spinner becoming the hub re-centres the line once, as players do when the spinner comes.
 */
import { type Box, type Conn, isSound, type Placed, type Placement, type Step, shapeAt } from './geometry';

/** One tile of a run; `reversed`: the run meets it from the far side (it was played towards the hub). */
interface RunTile {
  step: Step;
  reversed: boolean;
}

/** Room kept ahead before a turn: a crosswise double (2) and the turn after it (3) beyond a tile (4). */
const STRAIGHT_ROOM = 9;

/** The narrowest table the cross fits (tile units): a spinner's runs snake beside its columns. */
export const CROSS_MIN_WIDTH = 18;

export function crossLayout(steps: Step[], w2: number): Placement | null {
  const spinners = steps.filter((s) => s.spinner);
  if (spinners.length > 1 || w2 < CROSS_MIN_WIDTH * 2) return null;
  const hub = spinners[0] ?? steps[0];
  const c = w2 / 2;
  const onArm = (arm: number) => steps.filter((s) => s.order > 0 && s.arm === arm);
  const forward = (xs: Step[]): RunTile[] => xs.map((step) => ({ step, reversed: false }));

  let left: RunTile[];
  let right: RunTile[];
  /** Which engine arm's tip each run ends at: [left, right]. */
  let tips: [number, number];
  let hubDir: [number, number] = [1, 0];
  if (hub.order === 0) {
    left = forward(onArm(0));
    right = forward(onArm(1));
    tips = [0, 1];
  } else {
    // The run from the spinner towards the opening tile passes through it into the other arm.
    const k = hub.arm;
    const arm = onArm(k);
    const j = arm.indexOf(hub);
    const outward = forward(arm.slice(j + 1));
    const toward: RunTile[] = [
      ...arm
        .slice(0, j)
        .reverse()
        .map((step) => ({ step, reversed: true })),
      // The opening's first half is arm 0's side: met from arm 1 it is met from its far side.
      { step: steps[0], reversed: k === 1 },
      ...forward(onArm(1 - k)),
    ];
    // Arm 1 runs right of the opening, arm 0 left: the line reads the same after re-centring.
    [left, right, tips] = k === 1 ? [toward, outward, [1 - k, k]] : [outward, toward, [k, 1 - k]];
    hubDir = k === 1 ? [1, 0] : [-1, 0];
  }

  const placed: Placed[] = [];
  const hubBox: Box = hub.double
    ? { x0: c - 1, x1: c + 1, y0: -2, y1: 2 }
    : { x0: c - 2, x1: c + 2, y0: -1, y1: 1 };
  placed[hub.order] = hub.double
    ? { box: hubBox, first: { ...hubBox, y1: 0 }, second: { ...hubBox, y0: 0 }, dir: hubDir }
    : { box: hubBox, first: { ...hubBox, x1: c }, second: { ...hubBox, x0: c }, dir: hubDir };

  // A spinner's columns take the middle of the table above and below it; the runs keep beside them.
  const leftRowsEnd = hub.spinner ? c - 2 : w2;
  const rightRowsStart = hub.spinner ? c + 2 : 0;
  const arms: Conn[] = [];
  arms[tips[0]] = run(
    left,
    { x: hubBox.x0, y: 0, dx: -1, dy: 0, column: false, py: -1, lastH: -1 },
    [0, hubBox.x0],
    [0, leftRowsEnd],
    placed,
  );
  arms[tips[1]] = run(
    right,
    { x: hubBox.x1, y: 0, dx: 1, dy: 0, column: false, py: 1, lastH: 1 },
    [hubBox.x1, w2],
    [rightRowsStart, w2],
    placed,
  );
  if (hub.spinner) {
    // The engine opens the short sides as arms 2 and 3: up, then down.
    const up = run(
      forward(onArm(2)),
      { x: c, y: -2, dx: 0, dy: -1, column: true, py: -1, lastH: 1 },
      [0, w2],
      [0, w2],
      placed,
    );
    const down = run(
      forward(onArm(3)),
      { x: c, y: 2, dx: 0, dy: 1, column: true, py: 1, lastH: 1 },
      [0, w2],
      [0, w2],
      placed,
    );
    const opened = steps.some((s) => s.opened.length > 0);
    if (opened) {
      arms[2] = up;
      arms[3] = down;
    }
  }
  const placement = { placed, arms };
  // The rules above keep the runs apart; checked all the same, and the search takes over if not.
  return placed.length === steps.length && isSound(placement, w2) ? placement : null;
}

/**
 * Lays out one run from edge `start` and returns its open edge. Rows keep within `row0` (the
 * hub's row) and then `rows` (every later row); a column goes straight on.
 */
function run(
  tiles: RunTile[],
  start: Conn,
  row0: [number, number],
  rows: [number, number],
  placed: Placed[],
): Conn {
  let c = start;
  let firstRow = true;
  for (const { step, reversed } of tiles) {
    const [lo, hi] = firstRow ? row0 : rows;
    let d: [number, number] = [c.dx, c.dy];
    if (!step.double && !c.column) {
      if (c.dx !== 0) {
        const room = c.dx > 0 ? hi - c.x : c.x - lo;
        if (room < STRAIGHT_ROOM) d = [0, c.py];
      } else {
        // Down (or up) the edge by one tile, then a row back the other way.
        d = [-c.lastH, 0];
        firstRow = false;
      }
    }
    const shape = shapeAt(step.double, c, d[0], d[1]);
    const walked: [number, number] = step.double ? [c.dx, c.dy] : d;
    placed[step.order] = reversed
      ? { box: shape.box, first: shape.far, second: shape.near, dir: [-walked[0], -walked[1]] }
      : { box: shape.box, first: shape.near, second: shape.far, dir: walked };
    c = shape.next;
  }
  return c;
}
