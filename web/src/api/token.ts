/**
 * This device's bearer token, kept in localStorage under `dominoes.token`: the anonymous
 * player's device token, or the ID token of a provider signed in with (provider-sign-in.ts),
 * whose player id and provider are kept beside it (an ID token does not name the player).
 */
const TOKEN = 'dominoes.token';
const NAME = 'dominoes.name';
const PLAYER = 'dominoes.player';
const PROVIDER = 'dominoes.provider';

/** A provider a browser signs in with (GET /v1/players/sign-in/providers). */
export interface Provider {
  issuer: string;
  clientId: string;
  name: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled: the token lives as long as the page
  }
}

let memory: string | null = null;

export function currentToken(): string | null {
  return storage()?.getItem(TOKEN) ?? memory;
}

/** A device token of this service (sign-up, a sign-in code). */
export function saveToken(token: string, name: string): void {
  memory = token;
  storage()?.setItem(TOKEN, token);
  storage()?.setItem(NAME, name);
  storage()?.removeItem(PLAYER);
  storage()?.removeItem(PROVIDER);
}

/** A provider's ID token, as the player the API found or made for its account. */
export function saveProviderToken(
  idToken: string,
  player: { playerId: string; name: string },
  provider: Provider,
) {
  saveToken(idToken, player.name);
  storage()?.setItem(PLAYER, player.playerId);
  storage()?.setItem(PROVIDER, JSON.stringify(provider));
}

/** The provider this device is signed in with, or null for a device token (or none). */
export function currentProvider(): Provider | null {
  try {
    return JSON.parse(storage()?.getItem(PROVIDER) ?? 'null') as Provider | null;
  } catch {
    return null;
  }
}

export function saveName(name: string): void {
  storage()?.setItem(NAME, name);
}

export function clearToken(): void {
  memory = null;
  storage()?.removeItem(TOKEN);
  storage()?.removeItem(PLAYER);
  storage()?.removeItem(PROVIDER);
}

export function savedName(): string | null {
  return storage()?.getItem(NAME) ?? null;
}

/** A device token names its player before the first dot (`<playerId>.<tokenId>.…`); an ID token does not. */
export function currentPlayerId(): string | null {
  return storage()?.getItem(PLAYER) ?? currentToken()?.split('.')[0] ?? null;
}
