/**
 * A finished hand's analysis (the expert's review, shared/analysis), stored the first time
 * someone asks for it: SK `ANALYSIS#<handNo, 4 digits>` in its table's partition, beside the
 * hand's archive (whose `HAND#` range it stays out of). The analysis is the whole one, every
 * seat's tiles in it, as shared/analysis/format.ts's format 1, deflated JSON; each reader gets
 * their cut of it (analysisForSeat) when it is read, never stored cut.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { HandAnalysis } from '../../../shared/analysis/analyse';
import { decodeHandAnalysis } from '../../../shared/analysis/format';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { binary, defineFormat, epochSeconds, formatAttribute, type Item, once } from './format';

export const ANALYSIS_PREFIX = 'ANALYSIS#';

export const analysisKey = (tableId: string, handNo: number) => ({
  [PARTITION_KEY]: `TABLE#${tableId}`,
  [SORT_KEY]: `${ANALYSIS_PREFIX}${String(handNo).padStart(4, '0')}`,
});

export interface StoredAnalysis {
  tableId: string;
  analysis: HandAnalysis;
  /** Epoch seconds (DynamoDB TTL): kept as long as the hand's archive. */
  expiresAt: number;
}

const itemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.string().regex(/^ANALYSIS#\d{4}$/),
    ...formatAttribute(1),
    handNo: z.number().int().positive(),
    /** The analysis's own format (shared/analysis/format.ts), read by its schema. */
    analysisFormat: z.literal(1),
    analysis: binary(),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

function readV1(item: Item): StoredAnalysis {
  const i = itemV1().parse(item);
  const analysis = decodeHandAnalysis(JSON.parse(inflateRawSync(i.analysis).toString('utf8')));
  if (analysis.handNo !== i.handNo)
    throw new Error(`the analysis is of hand ${analysis.handNo}, not ${i.handNo}`);
  return { tableId: i.PK.slice('TABLE#'.length), analysis, expiresAt: i.expiresAt };
}

function writeV1(a: StoredAnalysis): Item {
  return {
    ...analysisKey(a.tableId, a.analysis.handNo),
    handNo: a.analysis.handNo,
    analysisFormat: a.analysis.format,
    analysis: deflateRawSync(JSON.stringify(a.analysis)),
    [TTL_ATTRIBUTE]: a.expiresAt,
  };
}

export const handAnalysisFormat = defineFormat<StoredAnalysis>({
  kind: 'hand-analysis',
  readers: { 1: readV1 },
  write: writeV1,
});
