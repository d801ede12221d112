/**
 * The pips of a half: real dominoes' patterns on a 3 by 3 grid, drawn here as the grid they make
 * (an independent statement of them, not a copy of the table), the six's rows along the tile
 * whichever way it lies.
 */
import { describe, expect, it } from 'vitest';
import { type PipCell, pipCells, pipScale } from '../../shared/layout';

/** An upright half as rows of the grid, top to bottom: o a pip, . none. */
const FACES = [
  ['...', '...', '...'],
  ['...', '.o.', '...'],
  ['o..', '...', '..o'],
  ['o..', '.o.', '..o'],
  ['o.o', '...', 'o.o'],
  ['o.o', '.o.', 'o.o'],
  ['o.o', 'o.o', 'o.o'],
];

function drawn(cells: readonly PipCell[]): string[] {
  const rows = [0, 1, 2].map(() => ['.', '.', '.']);
  for (const [c, r] of cells) rows[r][c] = 'o';
  return rows.map((r) => r.join(''));
}

describe('pipCells', () => {
  it.each(FACES.map((face, n) => [n, face] as const))('an upright %i looks like a real domino', (n, face) => {
    const cells = pipCells(n);
    expect(cells).toHaveLength(n);
    expect(new Set(cells.map(([c, r]) => `${c}${r}`)).size).toBe(n);
    expect(drawn(cells)).toEqual(face);
  });

  it("a six lying across has its two rows of three along the tile: the grid's columns become rows", () => {
    expect(drawn(pipCells(6, true))).toEqual(['ooo', '...', 'ooo']);
  });

  it('every other number is the same pattern either way, in the same order', () => {
    for (let n = 0; n <= 5; n++) expect(pipCells(n, true)).toEqual(pipCells(n));
  });

  it('refuses what no half shows', () => {
    for (const n of [-1, 13, 1.5]) expect(() => pipCells(n)).toThrow(RangeError);
  });

  it('the bigger sets: 7-9 on the 3 by 3 grid, 10-12 in three columns of four; all distinct, inside the half', () => {
    expect(drawn(pipCells(7))).toEqual(['o.o', 'ooo', 'o.o']);
    expect(drawn(pipCells(8))).toEqual(['ooo', 'o.o', 'ooo']);
    expect(drawn(pipCells(9))).toEqual(['ooo', 'ooo', 'ooo']);
    for (let n = 7; n <= 12; n++) {
      for (const across of [false, true]) {
        const cells = pipCells(n, across);
        expect(cells).toHaveLength(n);
        expect(new Set(cells.map(([c, r]) => `${c},${r}`)).size).toBe(n);
        for (const [c, r] of cells) for (const x of [c, r]) expect(x >= 0 && x <= 2).toBe(true);
      }
    }
    // Four rows are closer: their pips are drawn smaller.
    expect([9, 10, 12].map(pipScale)).toEqual([1, 0.7, 0.7]);
  });
});
