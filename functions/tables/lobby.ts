/**
 * The lobby: open public tables anyone may look into and join (oldest first), and public matches
 * in play anyone may watch (newest first), a page at a time.
 */
import type { TableContext } from './context';
import type { LobbyList, LobbyPage } from './port';

/** A page of one list; `cursor` from the previous page (one the store did not make is refused). */
export function lobbyPage(
  ctx: TableContext,
  list: LobbyList,
  limit: number,
  cursor: string | null,
): Promise<LobbyPage> {
  return ctx.store.lobby(list, limit, cursor);
}
