/**
 * Anonymous sign-up: a new player with a display name and this device's token, written together
 * (one transaction), so a player never exists without a way to sign in.
 */

import type { Language } from '../i18n/languages';
import type { AccountContext } from './context';
import { type IssuedToken, newDeviceToken } from './devices';
import type { PlayerRecord } from './model';

/**
 * The new player and its first device token (the bearer token shown once); `name` already
 * checked; `language`, if known (asked for, or the browser's), for the player's notifications.
 */
export async function signUpPlayer(
  ctx: AccountContext,
  name: string,
  deviceName: string | undefined,
  language?: Language,
): Promise<{ player: PlayerRecord; issued: IssuedToken }> {
  const id = ctx.newId();
  const issued = await newDeviceToken(ctx, id, deviceName);
  const player: PlayerRecord = {
    id,
    name,
    createdAt: issued.record.createdAt,
    ...(language !== undefined && { language }),
  };
  await ctx.store.createPlayer(player, { token: issued.record });
  return { player, issued };
}
