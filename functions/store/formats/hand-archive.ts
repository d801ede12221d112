/**
 * A finished hand's archive item, under its table's partition: SK `HAND#<endVersion, 10
 * digits>#<handNo, 4 digits>`, so "the hands that ended after version V" is one Query. The
 * hand's record (log, revealed hands, seed, score) is deflated JSON (no dictionary).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { HandRecord } from '../../../shared/engine';
import type { HandArchive } from '../../tables/model';
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
import { handRecordV1 } from './table-record-v1';

export const HAND_PREFIX = 'HAND#';

export const handSk = (endVersion: number, handNo = 0): string =>
  `${HAND_PREFIX}${String(endVersion).padStart(10, '0')}#${String(handNo).padStart(4, '0')}`;

export interface StoredHand extends HandArchive {
  tableId: string;
  /** Epoch seconds (DynamoDB TTL). */
  expiresAt: number;
}

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.string().startsWith(HAND_PREFIX),
    ...formatAttribute(1),
    handNo: z.number().int(),
    startVersion: z.number().int(),
    endVersion: z.number().int(),
    salt: z.string().optional(),
    hand: binary(),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

function readV1(item: Item): StoredHand {
  const i = itemV1().parse(item);
  return {
    tableId: i.PK.slice('TABLE#'.length),
    record: handRecordV1().parse(JSON.parse(inflateRawSync(i.hand).toString('utf8'))),
    salt: i.salt ?? null,
    startVersion: i.startVersion,
    endVersion: i.endVersion,
    expiresAt: i.expiresAt,
  };
}

function writeV1(h: StoredHand): Item {
  return {
    [PARTITION_KEY]: `TABLE#${h.tableId}`,
    [SORT_KEY]: handSk(h.endVersion, h.record.handNo),
    handNo: h.record.handNo,
    startVersion: h.startVersion,
    endVersion: h.endVersion,
    salt: h.salt ?? undefined,
    hand: deflateRawSync(JSON.stringify(h.record)),
    [TTL_ATTRIBUTE]: h.expiresAt,
  };
}

export const handArchiveFormat = defineFormat<StoredHand>({
  kind: 'hand-archive',
  readers: { 1: readV1 },
  write: writeV1,
});

// The stored hand is the engine's HandRecord, all the way down.
const _schemaIsTheRecord: SameType<z.output<ReturnType<typeof handRecordV1>>, HandRecord> = true;
