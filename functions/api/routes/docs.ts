/** The OpenAPI document (generated from the routes) and a docs page rendered from it. */

import { swaggerUI } from '@hono/swagger-ui';
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
      '`Authorization: Bearer <token>`. Errors are application/problem+json (RFC 9457) with a stable `code`.',
    license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
  },
  servers: [{ url: 'http://localhost:3000', description: 'npm start' }],
  tags: [
    { name: 'players', description: 'Sign-up, devices and their tokens, sign-in codes, provider accounts' },
    { name: 'tables', description: 'Open, find, join and start tables' },
    { name: 'moves', description: 'Play' },
    { name: 'following', description: 'Events, watching, your tables, rematches' },
    { name: 'sheets', description: 'Keep score of a game played with a physical set' },
  ],
};

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
  app.get('/docs', swaggerUI({ url: '/openapi.json', title: 'Dominoes API' }));
  app.get('/', (c) => c.redirect('/docs'));
}
