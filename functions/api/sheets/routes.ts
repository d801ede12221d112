/** The score sheet routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first sheet request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import {
  correctLastHandRoute,
  createSheetRoute,
  deleteLastHandRoute,
  getSheetRoute,
  recordHandRoute,
} from './definitions';

export function sheetRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The handlers, the sheets service and the engine's score keeping load with the first sheet request.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.sheetHandlers));
  app.openapi(createSheetRoute, handler('createSheet'));
  app.openapi(getSheetRoute, handler('getSheet'));
  app.openapi(recordHandRoute, handler('recordHand'));
  app.openapi(correctLastHandRoute, handler('correctLastHand'));
  app.openapi(deleteLastHandRoute, handler('deleteLastHand'));
}
