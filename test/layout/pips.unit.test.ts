/**
 * The pips of a half: real dominoes' patterns on a 3 by 3 grid, drawn here as the grid they make
 * (an independent statement of them, not a copy of the table), the six's rows along the tile
 * whichever way it lies.
 */
import { describe, expect, it } from 'vitest';
import { type PipCell, pipCells } from '../../shared/layout';

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
    for (const n of [-1, 7, 1.5]) expect(() => pipCells(n)).toThrow(RangeError);
  });
});
