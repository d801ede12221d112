/**
 * Moving to another device: a signed-in device asks for a code, the new device sends it back
 * and gets a device token of its own for the same player. A code works once (a conditional
 * delete, in the same transaction as the new token) and for ten minutes.
 */
import { ItemAlreadyExistsError, ItemMissingError, StoreUnavailableError } from '../core/store-errors';
import type { AccountContext } from './context';
import { type IssuedToken, newDeviceToken } from './devices';
import { AUTH_CODES, AuthError } from './errors';
import type { PlayerRecord } from './model';
import { profileOf } from './profile';
import { displaySignInCode, hashSignInCode, SIGN_IN_CODE_SECONDS } from './sign-in-code';

/** Two codes drawn alike (1 in 8·10^14) or a contended write: tried again this many times. */
const ATTEMPTS = 3;

export async function makeSignInCode(
  ctx: AccountContext,
  player: PlayerRecord,
): Promise<{ code: string; expiresAt: string }> {
  for (let attempt = 1; ; attempt++) {
    const code = ctx.newSignInCode();
    const now = ctx.now();
    // Whole seconds: the stored expiry is DynamoDB TTL's epoch seconds.
    const expiresAt = new Date(
      (Math.floor(now.getTime() / 1000) + SIGN_IN_CODE_SECONDS) * 1000,
    ).toISOString();
    try {
      await ctx.store.putSignInCode({
        codeHash: hashSignInCode(code),
        playerId: player.id,
        createdAt: now.toISOString(),
        expiresAt,
      });
      return { code: displaySignInCode(code), expiresAt };
    } catch (err) {
      if (!(err instanceof ItemAlreadyExistsError) || attempt >= ATTEMPTS) throw err;
    }
  }
}

/** The player the code signs in, with a new device token; AuthError for a wrong, used or old code. */
export async function redeemSignInCode(
  ctx: AccountContext,
  code: string,
  deviceName: string | undefined,
): Promise<{ player: PlayerRecord; issued: IssuedToken }> {
  for (let attempt = 1; ; attempt++) {
    const stored = await ctx.store.getSignInCode(hashSignInCode(code));
    if (!stored) throw new AuthError(AUTH_CODES.unknownSignInCode, 'no such code, or it has been used');
    if (Date.parse(stored.expiresAt) <= ctx.now().getTime()) {
      throw new AuthError(
        AUTH_CODES.expiredSignInCode,
        'that code has expired: make a new one on your other device',
      );
    }
    const [player, issued] = await Promise.all([
      ctx.store.getPlayer(stored.playerId),
      newDeviceToken(ctx, stored.playerId, deviceName),
    ]);
    if (!player) throw new AuthError(AUTH_CODES.unknownSignInCode, 'no such code, or it has been used');
    try {
      await ctx.store.redeemSignInCode(stored, issued.record);
      return { player: profileOf(player), issued };
    } catch (err) {
      // Another device spent it first (or it expired between the read and the write).
      if (err instanceof ItemMissingError) {
        throw new AuthError(AUTH_CODES.unknownSignInCode, 'no such code, or it has been used');
      }
      // Another redemption of the same code was writing at that moment: look again.
      if (!(err instanceof StoreUnavailableError && err.contended) || attempt >= ATTEMPTS) throw err;
    }
  }
}
