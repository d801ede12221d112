/**
 * A Mexican Train table's feed events (functions/tables/feed-trains.ts) in the feed's one union.
 *
 * The OpenAPI document loads this module and adds them (docs/document.ts): a cold start does not.
 */
import { z } from '@hono/zod-openapi';
import { RevealedDealSchema } from './fair-deal';
import { moreFeedEvents } from './follow';
import { TrainTileNameSchema } from './trains';

const int = () => z.number().int();
const base = {
  version: int().describe('The table version this event belongs to.'),
  handNo: int().describe('The round.'),
};

function trainFeedEvents(): z.ZodObject[] {
  const tiles = () => z.array(TrainTileNameSchema);
  return [
    z
      .object({
        ...base,
        type: z.literal('roundDealt'),
        engine: TrainTileNameSchema.describe('The engine double in the hub.'),
        first: int().describe('The seat that moves first.'),
        totals: z.array(int()).describe('Each seat’s total when the round was dealt.'),
        handCounts: z.array(int()),
        boneyard: int(),
        commitment: z
          .string()
          .nullable()
          .describe('SHA-256 (hex) of `<seed>:<salt>`; null on development tables.'),
        fixedSeed: z.boolean(),
        hand: tiles().optional().describe('Your tiles as dealt (your own feed only).'),
      })
      .openapi('TrainRoundDealt'),
    z
      .object({ ...base, type: z.literal('trainPlay'), seat: int(), tile: TrainTileNameSchema, train: int() })
      .openapi('TrainPlayed', {
        description: 'A tile onto a train: the owner’s seat, the seat count the Mexican train.',
      }),
    z
      .object({
        ...base,
        type: z.literal('trainDraw'),
        seat: int(),
        tile: TrainTileNameSchema.optional().describe('The tile drawn (your own draws only).'),
      })
      .openapi('TrainDrew'),
    z
      .object({ ...base, type: z.literal('trainPass'), seat: int() })
      .openapi('TrainPassed', { description: 'The seat could not play: a marker on its own train.' }),
    z
      .object({ ...base, type: z.literal('trainStop'), seat: int() })
      .openapi('TrainRunStopped', { description: 'The seat ended its first-turn run (firstTurnManyTiles).' }),
    z
      .object({
        ...base,
        type: z.literal('roundEnded'),
        reason: z.enum(['out', 'blocked']),
        out: int().nullable(),
        hands: z.array(tiles()).describe('Every hand left, revealed.'),
        adds: z.array(int()).describe('What each seat adds to its total.'),
        totals: z.array(int()),
        seed: z
          .string()
          .describe('The round’s seed, revealed: `dealRound(rules, round, seed)` recomputes the deal.'),
        salt: z.string().nullable().describe('The salt of the commitment, revealed.'),
        commitment: z.string().nullable(),
      })
      .openapi('TrainRoundEnded'),
    z
      .object({
        ...base,
        type: z.literal('trainMatchEnded'),
        places: z.array(int()).describe('1 best, shared on equal totals.'),
        totals: z.array(int()),
        forfeitedBy: int().nullable(),
        unfinished: RevealedDealSchema.nullable().describe(
          'A forfeit cut the round in play short: its seed and salt.',
        ),
      })
      .openapi('TrainMatchEnded'),
  ];
}

/** Adds the train events to the feed's union, once, before it is first built. */
export function addTrainFeedEvents(): void {
  if (moreFeedEvents.length === 0) moreFeedEvents.push(...trainFeedEvents());
}
