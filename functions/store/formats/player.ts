/** A player's item: the name and the hash of the token's secret. */
import { z } from 'zod';
import type { PlayerRecord } from '../../tables/model';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { defineFormat, formatAttribute, type Item } from './format';

export const playerKey = (id: string) => ({ [PARTITION_KEY]: `PLAYER#${id}`, [SORT_KEY]: 'PROFILE' });

const itemV1 = z.strictObject({
  [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
  [SORT_KEY]: z.literal('PROFILE'),
  ...formatAttribute(1),
  name: z.string(),
  tokenHash: z.string(),
  createdAt: z.string(),
});

function readV1(item: Item): PlayerRecord {
  const { PK, name, tokenHash, createdAt } = itemV1.parse(item);
  return { id: PK.slice('PLAYER#'.length), name, tokenHash, createdAt };
}

export const playerFormat = defineFormat<PlayerRecord>({
  kind: 'player',
  readers: { 1: readV1 },
  write: (p) => ({ ...playerKey(p.id), name: p.name, tokenHash: p.tokenHash, createdAt: p.createdAt }),
});
