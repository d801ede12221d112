/**
 * Where the pips go on a half of a tile: cells of a 3 by 3 grid, as real dominoes have them.
 * Pure data the API's SVG picture and the web client both draw from (each at its own spacing),
 * so a tile looks the same wherever it is shown.
 */

/** A pip's cell on a half's 3 by 3 grid: [column, row], from the half's top-left corner. */
export type PipCell = readonly [column: number, row: number];

/** The cells for 0-6 on a half of an upright tile (a six: two columns of three, along the tile); 7-12 below. */
const UPRIGHT: readonly (readonly PipCell[])[] = [
  [],
  [[1, 1]],
  [
    [0, 0],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  [
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 0],
    [2, 1],
    [2, 2],
  ],
];

/** Four rows within the same extent, for the bigger sets' 10-12 (three columns of up to four). */
const FOUR = [0, 2 / 3, 4 / 3, 2];
const column = (c: number, rows: readonly number[]): PipCell[] => rows.map((r): PipCell => [c, r]);

// The bigger sets' numbers (double-nine and double-twelve, docs/rules.md#sets): 7-9 on the same
// 3 by 3 grid, 10-12 in three columns of four rows, as double-twelve sets print them.
(UPRIGHT as PipCell[][]).push(
  [...UPRIGHT[6], [1, 1]],
  [...UPRIGHT[6], [1, 0], [1, 2]],
  [...UPRIGHT[6], [1, 0], [1, 1], [1, 2]],
  [...column(0, FOUR), ...column(2, FOUR), ...column(1, [1 / 3, 5 / 3])],
  [...column(0, FOUR), ...column(2, FOUR), ...column(1, [1 / 3, 1, 5 / 3])],
  [...column(0, FOUR), ...column(2, FOUR), ...column(1, FOUR)],
);

const key = ([c, r]: PipCell) => `${c},${r}`;

/**
 * On a tile lying across, a pattern that changes when its columns and rows swap (the six: its
 * rows of three still run along the tile) is swapped; the others are the same either way and
 * keep their order.
 */
const ACROSS = UPRIGHT.map((cells) => {
  const swapped = cells.map(([c, r]): PipCell => [r, c]);
  const same = swapped.map(key).sort().join() === cells.map(key).sort().join();
  return same ? cells : swapped;
});

/** The pips of a half showing `number` (0-12), on an upright tile or one lying across. */
export function pipCells(number: number, across = false): readonly PipCell[] {
  const cells = (across ? ACROSS : UPRIGHT)[number];
  if (cells === undefined) throw new RangeError(`A half shows 0 to 12 pips, not ${number}`);
  return cells;
}

/** How much smaller a pip is drawn on a half with four rows (10-12), so that pips never touch. */
export function pipScale(number: number): number {
  return number >= 10 ? 0.7 : 1;
}
