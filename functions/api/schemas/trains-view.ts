/**
 * Mexican Train's answers over HTTP (shared/engine/games/mexican-train): its rules and its seat
 * view; loaded with the OpenAPI document (later.ts), never to serve a request.
 */
import { z } from '@hono/zod-openapi';

/** A tile of a double-twelve (or double-nine) set as the service names it: `low-high`. */
export const TrainTileNameSchema = z
  .string()
  .regex(/^(1[0-2]|\d)-(1[0-2]|\d)$/)
  .openapi('TrainTile', {
    description: 'A tile of a double-twelve or double-nine set as `a-b`, the lower number first.',
    example: '5-12',
  });

const int = () => z.number().int();

export const TrainRulesSchema = z.lazy(() =>
  z
    .object({
      game: z.literal('mexicanTrain'),
      players: int(),
      set: z.union([z.literal(12), z.literal(9)]).describe('Double-twelve or double-nine.'),
      handSize: int(),
      rounds: int().describe('One round per engine double, from the set’s highest down to 0-0.'),
      firstTurnManyTiles: z.boolean(),
      blankDoubleFifty: z.boolean(),
    })
    .openapi('TrainRules', {
      description: 'Mexican Train’s resolved rules (the games: [/how-to-play](/how-to-play)).',
    }),
);

export const TrainHistoryEventSchema = z.lazy(() =>
  z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('play'), seat: int(), tile: TrainTileNameSchema, train: int() }),
      z.object({
        type: z.literal('draw'),
        seat: int(),
        tile: TrainTileNameSchema.optional().describe('Only in your own history.'),
      }),
      z.object({ type: z.literal('pass'), seat: int() }),
      z.object({ type: z.literal('stop'), seat: int() }),
    ])
    .openapi('TrainHistoryEvent'),
);

export const TrainLegalMoveSchema = z.lazy(() =>
  z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('play'), tile: TrainTileNameSchema, train: int() }),
      z.object({ type: z.literal('stop') }),
    ])
    .openapi('TrainLegalMove', {
      description:
        'A tile onto a train (the owner’s seat; the seat count is the Mexican train), or stop a first-turn run.',
    }),
);

export const TrainViewSchema = z.lazy(() =>
  z
    .object({
      game: z.literal('mexicanTrain'),
      seat: int().nullable(),
      rules: TrainRulesSchema,
      players: int(),
      round: int(),
      rounds: int(),
      engine: TrainTileNameSchema.describe('The engine double in the hub.'),
      status: z.enum(['playing', 'over']),
      turn: int().nullable(),
      hand: z.array(TrainTileNameSchema).nullable().describe('Your tiles.'),
      handPips: int().nullable(),
      handCounts: z.array(int()),
      boneyard: int(),
      trains: z
        .array(
          z.object({
            owner: int().nullable().describe('The seat that owns it; null for the Mexican train.'),
            tiles: z.array(TrainTileNameSchema),
            open: int().describe('The number a tile must show to go on it.'),
            marker: z.boolean().describe('Its owner could not play: anyone may play on it.'),
            openDouble: z.boolean().describe('Its last tile is a double to cover before anything else.'),
          }),
        )
        .describe('Seat k’s train at index k, the Mexican train last.'),
      mustPlay: TrainTileNameSchema.nullable().describe('The tile you drew and must play.'),
      run: z.boolean().describe('A first-turn run is going on (firstTurnManyTiles).'),
      totals: z.array(int()).describe('Each seat’s total before this round: lowest wins.'),
      history: z.array(TrainHistoryEventSchema),
      legalMoves: z.array(TrainLegalMoveSchema).nullable().describe('Your legal moves when it is your turn.'),
      lastRound: z
        .object({
          round: int(),
          engine: TrainTileNameSchema,
          reason: z.enum(['out', 'blocked']),
          out: int().nullable(),
          hands: z.array(z.array(TrainTileNameSchema)).describe('Every hand left, revealed.'),
          adds: z.array(int()),
          totals: z.array(int()),
          seed: z.string(),
          history: z.array(TrainHistoryEventSchema),
        })
        .nullable(),
      places: z.array(int()).nullable().describe('Once the match is over: 1 best, shared on equal totals.'),
      forfeitedBy: int().nullable().describe('The seat that resigned or forfeited, if one did.'),
    })
    .openapi('TrainView', {
      description: 'A Mexican Train match as one seat sees it: no other hand, no boneyard tile.',
    }),
);
