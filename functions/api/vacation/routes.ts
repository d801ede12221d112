/** The vacation routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first vacation request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import {
  endMyVacationRoute,
  getMyVacationRoute,
  listVacationsRoute,
  updateMyVacationRoute,
} from './definitions';

export function vacationRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.vacationHandlers));
  app.openapi(getMyVacationRoute, handler('getMyVacation'));
  app.openapi(updateMyVacationRoute, handler('updateMyVacation'));
  app.openapi(endMyVacationRoute, handler('endMyVacation'));
  app.openapi(listVacationsRoute, handler('listVacations'));
}
