/** Your devices' tokens: list them (never a secret), revoke one, rotate the one in use. */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { DevicesSchema, SignedInSchema, TokenParamsSchema } from '../schemas/account';
import { AUTHED_NO_BODY, BEARER, jsonResponse, problems } from './common';
import { lazyHandlers } from './lazy';

export const list = createRoute({
  method: 'get',
  operationId: 'listTokens',
  path: '/v1/me/tokens',
  tags: ['players'],
  summary: 'Your devices’ tokens: names, creation, last use (no secrets)',
  security: BEARER,
  responses: { 200: jsonResponse(DevicesSchema, 'Your tokens, oldest first'), ...problems(401, 429, 503) },
});

export const revoke = createRoute({
  method: 'delete',
  operationId: 'revokeToken',
  path: '/v1/me/tokens/{id}',
  tags: ['players'],
  summary: 'Revoke a token (a lost device): its next request is 401',
  description: '`current` revokes the token you send (signing this device out).',
  security: BEARER,
  request: { params: TokenParamsSchema },
  responses: {
    204: { description: 'Revoked' },
    ...problems(...AUTHED_NO_BODY, 404, 409),
  },
});

export const rotate = createRoute({
  method: 'post',
  operationId: 'rotateToken',
  path: '/v1/me/tokens/current/rotate',
  tags: ['players'],
  summary: 'Replace the token you send by a new one (same device name); the old one stops working',
  description:
    'A legacy token (from before device tokens) becomes a device token this way. A provider’s token ' +
    'cannot be rotated here (409 `auth/not-a-device-token`).',
  security: BEARER,
  responses: {
    200: jsonResponse(SignedInSchema, 'The new token (shown once)'),
    ...problems(...AUTHED_NO_BODY, 409),
  },
});

export function tokenRoutes(app: OpenAPIHono<AuthEnv>): void {
  // With the account changes (handlers/accounts.ts), loaded by the first of them.
  const handler = lazyHandlers(() => import('../handlers/accounts').then((m) => m.accountHandlers));
  app.openapi(list, handler('listTokens'));
  app.openapi(revoke, handler('revokeToken'));
  app.openapi(rotate, handler('rotateToken'));
}
