/** Score sheets over HTTP: what a client sends to create one and record hands, and what it reads. */
import { z } from '@hono/zod-openapi';
import { BLOCKED_SCORINGS, RecordedHandSchema, SheetOptionsSchema } from '../../../shared/engine';

export const SheetParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .openapi({
      param: { name: 'id', in: 'path' },
      description: 'The sheet id (share it with the group so they can read the sheet).',
      example: 'bXk3c2hlZXRpZDEyMzQ1',
    }),
});

// The engine's own schema, unnamed: the engine does not depend on zod-openapi (no `.openapi`).
export const CreateSheetBodySchema = SheetOptionsSchema;

// `extend` builds a new schema here, after zod-openapi has extended zod, so it can be named; like
// the engine's, on first use.
export const RecordHandBodySchema = z.lazy(() =>
  RecordedHandSchema.unwrap()
    .extend({
      version: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('The sheet version you saw; if the sheet has changed since, 409 and nothing is recorded.'),
    })
    .openapi('RecordHand', {
      description:
        'One hand: who went out (player index; doubled: with a double or a tile that fitted two ends) or that it ' +
        'blocked, the pips left in each hand, and for All Fives the points each player made during play.',
      example: { outcome: { kind: 'domino', player: 0 }, pips: [0, 17, 11] },
    }),
);

// The sheet as read: a response shape, lazy (see view.ts).
export const SheetSchema = z.lazy(() => {
  const PerSide = z.array(z.number().int()).describe('One entry per side (a player, or a team).');

  const SheetHandSchema = z
    .object({
      number: z.number().int().min(1),
      outcome: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('domino'), player: z.number().int(), doubled: z.boolean() }),
        z.object({ kind: z.literal('blocked') }),
      ]),
      pips: z.array(z.number().int()).describe('As recorded, per player.'),
      points: z.array(z.number().int()).nullable().describe('As recorded, per player (All Fives).'),
      winner: z.number().int().nullable().describe('The side that won the hand; null for a blocked tie.'),
      award: z.number().int().describe('What the winner scored for the hand (after rounding and doubling).'),
      doubled: z.boolean(),
      sidePips: PerSide,
      pointsDuringPlay: PerSide,
      change: PerSide.describe('Each side’s change from this hand: points during play, award, pips lost.'),
      totals: PerSide.describe('Running totals after this hand.'),
    })
    .openapi('SheetHand');

  return z
    .object({
      id: z.string(),
      version: z.number().int().describe('Grows by one with every change; send it back to record safely.'),
      createdAt: z.string(),
      updatedAt: z.string(),
      players: z.array(z.string()),
      sides: z.array(z.object({ name: z.string(), players: z.array(z.number().int()) })),
      rules: z.object({
        teams: z.boolean(),
        blockedScoring: z.enum(BLOCKED_SCORINGS),
        roundToFive: z.boolean(),
        doubledScores: z.boolean(),
        losersLosePips: z.boolean(),
        target: z.number().int(),
        maxHands: z.number().int().nullable(),
        handSize: z.number().int().nullable(),
        drawing: z.boolean(),
      }),
      hands: z.array(SheetHandSchema),
      totals: PerSide,
      leaders: z
        .array(z.number().int())
        .describe('Sides with the highest total (several when tied; none before the first hand).'),
      winner: z.number().int().nullable().describe('The side that won the game; null while it goes on.'),
      over: z.boolean(),
      yours: z.boolean().describe('You created the sheet: you may record, correct and delete hands.'),
    })
    .openapi('Sheet');
});
