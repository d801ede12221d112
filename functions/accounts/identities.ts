/**
 * Provider accounts (OpenID Connect) and players: the first sign-in with an account makes a
 * player for it; an anonymous player links an account, so that signing in with it anywhere finds
 * the same tables. One account belongs to at most one player (a conditional Put on its item).
 */
import { ItemAlreadyExistsError } from '../core/store-errors';
import type { Language } from '../i18n/languages';
import type { AccountContext } from './context';
import { AUTH_CODES, AuthError } from './errors';
import type { IdentityRecord, PlayerRecord } from './model';
import type { VerifiedIdentity } from './oidc';
import { nameFrom } from './player-name';

/** Claims that may hold a name to show other players, best first (never the e-mail address). */
const NAME_CLAIMS = ['nickname', 'given_name', 'preferred_username', 'name'];

/**
 * The player of this provider account: found, or made now (with the account linked), speaking
 * `language` (the first request's Accept-Language) if one is known.
 */
export async function playerForIdentity(
  ctx: AccountContext,
  verified: VerifiedIdentity,
  language?: Language,
): Promise<{ playerId: string; created: PlayerRecord | null }> {
  const { issuer, subject } = verified;
  const linked = await ctx.store.getIdentity(issuer, subject);
  if (linked) return { playerId: linked.playerId, created: null };
  const at = ctx.now().toISOString();
  const player: PlayerRecord = {
    id: ctx.newId(),
    name: nameFromClaims(verified.claims),
    createdAt: at,
    ...(language !== undefined && { language }),
  };
  try {
    await ctx.store.createPlayer(player, {
      identity: { issuer, subject, playerId: player.id, linkedAt: at },
    });
    return { playerId: player.id, created: player };
  } catch (err) {
    // The same account's first two requests at once: the other made the player.
    if (!(err instanceof ItemAlreadyExistsError && err.item === 'identity')) throw err;
    const winner = await ctx.store.getIdentity(issuer, subject);
    if (!winner) throw err;
    return { playerId: winner.playerId, created: null };
  }
}

/** Links the account a provider token proves to `player`; 409 if another player has it. */
export async function linkIdentity(
  ctx: AccountContext,
  player: PlayerRecord,
  verified: VerifiedIdentity,
): Promise<{ identity: IdentityRecord; created: boolean }> {
  const { issuer, subject } = verified;
  const identity = { issuer, subject, playerId: player.id, linkedAt: ctx.now().toISOString() };
  try {
    await ctx.store.linkIdentity(identity);
    return { identity, created: true };
  } catch (err) {
    if (!(err instanceof ItemAlreadyExistsError)) throw err;
    const existing = await ctx.store.getIdentity(issuer, subject);
    if (existing?.playerId === player.id) return { identity: existing, created: false };
    throw new AuthError(
      AUTH_CODES.identityLinkedElsewhere,
      'that account already signs in another player; sign in with it to play as that player',
    );
  }
}

export function nameFromClaims(claims: Record<string, unknown>): string {
  for (const claim of NAME_CLAIMS) {
    const value = claims[claim];
    const name = typeof value === 'string' ? nameFrom(value) : '';
    if (name) return name;
  }
  return 'Player';
}
