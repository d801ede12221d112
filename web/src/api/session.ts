/**
 * Playing without a sign-up form: the first action that needs a player signs one up behind the
 * scenes (POST /v1/players) and keeps the token.
 */
import { api, unwrap } from './client';
import { thisDeviceName } from './device-name';
import { currentToken, savedName, saveToken } from './token';

let pending: Promise<void> | null = null;

/** A name for someone who gave none: "Guest 123". */
function guestName(): string {
  return `Guest ${100 + Math.floor(Math.random() * 900)}`;
}

/** Makes sure there is a player (signing one up with `name`, else the saved name or a guest name). */
export function ensurePlayer(name?: string): Promise<void> {
  if (currentToken()) return Promise.resolve();
  pending ??= (async () => {
    const wanted = name?.trim() || savedName() || guestName();
    const player = await unwrap(
      api.POST('/v1/players', { body: { name: wanted, deviceName: thisDeviceName() } }),
    );
    saveToken(player.token, player.name);
  })().finally(() => {
    pending = null;
  });
  return pending;
}
