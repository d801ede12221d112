/** The rating pools in the client's words (the server's list: docs/ratings.md#pools). */
import type { Schemas } from '../api/client';

export type Pool = Schemas['RatingPool'];

export const POOLS: { pool: Pool; name: string }[] = [
  { pool: 'draw2', name: 'Draw, two players' },
  { pool: 'block2', name: 'Block, two players' },
  { pool: 'allFives2', name: 'All Fives, two players' },
  { pool: 'ffa3', name: 'Three players' },
  { pool: 'ffa4', name: 'Four players, each for themselves' },
  { pool: 'partnership', name: 'Partnership' },
  { pool: 'allThrees2', name: 'All Threes, two players' },
  { pool: 'fivesAndThrees2', name: 'Fives and Threes, two players' },
];

export function poolName(pool: string): string {
  return POOLS.find((p) => p.pool === pool)?.name ?? pool;
}

export function isPool(text: string): text is Pool {
  return POOLS.some((p) => p.pool === text);
}

/** "+12", "−7", "±0": a rating's change. */
export function signedChange(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}
