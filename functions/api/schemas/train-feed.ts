/**
 * Mexican Train's events in a table's feed (functions/tables/feed-trains.ts): `handNo` is the
 * round. An answer shape, loaded with the OpenAPI document (later.ts).
 */
import { z } from '@hono/zod-openapi';
import { RevealedDealSchema } from './fair-deal';
import { TrainTileNameSchema } from './trains-view';

const int = () => z.number().int();

/** The train events, each an option of the feed's `type` union (follow.ts). */
export const trainFeedEvents = () => {
  const base = { version: int().describe('The table version this event belongs to.'), handNo: int() };
  return [
    z.object({
      ...base,
      type: z.literal('roundDealt'),
      engine: TrainTileNameSchema.describe('The engine double in the hub.'),
      first: int().describe('The seat that moves first.'),
      totals: z.array(int()).describe('Each seat’s total when the round was dealt.'),
      handCounts: z.array(int()),
      boneyard: int(),
      commitment: z.string().nullable().describe('SHA-256 of `<seed>:<salt>`; null at development tables.'),
      fixedSeed: z.boolean(),
      hand: z.array(TrainTileNameSchema).optional().describe('Your own tiles as dealt (your feed only).'),
    }),
    z
      .object({ ...base, type: z.literal('roundsNotKept'), rounds: z.array(int()) })
      .describe('Rounds finished before the table archived each round: their events are not known.'),
    z.object({ ...base, type: z.literal('trainPlay'), seat: int(), tile: TrainTileNameSchema, train: int() }),
    z.object({
      ...base,
      type: z.literal('trainDraw'),
      seat: int(),
      tile: TrainTileNameSchema.optional().describe('Only in the drawer’s own feed.'),
    }),
    z
      .object({ ...base, type: z.literal('trainPass'), seat: int() })
      .describe('A marker on the seat’s train.'),
    z.object({ ...base, type: z.literal('trainStop'), seat: int() }),
    z.object({
      ...base,
      type: z.literal('roundEnded'),
      reason: z.enum(['out', 'blocked']),
      out: int().nullable(),
      hands: z.array(z.array(TrainTileNameSchema)).describe('Every hand left, revealed.'),
      adds: z.array(int()),
      totals: z.array(int()),
      seed: z.string(),
      salt: z.string().nullable(),
      commitment: z.string().nullable(),
    }),
    z.object({
      ...base,
      type: z.literal('trainMatchEnded'),
      places: z.array(int()).describe('1 best, shared on equal totals.'),
      totals: z.array(int()),
      forfeitedBy: int().nullable(),
      unfinished: RevealedDealSchema.nullable().describe('A forfeit cut the round short: its seed and salt.'),
    }),
  ] as const;
};
