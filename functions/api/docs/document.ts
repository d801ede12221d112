/**
 * The OpenAPI document of the app: its description, tags and shared components, its routes, the
 * webhooks' payloads and the tables' examples; loaded with the first document asked for
 * (routes.ts), so a cold start loads none of it.
 */

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { guideLink } from '../docs-assets';
import { loadShapes } from '../schemas/later';

export const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Dominoes API',
    version: '0.1.0',
    description:
      'Dominoes tables (double-six, 2-4 players): the Draw, Block, partnership and All Fives games with ' +
      `house rules (${guideLink('the rules', 'rules.md')}), against people and computer players. Sign up with ` +
      'POST /v1/players, then send `Authorization: Bearer <token>` ' +
      `(${guideLink('Build your own client', 'build-your-own-client.md')}; names, cursors and codes follow the ` +
      `${guideLink('API style guide', 'api-style.md')}). Errors are application/problem+json (RFC 9457) with a ` +
      `stable \`code\` (its \`title\` and \`detail\` in the language of \`Accept-Language\`, en, es, pt-BR or fr, as \`Content-Language\` says; a 503 \`store/outcome-unknown\`: ${guideLink('failure semantics', 'failure-semantics.md')}). ` +
      'Each signed-in player (and each address without a token) may send 120 requests at once, refilled at ' +
      '20 a second (RATE_LIMIT); every answer says where its caller stands in `RateLimit-Policy` and `RateLimit` ' +
      '(the IETF draft), and past it is 429 with Retry-After.',
    license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
  },
  // Relative: the host that served the document (npm start on any port, the deployed site).
  servers: [{ url: '/', description: 'The server this document came from' }],
  tags: [
    {
      name: 'players',
      description: `Accounts and sign-in: sign-up, sign-in codes and providers, devices and their tokens, identities (${guideLink('sign-in', 'sign-in.md')})`,
    },
    {
      name: 'tables',
      description: `Tables: open, find, join, start, watch, resign and rematch; your tables; their pictures (${guideLink('the rules', 'rules.md')}, ${guideLink('computer players', 'bots.md')})`,
    },
    {
      name: 'moves',
      description: `Play: moves, the moves played so far, a hint, the review of a hand (${guideLink('moves', 'api.md', 'moves')}, ${guideLink('analysis', 'analysis.md')})`,
    },
    {
      name: 'phrases',
      description: `The quick phrases players say at a table (${guideLink('phrases', 'phrases.md')})`,
    },
    {
      name: 'vacation',
      description: `Your vacation bank, and who is away (${guideLink('vacation', 'vacation.md')})`,
    },
    {
      name: 'sheets',
      description: `Keep score of a game played with a physical set (${guideLink('the score keeper', 'rules.md', 'the-score-keeper')})`,
    },
    {
      name: 'webhooks',
      description: `Notifications: your turn, by signed webhook, Discord or Slack (${guideLink('notifications', 'notifications.md')})`,
    },
    {
      name: 'push',
      description: `Notifications on this device: Web Push through its browser (${guideLink('push', 'push.md')})`,
    },
    {
      name: 'ratings',
      description: `Rated matches: profiles, leaderboards, your rank, a table’s stakes (${guideLink('ratings', 'ratings.md')})`,
    },
    {
      name: 'pairing',
      description: `Meet a stranger: quick pairing queues and open challenges (seeks) (${guideLink('pairing', 'pairing.md')})`,
    },
    {
      name: 'events',
      description: `Tournaments: Swiss, round-robin and elimination, duplicate or not (${guideLink('events', 'events.md')})`,
    },
  ],
};

/** The document's shared components (security schemes, headers), registered once per app. */
function registerComponents(app: OpenAPIHono<AuthEnv>): void {
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
}

const withWebhooks = new WeakMap<OpenAPIHono<AuthEnv>, Promise<string>>();

/**
 * The OpenAPI document of `app`: its routes, and the webhooks' payloads and the tables' examples,
 * added with the first document asked for (webhooks.ts, examples.ts: a cold start loads neither).
 */
export async function openApiDocument(app: OpenAPIHono<AuthEnv>) {
  let registered = withWebhooks.get(app);
  if (!registered) {
    registerComponents(app);
    registered = import('./webhooks').then((m) => m.registerWebhooks(app));
    withWebhooks.set(app, registered);
  }
  const [signatures] = await Promise.all([registered, loadShapes()]);
  const tags = OPENAPI_CONFIG.tags.map((t) =>
    t.name === 'webhooks' ? { ...t, description: signatures } : t,
  );
  const doc = app.getOpenAPI31Document({ ...OPENAPI_CONFIG, tags });
  (await import('./examples')).addTableExamples(doc);
  return doc;
}
