/**
 * The table routes whose handlers load on first use (handlers.ts): opening a table, taking and
 * leaving seats, starting, resigning, and asking a rematch. Shared by the registration
 * (routes.ts) and the handlers, so neither imports the other's file for them.
 */

import { createRoute, z } from '@hono/zod-openapi';
import { RATING_CODES } from '../../ratings/errors';
import { access } from '../access';
import {
  CREATED,
  emptyBodyIsNone,
  idempotencyKeyHeader,
  jsonBody,
  jsonResponse,
  optionalJsonBody,
  PLAYER_BODY,
  PLAYER_WRITE,
  problems,
  VERSIONED,
} from '../common';
import { CreateTableBodySchema, JoinBodySchema, TableParamsSchema, TableSchema } from '../schemas/table';

/** Why a table asked to be rated cannot be (ratings/errors.ts). */
const UNRATABLE = [
  RATING_CODES.houseRules,
  RATING_CODES.noPool,
  RATING_CODES.computerSeat,
  RATING_CODES.devTable,
  RATING_CODES.standInMoves,
] as const;

export const createTableRoute = createRoute({
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
    ...problems(...PLAYER_BODY, 'dev/disabled', 'table/too-many-open-tables', ...UNRATABLE),
  },
});

export const joinTableRoute = createRoute({
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
    ...problems(
      ...PLAYER_BODY,
      'table/not-found',
      'table/closed',
      'table/already-started',
      'table/no-such-seat',
      'table/full',
      'table/seat-taken',
      'table/too-many-open-tables',
      'table/stale-version',
    ),
  },
});

export const leaveTableRoute = createRoute({
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
    ...problems(
      ...PLAYER_WRITE,
      'table/not-found',
      'table/not-seated',
      'table/closed',
      'table/already-started',
      'table/stale-version',
    ),
  },
});

export const startTableRoute = createRoute({
  method: 'post',
  operationId: 'startTable',
  path: '/v1/tables/{id}/start',
  tags: ['tables'],
  summary: 'Start the match (the creator)',
  description:
    'Every seat must be taken or reserved for a computer player; with fillWithComputers the open seats ' +
    'become computer players once two people sit, and computer players who lead move at once. A start ' +
    'sent again after 503 store/outcome-unknown is no replay: it answers 409 `table/already-started` ' +
    'when the first landed (GET the table to see it).',
  ...access('player'),
  request: { params: TableParamsSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The started table', VERSIONED),
    ...problems(
      ...PLAYER_WRITE,
      'table/not-found',
      'table/not-seated',
      'table/not-creator',
      'table/closed',
      'table/already-started',
      'table/not-enough-players',
      'table/stale-version',
    ),
  },
});

export const resignMatchRoute = createRoute({
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
    ...problems(
      ...PLAYER_WRITE,
      'table/not-found',
      'table/not-seated',
      'table/closed',
      'table/not-started',
      'move/match-over',
      'table/stale-version',
    ),
  },
});

export const createRematchRoute = createRoute({
  method: 'post',
  operationId: 'createRematch',
  path: '/v1/tables/{id}/rematch',
  tags: ['tables'],
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
    ...problems(
      ...PLAYER_WRITE,
      'table/not-found',
      'table/not-seated',
      'table/not-over',
      'table/closed',
      'table/already-started',
      'table/full',
      'table/seat-taken',
      'table/too-many-open-tables',
      'table/stale-version',
    ),
  },
});
