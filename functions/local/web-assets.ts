/**
 * The built web client (web/dist, `npm run build:web`) in front of the API on the local server:
 * files as they are, hashed assets cached for good (immutable), index.html never without
 * revalidation (it names the current assets), nor are sw.js and the manifest, and index.html for the client's own pages
 * (/tables/<id>, /join/<code>, /me…) so that a shared link opens the app. /v1, /docs and
 * /openapi.json go to the API untouched, as does anything the client does not serve.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

const API_PATH = /^\/(v1(\/|$)|docs(\/|$)|openapi\.json$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The service worker and the manifest name the current build (its shell, its icons): checked on
 * every load like index.html, so a deploy reaches an installed app at its next start.
 */
const REVALIDATED = /(^|\/)(sw\.js|manifest\.webmanifest)$/;
const cacheControlOf = (path: string) =>
  path.includes('/assets/') ? IMMUTABLE : REVALIDATED.test(path) ? 'no-cache' : 'public, max-age=3600';
// The client's page: scripts, styles and requests from this origin only, and requests to the
// sign-in providers' discovery documents and token endpoints (oidc.ts webSignInOrigins).
const csp = (signInOrigins: readonly string[]) =>
  "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; " +
  `${["connect-src 'self'", ...signInOrigins].join(' ')}; ` +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The API's fetch with the client in front of it; the API alone when the client is not built. */
export function withWebClient(api: Fetch, root = WEB_DIST, signInOrigins: readonly string[] = []): Fetch {
  const CSP = csp(signInOrigins);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return api;
  const index = readFileSync(indexFile, 'utf8');
  const page = () =>
    new Response(index, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': CSP,
        'x-content-type-options': 'nosniff',
      },
    });

  const web = new Hono();
  web.use('*', async (c, next) => {
    if (API_PATH.test(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD'))
      return api(c.req.raw, c.env);
    if (c.req.path === '/' || c.req.path === '/index.html') return page();
    await next();
  });
  web.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        c.header('cache-control', cacheControlOf(path));
        c.header('x-content-type-options', 'nosniff');
      },
    }),
  );
  // A page of the client (no file extension, asked for by a browser): the app, which routes it.
  web.get('*', (c) =>
    !/\.[a-z0-9]+$/i.test(c.req.path) && c.req.header('accept')?.includes('text/html')
      ? page()
      : api(c.req.raw, c.env),
  );
  return (request, env) => web.fetch(request, env);
}
