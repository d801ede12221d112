/** Anonymous sign-up: a display name in, a player id and a bearer token (shown once) out. */

import { createRoute, z } from '@hono/zod-openapi';
import { access } from '../access';
import { BODY, jsonBody, jsonResponse, OPEN_READ, PLAYER, PLAYER_BODY, problems } from '../common';
import { DeviceNameSchema, PlayerNameSchema, SignedInSchema } from '../schemas/account';

const SignUpSchema = z
  .object({ name: PlayerNameSchema, deviceName: DeviceNameSchema.optional() })
  .strict()
  .openapi('SignUp', { example: { name: 'Ana' } });

const RenameSchema = z
  .object({ name: PlayerNameSchema })
  .strict()
  .openapi('Rename', { example: { name: 'Ana' } });

// Response shapes: built on first use, like those in ../schemas (see view.ts).
const PlayerSchema = z.lazy(() => z.object({ playerId: z.string(), name: z.string() }).openapi('Player'));

export const signUpRoute = createRoute({
  method: 'post',
  operationId: 'signUp',
  path: '/v1/players',
  ...access('open'),
  tags: ['players'],
  summary: 'Sign up (anonymous): get a player id and a bearer token',
  request: { body: jsonBody(SignUpSchema) },
  responses: {
    201: jsonResponse(SignedInSchema, 'The new player, with this device’s token (shown once)'),
    ...problems(...OPEN_READ, ...BODY, 'store/outcome-unknown'),
  },
});

export const getMeRoute = createRoute({
  method: 'get',
  operationId: 'getMe',
  path: '/v1/players/me',
  tags: ['players'],
  summary: 'The player the token belongs to',
  ...access('player'),
  responses: { 200: jsonResponse(PlayerSchema, 'You'), ...problems(...PLAYER) },
});

export const updateMeRoute = createRoute({
  method: 'patch',
  operationId: 'updateMe',
  path: '/v1/players/me',
  tags: ['players'],
  summary: 'Change your display name',
  description:
    'The new name shows wherever you sit down from now on (tables you open or join, rematches you take a ' +
    'seat in) and in GET /v1/players/me on every device. A seat keeps the name it was taken with: the tables ' +
    'you already sit at go on showing the old one.',
  ...access('player'),
  request: { body: jsonBody(RenameSchema) },
  responses: { 200: jsonResponse(PlayerSchema, 'You, with the new name'), ...problems(...PLAYER_BODY) },
});
