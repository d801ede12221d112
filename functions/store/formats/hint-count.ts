/**
 * The hints one seat asked for in one hand (tables/hint.ts): SK `HINT#<handNo, 4 digits>#<seat>`
 * in its table's partition, beside the hand's archive and analysis (whose `HAND#` and
 * `ANALYSIS#` ranges it stays out of). An item of its own, never an attribute of the table
 * item: a hint must not change the table's version, or a move read before it would go stale.
 *
 * It is written by an update (store/dynamodb-hints.ts: ADD one, SET `lastVersion`) whose
 * condition counts one hint per table version; the attributes it leaves are exactly what
 * `write` below gives, and the golden fixture is such an item as DynamoDB returned it.
 */
import { z } from 'zod';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { defineFormat, epochSeconds, formatAttribute, type Item, once } from './format';

export const HINT_PREFIX = 'HINT#';

/** The sort key's hand part: every seat's counter of a hand shares it (one Query reads them). */
export const hintHandPrefix = (handNo: number) => `${HINT_PREFIX}${String(handNo).padStart(4, '0')}#`;

export const hintCountKey = (tableId: string, handNo: number, seat: number) => ({
  [PARTITION_KEY]: `TABLE#${tableId}`,
  [SORT_KEY]: `${hintHandPrefix(handNo)}${seat}`,
});

export interface HintCountRecord {
  tableId: string;
  handNo: number;
  seat: number;
  /** Hints taken: one per table version the seat asked at. */
  hints: number;
  /** The table version of the last hint counted (a hint asked again at it counts nothing). */
  lastVersion: number;
  /** Epoch seconds (DynamoDB TTL): kept as long as the hand's archive. */
  expiresAt: number;
}

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.string().regex(/^HINT#\d{4}#[0-3]$/),
    ...formatAttribute(1),
    handNo: z.number().int().positive(),
    seat: z.number().int().min(0).max(3),
    hints: z.number().int().positive(),
    lastVersion: z.number().int().nonnegative(),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

function readV1(item: Item): HintCountRecord {
  const i = itemV1().parse(item);
  if (i.SK !== hintCountKey('', i.handNo, i.seat).SK)
    throw new Error(`the key ${i.SK} is not that of hand ${i.handNo}, seat ${i.seat}`);
  return {
    tableId: i.PK.slice('TABLE#'.length),
    handNo: i.handNo,
    seat: i.seat,
    hints: i.hints,
    lastVersion: i.lastVersion,
    expiresAt: i.expiresAt,
  };
}

export const hintCountFormat = defineFormat<HintCountRecord>({
  kind: 'hint-count',
  readers: { 1: readV1 },
  write: (h) => ({
    ...hintCountKey(h.tableId, h.handNo, h.seat),
    handNo: h.handNo,
    seat: h.seat,
    hints: h.hints,
    lastVersion: h.lastVersion,
    [TTL_ATTRIBUTE]: h.expiresAt,
  }),
});
