/**
 * A provider account (OpenID Connect `iss` and `sub`) linked to a player (accounts/identities.ts):
 * one item per account, under a hash of the pair, so a conditional Put links it at most once.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { IdentityRecord } from '../../accounts/model';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { defineFormat, formatAttribute, type Item, once } from './format';

export const identityKey = (issuer: string, subject: string) => ({
  [PARTITION_KEY]: `IDENTITY#${createHash('sha256')
    .update(JSON.stringify([issuer, subject]))
    .digest('hex')}`,
  [SORT_KEY]: 'IDENTITY',
});

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('IDENTITY#'),
    [SORT_KEY]: z.literal('IDENTITY'),
    ...formatAttribute(1),
    issuer: z.string().min(1),
    subject: z.string().min(1),
    playerId: z.string().min(1),
    linkedAt: z.string(),
  }),
);

function readV1(item: Item): IdentityRecord {
  const { issuer, subject, playerId, linkedAt } = itemV1().parse(item);
  return { issuer, subject, playerId, linkedAt };
}

export const identityFormat = defineFormat<IdentityRecord>({
  kind: 'identity',
  readers: { 1: readV1 },
  write: (r) => ({ ...identityKey(r.issuer, r.subject), ...r }),
});
