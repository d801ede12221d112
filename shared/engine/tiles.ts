/**
 * The line games' tiles. A double-six tile is a small integer 0..27 so that a hand, the boneyard
 * or a suit is a 28-bit mask: the engine's hot path (and the computer players' playouts) never
 * allocates. The bigger sets' tiles follow in nested order (every tile with high end 7, then 8, up
 * to 12), so double-nine's 55 tiles are ids 0..54 and double-twelve's 91 are 0..90, and a
 * double-six id, mask, deal or log means what it always did. A hand on a bigger set is two or
 * three such 32-bit words (`words.ts`). docs/rules.md#sets.
 */

export type Tile = number;
/** A set of tiles as a bit mask: bit `t` is tile `t`. 28 bits, so always a positive int32. */
export type TileMask = number;

export const TILE_COUNT = 28;
export const ALL_TILES: TileMask = (1 << TILE_COUNT) - 1;

/** Tiles in the biggest set, double-twelve (ids 0..90). */
export const MAX_TILES = 91;
/** The biggest number on a tile of any set. */
export const MAX_NUMBER = 12;

/** Low end of each tile (a <= b), for every id up to double-twelve's. */
export const LOW: readonly number[] = [];
/** High end of each tile. */
export const HIGH: readonly number[] = [];
/** Pips on each tile (its weight): 6-6 counts 12, 0-0 counts 0. */
export const PIPS: readonly number[] = [];
/** SUIT[v]: every double-six tile showing the number v (7 tiles each). */
export const SUIT: readonly TileMask[] = [0, 0, 0, 0, 0, 0, 0];
/** Every double-six double. */
export let DOUBLES: TileMask = 0;

const tileIds: number[][] = Array.from({ length: MAX_NUMBER + 1 }, () => []);
for (let a = 0, t = 0; a <= 6; a++) {
  for (let b = a; b <= 6; b++, t++) {
    (LOW as number[])[t] = a;
    (HIGH as number[])[t] = b;
    (PIPS as number[])[t] = a + b;
    (SUIT as number[])[a] |= 1 << t;
    (SUIT as number[])[b] |= 1 << t;
    if (a === b) DOUBLES |= 1 << t;
  }
}
for (let a = 0, t = 0; a <= 6; a++) for (let b = a; b <= 6; b++, t++) tileIds[a][b] = t;
// The other order names the same tile ("1-0" is "0-1"): filled once the ids above exist.
for (let a = 0; a <= 6; a++) for (let b = 0; b < a; b++) tileIds[a][b] = tileIds[b][a];
// The bigger sets' tiles, nested after double-six's: high end 7 (0-7 .. 7-7), then 8, .. 12.
for (let b = 7, t = TILE_COUNT; b <= MAX_NUMBER; b++) {
  for (let a = 0; a <= b; a++, t++) {
    (LOW as number[])[t] = a;
    (HIGH as number[])[t] = b;
    (PIPS as number[])[t] = a + b;
    tileIds[a][b] = t;
    tileIds[b][a] = t;
  }
}

/** The tile with the numbers a and b, in either order. */
export function tileOf(a: number, b: number): Tile {
  return tileIds[a][b];
}

export function isDouble(t: Tile): boolean {
  return LOW[t] === HIGH[t];
}

/** The number at the other end of tile t from the number v (v must be on t). */
export function otherEnd(t: Tile, v: number): number {
  return LOW[t] === v ? HIGH[t] : LOW[t];
}

/** `a-b` with a <= b, the way players write tiles. */
export function tileName(t: Tile): string {
  return `${LOW[t]}-${HIGH[t]}`;
}

const TILE_NAME = /^(1[0-2]|\d)\s*[-|:]\s*(1[0-2]|\d)$/;

/**
 * Parses `a-b` (either order; `|` or `:` also accepted), numbers 0 to 12: a tile of some set.
 * Returns undefined when it is no tile; whether a table's set holds it is `inSet`'s question.
 */
export function parseTile(name: string): Tile | undefined {
  const m = TILE_NAME.exec(name.trim());
  return m ? tileOf(Number(m[1]), Number(m[2])) : undefined;
}

/** Tiles in the double-N set: 28, 55 or 91 (the ids below that count). */
export function setTileCount(n: number): number {
  return ((n + 1) * (n + 2)) / 2;
}

/** Whether tile t belongs to the double-N set. */
export function inSet(t: Tile, n: number): boolean {
  return Number.isInteger(t) && t >= 0 && t < setTileCount(n);
}

export function bit(t: Tile): TileMask {
  return 1 << t;
}

export function has(mask: TileMask, t: Tile): boolean {
  return (mask & (1 << t)) !== 0;
}

export function popcount(m: TileMask): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (mask must not be 0). */
export function lowestTile(m: TileMask): Tile {
  return 31 - Math.clz32(m & -m);
}

/** The k-th (0-based) tile of a mask, in id order. */
export function nthTile(m: TileMask, k: number): Tile {
  while (k-- > 0) m &= m - 1;
  return lowestTile(m);
}

export function pipsOf(m: TileMask): number {
  let s = 0;
  while (m !== 0) {
    s += PIPS[lowestTile(m)];
    m &= m - 1;
  }
  return s;
}

export function tilesOf(m: TileMask): Tile[] {
  const out: Tile[] = [];
  while (m !== 0) {
    out.push(lowestTile(m));
    m &= m - 1;
  }
  return out;
}

export function maskOf(tiles: readonly Tile[]): TileMask {
  let m = 0;
  for (const t of tiles) m |= 1 << t;
  return m;
}

/**
 * Rank for "highest tile" openers: doubles above all other tiles, then by weight, equal weights
 * to the higher end (3-6 before 4-5). A project rule: 002 does not define it.
 */
export function tileRank(t: Tile): number {
  return (isDouble(t) ? 1000 : 0) + PIPS[t] * 10 + HIGH[t];
}
