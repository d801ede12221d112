/**
 * The local server serves Swagger UI's files (functions/api/docs-assets.ts) from node_modules,
 * so /docs works offline. Only the listed files, read once.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { SWAGGER_UI_FILES, SWAGGER_UI_PATH, type SwaggerUiFile } from '../api/docs-assets';

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
