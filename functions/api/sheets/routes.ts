/** The score sheet routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first sheet request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { correct, create, read, record, remove } from './definitions';

export function sheetRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The handlers, the sheets service and the engine's score keeping load with the first sheet request.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.sheetHandlers));
  app.openapi(create, handler('create'));
  app.openapi(read, handler('read'));
  app.openapi(record, handler('record'));
  app.openapi(correct, handler('correct'));
  app.openapi(remove, handler('remove'));
}
