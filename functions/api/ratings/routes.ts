/** The ratings routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first ratings request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { deprecatedAlias } from '../deprecated';
import { lazyHandlers } from '../lazy';
import {
  getLeaderboardRoute,
  getMyRankRoute,
  getPlayerProfileRoute,
  updateMyRatingSettingsRoute,
} from './definitions';

/** After the players' routes: /v1/players/me is theirs, not a profile of a player named "me". */
export function ratingRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The handlers, and openskill behind the ratings, load with the first ratings request.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.ratingHandlers));
  app.openapi(updateMyRatingSettingsRoute, handler('updateMyRatingSettings'));
  app.openapi(getPlayerProfileRoute, handler('getPlayerProfile'));
  app.openapi(getMyRankRoute, handler('getMyRank'));
  app.openapi(
    deprecatedAlias(getMyRankRoute, '/v1/leaderboards/{pool}/me', 'getMyRankDeprecated'),
    handler('getMyRank'),
  );
  app.openapi(getLeaderboardRoute, handler('getLeaderboard'));
}
