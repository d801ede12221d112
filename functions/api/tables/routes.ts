/** Tables: open one, the lobby, read one, take and leave seats, start, resign, ask a rematch. */

import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { lobbyPage } from '../../tables/lobby';
import type { TableRecord } from '../../tables/model';
import { seatViewer } from '../../tables/visibility';
import { access } from '../access';
import type { AuthEnv } from '../auth';
import { jsonResponse, OPTIONAL_READ, PLAYER_READ, problems, VERSIONED } from '../common';
import { lazyHandlers } from '../lazy';
import { loadForPoll, NOT_MODIFIED, notModified, PollHeadersSchema, PollQuerySchema } from '../polling';
import { LobbySchema, TableParamsSchema, TableSchema } from '../schemas/table';
import { tableResource } from '../table-resource';
import {
  createRematchRoute,
  createTableRoute,
  joinTableRoute,
  leaveTableRoute,
  resignMatchRoute,
  startTableRoute,
} from './definitions';

const listLobbyRoute = createRoute({
  method: 'get',
  operationId: 'listLobby',
  path: '/v1/lobby',
  tags: ['tables'],
  summary: 'The lobby: open public tables to join (oldest first), or public matches in play to watch',
  description:
    'Two lists, a page at a time: `status=open` (the default), the public tables waiting for players, ' +
    'the longest waiting first, each as anyone looking in sees it (`view` null); `status=playing`, the ' +
    'public matches being played, the latest opened first, each with the spectator view (the line, the ' +
    'scores, tile counts; no hand). No token needed (limited per client address). A cursor belongs to ' +
    'its list: another list’s is refused (400).',
  ...access('optional'),
  request: {
    query: z.object({
      status: z
        .enum(['open', 'playing'])
        .default('open')
        .optional()
        .describe('Which list: tables waiting for players, or matches in play.'),
      limit: z.coerce.number().int().min(1).max(50).default(20).optional(),
      cursor: z.string().max(2000).optional().describe('From the previous page.'),
    }),
  },
  responses: { 200: jsonResponse(LobbySchema, 'A page of the lobby'), ...problems(...OPTIONAL_READ) },
});

const getTableRoute = createRoute({
  method: 'get',
  operationId: 'getTable',
  path: '/v1/tables/{id}',
  tags: ['tables'],
  summary: 'The table as your seat sees it',
  description:
    'Seated players get their seat’s view; anyone signed in may look into an open public table, and a person invited ' +
    'back to a rematch at the table keeping their seat (`you` null, to take it). The ETag is the ' +
    'version: If-None-Match answers 304 while it is unchanged, and `?since=<version>` holds the request ' +
    '(up to `wait` seconds, 20 at most) until the table is past that version.',
  ...access('player', { preRead: 'table' }),
  request: { params: TableParamsSchema, query: PollQuerySchema, headers: PollHeadersSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The table', VERSIONED),
    304: NOT_MODIFIED,
    ...problems(...PLAYER_READ, 'table/not-found', 'table/not-seated'),
  },
});

export function tableRoutes(app: OpenAPIHono<AuthEnv>): void {
  // Every handler takes the request's deps (app.ts: c.var.deps), whose store stops at the
  // request's deadline; a long-poll's reads stop at its own.
  // Opening, joining, leaving, starting, resigning and asking a rematch load with the first of
  // them, with the tables' lifecycle and the computer players; reading a table and the lobby
  // load at once.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.tableHandlers));
  app.openapi(createTableRoute, handler('createTable'));

  app.openapi(listLobbyRoute, async (c) => {
    const q = c.req.valid('query');
    const list = q.status ?? 'open';
    const page = await lobbyPage(c.get('deps'), list, q.limit ?? 20, q.cursor ?? null);
    // A match in play is listed as a spectator sees it; an open table has nothing to watch yet.
    const tables = await Promise.all(page.tables.map((t) => tableResource(t, null, list === 'playing')));
    return c.json({ tables, cursor: page.cursor }, 200);
  });

  app.openapi(getTableRoute, async (c) => {
    const player = c.get('player');
    const id = c.req.valid('param').id;
    const see = (t: TableRecord) => seatViewer(t, player.id);
    // The table read with the token, when it was (auth.ts: one round trip for both).
    const table = await loadForPoll(
      c.get('deps'),
      id,
      c.req.valid('query'),
      see,
      c.req.raw.signal,
      c.get('tableRead'),
    );
    if (notModified(c, table)) return c.body(null, 304);
    return c.json(await tableResource(table, player.id), 200);
  });

  app.openapi(joinTableRoute, handler('joinTable'));
  app.openapi(leaveTableRoute, handler('leaveTable'));
  app.openapi(startTableRoute, handler('startTable'));
  app.openapi(resignMatchRoute, handler('resignMatch'));
  app.openapi(createRematchRoute, handler('createRematch'));
}
