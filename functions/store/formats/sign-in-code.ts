/**
 * A sign-in code (accounts/sign-in.ts), under the SHA-256 of the code: the store never holds a
 * live code. Its expiry is the TTL attribute, which redeeming checks too (TTL deletes late).
 */
import { z } from 'zod';
import type { SignInCodeRecord } from '../../accounts/model';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { defineFormat, epochSeconds, formatAttribute, type Item, once } from './format';

export const signInCodeKey = (codeHash: string) => ({
  [PARTITION_KEY]: `SIGNIN#${codeHash}`,
  [SORT_KEY]: 'SIGNIN',
});

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('SIGNIN#'),
    [SORT_KEY]: z.literal('SIGNIN'),
    ...formatAttribute(1),
    playerId: z.string().min(1),
    createdAt: z.string(),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

function readV1(item: Item): SignInCodeRecord {
  const i = itemV1().parse(item);
  return {
    codeHash: i.PK.slice('SIGNIN#'.length),
    playerId: i.playerId,
    createdAt: i.createdAt,
    expiresAt: new Date(i.expiresAt * 1000).toISOString(),
  };
}

export const signInCodeFormat = defineFormat<SignInCodeRecord>({
  kind: 'sign-in-code',
  readers: { 1: readV1 },
  write: (c) => ({
    ...signInCodeKey(c.codeHash),
    playerId: c.playerId,
    createdAt: c.createdAt,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(c.expiresAt) / 1000),
  }),
});
