/**
 * Quick pairing (/v1/players/me/pairing) and seeks (/v1/seeks), docs/pairing.md, and the rating
 * at stake at a rated table (/v1/tables/{id}/stakes).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { MAX_CORRESPONDENCE_ENTRIES, MAX_SEEKS, PACES, POOLS, TWO_PLAYER_POOLS } from '../../pairing/model';
import { access } from '../access';
import {
  jsonBody,
  jsonResponse,
  PLAYER_BODY,
  PLAYER_READ,
  PLAYER_WRITE,
  problems,
  queryInteger,
  responseHeaders,
} from '../common';
import { TableParamsSchema } from '../schemas/table';

const PoolSchema = z
  .enum(POOLS)
  .describe('The rating pool: a game and its player count, as the leaderboards have them.');
const PaceSchema = z.enum(PACES).describe('live (5 min a move), or days a move.');
const IdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

export const PairingEntrySchema = z
  .object({
    id: z.string(),
    pool: PoolSchema,
    pace: PaceSchema,
    rated: z.boolean(),
    status: z.enum(['waiting', 'paired']),
    version: z.number().int().describe('1 waiting, 2 paired: for ?since='),
    joinedAt: z.string(),
    rating: z.number().int(),
    waitedSeconds: z.number().int(),
    waitingInQueue: z.number().int(),
    allowedGap: z.number().int().nullable().describe('null: anyone'),
    tableId: z.string().nullable(),
  })
  .openapi('PairingEntry');

export const CreatePairingEntryBodySchema = z
  .object({
    pool: PoolSchema,
    pace: PaceSchema.default('live'),
    rated: z.boolean().default(true),
  })
  .strict()
  .openapi('CreatePairingEntry');

const EntryParamsSchema = z.object({
  id: IdSchema.openapi({ param: { name: 'id', in: 'path' }, description: 'The entry id.' }),
});

const EntryPollQuerySchema = z.object({
  since: queryInteger(0, 10).optional().describe('Long-poll: answer once past this version.'),
  wait: queryInteger(0, 20).optional().describe('Seconds, at most 20.'),
});

export const createPairingEntryRoute = createRoute({
  method: 'post',
  operationId: 'createPairingEntry',
  path: '/v1/players/me/pairing',
  tags: ['pairing'],
  summary: 'Find me an opponent: join a queue',
  description: `One live entry, up to ${MAX_CORRESPONDENCE_ENTRIES} correspondence ones.`,
  ...access('player'),
  request: { body: jsonBody(CreatePairingEntryBodySchema) },
  responses: {
    201: jsonResponse(PairingEntrySchema, 'The entry, waiting or already paired', ['location']),
    ...problems(...PLAYER_BODY, 'pairing/too-many-entries'),
  },
});

export const getPairingEntryRoute = createRoute({
  method: 'get',
  operationId: 'getPairingEntry',
  path: '/v1/players/me/pairing/{id}',
  tags: ['pairing'],
  summary: 'Your entry: its wait, the queue, its table once paired',
  ...access('player'),
  request: { params: EntryParamsSchema, query: EntryPollQuerySchema },
  responses: {
    200: jsonResponse(PairingEntrySchema, 'The entry'),
    ...problems(...PLAYER_READ, 'pairing/not-found'),
  },
});

export const deletePairingEntryRoute = createRoute({
  method: 'delete',
  operationId: 'deletePairingEntry',
  path: '/v1/players/me/pairing/{id}',
  tags: ['pairing'],
  summary: 'Leave the queue (409 with the table if paired first)',
  ...access('player'),
  request: { params: EntryParamsSchema },
  responses: {
    204: { description: 'Left' },
    ...problems(...PLAYER_WRITE, 'pairing/not-found', 'pairing/already-paired'),
  },
});

export const SeekSchema = z
  .object({
    id: z.string(),
    pool: PoolSchema,
    pace: PaceSchema,
    rated: z.boolean(),
    playerId: z.string(),
    name: z.string(),
    rating: z.number().int(),
    minRating: z.number().int().nullable(),
    maxRating: z.number().int().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .openapi('Seek');

export const CreateSeekBodySchema = z
  .object({
    pool: z.enum(TWO_PLAYER_POOLS),
    pace: PaceSchema.default('live'),
    rated: z.boolean().default(true),
    minRating: z.number().int().min(0).max(99_999).optional(),
    maxRating: z.number().int().min(0).max(99_999).optional(),
  })
  .strict()
  .openapi('CreateSeek');

const SeekParamsSchema = z.object({
  id: IdSchema.openapi({ param: { name: 'id', in: 'path' }, description: 'The seek id.' }),
});

export const SeekListSchema = z
  .object({
    seeks: z.array(SeekSchema),
    cursor: z.string().nullable(),
  })
  .openapi('SeekList');

export const createSeekRoute = createRoute({
  method: 'post',
  operationId: 'createSeek',
  path: '/v1/seeks',
  tags: ['pairing'],
  summary: 'List an open challenge',
  description: `At most ${MAX_SEEKS} a person.`,
  ...access('player'),
  request: { body: jsonBody(CreateSeekBodySchema) },
  responses: {
    201: jsonResponse(SeekSchema, 'The seek, listed', ['location']),
    ...problems(...PLAYER_BODY, 'seek/too-many-seeks', 'seek/two-players-only', 'seek/bad-range'),
  },
});

export const listSeeksRoute = createRoute({
  method: 'get',
  operationId: 'listSeeks',
  path: '/v1/seeks',
  tags: ['pairing'],
  summary: 'Open challenges, newest first',
  ...access('player'),
  request: {
    query: z.object({
      pool: PoolSchema.optional(),
      pace: PaceSchema.optional(),
      rating: queryInteger(0, 99_999).optional(),
      limit: z.coerce.number().int().min(1).max(50).optional(),
      cursor: IdSchema.optional(),
    }),
  },
  responses: {
    200: jsonResponse(SeekListSchema, 'A page of seeks'),
    ...problems(...PLAYER_READ),
  },
});

export const acceptSeekRoute = createRoute({
  method: 'post',
  operationId: 'acceptSeek',
  path: '/v1/seeks/{id}/accept',
  tags: ['pairing'],
  summary: 'Accept a seek: a table for you and the seeker',
  ...access('player'),
  request: { params: SeekParamsSchema },
  responses: {
    201: {
      description: 'The table',
      headers: responseHeaders(['location']),
      content: { 'application/json': { schema: z.object({ tableId: z.string() }).openapi('AcceptedSeek') } },
    },
    ...problems(...PLAYER_WRITE, 'seek/not-found', 'seek/gone', 'seek/own-seek', 'seek/out-of-range'),
  },
});

export const deleteSeekRoute = createRoute({
  method: 'delete',
  operationId: 'deleteSeek',
  path: '/v1/seeks/{id}',
  tags: ['pairing'],
  summary: 'Cancel your seek (409 with the table if accepted first)',
  ...access('player'),
  request: { params: SeekParamsSchema },
  responses: {
    204: { description: 'Cancelled' },
    ...problems(...PLAYER_WRITE, 'seek/not-yours', 'seek/not-found', 'seek/gone'),
  },
});

export const TableStakesSchema = z
  .object({
    rated: z.boolean(),
    pool: PoolSchema.nullable(),
    seats: z.array(
      z.object({
        seat: z.number().int(),
        rating: z.number().int(),
        win: z.number().int(),
        loss: z.number().int(),
      }),
    ),
  })
  .openapi('TableStakes');

export const getTableStakesRoute = createRoute({
  method: 'get',
  operationId: 'getTableStakes',
  path: '/v1/tables/{id}/stakes',
  tags: ['ratings'],
  summary: 'The rating at stake per seat: its change on a win, on a loss',
  ...access('player'),
  request: { params: TableParamsSchema },
  responses: {
    200: jsonResponse(TableStakesSchema, 'The stakes'),
    ...problems(...PLAYER_READ, 'table/not-found'),
  },
});
