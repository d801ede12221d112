/** The event routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first event request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import {
  createEventRoute,
  getEventRoute,
  joinEventRoute,
  leaveEventRoute,
  listEventsRoute,
  listMyEventsRoute,
  pauseEventRoute,
  removeEntrantRoute,
  resumeEventRoute,
  startEventRoute,
} from './definitions';

export function eventRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.eventHandlers));
  app.openapi(createEventRoute, handler('createEvent'));
  app.openapi(listEventsRoute, handler('listEvents'));
  app.openapi(listMyEventsRoute, handler('listMyEvents'));
  app.openapi(getEventRoute, handler('getEvent'));
  app.openapi(joinEventRoute, handler('joinEvent'));
  app.openapi(leaveEventRoute, handler('leaveEvent'));
  app.openapi(removeEntrantRoute, handler('removeEntrant'));
  app.openapi(startEventRoute, handler('startEvent'));
  app.openapi(pauseEventRoute, handler('pauseEvent'));
  app.openapi(resumeEventRoute, handler('resumeEvent'));
}
