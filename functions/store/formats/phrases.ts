/**
 * A table's quick phrases (functions/phrases): one item in the table's partition, SK `PHRASES`,
 * beside the table item and never in it, so a phrase leaves the table's version alone. It holds
 * the newest phrases (KEPT_PHRASES) and the last one's number, rewritten whole under a condition
 * on that number. Version 1.
 *
 * Each phrase is one string, `<seq> <at> <seat> <phrase id>`, so the item stays within 1 KB (one
 * write unit) with the 20 kept, but for the longest phrase every time (1,051 bytes: two). The item expires KEEP_PHRASES_SECONDS after the last phrase.
 */
import { z } from 'zod';
import {
  isPhraseId,
  KEPT_PHRASES,
  type PhraseId,
  type PhraseLog,
  type SaidPhrase,
} from '../../phrases/model';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { defineFormat, epochSeconds, formatAttribute, type Item, once } from './format';

export const PHRASES_SK = 'PHRASES';

export const phrasesKey = (tableId: string) => ({
  [PARTITION_KEY]: `TABLE#${tableId}`,
  [SORT_KEY]: PHRASES_SK,
});

/** The log as stored, with its TTL. */
export interface StoredPhrases {
  log: PhraseLog;
  /** Epoch seconds (DynamoDB TTL). */
  expiresAt: number;
}

const SAID = /^(\d+) (\S+) (\d) ([a-z-]+)$/;

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.literal(PHRASES_SK),
    ...formatAttribute(1),
    last: z.number().int().positive(),
    said: z
      .array(
        z
          .string()
          .regex(SAID)
          .refine((s) => isPhraseId(SAID.exec(s)![4]), 'not a phrase this code knows'),
      )
      .max(KEPT_PHRASES),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

function readSaid(text: string): SaidPhrase {
  const m = SAID.exec(text)!;
  return { seq: Number(m[1]), at: m[2], seat: Number(m[3]), phrase: m[4] as PhraseId };
}

function readV1(item: Item): StoredPhrases {
  const i = itemV1().parse(item);
  const said = i.said.map(readSaid);
  if (said.length > 0 && said.at(-1)!.seq !== i.last)
    throw new Error(`the last phrase is number ${said.at(-1)!.seq}, not ${i.last}`);
  return { log: { tableId: i.PK.slice('TABLE#'.length), last: i.last, said }, expiresAt: i.expiresAt };
}

function writeV1(s: StoredPhrases): Item {
  return {
    ...phrasesKey(s.log.tableId),
    last: s.log.last,
    said: s.log.said.map((p) => `${p.seq} ${p.at} ${p.seat} ${p.phrase}`),
    [TTL_ATTRIBUTE]: s.expiresAt,
  };
}

export const phrasesFormat = defineFormat<StoredPhrases>({
  kind: 'phrases',
  readers: { 1: readV1 },
  write: writeV1,
});
