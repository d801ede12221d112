/** Anonymous sign-up: a display name in, a player id and a bearer token (shown once) out. */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { newDeviceToken } from '../../accounts/devices';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import { DeviceNameSchema, SignedInSchema } from '../schemas/account';
import { BEARER, jsonBody, jsonResponse, problems } from './common';

const MAX_NAME_BYTES = 40;

const SignUpSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(40)
      // Names travel in every table item, which stays under 1 KB (one write unit a move).
      .refine((name) => Buffer.byteLength(name, 'utf8') <= MAX_NAME_BYTES, {
        message: `at most ${MAX_NAME_BYTES} bytes in UTF-8 (13 characters of Chinese or Japanese)`,
      })
      .describe('Shown to the other players: 1-40 characters, at most 40 bytes in UTF-8.'),
    deviceName: DeviceNameSchema.optional(),
  })
  .strict()
  .openapi('SignUp', { example: { name: 'Ana' } });

// Response shapes: built on first use, like those in ../schemas (see view.ts).
const PlayerSchema = z.lazy(() => z.object({ playerId: z.string(), name: z.string() }).openapi('Player'));

const signUp = createRoute({
  method: 'post',
  operationId: 'signUp',
  path: '/v1/players',
  security: [],
  tags: ['players'],
  summary: 'Sign up (anonymous): get a player id and a bearer token',
  request: { body: jsonBody(SignUpSchema) },
  responses: {
    201: jsonResponse(SignedInSchema, 'The new player, with this device’s token (shown once)'),
    ...problems(400, 413, 415, 429, 503),
  },
});

const me = createRoute({
  method: 'get',
  operationId: 'getMe',
  path: '/v1/players/me',
  tags: ['players'],
  summary: 'The player the token belongs to',
  security: BEARER,
  responses: { 200: jsonResponse(PlayerSchema, 'You'), ...problems(401, 429, 503) },
});

export function playerRoutes(app: OpenAPIHono<AuthEnv>, deps: AppDeps): void {
  app.openapi(signUp, async (c) => {
    const { name, deviceName } = c.req.valid('json');
    const id = deps.newId();
    const issued = await newDeviceToken(deps, id, deviceName);
    await deps.store.createPlayer({ id, name, createdAt: issued.record.createdAt }, { token: issued.record });
    c.header('cache-control', 'no-store');
    return c.json({ playerId: id, name, token: issued.token, tokenId: issued.record.id }, 201);
  });

  app.openapi(me, (c) => {
    const p = c.get('player');
    return c.json({ playerId: p.id, name: p.name }, 200);
  });
}
