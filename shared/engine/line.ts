/**
 * The line (layout) and its open ends, with spinners, as docs/rules.md#the-line-and-its-ends defines them
 * (spinners: #spinner; the All Fives count: #all-fives-the-spinner-and-the-count).
 *
 * The line grows along arms. The opening tile roots arms 0 and 1; a spinner adds two short arms
 * once both of its long sides carry a tile. Each arm is three numbers in parallel arrays (its
 * open number, the tile at its tip, flags), so placing a tile allocates nothing once the line
 * has all its arms.
 */

import type { Spinner } from './rules';
import { HIGH, isDouble, LOW, otherEnd, SUIT, type Tile, type TileMask } from './tiles';

/** The arm has no tile yet: its tip is the tile it grows from (the opening tile or a spinner). */
export const ARM_EMPTY = 1;
/** A short side of a spinner; while empty it counts nothing. */
export const ARM_SHORT = 2;
/** The tip is a spinner whose far long side is this arm's next tile: that tile opens its short sides. */
export const ARM_SPINNER_TIP = 4;

export interface Line {
  /** Open number of each arm. */
  v: number[];
  /** Tile at the tip of each arm (for an empty arm, the tile it grows from). */
  t: number[];
  /** ARM_* flags of each arm. */
  f: number[];
  /** The opening tile, while it is a spinner whose long sides are not both covered; else -1. */
  s: number;
  /** How many spinners the line has (firstDouble/openingDouble allow one). */
  n: number;
}

export function emptyLine(): Line {
  return { v: [], t: [], f: [], s: -1, n: 0 };
}

export function cloneLine(l: Line): Line {
  return { v: l.v.slice(), t: l.t.slice(), f: l.f.slice(), s: l.s, n: l.n };
}

/** Numbers showing at the open ends, as a 7-bit mask (bit v: some open end shows v). */
export function openNumbers(l: Line): number {
  let m = 0;
  for (let i = 0; i < l.v.length; i++) m |= 1 << l.v[i];
  return m;
}

/** Every tile that fits some open end. Before the opening tile, every tile fits. */
export function playableMask(l: Line): TileMask {
  const n = l.v.length;
  if (n === 0) return (1 << 28) - 1;
  let m = 0;
  for (let i = 0; i < n; i++) m |= SUIT[l.v[i]];
  return m;
}

/** How many open ends tile t fits (two ends showing the same number count twice). */
export function fittingEnds(l: Line, t: Tile): number {
  let c = 0;
  for (let i = 0; i < l.v.length; i++) if (l.v[i] === LOW[t] || l.v[i] === HIGH[t]) c++;
  return c;
}

export function fits(l: Line, t: Tile, arm: number): boolean {
  if (l.v.length === 0) return arm === 0;
  if (arm < 0 || arm >= l.v.length) return false;
  return l.v[arm] === LOW[t] || l.v[arm] === HIGH[t];
}

function becomesSpinner(l: Line, spinner: Spinner, opening: boolean): boolean {
  switch (spinner) {
    case 'none':
      return false;
    case 'openingDouble':
      return opening;
    case 'firstDouble':
      return l.n === 0;
    case 'everyDouble':
      return true;
  }
}

function openShortSides(l: Line, spinnerTile: Tile): void {
  const v = LOW[spinnerTile];
  l.v.push(v, v);
  l.t.push(spinnerTile, spinnerTile);
  l.f.push(ARM_EMPTY | ARM_SHORT, ARM_EMPTY | ARM_SHORT);
}

/**
 * Places tile t on arm `arm` (any arm index for the opening tile). The caller has checked
 * `fits`. Mutates the line.
 */
export function place(l: Line, t: Tile, arm: number, spinner: Spinner): void {
  const dbl = isDouble(t);
  if (l.v.length === 0) {
    l.v.push(LOW[t], HIGH[t]);
    l.t.push(t, t);
    l.f.push(ARM_EMPTY, ARM_EMPTY);
    if (dbl && becomesSpinner(l, spinner, true)) {
      l.s = t;
      l.n++;
    }
    return;
  }
  const f = l.f[arm];
  const tip = l.t[arm];
  l.v[arm] = otherEnd(t, l.v[arm]);
  l.t[arm] = t;
  l.f[arm] = 0;
  // A later spinner at this arm's tip: this tile covers its second long side.
  if (f & ARM_SPINNER_TIP) openShortSides(l, tip);
  // The opening spinner opens once both of its long sides carry a tile.
  if (l.s >= 0 && arm < 2 && (l.f[0] & ARM_EMPTY) === 0 && (l.f[1] & ARM_EMPTY) === 0) {
    openShortSides(l, l.s);
    l.s = -1;
  }
  if (dbl && becomesSpinner(l, spinner, false)) {
    l.f[arm] = ARM_SPINNER_TIP;
    l.n++;
  }
}

/**
 * The All Fives count: the outer number of every open end. A double at an end counts both
 * halves; the opening tile counts once while it is uncovered on both sides (a double: both
 * halves, once); an empty short side counts nothing.
 */
export function endsCount(l: Line): number {
  let sum = 0;
  let openingDoubleCounted = false;
  for (let i = 0; i < l.v.length; i++) {
    const f = l.f[i];
    if (f & ARM_SHORT) continue;
    const v = l.v[i];
    if (isDouble(l.t[i])) {
      if (f & ARM_EMPTY) {
        if (openingDoubleCounted) continue;
        openingDoubleCounted = true;
      }
      sum += 2 * v;
    } else {
      sum += v;
    }
  }
  return sum;
}
