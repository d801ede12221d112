/** The lobby: open public tables anyone may look into and join, oldest first, a page at a time. */

import type { TableContext } from './context';
import type { LobbyPage } from './port';

/** A page of the lobby; `cursor` from the previous page (one the store did not make is refused). */
export function lobbyPage(ctx: TableContext, limit: number, cursor: string | null): Promise<LobbyPage> {
  return ctx.store.lobby(limit, cursor);
}
