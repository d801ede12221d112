/** Tables: open one, the lobby, read one, take and leave seats, start. */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MAX_UNFINISHED_TABLES } from '../../tables/inbox';
import { lobbyPage } from '../../tables/lobby';
import type { TableRecord } from '../../tables/model';
import { seatViewer } from '../../tables/visibility';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import { loadForPoll, NOT_MODIFIED, notModified, PollHeadersSchema, PollQuerySchema } from '../polling';
import {
  CreateTableBodySchema,
  JoinBodySchema,
  LobbySchema,
  TableParamsSchema,
  TableSchema,
} from '../schemas/table';
import { tableResource } from '../table-resource';
import {
  AUTHED,
  AUTHED_NO_BODY,
  BEARER,
  CREATED,
  emptyBodyIsNone,
  idempotencyKeyHeader,
  jsonBody,
  jsonResponse,
  optionalJsonBody,
  problems,
  VERSIONED,
} from './common';
import { lazyHandlers } from './lazy';

/**
 * The 409 of a request that adds a table to the person's list (opening, joining, asking a
 * rematch): the cap on unfinished tables (tables/inbox.ts), and the route's other conflicts.
 */
export function tooManyTablesConflict(others: string) {
  return {
    409: {
      ...problems(409)[409],
      description:
        `${others}table/too-many-open-tables: you already hold ${MAX_UNFINISHED_TABLES} unfinished tables ` +
        '(open, in play, or a rematch you are invited to), the most one person may; finish, resign or ' +
        'leave one, or decline a rematch, first. Nothing was changed',
    },
  };
}

export const create = createRoute({
  method: 'post',
  operationId: 'createTable',
  path: '/v1/tables',
  tags: ['tables'],
  summary: 'Open a table (you take seat 0)',
  description:
    'With an Idempotency-Key, sending the same request again (its answer lost: a timeout, or 503 ' +
    'store/outcome-unknown) opens no second table: it answers 200 with the table the first one opened ' +
    'and `Idempotent-Replayed: true`.',
  security: BEARER,
  request: {
    body: jsonBody(CreateTableBodySchema),
    headers: z.object({
      'idempotency-key': idempotencyKeyHeader('Retry-safe: your requests with the same key open one table.'),
    }),
  },
  responses: {
    201: jsonResponse(TableSchema, 'The new table, with its join code', CREATED),
    200: jsonResponse(
      TableSchema,
      'The table this Idempotency-Key opened before (Idempotent-Replayed: true)',
      [...CREATED, 'idempotent-replayed'],
    ),
    ...problems(...AUTHED, 403),
    ...tooManyTablesConflict(''),
  },
});

const lobby = createRoute({
  method: 'get',
  operationId: 'listLobby',
  path: '/v1/lobby',
  tags: ['tables'],
  summary: 'Open public tables, oldest first',
  security: BEARER,
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20).optional(),
      cursor: z.string().max(2000).optional().describe('From the previous page.'),
    }),
  },
  responses: { 200: jsonResponse(LobbySchema, 'A page of the lobby'), ...problems(...AUTHED_NO_BODY) },
});

const read = createRoute({
  method: 'get',
  operationId: 'getTable',
  path: '/v1/tables/{id}',
  tags: ['tables'],
  summary: 'The table as your seat sees it',
  description:
    'Seated players get their seat’s view; anyone may look at an open public table, and a person invited ' +
    'back to a rematch at the table keeping their seat (`you` null, to take it). The ETag is the ' +
    'version: If-None-Match answers 304 while it is unchanged, and `?since=<version>` holds the request ' +
    '(up to `wait` seconds, 20 at most) until the table is past that version.',
  security: BEARER,
  request: { params: TableParamsSchema, query: PollQuerySchema, headers: PollHeadersSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The table', VERSIONED),
    304: NOT_MODIFIED,
    ...problems(...AUTHED_NO_BODY, 403, 404),
  },
});

