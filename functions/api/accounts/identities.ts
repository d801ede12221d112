/** Linking an OpenID Connect provider's account to the player you are, to sign in with it anywhere. */

import { createRoute } from '@hono/zod-openapi';
import { access } from '../access';
import { jsonBody, jsonResponse, PLAYER_BODY, problems } from '../common';
import { IdentitySchema, LinkIdentityBodySchema } from '../schemas/account';

export const linkIdentityRoute = createRoute({
  method: 'post',
  operationId: 'linkIdentity',
  path: '/v1/players/me/identities',
  tags: ['players'],
  summary: 'Link a provider account (its ID token) to you: signing in with it then finds your tables',
  description:
    'The token is checked like a provider bearer token (401 with the failed check’s `auth/…` code). An ' +
    'account already linked to another player is 409 `auth/identity-linked-elsewhere`; linking it to you ' +
    'again is 200.',
  ...access('player'),
  request: { body: jsonBody(LinkIdentityBodySchema) },
  responses: {
    201: jsonResponse(IdentitySchema, 'Linked'),
    200: jsonResponse(IdentitySchema, 'Already linked to you'),
    ...problems(...PLAYER_BODY, 'auth/identity-linked-elsewhere', 'auth/no-issuers'),
  },
});
