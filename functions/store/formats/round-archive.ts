/**
 * A finished Mexican Train round's archive item, under its table's partition: SK
 * `ROUND#<endVersion, 10 digits>#<round, 4 digits>`, so "the rounds that ended after version V"
 * is one Query. The round's record (log, revealed hands, seed, totals) is deflated JSON.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { RoundRecord } from '../../../shared/engine/games/mexican-train';
import type { RoundArchive } from '../../tables/model';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import {
  binary,
  defineFormat,
  epochSeconds,
  formatAttribute,
  type Item,
  once,
  type SameType,
} from './format';

export const TRAIN_ROUND_PREFIX = 'ROUND#';

export const roundSk = (endVersion: number, round = 0): string =>
  `${TRAIN_ROUND_PREFIX}${String(endVersion).padStart(10, '0')}#${String(round).padStart(4, '0')}`;

export interface StoredRound extends RoundArchive {
  tableId: string;
  /** Epoch seconds (DynamoDB TTL). */
  expiresAt: number;
}

const ints = () => z.array(z.number().int());

/** The engine's RoundRecord as version 1 stores it (deflated). */
export const roundRecordV1 = once(() =>
  z.strictObject({
    round: z.number().int(),
    engine: z.number().int(),
    seed: z.string(),
    end: z.number().int(),
    out: z.number().int(),
    hands: z.array(ints()),
    adds: ints(),
    totals: ints(),
    log: ints(),
  }),
);

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.string().startsWith(TRAIN_ROUND_PREFIX),
    ...formatAttribute(1),
    round: z.number().int().positive(),
    startVersion: z.number().int(),
    endVersion: z.number().int(),
    salt: z.string().optional(),
    record: binary(),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

function readV1(item: Item): StoredRound {
  const i = itemV1().parse(item);
  return {
    tableId: i.PK.slice('TABLE#'.length),
    record: roundRecordV1().parse(JSON.parse(inflateRawSync(i.record).toString('utf8'))),
    salt: i.salt ?? null,
    startVersion: i.startVersion,
    endVersion: i.endVersion,
    expiresAt: i.expiresAt,
  };
}

function writeV1(r: StoredRound): Item {
  return {
    [PARTITION_KEY]: `TABLE#${r.tableId}`,
    [SORT_KEY]: roundSk(r.endVersion, r.record.round),
    round: r.record.round,
    startVersion: r.startVersion,
    endVersion: r.endVersion,
    salt: r.salt ?? undefined,
    record: deflateRawSync(JSON.stringify(r.record)),
    [TTL_ATTRIBUTE]: r.expiresAt,
  };
}

export const roundArchiveFormat = defineFormat<StoredRound>({
  kind: 'round-archive',
  readers: { 1: readV1 },
  write: writeV1,
});

// The stored round is the engine's RoundRecord, all the way down.
const _schemaIsTheRecord: SameType<z.output<ReturnType<typeof roundRecordV1>>, RoundRecord> = true;
