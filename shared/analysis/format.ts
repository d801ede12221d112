/**
 * The stored hand analysis, format 1: a zod schema for exactly what `analyseHand` returns (and
 * `analysisForSeat` cuts), so a stored analysis is read back checked, never cast. A change to
 * the shape is format 2 with its own schema and an upgrade from 1, never an edit here, except a
 * new optional field, which stored items simply lack. Golden fixture: test/fixtures/analysis/.
 *
 * The schema is built on first use: an API function that never reads an analysis builds none.
 */
import { z } from 'zod';
import type { HandAnalysis } from './analyse';
import type { TrainRoundAnalysis } from './trains/analyse';
import { decodeTrainAnalysis } from './trains/format';
import { VERDICTS } from './verdict';

function build() {
  const int = () => z.number().int();
  const tile = () => z.string().regex(/^[0-6]-[0-6]$/);
  const move = z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('play'), tile: tile(), end: int().nonnegative() }),
    z.strictObject({ type: z.literal('draw') }),
  ]);
  const estimate = z.strictObject({ winChance: z.number(), points: z.number(), value: z.number() });
  const exact = z.strictObject({
    outcome: z.enum(['win', 'tie', 'loss']),
    points: z.number(),
    value: z.number(),
  });
  const review = z.strictObject({
    moves: z.array(z.strictObject({ move, estimate, exact: exact.nullable() })).min(2),
    played: int().nonnegative(),
    best: int().nonnegative(),
    loss: z.strictObject({ value: z.number(), winChance: z.number(), points: z.number() }),
    verdict: z.enum(VERDICTS),
    accuracy: z.number().min(0).max(100),
    exactBest: int().nonnegative().nullable(),
  });
  const base = { at: int().nonnegative(), seat: int().min(0).max(3), forced: z.boolean() };
  const step = z.discriminatedUnion('type', [
    z.strictObject({
      ...base,
      type: z.literal('play'),
      tile: tile(),
      end: int().nonnegative(),
      points: int().nonnegative(),
      timedOut: z.literal(true).optional(),
      review: review.nullable(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('draw'),
      count: int().positive(),
      chosen: z.boolean(),
      timedOut: z.literal(true).optional(),
      tiles: z.array(tile()).optional(),
      review: review.nullable(),
    }),
    z.strictObject({ ...base, type: z.literal('pass'), numbers: z.array(int().min(0).max(6)) }),
  ]);
  return z.strictObject({
    format: z.literal(1),
    handNo: int().positive(),
    players: int().min(2).max(4),
    sides: z.array(int().nonnegative()),
    settings: z.strictObject({
      seed: z.string(),
      worlds: int().positive(),
      maxWorlds: int().positive(),
      exactNodes: int().nonnegative(),
      exactTotal: int().nonnegative(),
    }),
    dealt: z.array(z.array(tile()).nullable()),
    steps: z.array(step),
    exactFrom: int().nonnegative().nullable(),
    undrawnOrderKnown: z.boolean(),
    seats: z.array(
      z.strictObject({
        seat: int().nonnegative(),
        judged: int().nonnegative(),
        accuracy: z.number().min(0).max(100).nullable(),
        verdicts: z.strictObject(
          Object.fromEntries(VERDICTS.map((v) => [v, int().nonnegative()])) as Record<
            (typeof VERDICTS)[number],
            ReturnType<typeof int>
          >,
        ),
        lost: z.strictObject({ winChance: z.number(), points: z.number() }),
      }),
    ),
  });
}

let schema: ReturnType<typeof build> | undefined;

/** The format-1 schema of a stored hand analysis. */
export function handAnalysisSchema(): ReturnType<typeof build> {
  schema ??= build();
  return schema;
}

/** Reads a stored analysis (format 1), checked against its schema; throws zod's error if it is not one. */
export function decodeHandAnalysis(stored: unknown): HandAnalysis {
  return handAnalysisSchema().parse(stored);
}

/** A stored review: a line game's hand (format 1, which has no `game`) or a Mexican Train round. */
export type ReviewAnalysis = HandAnalysis | TrainRoundAnalysis;

/** Whether the review is a Mexican Train round's. */
export const isTrainAnalysis = (a: ReviewAnalysis): a is TrainRoundAnalysis =>
  'game' in a && a.game === 'mexicanTrain';

/** The hand's or the round's number. */
export const reviewNumber = (a: ReviewAnalysis): number => (isTrainAnalysis(a) ? a.roundNo : a.handNo);

/** Reads a stored review of the game named, checked against its format's schema. */
export function decodeReviewAnalysis(stored: unknown, game: 'line' | 'mexicanTrain'): ReviewAnalysis {
  return game === 'mexicanTrain' ? decodeTrainAnalysis(stored) : decodeHandAnalysis(stored);
}
