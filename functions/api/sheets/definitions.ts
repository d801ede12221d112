/**
 * Score sheets for people playing with a physical set: create one, record hands, correct or
 * delete the last one, read the totals. The creator writes; anyone signed in who has the id
 * (the creator shares it with the group) reads. Every change is one conditional write.
 */

import { createRoute, z } from '@hono/zod-openapi';
import { access } from '../access';
import {
  CREATED,
  IF_MATCH_HEADER,
  idempotencyKeyHeader,
  jsonBody,
  jsonResponse,
  PLAYER_BODY,
  PLAYER_READ,
  PLAYER_WRITE,
  problems,
  underIfMatch,
  VERSIONED,
} from '../common';
import {
  CreateSheetBodySchema,
  RecordHandBodySchema,
  SheetParamsSchema,
  SheetSchema,
} from '../schemas/sheet';

const IfMatchSchema = z.object({ 'if-match': IF_MATCH_HEADER });

export const createSheetRoute = createRoute({
  method: 'post',
  operationId: 'createSheet',
  path: '/v1/sheets',
  tags: ['sheets'],
  summary: 'Start a score sheet for a game played with a physical set',
  description:
    'With an Idempotency-Key, the same request sent again (its answer lost) creates no second sheet: ' +
    'it answers 200 with the sheet the first one created and `Idempotent-Replayed: true`. (A hand is ' +
    'recorded on the version sent, so one sent again gets 409/412 if the first landed: GET the sheet.)',
  ...access('player'),
  request: {
    body: jsonBody(
      CreateSheetBodySchema,
      'The players in turn order (2-4, or 4 in two teams) and the scoring options (the games: [/how-to-play](/how-to-play)).',
    ),
    headers: z.object({
      'idempotency-key': idempotencyKeyHeader(
        'Retry-safe: your requests with the same key create one sheet.',
      ),
    }),
  },
  responses: {
    201: jsonResponse(SheetSchema, 'The new, empty sheet', CREATED),
    200: jsonResponse(SheetSchema, 'The sheet this Idempotency-Key created before', [
      ...CREATED,
      'idempotent-replayed',
    ]),
    ...problems(...PLAYER_BODY),
  },
});

export const getSheetRoute = createRoute({
  method: 'get',
  operationId: 'getSheet',
  path: '/v1/sheets/{id}',
  tags: ['sheets'],
  summary: 'The sheet: each hand, the totals, the leaders and the winner',
  description: 'Anyone signed in who has the sheet’s id may read it.',
  ...access('player'),
  request: { params: SheetParamsSchema },
  responses: {
    200: jsonResponse(SheetSchema, 'The sheet', VERSIONED),
    ...problems(...PLAYER_READ, 'sheet/not-found'),
  },
});

export const recordHandRoute = createRoute({
  method: 'post',
  operationId: 'recordHand',
  path: '/v1/sheets/{id}/hands',
  tags: ['sheets'],
  summary: 'Record the next hand (the sheet’s creator)',
  description:
    'Scored by the same engine as the tables. A hand that could not have happened gets 422 ' +
    '(sheet/impossible-hand, each problem in `errors`); after the game has a winner, 409 (sheet/over).',
  ...access('player'),
  request: { params: SheetParamsSchema, headers: IfMatchSchema, body: jsonBody(RecordHandBodySchema) },
  responses: {
    201: jsonResponse(SheetSchema, 'The sheet with the hand', VERSIONED),
    ...problems(
      ...PLAYER_BODY,
      'sheet/not-found',
      'sheet/not-creator',
      'sheet/stale-version',
      underIfMatch('sheet/stale-version'),
      'sheet/over',
      'sheet/full',
      'sheet/impossible-hand',
    ),
  },
});

export const correctLastHandRoute = createRoute({
  method: 'put',
  operationId: 'correctLastHand',
  path: '/v1/sheets/{id}/hands/last',
  tags: ['sheets'],
  summary: 'Correct the last hand (the sheet’s creator)',
  ...access('player'),
  request: { params: SheetParamsSchema, headers: IfMatchSchema, body: jsonBody(RecordHandBodySchema) },
  responses: {
    200: jsonResponse(SheetSchema, 'The corrected sheet', VERSIONED),
    ...problems(
      ...PLAYER_BODY,
      'sheet/not-found',
      'sheet/not-creator',
      'sheet/stale-version',
      underIfMatch('sheet/stale-version'),
      'sheet/no-hands',
      'sheet/impossible-hand',
    ),
  },
});

export const deleteLastHandRoute = createRoute({
  method: 'delete',
  operationId: 'deleteLastHand',
  path: '/v1/sheets/{id}/hands/last',
  tags: ['sheets'],
  summary: 'Delete the last hand (the sheet’s creator)',
  ...access('player'),
  request: { params: SheetParamsSchema, headers: IfMatchSchema },
  responses: {
    200: jsonResponse(SheetSchema, 'The sheet without its last hand', VERSIONED),
    ...problems(
      ...PLAYER_WRITE,
      'sheet/not-found',
      'sheet/not-creator',
      'sheet/stale-version',
      underIfMatch('sheet/stale-version'),
      'sheet/no-hands',
    ),
  },
});
