/**
 * The OpenAPI document (generated from the routes) and a docs page rendered from it by Swagger
 * UI, with no CDN: the page and its start script come from the app, Swagger UI's own files from
 * SWAGGER_UI_PATH on the same host (docs-assets.ts says who serves them).
 */

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';

export const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Dominoes API',
    version: '0.1.0',
    description:
      'Dominoes tables (double-six, 2-4 players): the Draw, Block, partnership and All Fives games with ' +
      'house rules, against people and computer players. Sign up with POST /v1/players, then send ' +
      '`Authorization: Bearer <token>`. Errors are application/problem+json (RFC 9457) with a stable `code`. ' +
      'Each signed-in player (and each address without a token) may send 120 requests at once, refilled at ' +
      '20 a second (RATE_LIMIT); every answer says where its caller stands in `RateLimit-Policy` and `RateLimit` ' +
      '(the IETF draft), and past it is 429 with Retry-After.',
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
    { name: 'ratings', description: 'Rated matches: profiles, leaderboards and your rank' },
    { name: 'pairing', description: 'Meet a stranger: quick pairing queues and open challenges (seeks)' },
    { name: 'events', description: 'Tournaments: Swiss, round-robin and elimination, duplicate or not' },
  ],
};

const withWebhooks = new WeakMap<OpenAPIHono<AuthEnv>, Promise<string>>();

/**
 * The OpenAPI document of `app`: its routes, and the webhooks' payloads, registered with the
 * first document asked for (webhooks.ts: a cold start does not load them).
 */
export async function openApiDocument(app: OpenAPIHono<AuthEnv>) {
  let registered = withWebhooks.get(app);
  if (!registered) {
    registered = import('./webhooks').then((m) => m.registerWebhooks(app));
    withWebhooks.set(app, registered);
  }
  const signatures = await registered;
  const tags = OPENAPI_CONFIG.tags.map((t) =>
    t.name === 'webhooks' ? { ...t, description: signatures } : t,
  );
  return app.getOpenAPI31Document({ ...OPENAPI_CONFIG, tags });
}

export function docRoutes(app: OpenAPIHono<AuthEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A device token from POST /v1/players (sign-up), POST /v1/players/sign-in (a code from another ' +
      'device) or POST /v1/players/me/tokens/current/rotate. Tokens from before device tokens (`<playerId>.<secret>`) ' +
      'are accepted too.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'oidc', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An ID token or JWT access token from one of the OpenID Connect providers this deployment accepts ' +
      '(OIDC_ISSUERS). Its first use makes a player for the account; link it to an anonymous player with ' +
      'POST /v1/players/me/identities.',
  });
  app.openAPIRegistry.registerComponent('headers', 'ContentLanguage', {
    description:
      'The language of the problem’s `title` and `detail`: the first of en, es, pt-BR and fr that the ' +
      'request’s Accept-Language asks for (a region falls back to its language), else English. The `code` ' +
      'is the same in every language.',
    schema: { type: 'string', enum: ['en', 'es', 'pt-BR', 'fr'] },
  });
  app.get('/openapi.json', async (c) => c.json(await openApiDocument(app)));
  // The page and its script load with the first request for them (page.ts), not at a cold start.
  app.get('/docs', async (c) => c.html((await import('./page')).DOCS_PAGE));
  app.get('/docs/start.js', async (c) =>
    c.body((await import('./page')).START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/', (c) => c.redirect('/docs'));
}
