/**
 * Tile sets of any size the service knows: double-six (28 tiles), double-nine (55) and
 * double-twelve (91). A tile of a set is a small integer, numbered as `tiles.ts` numbers the
 * double-six tiles (by low end, then high end), so a double-six set's ids are exactly the line
 * engine's. docs/rules.md#sets.
 */
import type { TileSetSize } from './options';

export interface TileSet {
  /** The set's highest number (double-N). */
  n: TileSetSize;
  /** How many tiles: (N + 1)(N + 2) / 2. */
  count: number;
  /** Low end of each tile (a <= b). */
  low: readonly number[];
  /** High end of each tile. */
  high: readonly number[];
  /** Pips on each tile (its weight). */
  pips: readonly number[];
  /** The tile with the numbers a and b in either order (undefined past N). */
  tileOf(a: number, b: number): number | undefined;
  /** `a-b` with a <= b. */
  name(t: number): string;
  /** Reads `a-b` in either order (`|` or `:` too); undefined when it is no tile of this set. */
  parse(name: string): number | undefined;
}

const TILE_NAME = /^(\d{1,2})\s*[-|:]\s*(\d{1,2})$/;

function build(n: TileSetSize): TileSet {
  const low: number[] = [];
  const high: number[] = [];
  const pips: number[] = [];
  const ids: number[][] = Array.from({ length: n + 1 }, () => []);
  for (let a = 0, t = 0; a <= n; a++) {
    for (let b = a; b <= n; b++, t++) {
      low[t] = a;
      high[t] = b;
      pips[t] = a + b;
      ids[a][b] = t;
      ids[b][a] = t;
    }
  }
  const tileOf = (a: number, b: number) =>
    Number.isInteger(a) && Number.isInteger(b) && a >= 0 && b >= 0 && a <= n && b <= n
      ? ids[a][b]
      : undefined;
  return {
    n,
    count: low.length,
    low,
    high,
    pips,
    tileOf,
    name: (t) => `${low[t]}-${high[t]}`,
    parse: (name) => {
      const m = TILE_NAME.exec(name.trim());
      return m ? tileOf(Number(m[1]), Number(m[2])) : undefined;
    },
  };
}

const SETS = new Map<TileSetSize, TileSet>();

/** The double-N set (built once, then shared). */
export function tileSet(n: TileSetSize): TileSet {
  let s = SETS.get(n);
  if (!s) {
    s = build(n);
    SETS.set(n, s);
  }
  return s;
}
