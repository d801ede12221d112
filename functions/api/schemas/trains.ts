/** Mexican Train's moves over HTTP (its answers' shapes: trains-view.ts). */
import { z } from '@hono/zod-openapi';

/** A tile as a client sends it at a Mexican Train table: either order. */
export const TrainTileInputSchema = z
  .string()
  .regex(/^(1[0-2]|\d)-(1[0-2]|\d)$/)
  .openapi('TrainTileInput', {
    description: 'A tile of the table’s set as `a-b`, in either order: `12-5` is the tile `5-12`.',
    example: '12-5',
  });

const int = () => z.number().int();

const TrainVersionSchema = int()
  .min(0)
  .optional()
  .describe('The version you saw: a stale one is refused (or send If-Match).');

/** The Mexican Train moves of the move body: a legal move exactly as the view lists it, plus the version. */
export const trainMoveSchemas = () =>
  [
    z
      .object({
        type: z.literal('play'),
        tile: TrainTileInputSchema,
        train: z
          .union([int().min(0).max(8), z.literal('mexican')])
          .describe('The train: its owner’s seat, or `mexican` (the seat count, as the view lists it).'),
        version: TrainVersionSchema,
      })
      .strict()
      .openapi('TrainPlayMove', { example: { type: 'play', tile: '5-12', train: 'mexican', version: 7 } }),
    z
      .object({ type: z.literal('stop'), version: TrainVersionSchema })
      .strict()
      .openapi('TrainStopMove', {
        description: 'End a first-turn run (house rule firstTurnManyTiles).',
        example: { type: 'stop', version: 7 },
      }),
  ] as const;
