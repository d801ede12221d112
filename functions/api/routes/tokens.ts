/** Your devices' tokens: list them (never a secret), revoke one, rotate the one in use. */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { listDevices, revokeDevice, rotateCurrent } from '../../accounts/devices';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import { DevicesSchema, SignedInSchema, TokenParamsSchema } from '../schemas/account';
import { AUTHED_NO_BODY, BEARER, jsonResponse, problems } from './common';

const list = createRoute({
  method: 'get',
  operationId: 'listTokens',
  path: '/v1/me/tokens',
  tags: ['players'],
  summary: 'Your devices’ tokens: names, creation, last use (no secrets)',
  security: BEARER,
  responses: { 200: jsonResponse(DevicesSchema, 'Your tokens, oldest first'), ...problems(401, 429, 503) },
});

const revoke = createRoute({
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

const rotate = createRoute({
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

export function tokenRoutes(app: OpenAPIHono<AuthEnv>, deps: AppDeps): void {
  app.openapi(list, async (c) => {
    const tokens = await listDevices(deps, c.get('player'), c.get('credential'));
    return c.json({ tokens }, 200);
  });

  app.openapi(revoke, async (c) => {
    await revokeDevice(deps, c.get('player'), c.get('credential'), c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(rotate, async (c) => {
    const player = c.get('player');
    const issued = await rotateCurrent(deps, player, c.get('credential'));
    c.header('cache-control', 'no-store');
    return c.json(
      { playerId: player.id, name: player.name, token: issued.token, tokenId: issued.record.id },
      200,
    );
  });
}
