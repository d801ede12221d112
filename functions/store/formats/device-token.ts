/**
 * A device's token (accounts/devices.ts): under its player's partition, beside (never among) the
 * player's memberships (`TABLE#…`), so a player's devices are one Query. The secret is kept only
 * as its SHA-256.
 */
import { z } from 'zod';
import type { DeviceTokenRecord } from '../../accounts/model';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { defineFormat, formatAttribute, type Item, once } from './format';

export const TOKEN_PREFIX = 'TOKEN#';

export const deviceTokenKey = (playerId: string, tokenId: string) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: `${TOKEN_PREFIX}${tokenId}`,
});

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.string().startsWith(TOKEN_PREFIX),
    ...formatAttribute(1),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
    secretHash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);

function readV1(item: Item): DeviceTokenRecord {
  const i = itemV1().parse(item);
  return {
    playerId: i.PK.slice('PLAYER#'.length),
    id: i.SK.slice(TOKEN_PREFIX.length),
    name: i.name,
    createdAt: i.createdAt,
    lastUsedAt: i.lastUsedAt,
    secretHash: i.secretHash,
  };
}

export const deviceTokenFormat = defineFormat<DeviceTokenRecord>({
  kind: 'device-token',
  readers: { 1: readV1 },
  write: (t) => ({
    ...deviceTokenKey(t.playerId, t.id),
    name: t.name,
    createdAt: t.createdAt,
    lastUsedAt: t.lastUsedAt,
    secretHash: t.secretHash,
  }),
});
