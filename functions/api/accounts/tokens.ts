/** Your devices' tokens: list them (never a secret), revoke one, rotate the one in use. */

import { createRoute } from '@hono/zod-openapi';
import { access } from '../access';
import { jsonResponse, PLAYER, PLAYER_WRITE, problems } from '../common';
import { DevicesSchema, SignedInSchema, TokenParamsSchema } from '../schemas/account';

export const listTokensRoute = createRoute({
  method: 'get',
  operationId: 'listTokens',
  path: '/v1/players/me/tokens',
  tags: ['players'],
  summary: 'Your devices’ tokens: names, creation, last use (no secrets)',
  ...access('player'),
  responses: { 200: jsonResponse(DevicesSchema, 'Your tokens, oldest first'), ...problems(...PLAYER) },
});

export const revokeTokenRoute = createRoute({
  method: 'delete',
  operationId: 'revokeToken',
  path: '/v1/players/me/tokens/{id}',
  tags: ['players'],
  summary: 'Revoke a token (a lost device): its next request is 401',
  description: '`current` revokes the token you send (signing this device out).',
  ...access('player'),
  request: { params: TokenParamsSchema },
  responses: {
    204: { description: 'Revoked' },
    ...problems(...PLAYER_WRITE, 'auth/token-not-found', 'auth/not-a-device-token'),
  },
});

export const rotateTokenRoute = createRoute({
  method: 'post',
  operationId: 'rotateToken',
  path: '/v1/players/me/tokens/current/rotate',
  tags: ['players'],
  summary: 'Replace the token you send by a new one (same device name); the old one stops working',
  description:
    'A legacy token (from before device tokens) becomes a device token this way. A provider’s token ' +
    'cannot be rotated here (409 `auth/not-a-device-token`).',
  ...access('player'),
  responses: {
    200: jsonResponse(SignedInSchema, 'The new token (shown once)'),
    ...problems(...PLAYER, 'store/outcome-unknown', 'auth/not-a-device-token'),
  },
});
