/** Tile names: read in either order, written lower number first; the bigger sets' ids nest. */
import { describe, expect, it } from 'vitest';
import {
  inSet,
  MAX_TILES,
  PIPS,
  parseTile,
  setTileCount,
  TILE_COUNT,
  tileName,
  tileOf,
} from '../../shared/engine/tiles';

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
    expect(parseTile('7-1')).toBe(tileOf(1, 7));
    expect(parseTile('13-1')).toBeUndefined();
    expect(parseTile('06-1')).toBeUndefined();
  });

  it('the bigger sets nest: double-nine is ids 0..54, double-twelve 0..90, double-six unchanged', () => {
    expect(tileOf(0, 7)).toBe(TILE_COUNT);
    expect(tileOf(7, 7)).toBe(35);
    expect(tileOf(9, 9)).toBe(setTileCount(9) - 1);
    expect(tileOf(12, 12)).toBe(MAX_TILES - 1);
    const names = new Set<string>();
    for (let t = 0; t < MAX_TILES; t++) {
      const name = tileName(t);
      expect(parseTile(name)).toBe(t);
      names.add(name);
      const [a, b] = name.split('-').map(Number);
      expect(inSet(t, 9)).toBe(b <= 9);
      expect(inSet(t, 6)).toBe(b <= 6);
      expect(PIPS[t]).toBe(a + b);
    }
    expect(names.size).toBe(91);
    expect(inSet(MAX_TILES, 12)).toBe(false);
  });
});
