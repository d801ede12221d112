/**
 * A player's devices and their tokens: listed without secrets, revoked and rotated one by one.
 *
 * A token is checked against its item on every request, so a revocation holds from the next one.
 */
import { ItemMissingError } from '../core/store-errors';
import { deviceToken, hashSecret } from './bearer';
import type { AccountContext } from './context';
import { AUTH_CODES, AuthError } from './errors';
import { type Credential, type DeviceTokenRecord, LEGACY_TOKEN_ID, type PlayerRecord } from './model';

export const DEFAULT_DEVICE_NAME = 'unnamed device';

/** A device as GET /v1/me/tokens shows it. */
export interface DeviceView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The token this request came with. */
  current: boolean;
  /** `legacy`: the token from before device tokens (rotate it to get a device token). */
  kind: 'device' | 'legacy';
}

export interface IssuedToken {
  record: DeviceTokenRecord;
  /** The bearer token itself: shown once, never stored. */
  token: string;
}

/** A new device token for `playerId` (not yet stored). */
export async function newDeviceToken(
  ctx: AccountContext,
  playerId: string,
  name?: string,
): Promise<IssuedToken> {
  const ring = await ctx.keys.get();
  const id = ctx.newId();
  const secret = ctx.newSecret();
  const at = ctx.now().toISOString();
  return {
    record: {
      playerId,
      id,
      name: name ?? DEFAULT_DEVICE_NAME,
      createdAt: at,
      lastUsedAt: at,
      secretHash: hashSecret(secret),
    },
    token: deviceToken(ring, playerId, id, secret),
  };
}

export async function listDevices(
  ctx: AccountContext,
  player: PlayerRecord,
  credential: Credential,
): Promise<DeviceView[]> {
  // The player item afresh: whether a legacy token is left is not in the profile kept per process.
  const [tokens, stored] = await Promise.all([
    ctx.store.listDeviceTokens(player.id),
    ctx.store.getPlayer(player.id),
  ]);
  const views: DeviceView[] = tokens
    .map((t) => ({
      id: t.id,
      name: t.name,
      createdAt: t.createdAt,
      lastUsedAt: t.lastUsedAt,
      current: credential.kind === 'device' && credential.tokenId === t.id,
      kind: 'device' as const,
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (stored?.tokenHash) {
    views.unshift({
      id: LEGACY_TOKEN_ID,
      name: 'first device',
      createdAt: player.createdAt,
      lastUsedAt: null,
      current: credential.kind === 'legacy',
      kind: 'legacy',
    });
  }
  return views;
}

/** Revokes a token of the player's (`current`: the one in use) and its push subscription; AuthError if none. */
export async function revokeDevice(
  ctx: AccountContext,
  player: PlayerRecord,
  credential: Credential,
  tokenId: string,
): Promise<void> {
  const id = tokenId === 'current' ? currentTokenId(credential) : tokenId;
  const gone =
    id === LEGACY_TOKEN_ID
      ? await revokeLegacy(ctx, player.id)
      : await ctx.store.deleteDeviceToken(player.id, id);
  if (!gone) throw new AuthError(AUTH_CODES.tokenNotFound, `you have no token ${tokenId}`);
  await ctx.devicePush?.forget(player.id, id);
}

/** The same device under its new token: its push subscription follows, or is left behind. */
async function movePush(ctx: AccountContext, playerId: string, from: string, to: string): Promise<void> {
  try {
    await ctx.devicePush?.move(playerId, from, to);
  } catch {
    // The new token is issued already and must reach the device: a subscription left behind
    // only stops its pushes, and the device's switch then reads as off and makes it anew.
  }
}

/** The device a credential is (its token's id), for its push subscription; null: a provider's. */
export function deviceOf(credential: Credential): string | null {
  if (credential.kind === 'device') return credential.tokenId;
  if (credential.kind === 'legacy') return LEGACY_TOKEN_ID;
  return null;
}

/**
 * The token in use, replaced by a new one of the same name, which takes over its push subscription.
 *
 * The old token is dead once this returns; a legacy token becomes a device token this way (its
 * hash leaves the player item).
 */
export async function rotateCurrent(
  ctx: AccountContext,
  player: PlayerRecord,
  credential: Credential,
): Promise<IssuedToken> {
  if (credential.kind === 'identity') {
    throw new AuthError(
      AUTH_CODES.notADeviceToken,
      'a provider’s token is renewed by its provider, not here',
    );
  }
  try {
    if (credential.kind === 'legacy') {
      const next = await newDeviceToken(ctx, player.id, 'first device');
      await ctx.store.replaceLegacyToken(player.id, player.tokenHash!, next.record);
      await movePush(ctx, player.id, LEGACY_TOKEN_ID, next.record.id);
      return next;
    }
    const old = await ctx.store.getDeviceToken(player.id, credential.tokenId);
    if (!old) throw new ItemMissingError('the token was revoked meanwhile');
    const next = await newDeviceToken(ctx, player.id, old.name);
    await ctx.store.replaceDeviceToken(old.id, next.record);
    await movePush(ctx, player.id, old.id, next.record.id);
    return next;
  } catch (err) {
    if (err instanceof ItemMissingError) {
      throw new AuthError(AUTH_CODES.revokedToken, 'this token was revoked meanwhile; nothing was issued');
    }
    throw err;
  }
}

async function revokeLegacy(ctx: AccountContext, playerId: string): Promise<boolean> {
  const tokenHash = (await ctx.store.getPlayer(playerId))?.tokenHash;
  return tokenHash !== undefined && (await ctx.store.deleteLegacyToken(playerId, tokenHash));
}

function currentTokenId(credential: Credential): string {
  if (credential.kind === 'device') return credential.tokenId;
  if (credential.kind === 'legacy') return LEGACY_TOKEN_ID;
  throw new AuthError(AUTH_CODES.notADeviceToken, 'a provider’s token is revoked at the provider, not here');
}
