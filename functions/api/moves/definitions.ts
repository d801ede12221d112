/** A move: the engine judges it, computer players reply, one conditional write, your view back. */

import { createRoute, z } from '@hono/zod-openapi';
import { MOVE_ERRORS } from '../../../shared/engine';
import { access } from '../access';
import {
  IF_MATCH_HEADER,
  jsonBody,
  PLAYER_BODY,
  problems,
  responseHeaders,
  underIfMatch,
  VERSIONED,
} from '../common';
import { MoveBodySchema, TableParamsSchema, TableSchema } from '../schemas/table';

const MoveHeadersSchema = z.object({
  'if-match': IF_MATCH_HEADER,
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .optional()
    .openapi({
      description:
        'Retry-safe: the same key from the same seat applies the move once, and only that key replays ' +
        'it. A new key is a new request, however alike its move.',
    }),
});

/** The engine's refusals of a move (a seat the caller has not is never sent: the seat is the caller's). */
const MOVE_REFUSED = Object.values(MOVE_ERRORS).filter((c) => c !== MOVE_ERRORS.noSuchSeat);

export const playMoveRoute = createRoute({
  method: 'post',
  operationId: 'playMove',
  path: '/v1/tables/{id}/moves',
  tags: ['moves'],
  summary: 'Play a tile (or draw, where the table allows drawing by choice)',
  description:
    'Draws and passes happen by themselves. Computer players who are next move before the answer, ' +
    'within a time budget. A retry with the Idempotency-Key of one of your last three moves answers 200 ' +
    'with the table as it is now and `Idempotent-Replayed: true`, and applies nothing; only that key ' +
    'replays it. A request with a new key is a new request: at a version the table is no longer at, it is ' +
    'stale (409 table/stale-version, or 412 with If-Match), and the problem’s detail says the table moved ' +
    'on and, when the move that took it on was this very move, that it was already played. Without a ' +
    'key, the same move sent again with the same `version` is answered as a replay when it is the move ' +
    'that took the table to the next version (perhaps followed by computer players’ replies only). ' +
    'After a 503 store/outcome-unknown, send the move again the same way (the same key, or no key and ' +
    'the same version), or GET the table, to learn whether it landed.',
  ...access('player', { preRead: 'table' }),
  request: { params: TableParamsSchema, headers: MoveHeadersSchema, body: jsonBody(MoveBodySchema) },
  responses: {
    200: {
      description: 'The table after your move (and the computer players’ replies)',
      headers: {
        ...responseHeaders(VERSIONED),
        'idempotent-replayed': { description: '"true" on a replayed retry', schema: { type: 'string' } },
      },
      content: { 'application/json': { schema: TableSchema } },
    },
    ...problems(
      ...PLAYER_BODY,
      'table/not-found',
      'table/not-seated',
      'table/closed',
      'table/not-started',
      'table/stale-version',
      underIfMatch('table/stale-version'),
      'request/idempotency-key-reused',
      ...MOVE_REFUSED,
    ),
  },
});
