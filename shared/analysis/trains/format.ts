/**
 * The stored Mexican Train round analysis, format 1 (`game: 'mexicanTrain'`): a zod schema for
 * exactly what `analyseTrainRound` returns (and `trainAnalysisForSeat` cuts), so a stored one is
 * read back checked. A change of shape is format 2 with an upgrade, never an edit here, except a
 * new optional field. Built on first use, as the line analysis's schema.
 */
import { z } from 'zod';
import { VERDICTS } from '../verdict';
import type { TrainRoundAnalysis } from './analyse';

function build() {
  const int = () => z.number().int();
  const tile = () => z.string().regex(/^(1[0-2]|\d)-(1[0-2]|\d)$/);
  const seat = () => int().min(0).max(7);
  const train = () => int().min(0).max(8);
  const move = z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('play'), tile: tile(), train: train() }),
    z.strictObject({ type: z.literal('stop') }),
  ]);
  const estimate = z.strictObject({
    winChance: z.number(),
    adds: z.number(),
    points: z.number(),
    value: z.number(),
  });
  const review = z.strictObject({
    moves: z.array(z.strictObject({ move, estimate })).min(2),
    played: int().nonnegative(),
    best: int().nonnegative(),
    loss: z.strictObject({ value: z.number(), winChance: z.number(), points: z.number() }),
    verdict: z.enum(VERDICTS),
    accuracy: z.number().min(0).max(100),
  });
  const base = { at: int().nonnegative(), seat: seat(), forced: z.boolean() };
  const step = z.discriminatedUnion('type', [
    z.strictObject({
      ...base,
      type: z.literal('play'),
      tile: tile(),
      train: train(),
      review: review.nullable(),
    }),
    z.strictObject({ ...base, type: z.literal('stop'), review: review.nullable() }),
    z.strictObject({ ...base, type: z.literal('draw'), tile: tile().optional() }),
    z.strictObject({ ...base, type: z.literal('pass') }),
  ]);
  return z.strictObject({
    game: z.literal('mexicanTrain'),
    format: z.literal(1),
    roundNo: int().positive(),
    players: int().min(2).max(8),
    engine: tile(),
    settings: z.strictObject({
      seed: z.string(),
      playouts: int().nonnegative(),
      minWorlds: int().positive(),
      maxWorlds: int().positive(),
      worlds: int().positive(),
      spent: int().nonnegative(),
    }),
    dealt: z.array(z.array(tile()).nullable()),
    adds: z.array(int().nonnegative()),
    out: seat().nullable(),
    steps: z.array(step),
    seats: z.array(
      z.strictObject({
        seat: seat(),
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

/** The format-1 schema of a stored Mexican Train round analysis. */
export function trainAnalysisSchema(): ReturnType<typeof build> {
  schema ??= build();
  return schema;
}

/** Reads a stored round analysis (format 1), checked; throws zod's error if it is not one. */
export function decodeTrainAnalysis(stored: unknown): TrainRoundAnalysis {
  return trainAnalysisSchema().parse(stored) as TrainRoundAnalysis;
}
