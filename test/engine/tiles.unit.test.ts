/** Tile names: read in either order, written lower number first. */
import { describe, expect, it } from 'vitest';
import { parseTile, TILE_COUNT, tileName, tileOf } from '../../shared/engine/tiles';

describe('tile names', () => {
  it('"a-b" and "b-a" are the same tile, for all 28; the name is written lower first', () => {
    const seen = new Set<number>();
    for (let a = 0; a <= 6; a++) {
      for (let b = 0; b <= 6; b++) {
        const t = parseTile(`${a}-${b}`);
        expect(t, `${a}-${b}`).toBeTypeOf('number');
        expect(parseTile(`${b}-${a}`)).toBe(t);
        expect(tileOf(b, a)).toBe(t);
        expect(tileName(t!)).toBe(`${Math.min(a, b)}-${Math.max(a, b)}`);
        seen.add(t!);
      }
    }
    expect(seen.size).toBe(TILE_COUNT);
    expect(parseTile('7-1')).toBeUndefined();
  });
});
