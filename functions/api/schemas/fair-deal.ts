/** The fair-deal part of a table (functions/tables/fair-deal.ts) as an OpenAPI schema (a response shape: lazy, see view.ts). */
import { z } from '@hono/zod-openapi';

export const RevealedDealSchema = z.lazy(() =>
  z
    .object({
      handNo: z.number().int(),
      seed: z
        .string()
        .describe('The deal seed: `dealFromSeed(rules, seed, firstHandRule)` recomputes the deal.'),
      salt: z.string().nullable(),
      commitment: z
        .string()
        .nullable()
        .describe('SHA-256 (hex) of `<seed>:<salt>`: the one shown during the hand.'),
      firstHandRule: z.boolean().describe('Whether the first-hand opener rule (and its redeals) applied.'),
    })
    .openapi('RevealedDeal'),
);

export const FairDealSchema = z.lazy(() =>
  z
    .object({
      handNo: z.number().int().nullable(),
      commitment: z
        .string()
        .nullable()
        .describe(
          'The hand in play: SHA-256 (hex) of the UTF-8 text `<seed>:<salt>`, revealed when it ends.',
        ),
      fixedSeed: z
        .boolean()
        .describe('A development table: dealt from a fixed seed or fixed hands, nothing committed.'),
      revealed: RevealedDealSchema.nullable().describe('The last finished hand’s seed and salt.'),
      unfinished: RevealedDealSchema.nullable().describe(
        'The match ended by a forfeit (a resignation or a timeout) during this hand: its seed and salt, revealed with the end.',
      ),
    })
    .openapi('FairDeal', {
      description:
        'Each hand is dealt from a cryptographic seed, committed to before play and revealed after.',
    }),
);