export const joinRoute = createRoute({
  method: 'post',
  operationId: 'joinTable',
  path: '/v1/tables/{id}/seats',
  tags: ['tables'],
  summary: 'Take a seat (by join code or id)',
  security: BEARER,
  request: {
    params: TableParamsSchema,
    body: optionalJsonBody(
      JoinBodySchema,
      'Optional: no body, an empty one or `{}` takes the first free seat.',
    ),
  },
  middleware: [emptyBodyIsNone] as const,
  responses: {
    200: jsonResponse(TableSchema, 'The table, with your seat', VERSIONED),
    ...problems(...AUTHED, 404, 409),
    ...tooManyTablesConflict(
      'Conflicts with the table (table/already-started, table/closed, table/full, table/seat-taken, ' +
        'table/no-such-seat), or ',
    ),
  },
});

export const leaveRoute = createRoute({
  method: 'delete',
  operationId: 'leaveTable',
  path: '/v1/tables/{id}/seats/me',
  tags: ['tables'],
  summary: 'Leave before the start (the creator leaving closes the table), or decline a rematch',
  description:
    'Before the match starts, a seated person gives up their seat; the creator leaving closes the table. ' +
    'A person invited back to a rematch (`seats[i].invited`) declines the same way: the seat opens for ' +
    'anyone (or for `fillWithComputers` at the start) and the table leaves their inbox.',
  security: BEARER,
  request: { params: TableParamsSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The table without you', VERSIONED),
    ...problems(...AUTHED_NO_BODY, 403, 404, 409),
  },
});

export const startRoute = createRoute({
  method: 'post',
  operationId: 'startTable',
  path: '/v1/tables/{id}/start',
  tags: ['tables'],
  summary: 'Start the match (the creator)',
  description:
    'Every seat must be taken or reserved for a computer player; with fillWithComputers the open seats ' +
    'become computer players once two people sit. Computer players who lead move at once.',
  security: BEARER,
  request: { params: TableParamsSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The started table', VERSIONED),
    ...problems(...AUTHED_NO_BODY, 403, 404, 409),
  },
});

export const resignRoute = createRoute({
  method: 'post',
  operationId: 'resignMatch',
  path: '/v1/tables/{id}/resign',
  tags: ['tables'],
  summary: 'Resign: concede the match while it is played',
  description:
    'Your side loses at once; the winner is decided as for a forfeit on timeout (with teams, your partner ' +
    'goes down with you; otherwise the best score among the others wins). The hand in play is left ' +
    'unfinished and its seed and salt are revealed (`fairDeal.unfinished`). A retry after it landed ' +
    'answers 200 with the same table.',
  security: BEARER,
  request: { params: TableParamsSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The finished table', VERSIONED),
    ...problems(...AUTHED_NO_BODY, 403, 404, 409),
  },
});

export function tableRoutes(app: OpenAPIHono<AuthEnv>, deps: AppDeps): void {
  // Opening, joining, leaving, starting and resigning load with the first of them, with the
  // tables' lifecycle and the computer players; reading a table and the lobby load at once.
  const handler = lazyHandlers(() => import('../handlers/tables').then((m) => m.tableHandlers));
  app.openapi(create, handler('create'));

  app.openapi(lobby, async (c) => {
    const q = c.req.valid('query');
    const page = await lobbyPage(deps, q.limit ?? 20, q.cursor ?? null);
    return c.json({ tables: page.tables.map((t) => tableResource(t, null)), cursor: page.cursor }, 200);
  });

  app.openapi(read, async (c) => {
    const player = c.get('player');
    const id = c.req.valid('param').id;
    const see = (t: TableRecord) => seatViewer(t, player.id);
    // The request's deps: a long-poll's reads stop at its deadline.
    const table = await loadForPoll(
      c.get('deps'),
      id,
      c.req.valid('query'),
      see,
      c.req.raw.signal,
      c.get('tableRead'),
    );
    if (notModified(c, table)) return c.body(null, 304);
    return c.json(tableResource(table, player.id), 200);
  });

  app.openapi(joinRoute, handler('join'));
  app.openapi(leaveRoute, handler('leave'));
  app.openapi(startRoute, handler('start'));
  app.openapi(resignRoute, handler('resign'));
}
