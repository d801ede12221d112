/**
 * Tile masks of any set as 32-bit words: a seat's tiles are `W` words side by side in one flat
 * array (seat s, word w at `s * W + w`; tile t is bit `t & 31` of word `t >>> 5`). Double-six is
 * one word, so its hands are the very masks they always were; double-nine takes two, double-twelve
 * three. docs/rules.md#sets says why words and not BigInt.
 */
import { lowestTile, MAX_NUMBER, MAX_TILES, PIPS, popcount, TILE_COUNT, type Tile } from './tiles';

/** Words of the biggest set (double-twelve's 91 tiles). */
export const MAX_WORDS = 3;

/** Words a hand of the double-N set takes: 1, 2 or 3. */
export function wordsFor(n: number): number {
  return n <= 6 ? 1 : n <= 9 ? 2 : 3;
}

/** WIDE_SUIT[v * MAX_WORDS + w]: word w of the mask of every tile (of any set) showing v. */
export const WIDE_SUIT: readonly number[] = new Array<number>((MAX_NUMBER + 1) * MAX_WORDS).fill(0);

/** SET_WORDS[n]: the words of the whole double-N set (only 6, 9 and 12 are filled). */
export const SET_WORDS: Readonly<Record<number, readonly number[]>> = {};

{
  const suit = WIDE_SUIT as number[];
  const ids: number[][] = [];
  // Walks ids in the nested order tiles.ts numbers them.
  let t = 0;
  const add = (a: number, b: number) => {
    suit[a * MAX_WORDS + (t >>> 5)] |= 1 << (t & 31);
    suit[b * MAX_WORDS + (t >>> 5)] |= 1 << (t & 31);
    ids.push([a, b]);
    t++;
  };
  for (let a = 0; a <= 6; a++) for (let b = a; b <= 6; b++) add(a, b);
  for (let b = 7; b <= MAX_NUMBER; b++) for (let a = 0; a <= b; a++) add(a, b);
  if (t !== MAX_TILES || ids.length !== MAX_TILES) throw new Error('tile ids out of order');
  for (const n of [6, 9, 12]) {
    const count = ((n + 1) * (n + 2)) / 2;
    const words = new Array<number>(wordsFor(n)).fill(0);
    for (let i = 0; i < count; i++) words[i >>> 5] |= 1 << (i & 31);
    (SET_WORDS as Record<number, number[]>)[n] = words;
  }
  if (SET_WORDS[6][0] !== (1 << TILE_COUNT) - 1) throw new Error('double-six is one 28-bit word');
}

/** Whether the seat whose words start at `base` holds tile t. */
export function holds(words: readonly number[], base: number, t: Tile): boolean {
  return (words[base + (t >>> 5)] & (1 << (t & 31))) !== 0;
}

export function addTile(words: number[], base: number, t: Tile): void {
  words[base + (t >>> 5)] |= 1 << (t & 31);
}

export function removeTile(words: number[], base: number, t: Tile): void {
  words[base + (t >>> 5)] &= ~(1 << (t & 31));
}

/** Tiles in the W words from `base`. */
export function countTiles(words: readonly number[], base: number, W: number): number {
  let c = 0;
  for (let w = 0; w < W; w++) c += popcount(words[base + w]);
  return c;
}

export function noTiles(words: readonly number[], base: number, W: number): boolean {
  for (let w = 0; w < W; w++) if (words[base + w] !== 0) return false;
  return true;
}

/** Pips on the tiles in the W words from `base`. */
export function pipsIn(words: readonly number[], base: number, W: number): number {
  let s = 0;
  for (let w = 0; w < W; w++)
    for (let m = words[base + w]; m !== 0; m &= m - 1) s += PIPS[lowestTile(m) + 32 * w];
  return s;
}

/** The tiles in the W words from `base`, in id order. */
export function tilesIn(words: readonly number[], base: number, W: number): Tile[] {
  const out: Tile[] = [];
  for (let w = 0; w < W; w++)
    for (let m = words[base + w]; m !== 0; m &= m - 1) out.push(lowestTile(m) + 32 * w);
  return out;
}

/** W words holding the given tiles. */
export function wordsOf(tiles: readonly Tile[], W: number): number[] {
  const out = new Array<number>(W).fill(0);
  for (const t of tiles) addTile(out, 0, t);
  return out;
}

/** Each seat's tiles from flat hands of W words a seat. */
export function seatTiles(hands: readonly number[], W: number): Tile[][] {
  const out: Tile[][] = [];
  for (let base = 0; base < hands.length; base += W) out.push(tilesIn(hands, base, W));
  return out;
}
