/**
 * A player's item: the name, and for players from before device tokens the hash of their token's
 * secret. Version 1 always had the hash; version 2 (device tokens, accounts/) has it only for
 * those players, and loses it when their old token is revoked or rotated.
 */
import { z } from 'zod';
import type { PlayerRecord } from '../../accounts/model';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { defineFormat, FORMAT_ATTRIBUTE, formatAttribute, type Item, once } from './format';

export const playerKey = (id: string) => ({ [PARTITION_KEY]: `PLAYER#${id}`, [SORT_KEY]: 'PROFILE' });

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.literal('PROFILE'),
    ...formatAttribute(1),
    name: z.string(),
    tokenHash: z.string(),
    createdAt: z.string(),
  }),
);

const itemV2 = once(() =>
  z.strictObject({
    ...itemV1().shape,
    ...formatAttribute(2),
    tokenHash: z.string().optional(),
  }),
);

function readV1(item: Item): PlayerRecord {
  return readV2({ ...itemV1().parse(item), [FORMAT_ATTRIBUTE]: 2 });
}

function readV2(item: Item): PlayerRecord {
  const { PK, name, tokenHash, createdAt } = itemV2().parse(item);
  return { id: PK.slice('PLAYER#'.length), name, ...(tokenHash !== undefined && { tokenHash }), createdAt };
}

export const playerFormat = defineFormat<PlayerRecord>({
  kind: 'player',
  readers: { 1: readV1, 2: readV2 },
  write: (p) => ({ ...playerKey(p.id), name: p.name, tokenHash: p.tokenHash, createdAt: p.createdAt }),
});
