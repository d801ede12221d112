/**
 * Where the pips go on a half of a tile: cells of a 3 by 3 grid, as real dominoes have them.
 * Pure data the API's SVG picture and the web client both draw from (each at its own spacing),
 * so a tile looks the same wherever it is shown.
 */

/** A pip's cell on a half's 3 by 3 grid: [column, row], from the half's top-left corner. */
export type PipCell = readonly [column: number, row: number];

/** The cells for 0-6 on a half of an upright tile (a six: two columns of three, along the tile). */
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

const key = ([c, r]: PipCell) => c * 3 + r;

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

/** The pips of a half showing `number` (0-6), on an upright tile or one lying across. */
export function pipCells(number: number, across = false): readonly PipCell[] {
  const cells = (across ? ACROSS : UPRIGHT)[number];
  if (cells === undefined) throw new RangeError(`A half shows 0 to 6 pips, not ${number}`);
  return cells;
}
