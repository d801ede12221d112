/** The quick phrase routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first phrase. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { getPhrasesRoute, sayPhraseRoute } from './definitions';

export function phraseRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.phraseHandlers));
  app.openapi(sayPhraseRoute, handler('sayPhrase'));
  app.openapi(getPhrasesRoute, handler('getPhrases'));
}
