/**
 * Anonymous sign-up: a new player with a display name and this device's token, written together
 * (one transaction), so a player never exists without a way to sign in.
 */

import type { AccountContext } from './context';
import { type IssuedToken, newDeviceToken } from './devices';
import type { PlayerRecord } from './model';

/** The new player and its first device token (the bearer token shown once); `name` already checked. */
export async function signUpPlayer(
  ctx: AccountContext,
  name: string,
  deviceName: string | undefined,
): Promise<{ player: PlayerRecord; issued: IssuedToken }> {
  const id = ctx.newId();
  const issued = await newDeviceToken(ctx, id, deviceName);
  const player: PlayerRecord = { id, name, createdAt: issued.record.createdAt };
  await ctx.store.createPlayer(player, { token: issued.record });
  return { player, issued };
}
