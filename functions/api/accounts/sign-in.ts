/** Moving to another device: a code made on a signed-in device, redeemed on the new one. */

import { createRoute } from '@hono/zod-openapi';
import { access } from '../access';
import { BODY, jsonBody, jsonResponse, OPEN_READ, PLAYER, problems } from '../common';
import { SignedInSchema, SignInBodySchema, SignInCodeSchema } from '../schemas/account';

export const createSignInCodeRoute = createRoute({
  method: 'post',
  operationId: 'createSignInCode',
  path: '/v1/players/me/sign-in-codes',
  tags: ['players'],
  summary: 'A code that signs another device in as you (once, within ten minutes)',
  description:
    'Show the code on this device and type it on the other (POST /v1/players/sign-in). It works once and ' +
    'for about ten minutes; making codes is limited per player.',
  ...access('player', { playerBucket: 'signIn' }),
  responses: {
    201: jsonResponse(SignInCodeSchema, 'The code and when it stops working'),
    ...problems(...PLAYER, 'store/outcome-unknown'),
  },
});

export const signInRoute = createRoute({
  method: 'post',
  operationId: 'signIn',
  path: '/v1/players/sign-in',
  ...access('open', { bucket: 'signIn' }),
  tags: ['players'],
  summary: 'Sign this device in with a code from another: a token of its own for the same player',
  description:
    'A wrong, used or made-up code is 401 `auth/unknown-sign-in-code`, an old one `auth/sign-in-code-expired`. ' +
    'Attempts are limited per client address (429). Two devices sending the same code at once: one signs in.',
  request: { body: jsonBody(SignInBodySchema) },
  responses: {
    200: jsonResponse(SignedInSchema, 'You, with this device’s token (shown once)'),
    ...problems(
      ...OPEN_READ,
      ...BODY,
      'auth/unknown-sign-in-code',
      'auth/sign-in-code-expired',
      'store/outcome-unknown',
    ),
  },
});
