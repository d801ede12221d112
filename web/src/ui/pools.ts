/** The rating pools in the client's words (the server's list: docs/ratings.md#pools). */
import type { Schemas } from '../api/client';
import { type MessageKey, t } from '../i18n';

export type Pool = Schemas['RatingPool'];

export const POOLS: { pool: Pool; key: MessageKey }[] = [
  { pool: 'draw2', key: 'common.pool.draw2' },
  { pool: 'block2', key: 'common.pool.block2' },
  { pool: 'allFives2', key: 'common.pool.allFives2' },
  { pool: 'ffa3', key: 'common.pool.ffa3' },
  { pool: 'ffa4', key: 'common.pool.ffa4' },
  { pool: 'partnership', key: 'common.pool.partnership' },
  { pool: 'allThrees2', key: 'common.pool.allThrees2' },
  { pool: 'fivesAndThrees2', key: 'common.pool.fivesAndThrees2' },
  { pool: 'doubleNinePartnership', key: 'common.pool.doubleNinePartnership' },
  { pool: 'mexicanTrain', key: 'common.pool.mexicanTrain' },
];

/** A pool's name in the current language (its id if the client does not know it). */
export function poolName(pool: string): string {
  const key = POOLS.find((p) => p.pool === pool)?.key;
  return key ? t(key) : pool;
}

export function isPool(text: string): text is Pool {
  return POOLS.some((p) => p.pool === text);
}

/** "+12", "−7", "±0": a rating's change. */
export function signedChange(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}
