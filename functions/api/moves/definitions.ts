/** A move: the engine judges it, computer players reply, one conditional write, your view back. */
import { createRoute, z } from '@hono/zod-openapi';
import { AUTHED, BEARER, IF_MATCH_HEADER, jsonBody, problems, responseHeaders, VERSIONED } from '../common';
import { MoveBodySchema, TableParamsSchema, TableSchema } from '../schemas/table';

const MoveHeadersSchema = z.object({
  'if-match': IF_MATCH_HEADER,
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .optional()
    .openapi({ description: 'Retry-safe: the same key from the same seat applies the move once.' }),
});

export const moveRoute = createRoute({
  method: 'post',
  operationId: 'playMove',
  path: '/v1/tables/{id}/moves',
  tags: ['moves'],
  summary: 'Play a tile (or draw, where the table allows drawing by choice)',
  description:
    'Draws and passes happen by themselves. Computer players who are next move before the answer, ' +
    'within a time budget. A retry with the Idempotency-Key of one of your last three moves answers 200 ' +
    'with the table as it is now and `Idempotent-Replayed: true`, and applies nothing. So does the same ' +
    'move sent again without a key and with the same `version`, when it is the move that took the table ' +
    'to the next version (perhaps followed by computer players’ replies only). After a 503 ' +
    'store/outcome-unknown, send the move again that way (or GET the table) to learn whether it landed.',
  security: BEARER,
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
    ...problems(...AUTHED, 403, 404, 409, 412, 422),
  },
});
