/**
 * A player's profile: the display name, set at sign-up and changed here, and the language their
 * notifications speak ([i18n-api.md](../../docs/i18n-api.md#the-players-language)). A seat copies the name
 * when it is taken (tables/lifecycle.ts), so a new name shows at the tables sat down at after it;
 * the player item is read with every request's token, so it holds from the next request on.
 */
import { ItemMissingError } from '../core/store-errors';
import type { AccountContext } from './context';
import { AUTH_CODES, AuthError } from './errors';
import type { PlayerRecord } from './model';
import type { PlayerChanges } from './port';

/** The player with `name` (already checked: accounts/player-name.ts). */
export async function renamePlayer(
  ctx: AccountContext,
  player: PlayerRecord,
  name: string,
): Promise<PlayerRecord> {
  try {
    return profileOf(await ctx.store.renamePlayer(player.id, name));
  } catch (err) {
    // Only a player deleted between the token check and this write.
    if (err instanceof ItemMissingError)
      throw new AuthError(AUTH_CODES.invalidToken, 'this player no longer exists');
    throw err;
  }
}

/**
 * The player with what `changes` names set at once: a name (already checked:
 * accounts/player-name.ts) and the language their notifications speak.
 */
export async function updateProfile(
  ctx: AccountContext,
  player: PlayerRecord,
  changes: PlayerChanges,
): Promise<PlayerRecord> {
  try {
    return profileOf(await ctx.store.updatePlayer(player.id, changes));
  } catch (err) {
    // Only a player deleted between the token check and this write.
    if (err instanceof ItemMissingError)
      throw new AuthError(AUTH_CODES.invalidToken, 'this player no longer exists');
    throw err;
  }
}

/** The player without its legacy token's hash (checked only against the store, never shown). */
export function profileOf(stored: PlayerRecord): PlayerRecord {
  const { tokenHash: _checkedOnlyFromTheStore, ...profile } = stored;
  return profile;
}
