/**
 * What the routes that change accounts do (players.ts, sign-in.ts, tokens.ts and
 * identities.ts define them): signing up, renaming, sign-in codes, devices' tokens and linked
 * identities; loaded with the first of them, with the accounts' services behind them. Checking a
 * token (auth.ts) loads at once.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import { listDevices, revokeDevice, rotateCurrent } from '../../accounts/devices';
import { AUTH_CODES, AuthError } from '../../accounts/errors';
import { linkIdentity } from '../../accounts/identities';
import { updateProfile } from '../../accounts/profile';
import { makeSignInCode, redeemSignInCode } from '../../accounts/sign-in';
import { normalizeSignInCode } from '../../accounts/sign-in-code';
import { signUpPlayer } from '../../accounts/sign-up';
import { negotiateLanguage } from '../../i18n/languages';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import { HttpProblem } from '../problem';
import type * as identities from './identities';
import type * as players from './players';
import type * as signIns from './sign-in';
import type * as tokens from './tokens';

export function accountHandlers(deps: AppDeps) {
  const signUp: RouteHandler<typeof players.signUpRoute, AuthEnv> = async (c) => {
    const { name, deviceName, language } = c.req.valid('json');
    // Without a language asked for, the browser's: what its Accept-Language fits best.
    const browsers = c.req.header('accept-language');
    const spoken = language ?? (browsers ? negotiateLanguage(browsers) : undefined);
    const { player, issued } = await signUpPlayer(deps, name, deviceName, spoken);
    c.header('cache-control', 'no-store');
    return c.json({ playerId: player.id, name, token: issued.token, tokenId: issued.record.id }, 201);
  };

  const rename: RouteHandler<typeof players.updateMeRoute, AuthEnv> = async (c) => {
    const p = await updateProfile(deps, c.get('player'), c.req.valid('json'));
    return c.json({ playerId: p.id, name: p.name, language: p.language ?? 'en' }, 200);
  };

  const makeCode: RouteHandler<typeof signIns.createSignInCodeRoute, AuthEnv> = async (c) => {
    const made = await makeSignInCode(deps, c.get('player'));
    c.header('cache-control', 'no-store');
    return c.json(made, 201);
  };

  const signIn: RouteHandler<typeof signIns.signInRoute, AuthEnv> = async (c) => {
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
  };

  const listTokens: RouteHandler<typeof tokens.listTokensRoute, AuthEnv> = async (c) => {
    const list = await listDevices(deps, c.get('player'), c.get('credential'));
    return c.json({ tokens: list }, 200);
  };

  const revokeToken: RouteHandler<typeof tokens.revokeTokenRoute, AuthEnv> = async (c) => {
    await revokeDevice(deps, c.get('player'), c.get('credential'), c.req.valid('param').id);
    return c.body(null, 204);
  };

  const rotateToken: RouteHandler<typeof tokens.rotateTokenRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const issued = await rotateCurrent(deps, player, c.get('credential'));
    c.header('cache-control', 'no-store');
    return c.json(
      { playerId: player.id, name: player.name, token: issued.token, tokenId: issued.record.id },
      200,
    );
  };

  const link: RouteHandler<typeof identities.linkIdentityRoute, AuthEnv> = async (c) => {
    if (!deps.oidc)
      throw new AuthError(AUTH_CODES.noIssuers, 'this service has no sign-in provider configured');
    const verified = await deps.oidc.verify(c.req.valid('json').idToken);
    const { identity, created } = await linkIdentity(deps, c.get('player'), verified);
    return c.json(identity, created ? 201 : 200);
  };

  return {
    signUp,
    updateMe: rename,
    createSignInCode: makeCode,
    signIn,
    listTokens,
    revokeToken,
    rotateToken,
    linkIdentity: link,
  };
}
