/**
 * The local server serves Swagger UI's files (functions/api/docs-assets.ts) from node_modules,
 * so /docs works offline, and the published docs/ pages at /guide/. Only the listed files, read once.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import {
  GUIDE_CONTENT_TYPE,
  GUIDE_PAGES,
  GUIDE_PATH,
  type GuidePage,
  SWAGGER_UI_FILES,
  SWAGGER_UI_PATH,
  type SwaggerUiFile,
} from '../api/docs-assets';

const require = createRequire(import.meta.url);

/** Where the pinned swagger-ui-dist is installed. */
export function swaggerUiDirectory(): string {
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

// biome-ignore lint/suspicious/noExplicitAny: any Hono app, whatever its env
export function serveSwaggerUi(app: Hono<any>): void {
  const cache = new Map<SwaggerUiFile, Promise<Buffer>>();
  app.get(`${SWAGGER_UI_PATH}:file`, async (c, next) => {
    const file = c.req.param('file') as SwaggerUiFile;
    if (!Object.hasOwn(SWAGGER_UI_FILES, file)) return next();
    if (!cache.has(file)) cache.set(file, readFile(join(swaggerUiDirectory(), file)));
    return c.body(new Uint8Array(await cache.get(file)!), 200, {
      'content-type': SWAGGER_UI_FILES[file],
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}

/** The repository's docs/ folder, whose listed pages are published. */
export const DOCS_DIRECTORY = fileURLToPath(new URL('../../docs', import.meta.url));

/** The published pages (GUIDE_PAGES) at /guide/<page>, as Markdown; nothing else of docs/. */
// biome-ignore lint/suspicious/noExplicitAny: any Hono app, whatever its env
export function serveGuide(app: Hono<any>): void {
  const cache = new Map<GuidePage, Promise<Buffer>>();
  app.get(`${GUIDE_PATH}:page`, async (c, next) => {
    const page = c.req.param('page') as GuidePage;
    if (!GUIDE_PAGES.includes(page)) return next();
    if (!cache.has(page)) cache.set(page, readFile(join(DOCS_DIRECTORY, page)));
    return c.body(new Uint8Array(await cache.get(page)!), 200, {
      'content-type': GUIDE_CONTENT_TYPE,
      'cache-control': 'no-cache',
    });
  });
}
