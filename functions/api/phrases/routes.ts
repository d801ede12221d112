/** The quick phrase routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first phrase. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { createPhraseRoute, listPhrasesRoute } from './definitions';

export function phraseRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.phraseHandlers));
  app.openapi(createPhraseRoute, handler('createPhrase'));
  app.openapi(listPhrasesRoute, handler('listPhrases'));
}
