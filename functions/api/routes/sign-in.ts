/** Moving to another device: a code made on a signed-in device, redeemed on the new one. */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { makeSignInCode, redeemSignInCode } from '../../accounts/sign-in';
import { normalizeSignInCode } from '../../accounts/sign-in-code';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import { HttpProblem } from '../problem';
import { SignedInSchema, SignInBodySchema, SignInCodeSchema } from '../schemas/account';
import { AUTHED_NO_BODY, BEARER, jsonBody, jsonResponse, problems } from './common';

const makeCode = createRoute({
  method: 'post',
  operationId: 'createSignInCode',
  path: '/v1/me/sign-in-codes',
  tags: ['players'],
  summary: 'A code that signs another device in as you (once, within ten minutes)',
  description:
    'Show the code on this device and type it on the other (POST /v1/players/sign-in). It works once and ' +
    'for about ten minutes; making codes is limited per player.',
  security: BEARER,
  responses: {
    201: jsonResponse(SignInCodeSchema, 'The code and when it stops working'),
    ...problems(...AUTHED_NO_BODY),
  },
});

const signIn = createRoute({
  method: 'post',
  operationId: 'signIn',
  path: '/v1/players/sign-in',
  security: [],
  tags: ['players'],
  summary: 'Sign this device in with a code from another: a token of its own for the same player',
  description:
    'A wrong, used or made-up code is 401 `auth/unknown-sign-in-code`, an old one `auth/sign-in-code-expired`. ' +
    'Attempts are limited per client address (429). Two devices sending the same code at once: one signs in.',
  request: { body: jsonBody(SignInBodySchema) },
  responses: {
    200: jsonResponse(SignedInSchema, 'You, with this device’s token (shown once)'),
    ...problems(400, 401, 413, 415, 429, 503),
  },
});

export function signInRoutes(app: OpenAPIHono<AuthEnv>, deps: AppDeps): void {
  app.openapi(makeCode, async (c) => {
    const made = await makeSignInCode(deps, c.get('player'));
    c.header('cache-control', 'no-store');
    return c.json(made, 201);
  });

  app.openapi(signIn, async (c) => {
    const body = c.req.valid('json');
    const code = normalizeSignInCode(body.code);
    if (!code) {
      const message = 'a code is ten letters and digits (no 0, O, 1, I or L), e.g. K7M3Q-9XW2T';
      throw new HttpProblem('request/validation', `body.code: ${message}`, {
        errors: [{ path: 'body.code', message }],
      });
    }
    const { player, issued } = await redeemSignInCode(deps, code, body.deviceName);
    c.header('cache-control', 'no-store');
    return c.json(
      { playerId: player.id, name: player.name, token: issued.token, tokenId: issued.record.id },
      200,
    );
  });
}
