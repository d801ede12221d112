/** The hand analysis route: its definition (definitions.ts) with its handler (handlers.ts), loaded with the first analysis. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { getHandAnalysisRoute } from './definitions';

export function analysisRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The analyst (the expert's search) loads with the first analysis asked for.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.analysisHandlers));
  app.openapi(getHandAnalysisRoute, handler('getHandAnalysis'));
}
