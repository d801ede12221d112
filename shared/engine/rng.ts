/**
 * A small seeded PRNG (sfc32) whose whole state is four uint32s, so it lives inside the stored
 * game: the same seed replays the same deals. The engine never touches Math.random.
 */

export type RngState = [number, number, number, number];

/** cyrb128: hashes a seed string to 128 bits for sfc32's state. */
export function seedState(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const s: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Warm up: the first outputs of sfc32 from a fresh state are poorly mixed.
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/** Advances the state in place and returns a uint32. */
export function nextUint32(s: RngState): number {
  const a = s[0];
  const b = s[1];
  const c = s[2];
  const d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  return t >>> 0;
}

/**
 * An integer in [0, n) for small n (multiply-shift: the bias is below n / 2^32, far under
 * anything a game can notice, and it needs no division on the playouts' hot path).
 */
export function nextInt(s: RngState, n: number): number {
  return Math.floor((nextUint32(s) * n) / 4294967296);
}

/** 128 bits as 32 hex characters: how seeds derived from another PRNG are written. */
export function nextSeed(s: RngState): string {
  let out = '';
  for (let i = 0; i < 4; i++) out += nextUint32(s).toString(16).padStart(8, '0');
  return out;
}

/** Fisher-Yates, in place. */
export function shuffle<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}
