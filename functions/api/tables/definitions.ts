/**
 * The table routes whose handlers load on first use (handlers.ts): opening a table, taking and
 * leaving seats, starting, resigning, and asking a rematch. Shared by the registration
 * (routes.ts) and the handlers, so neither imports the other's file for them.
 */

import { createRoute, z } from '@hono/zod-openapi';
import { MAX_UNFINISHED_TABLES } from '../../tables/inbox';
import { access } from '../access';
import {
  AUTHED,
  AUTHED_NO_BODY,
  CREATED,
  emptyBodyIsNone,
  idempotencyKeyHeader,
  jsonBody,
  jsonResponse,
  optionalJsonBody,
  problems,
  VERSIONED,
} from '../common';
import { CreateTableBodySchema, JoinBodySchema, TableParamsSchema, TableSchema } from '../schemas/table';

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
  ...access('player'),
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

export const joinRoute = createRoute({
  method: 'post',
  operationId: 'joinTable',
  path: '/v1/tables/{id}/seats',
  tags: ['tables'],
  summary: 'Take a seat (by join code or id)',
  ...access('player'),
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
  ...access('player'),
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
  ...access('player'),
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
  ...access('player'),
  request: { params: TableParamsSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The finished table', VERSIONED),
    ...problems(...AUTHED_NO_BODY, 403, 404, 409),
  },
});

export const rematchRoute = createRoute({
  method: 'post',
  operationId: 'askRematch',
  path: '/v1/tables/{id}/rematch',
  tags: ['following'],
  summary: 'Ask for a rematch of a finished match (any seated person)',
  description:
    'A new table with the same seats, rules and settings, linked both ways (rematchOf, rematch). You ' +
    'sit at once; the other people’s seats are kept for them until they accept by taking their seat ' +
    '(POST /v1/tables/{newId}/seats), computer players stay. It starts when everyone accepted (or its ' +
    'creator starts it). Asking again gives the same table (and accepts it).',
  ...access('player'),
  request: { params: TableParamsSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The rematch, which already existed', CREATED),
    201: jsonResponse(TableSchema, 'The new table', CREATED),
    ...problems(...AUTHED_NO_BODY, 403, 404, 409),
    ...tooManyTablesConflict(
      'Conflicts with the table (table/not-over, table/stale-version; accepting: as taking the seat), or ',
    ),
  },
});
