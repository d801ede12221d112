/** The vacation routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first vacation request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { comeBackRoute, getAwayPlayersRoute, getMyVacationRoute, goAwayRoute } from './definitions';

export function vacationRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.vacationHandlers));
  app.openapi(getMyVacationRoute, handler('getMyVacation'));
  app.openapi(goAwayRoute, handler('goAway'));
  app.openapi(comeBackRoute, handler('comeBack'));
  app.openapi(getAwayPlayersRoute, handler('getAwayPlayers'));
}
