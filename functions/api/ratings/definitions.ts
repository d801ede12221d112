/**
 * Ratings over HTTP: a player's public profile, the leaderboards per pool with "my rank", and
 * hiding from the leaderboards. Shared by the registration (routes.ts) and the handlers.
 */

import { createRoute, z } from '@hono/zod-openapi';
import { POOLS } from '../../ratings/model';
import { access } from '../access';
import { jsonBody, jsonResponse, OPTIONAL_READ, PLAYER_BODY, PLAYER_READ, problems } from '../common';
import {
  LeaderboardPageSchema,
  LeaderboardQuerySchema,
  PlayerRankSchema,
  PublicProfileSchema,
  RatingSettingsSchema,
} from '../schemas/ratings';

/**
 * A pool, documented as the pool enum; any other text passes validation so the ratings answer it
 * with 404 rating/unknown-pool, the code clients already match on (not 400 request/validation).
 */
const PoolParamsSchema = z.object({
  pool: z
    .string()
    .max(40)
    .openapi({
      param: { name: 'pool', in: 'path' },
      enum: [...POOLS],
      description: 'A rating pool; a name not in the list is 404 `rating/unknown-pool`.',
      example: 'block2',
    }),
});

const PlayerParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .openapi({
      param: { name: 'id', in: 'path' },
      description: 'The player id.',
      example: 'p3RkQ9wVbL2mXc7ZtY4a',
    }),
});

export const getPlayerProfileRoute = createRoute({
  method: 'get',
  operationId: 'getPlayerProfile',
  path: '/v1/players/{id}',
  tags: ['ratings'],
  summary: 'A player’s public profile: ratings per pool, matches, statistics, recent rated matches',
  description:
    'No token needed (limited per client address). A rating per pool the player was rated in, with its ' +
    'uncertainty (sigma) and "?" while provisional; matches played and won; hands played and won, by ' +
    'going out (dominoed) or in a block; points a hand; the last ten rated matches with the rating ' +
    'change each brought. Nothing a table hides is in it. Also for a player hidden from the leaderboards ' +
    '(`listed: false`).',
  ...access('optional'),
  request: { params: PlayerParamsSchema },
  responses: {
    200: jsonResponse(PublicProfileSchema, 'The profile'),
    ...problems(...OPTIONAL_READ, 'rating/player-not-found'),
  },
});

export const getLeaderboardRoute = createRoute({
  method: 'get',
  operationId: 'getLeaderboard',
  path: '/v1/leaderboards/{pool}',
  tags: ['ratings'],
  summary: 'A pool’s leaderboard, best first, a page at a time',
  description:
    'Listed: rated in the pool, not provisional, not hidden. Equal ratings are ordered by player id. ' +
    'Names are read with the page. No token needed (limited per client address).',
  ...access('optional'),
  request: { params: PoolParamsSchema, query: LeaderboardQuerySchema },
  responses: {
    200: jsonResponse(LeaderboardPageSchema, 'A page of the leaderboard'),
    ...problems(...OPTIONAL_READ, 'rating/unknown-pool'),
  },
});

export const getMyRankRoute = createRoute({
  method: 'get',
  operationId: 'getMyRank',
  path: '/v1/players/me/leaderboards/{pool}',
  tags: ['ratings'],
  summary: 'Your place on a pool’s leaderboard',
  description:
    'Within the top 1000: the exact rank. Below: `exact: false`, the rank from the pool’s last hourly ' +
    'snapshot (null before the first). Not listed: why (unrated, provisional, hidden).',
  ...access('player'),
  request: { params: PoolParamsSchema },
  responses: {
    200: jsonResponse(PlayerRankSchema, 'Your rank'),
    ...problems(...PLAYER_READ, 'rating/unknown-pool'),
  },
});

export const updateMyRatingSettingsRoute = createRoute({
  method: 'patch',
  operationId: 'updateMyRatingSettings',
  path: '/v1/players/me/ratings',
  tags: ['ratings'],
  summary: 'Hide yourself from every leaderboard (or show yourself again)',
  description:
    '`hidden: true` takes you off every leaderboard at once; `false` puts you back where your ratings ' +
    'place you. Your profile stays public and says `listed: false`.',
  ...access('player'),
  request: { body: jsonBody(RatingSettingsSchema) },
  responses: {
    200: jsonResponse(PublicProfileSchema, 'Your profile, as it is now'),
    ...problems(...PLAYER_BODY),
  },
});
