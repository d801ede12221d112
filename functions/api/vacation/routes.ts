/** The vacation routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first vacation request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { awayPlayers, comeBack, goAway, myVacation } from './definitions';

export function vacationRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.vacationHandlers));
  app.openapi(myVacation, handler('mine'));
  app.openapi(goAway, handler('away'));
  app.openapi(comeBack, handler('back'));
  app.openapi(awayPlayers, handler('who'));
}
