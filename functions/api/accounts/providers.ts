/**
 * The OpenID Connect providers a browser may sign in with by itself (authorization code with
 * PKCE): public, as a sign-in page needs them before anyone is signed in.
 */

import { createRoute, type OpenAPIHono, type RouteHandler } from '@hono/zod-openapi';
import { access } from '../access';
import type { AuthEnv } from '../auth';
import { ANY, jsonResponse, problems } from '../common';
import { deprecatedAlias } from '../deprecated';
import type { AppDeps } from '../deps';
import { SignInProvidersSchema } from '../schemas/account';

const listSignInProvidersRoute = createRoute({
  method: 'get',
  operationId: 'listSignInProviders',
  path: '/v1/players/sign-in/providers',
  ...access('open'),
  tags: ['players'],
  summary: 'The providers a web client can offer “Sign in with …” for (none: anonymous play only)',
  description:
    'Each names its issuer and the web client’s id there. Send the ID token it gives as a bearer token ' +
    '(the `oidc` scheme), or link it to the player you are with POST /v1/players/me/identities. Limited per client ' +
    'address.',
  responses: {
    200: jsonResponse(SignInProvidersSchema, 'The providers, in the order configured'),
    ...problems(...ANY),
  },
});

export function providerRoutes(app: OpenAPIHono<AuthEnv>, deps: AppDeps): void {
  const providers = deps.config.oidcIssuers.flatMap((i) =>
    i.web ? [{ issuer: i.issuer, clientId: i.web.clientId, name: i.web.name }] : [],
  );
  const list: RouteHandler<typeof listSignInProvidersRoute, AuthEnv> = (c) => {
    // Settings of the deployment: they change with it, so a few minutes' caching is harmless.
    c.header('cache-control', 'public, max-age=300');
    return c.json({ providers }, 200);
  };
  app.openapi(listSignInProvidersRoute, list);
  app.openapi(
    deprecatedAlias(listSignInProvidersRoute, '/v1/sign-in-providers', 'listSignInProvidersDeprecated'),
    list,
  );
}
