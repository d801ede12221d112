/**
 * Mexican Train's options and the rules a match is played by (docs/rules.md#mexican-train; GAMES.md
 * "Mexican Train"): the set, the player count, the hand size per count, the rounds, house rules.
 */
import { z } from 'zod';

export const MEXICAN_SETS = [12, 9] as const;
export type MexicanSet = (typeof MEXICAN_SETS)[number];

/** A new Mexican Train table's options (built on first use, as the line games' schema). */
export const MexicanRulesInputSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .object({
      game: z.literal('mexicanTrain').describe('Mexican Train (the games: /how-to-play).'),
      players: z.number().int().min(2).max(8).describe('Seats at the table, 2-8.'),
      set: z
        .union([z.literal(12), z.literal(9)])
        .optional()
        .describe('Double-twelve (default, 13 rounds) or double-nine (10 rounds).'),
      firstTurnManyTiles: z
        .boolean()
        .optional()
        .describe('On its first turn of a round a seat may play several tiles in a row on its own train.'),
      blankDoubleFifty: z.boolean().optional().describe('0-0 left in a hand counts 50.'),
    })
    .strict(),
);
export type MexicanRulesInput = z.input<typeof MexicanRulesInputSchema>;

export interface MexicanRules {
  game: 'mexicanTrain';
  players: number;
  set: MexicanSet;
  /** Tiles dealt to each seat. */
  handSize: number;
  /** Rounds in a match: one per engine from N-N down to 0-0. */
  rounds: number;
  firstTurnManyTiles: boolean;
  blankDoubleFifty: boolean;
}

/** GAMES.md: 2-4 players 15 tiles, 5-6 players 12, 7-8 players 10 (double-nine: 10, 8, 6). */
export function mexicanHandSize(set: MexicanSet, players: number): number {
  const [few, mid, many] = set === 12 ? [15, 12, 10] : [10, 8, 6];
  return players <= 4 ? few : players <= 6 ? mid : many;
}

export function resolveMexicanRules(input: MexicanRulesInput): MexicanRules {
  const set = input.set ?? 12;
  return {
    game: 'mexicanTrain',
    players: input.players,
    set,
    handSize: mexicanHandSize(set, input.players),
    rounds: set + 1,
    firstTurnManyTiles: input.firstTurnManyTiles ?? false,
    blankDoubleFifty: input.blankDoubleFifty ?? false,
  };
}

export function parseMexicanRules(input: unknown): MexicanRules {
  return resolveMexicanRules(MexicanRulesInputSchema.parse(input));
}
