/**
 * The account routes: their definitions (players.ts, tokens.ts, sign-in.ts, identities.ts) with
 * their handlers (handlers.ts), loaded with the first account change.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { deprecatedAlias } from '../deprecated';
import { lazyHandlers } from '../lazy';
import * as identities from './identities';
import * as players from './players';
import * as signIns from './sign-in';
import * as tokens from './tokens';

export function playerRoutes(app: OpenAPIHono<AuthEnv>): void {
  // Signing up and renaming load with the first of them, with the other account changes
  // (handlers.ts); reading yourself needs nothing more than the token.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.accountHandlers));
  app.openapi(players.signUpRoute, handler('signUp'));

  app.openapi(players.getMeRoute, (c) => {
    const p = c.get('player');
    return c.json({ playerId: p.id, name: p.name, language: p.language ?? 'en' }, 200);
  });

  app.openapi(players.updateMeRoute, handler('updateMe'));
}

export function tokenRoutes(app: OpenAPIHono<AuthEnv>): void {
  // With the account changes (handlers.ts), loaded by the first of them.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.accountHandlers));
  app.openapi(tokens.listTokensRoute, handler('listTokens'));
  app.openapi(
    deprecatedAlias(tokens.listTokensRoute, '/v1/me/tokens', 'listTokensDeprecated'),
    handler('listTokens'),
  );
  app.openapi(tokens.revokeTokenRoute, handler('revokeToken'));
  app.openapi(
    deprecatedAlias(tokens.revokeTokenRoute, '/v1/me/tokens/{id}', 'revokeTokenDeprecated'),
    handler('revokeToken'),
  );
  app.openapi(tokens.rotateTokenRoute, handler('rotateToken'));
  app.openapi(
    deprecatedAlias(tokens.rotateTokenRoute, '/v1/me/tokens/current/rotate', 'rotateTokenDeprecated'),
    handler('rotateToken'),
  );
}

export function signInRoutes(app: OpenAPIHono<AuthEnv>): void {
  // With the account changes (handlers.ts), loaded by the first of them.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.accountHandlers));
  app.openapi(signIns.createSignInCodeRoute, handler('createSignInCode'));
  app.openapi(
    deprecatedAlias(signIns.createSignInCodeRoute, '/v1/me/sign-in-codes', 'createSignInCodeDeprecated'),
    handler('createSignInCode'),
  );
  app.openapi(signIns.signInRoute, handler('signIn'));
}

export function identityRoutes(app: OpenAPIHono<AuthEnv>): void {
  // With the account changes (handlers.ts), loaded by the first of them.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.accountHandlers));
  app.openapi(identities.linkIdentityRoute, handler('linkIdentity'));
  app.openapi(
    deprecatedAlias(identities.linkIdentityRoute, '/v1/me/identities', 'linkIdentityDeprecated'),
    handler('linkIdentity'),
  );
}
