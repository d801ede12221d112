/** The ratings routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first ratings request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { board, myRank, profile, settings } from './definitions';

/** After the players' routes: /v1/players/me is theirs, not a profile of a player named "me". */
export function ratingRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The handlers, and openskill behind the ratings, load with the first ratings request.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.ratingHandlers));
  app.openapi(settings, handler('settings'));
  app.openapi(profile, handler('profile'));
  app.openapi(myRank, handler('myRank'));
  app.openapi(board, handler('board'));
}
