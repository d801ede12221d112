/** What the ratings routes do (definitions.ts defines them): loaded with the first ratings request. */
import type { RouteHandler } from '@hono/zod-openapi';
import { leaderboard, parsePool, rankOf } from '../../ratings/leaderboard';
import { profileOf, setHidden } from '../../ratings/profile';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import type * as route from './definitions';

export function ratingHandlers(deps: AppDeps) {
  const { rating } = deps;

  const profile: RouteHandler<typeof route.getPlayerProfileRoute, AuthEnv> = async (c) => {
    return c.json(await profileOf(rating.store, c.req.valid('param').id), 200);
  };

  const board: RouteHandler<typeof route.getLeaderboardRoute, AuthEnv> = async (c) => {
    const q = c.req.valid('query');
    const page = await leaderboard(rating.store, parsePool(c.req.valid('param').pool), {
      limit: q.limit,
      cursor: q.cursor ?? null,
    });
    return c.json(page, 200);
  };

  const myRank: RouteHandler<typeof route.getMyRankRoute, AuthEnv> = async (c) => {
    const pool = parsePool(c.req.valid('param').pool);
    return c.json(await rankOf(rating.store, pool, c.get('player').id), 200);
  };

  const settings: RouteHandler<typeof route.updateMyRatingSettingsRoute, AuthEnv> = async (c) => {
    const me = c.get('player').id;
    await setHidden(rating.store, me, c.req.valid('json').hidden, rating.now());
    return c.json(await profileOf(rating.store, me), 200);
  };

  return {
    getPlayerProfile: profile,
    getLeaderboard: board,
    getMyRank: myRank,
    updateMyRatingSettings: settings,
  };
}
