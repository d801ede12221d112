/** The anonymous player's token, kept in localStorage under `dominoes.token`. */
const TOKEN = 'dominoes.token';
const NAME = 'dominoes.name';

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

export function saveToken(token: string, name: string): void {
  memory = token;
  storage()?.setItem(TOKEN, token);
  storage()?.setItem(NAME, name);
}

export function saveName(name: string): void {
  storage()?.setItem(NAME, name);
}

export function clearToken(): void {
  memory = null;
  storage()?.removeItem(TOKEN);
}

export function savedName(): string | null {
  return storage()?.getItem(NAME) ?? null;
}

/** The player id is the token's part before the first dot (`<playerId>.<tokenId>.…`). */
export function currentPlayerId(): string | null {
  return currentToken()?.split('.')[0] ?? null;
}
