/**
 * The OpenAPI document (generated from the routes) and a docs page rendered from it by Swagger
 * UI, with no CDN: the page and its start script come from the app, Swagger UI's own files from
 * SWAGGER_UI_PATH on the same host (docs-assets.ts says who serves them).
 */

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { SWAGGER_UI_PATH } from '../docs-assets';

export const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Dominoes API',
    version: '0.1.0',
    description:
      'Dominoes tables (double-six, 2-4 players): the Draw, Block, partnership and All Fives games with ' +
      'house rules, against people and computer players. Sign up with POST /v1/players, then send ' +
      '`Authorization: Bearer <token>`. Errors are application/problem+json (RFC 9457) with a stable `code`.',
    license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
  },
  // Relative: the host that served the document (npm start on any port, the deployed site).
  servers: [{ url: '/', description: 'The server this document came from' }],
  tags: [
    { name: 'players', description: 'Sign-up, devices and their tokens, sign-in codes, provider accounts' },
    { name: 'tables', description: 'Open, find, join and start tables' },
    { name: 'moves', description: 'Play' },
    { name: 'following', description: 'Events, watching, your tables, rematches' },
    { name: 'sheets', description: 'Keep score of a game played with a physical set' },
    { name: 'webhooks', description: 'Notifications: your turn, by signed webhook, Discord or Slack' },
    { name: 'push', description: 'Notifications on this device: Web Push through its browser' },
  ],
};

/**
 * The page's icon, the client's domino, inline: without one a browser asks for /favicon.ico,
 * which no one serves (the API alone has no files, and the client's icon is an SVG).
 */
const DOCS_ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><title>Dominoes</title>" +
  "<rect x='9' y='1' width='14' height='30' rx='3' fill='#fffdf5' stroke='#222' stroke-width='1.5'/>" +
  "<line x1='11' y1='16' x2='21' y2='16' stroke='#222' stroke-width='1.2'/>" +
  "<circle cx='16' cy='8.5' r='2' fill='#222'/><circle cx='12.8' cy='20' r='1.7' fill='#222'/>" +
  "<circle cx='16' cy='23.5' r='1.7' fill='#222'/><circle cx='19.2' cy='27' r='1.7' fill='#222'/></svg>";
/** Percent-encoded whole: nothing in it can end the attribute it stands in, or read as a link. */
export const DOCS_ICON = `data:image/svg+xml,${encodeURIComponent(DOCS_ICON_SVG)}`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Dominoes API</title>
    <link rel="icon" type="image/svg+xml" href="${DOCS_ICON}">
    <link rel="stylesheet" href="${SWAGGER_UI_PATH}swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${SWAGGER_UI_PATH}swagger-ui-bundle.js"></script>
    <script src="/docs/start.js"></script>
  </body>
</html>
`;

// A file rather than an inline script, so a Content-Security-Policy without 'unsafe-inline' allows it.
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

export function docRoutes(app: OpenAPIHono<AuthEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A device token from POST /v1/players (sign-up), POST /v1/players/sign-in (a code from another ' +
      'device) or POST /v1/me/tokens/current/rotate. Tokens from before device tokens (`<playerId>.<secret>`) ' +
      'are accepted too.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'oidc', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An ID token or JWT access token from one of the OpenID Connect providers this deployment accepts ' +
      '(OIDC_ISSUERS). Its first use makes a player for the account; link it to an anonymous player with ' +
      'POST /v1/me/identities.',
  });
  app.doc31('/openapi.json', OPENAPI_CONFIG);
  app.get('/docs', (c) => c.html(DOCS_PAGE));
  app.get('/docs/start.js', (c) =>
    c.body(START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/', (c) => c.redirect('/docs'));
}
