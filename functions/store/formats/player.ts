/**
 * A player's item: the name, for players from before device tokens the hash of their token's
 * secret, and the player's language. Version 1 always had the hash; version 2 (device tokens,
 * accounts/) has it only for those players, and loses it when their old token is revoked or
 * rotated; version 3 may have a language (the notifications', docs/i18n-api.md#the-players-language).
 */
import { z } from 'zod';
import type { PlayerRecord } from '../../accounts/model';
import { languageOf } from '../../i18n/languages';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { defineFormat, FORMAT_ATTRIBUTE, formatAttribute, type Item, once } from './format';

export const playerKey = (id: string) => ({ [PARTITION_KEY]: `PLAYER#${id}`, [SORT_KEY]: 'PROFILE' });

/** The format version an item with a language has: a write that sets one sets it too. */
export const PLAYER_LANGUAGE_VERSION = 3;

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

const itemV3 = once(() =>
  z.strictObject({
    ...itemV2().shape,
    ...formatAttribute(PLAYER_LANGUAGE_VERSION),
    // A tag as written: one this code no longer speaks reads as none (English).
    language: z.string().optional(),
  }),
);

function readV1(item: Item): PlayerRecord {
  return readV2({ ...itemV1().parse(item), [FORMAT_ATTRIBUTE]: 2 });
}

function readV2(item: Item): PlayerRecord {
  return readV3({ ...itemV2().parse(item), [FORMAT_ATTRIBUTE]: PLAYER_LANGUAGE_VERSION });
}

function readV3(item: Item): PlayerRecord {
  const { PK, name, tokenHash, createdAt, language } = itemV3().parse(item);
  const spoken = language === undefined ? undefined : languageOf(language);
  return {
    id: PK.slice('PLAYER#'.length),
    name,
    ...(tokenHash !== undefined && { tokenHash }),
    createdAt,
    ...(spoken !== undefined && { language: spoken }),
  };
}

export const playerFormat = defineFormat<PlayerRecord>({
  kind: 'player',
  readers: { 1: readV1, 2: readV2, [PLAYER_LANGUAGE_VERSION]: readV3 },
  write: (p) => ({
    ...playerKey(p.id),
    name: p.name,
    tokenHash: p.tokenHash,
    createdAt: p.createdAt,
    language: p.language,
  }),
});
