/**
 * Playing without a sign-up form: the first action that needs a player signs one up behind the
 * scenes (POST /v1/players) and keeps the token.
 */

import { type Locale, t } from '../i18n';
import { api, unwrap } from './client';
import { thisDeviceName } from './device-name';
import { currentToken, savedName, saveName, saveToken } from './token';

let pending: Promise<void> | null = null;

/** A name for someone who gave none: "Guest 123". */
function guestName(): string {
  return t('common.guestName', { n: 100 + Math.floor(Math.random() * 900) });
}

/**
 * Makes sure there is a player (signing one up with `name`, else the saved name or a guest name).
 * A player there already who typed another name takes it (the name they play under from now on).
 */
export async function ensurePlayer(name?: string): Promise<void> {
  const typed = name?.trim();
  if (currentToken()) {
    if (typed && typed !== savedName()) await setName(typed);
    return;
  }
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

/**
 * Your display name from now on: the player's (PATCH /v1/players/me), or without a player yet
 * the one it will be signed up with. Tables you already sit at keep the name you sat down with.
 */
export async function setName(name: string): Promise<string> {
  if (!currentToken()) {
    saveName(name.trim());
    return name.trim();
  }
  const me = await unwrap(api.PATCH('/v1/players/me', { body: { name } }));
  saveName(me.name);
  return me.name;
}

/** The name as the server has it now (another device may have changed it); the saved one if unknown. */
export async function refreshName(): Promise<string | null> {
  if (!currentToken()) return savedName();
  const me = await unwrap(api.GET('/v1/players/me'));
  saveName(me.name);
  return me.name;
}

/** Saves the player's language with their profile, so that notifications speak it; nothing without a player. */
export async function saveLanguage(language: Locale): Promise<void> {
  if (!currentToken()) return;
  await unwrap(api.PATCH('/v1/players/me', { body: { language } }));
}
