/** The move route: its definition (definitions.ts) with its handler (handlers.ts), loaded with the first move. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { playMoveRoute } from './definitions';

export function moveRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The move's handler, with the tables' play service, the engine's moves and the computer
  // players, loads with the first move (a cold start that reads a table does not load them).
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.moveHandlers));
  app.openapi(playMoveRoute, handler('playMove'));
}
