/**
 * Ratings over HTTP (api/ratings): profiles, leaderboards, "my rank" and hiding. Each response
 * schema is checked against the ratings' own type, so the two cannot drift apart.
 */
import { z } from '@hono/zod-openapi';
import type { LeaderboardPage, PlayerRank } from '../../ratings/leaderboard';
import { PAGE_MAX } from '../../ratings/leaderboard';
import { POOLS } from '../../ratings/model';
import type { PublicProfile } from '../../ratings/profile';

export const PoolSchema = z
  .enum(POOLS)
  .describe(
    'A rating pool: draw2, block2, allFives2, allThrees2, fivesAndThrees2 (two players), ffa3, ffa4 (each for themselves), partnership (two teams of two), doubleNinePartnership, mexicanTrain (double-twelve, 2-8). The list grows: a client shows a pool it does not know by its name.',
  )
  .openapi('RatingPool');

/** GET /v1/leaderboards/{pool}?limit&cursor */
export const LeaderboardQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_MAX)
    .optional()
    .describe(`Entries a page, 1-${PAGE_MAX} (25).`),
  cursor: z.string().max(200).optional().describe('From the previous page, for the next one.'),
});

export const LeaderboardPageSchema = z
  .object({
    pool: PoolSchema,
    entries: z.array(
      z.object({
        rank: z.number().int().min(1),
        playerId: z.string(),
        name: z.string().nullable().describe('As the player chose it; null for a player no longer there.'),
        rating: z
          .number()
          .int()
          .describe('round(48 * (mu - 3 * sigma) + 660); provisional players are not listed.'),
        played: z.number().int(),
      }),
    ),
    cursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last.'),
  })
  .openapi('Leaderboard');

/** GET /v1/players/me/leaderboards/{pool} */
export const PlayerRankSchema = z
  .union([
    z.object({ listed: z.literal(false), why: z.enum(['unrated', 'provisional', 'hidden']) }),
    z.object({
      listed: z.literal(true),
      rating: z.number().int(),
      rank: z.number().int().min(1).describe('Counted exactly: within the top 1000.'),
      exact: z.literal(true),
    }),
    z.object({
      listed: z.literal(true),
      rating: z.number().int(),
      rank: z
        .number()
        .int()
        .min(1)
        .nullable()
        .describe('Below the top 1000: from the last snapshot (null before one).'),
      exact: z.literal(false),
      atLeast: z.number().int(),
    }),
  ])
  .openapi('PlayerRank');

/** GET /v1/players/{id} */
export const PublicProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    listed: z.boolean().describe('False when the player hid from leaderboards.'),
    ratings: z.array(
      z.object({
        pool: PoolSchema,
        rating: z.number().int(),
        shown: z.string().describe('The rating as shown: "1234", or "1234?" while provisional.'),
        provisional: z.boolean(),
        mu: z.number(),
        sigma: z.number().describe('Uncertainty: provisional while 6.5 or more.'),
        played: z.number().int(),
        won: z.number().int(),
        hands: z.number().int(),
        handsWon: z.number().int(),
        dominoed: z.number().int().describe('Hands won by going out (the player or their partner).'),
        blocked: z.number().int().describe('Hands won in a block.'),
        averagePoints: z.number().nullable().describe('Points a hand, to one decimal.'),
        lastPlayedAt: z.string(),
      }),
    ),
    recent: z.array(
      z.object({
        tableId: z.string(),
        pool: PoolSchema,
        finishedAt: z.string(),
        place: z.number().int().min(1),
        sides: z.number().int(),
        won: z.boolean(),
        forfeited: z.boolean(),
        ratingBefore: z.number().int(),
        ratingAfter: z.number().int(),
        change: z.number().int(),
      }),
    ),
  })
  .openapi('PlayerProfile');

/** PATCH /v1/players/me/ratings */
export const RatingSettingsSchema = z
  .object({ hidden: z.boolean().describe('Leave me out of every leaderboard (the profile stays public).') })
  .strict()
  .openapi('RatingSettings');

// The schemas are the services' types: a field added on one side only fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _profile: Same<z.output<typeof PublicProfileSchema>, PublicProfile> = true;
const _page: Same<z.output<typeof LeaderboardPageSchema>, LeaderboardPage> = true;
const _rank: Same<z.output<typeof PlayerRankSchema>, PlayerRank> = true;
