/** Tile sets of every size: counts, ids (double-six's are the line engine's), names up to 12. */
import { describe, expect, it } from 'vitest';
import { HIGH, LOW, PIPS, TILE_COUNT, tileSet } from '../../shared/engine';

describe('tile sets', () => {
  it.each([
    [6, 28],
    [9, 55],
    [12, 91],
  ] as const)('double-%i holds %i tiles, every a-b with 0 <= a <= b <= N once', (n, count) => {
    const s = tileSet(n);
    expect(s.count).toBe(count);
    const seen = new Set<string>();
    for (let t = 0; t < s.count; t++) {
      expect(s.low[t]).toBeLessThanOrEqual(s.high[t]);
      expect(s.high[t]).toBeLessThanOrEqual(n);
      expect(s.pips[t]).toBe(s.low[t] + s.high[t]);
      expect(s.parse(s.name(t))).toBe(t);
      seen.add(s.name(t));
    }
    expect(seen.size).toBe(count);
    for (let a = 0; a <= n; a++) for (let b = 0; b <= n; b++) expect(s.tileOf(a, b)).toBe(s.tileOf(b, a));
  });

  it('double-six ids are the line engine ids', () => {
    const s = tileSet(6);
    expect(s.count).toBe(TILE_COUNT);
    expect(s.low).toEqual(LOW.slice(0, TILE_COUNT));
    expect(s.high).toEqual(HIGH.slice(0, TILE_COUNT));
    expect(s.pips).toEqual(PIPS.slice(0, TILE_COUNT));
  });

  it('reads two-digit numbers in either order, and nothing past N', () => {
    const twelve = tileSet(12);
    expect(twelve.name(twelve.parse('12-5')!)).toBe('5-12');
    expect(twelve.name(twelve.parse('12|12')!)).toBe('12-12');
    expect(twelve.pips[twelve.parse('12-12')!]).toBe(24);
    expect(twelve.parse('13-1')).toBeUndefined();
    expect(tileSet(9).parse('10-1')).toBeUndefined();
    expect(tileSet(9).parse('9-9')).toBe(54);
    expect(tileSet(6).parse('7-1')).toBeUndefined();
    expect(twelve.parse('x')).toBeUndefined();
  });
});
