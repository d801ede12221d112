/**
 * The OpenAPI document (generated from the routes) and a docs page rendered from it by Swagger
 * UI, with no CDN: the page and its start script come from the app, Swagger UI's own files from
 * SWAGGER_UI_PATH on the same host (docs-assets.ts says who serves them).
 */

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';

/** The OpenAPI document of `app` (document.ts: loaded with the first document asked for). */
export async function openApiDocument(app: OpenAPIHono<AuthEnv>) {
  return (await import('./document')).openApiDocument(app);
}

export function docRoutes(app: OpenAPIHono<AuthEnv>): void {
  app.get('/openapi.json', async (c) => c.json(await openApiDocument(app)));
  // The page and its script load with the first request for them (page.ts), not at a cold start.
  app.get('/docs', async (c) => c.html((await import('./page')).DOCS_PAGE));
  app.get('/docs/start.js', async (c) =>
    c.body((await import('./page')).START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/', (c) => c.redirect('/docs'));
}
