/** The hint route: its definition (definitions.ts) with its handler (handlers.ts), loaded with the first hint. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { createHintRoute } from './definitions';

export function hintRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The expert's search loads with the first hint asked for.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.hintHandlers));
  app.openapi(createHintRoute, handler('createHint'));
}
