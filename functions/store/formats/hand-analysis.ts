/**
 * A finished hand's analysis (the expert's review, shared/analysis), or a Mexican Train round's,
 * stored the first time someone asks for it or when the hand or round ends: SK
 * `ANALYSIS#<n, 4 digits>` in its table's partition (n: the hand's or the round's number), beside
 * the hand's archive (whose `HAND#` range it stays out of). The analysis is the whole one, every
 * seat's tiles in it, deflated JSON of its own format (shared/analysis/format.ts, a line hand's;
 * shared/analysis/trains/format.ts, a round's); each reader gets their cut when it is read.
 *
 * Version 1: line hands only (`analysisFormat` 1). Version 2 adds `game` (`line` or
 * `mexicanTrain`), which names the analysis's schema; a version-1 item reads as a line hand's.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import {
  decodeHandAnalysis,
  decodeReviewAnalysis,
  isTrainAnalysis,
  type ReviewAnalysis,
  reviewNumber,
} from '../../../shared/analysis/format';
import { PARTITION_KEY, SORT_KEY, TTL_ATTRIBUTE } from '../table-schema';
import { binary, defineFormat, epochSeconds, formatAttribute, type Item, once } from './format';

export const ANALYSIS_PREFIX = 'ANALYSIS#';

export const analysisKey = (tableId: string, handNo: number) => ({
  [PARTITION_KEY]: `TABLE#${tableId}`,
  [SORT_KEY]: `${ANALYSIS_PREFIX}${String(handNo).padStart(4, '0')}`,
});

export interface StoredAnalysis {
  tableId: string;
  analysis: ReviewAnalysis;
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

const itemV2 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('TABLE#'),
    [SORT_KEY]: z.string().regex(/^ANALYSIS#\d{4}$/),
    ...formatAttribute(2),
    /** The hand's number, or the round's at a Mexican Train table. */
    handNo: z.number().int().positive(),
    game: z.enum(['line', 'mexicanTrain']),
    /** The analysis's own format within its game, read by that game's schema. */
    analysisFormat: z.literal(1),
    analysis: binary(),
    [TTL_ATTRIBUTE]: epochSeconds(),
  }),
);

function readV2(item: Item): StoredAnalysis {
  const i = itemV2().parse(item);
  const analysis = decodeReviewAnalysis(JSON.parse(inflateRawSync(i.analysis).toString('utf8')), i.game);
  if (reviewNumber(analysis) !== i.handNo)
    throw new Error(`the analysis is of number ${reviewNumber(analysis)}, not ${i.handNo}`);
  return { tableId: i.PK.slice('TABLE#'.length), analysis, expiresAt: i.expiresAt };
}

function writeV2(a: StoredAnalysis): Item {
  const n = reviewNumber(a.analysis);
  return {
    ...analysisKey(a.tableId, n),
    handNo: n,
    game: isTrainAnalysis(a.analysis) ? 'mexicanTrain' : 'line',
    analysisFormat: a.analysis.format,
    analysis: deflateRawSync(JSON.stringify(a.analysis)),
    [TTL_ATTRIBUTE]: a.expiresAt,
  };
}

export const handAnalysisFormat = defineFormat<StoredAnalysis>({
  kind: 'hand-analysis',
  readers: { 1: readV1, 2: readV2 },
  write: writeV2,
});
