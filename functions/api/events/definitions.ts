/** Events (tournaments, docs/events.md): /v1/events, an event's entrants, and /v1/players/me/events. */
import { createRoute, z } from '@hono/zod-openapi';
import { EVENT_GAMES, SIDES } from '../../events/model';
import { access } from '../access';
import {
  emptyBodyIsNone,
  jsonBody,
  jsonResponse,
  optionalJsonBody,
  PLAYER_BODY,
  PLAYER_READ,
  PLAYER_WRITE,
  problems,
} from '../common';

const ISO = z.string().datetime({ offset: true });
const EventId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const idParam = z.object({ id: EventId });

export const EventSettingsSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    game: z
      .enum(EVENT_GAMES)
      .describe(
        'The rated game: a two-player pool’s, `partnership` (teams of two), or a four-player pool’s (`draw4`, `block4`, `allFives4`: round-robin pools).',
      ),
    pace: z.enum(['live', 'correspondence']).describe('Live: minutes a move; correspondence: days.'),
    format: z.enum(['swiss', 'round-robin', 'elimination']),
    rounds: z
      .number()
      .int()
      .min(1)
      .max(20)
      .nullable()
      .default(null)
      .describe('Swiss only: the rounds to play (the other formats follow from the entrants).'),
    minPlayers: z.number().int().min(2).max(1024).default(2),
    maxPlayers: z.number().int().min(2).max(1024),
    startAt: ISO.nullable().default(null).describe('When it starts; null: as soon as it is full.'),
    rated: z.boolean().default(true),
    visibility: z.enum(['public', 'invitation']).default('public'),
    duplicate: z
      .boolean()
      .default(false)
      .describe('Every table of a round plays the same deals from the same seats.'),
    roundSeconds: z
      .number()
      .int()
      .min(60)
      .max(30 * 86_400)
      .describe('A round’s time from its pairing to its deadline.'),
    join: z.boolean().default(true).describe('The organiser plays in it too.'),
  })
  .openapi('EventSettings');

export const EventSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    game: z.string(),
    format: z.string(),
    pace: z.string(),
    status: z.enum(['upcoming', 'running', 'paused', 'finished']),
    startAt: z.string().nullable(),
    createdAt: z.string(),
    players: z.number().int(),
    maxPlayers: z.number().int(),
    round: z.number().int(),
    roundCount: z.number().int().nullable(),
    rated: z.boolean(),
    duplicate: z.boolean(),
    visibility: z.enum(['public', 'invitation']),
  })
  .openapi('EventSummary');

const ResultSchema = z.object({
  winner: z.enum(SIDES).nullable(),
  how: z.enum(['played', 'forfeit', 'bye']),
  points: z.array(z.number().int()),
});

const RoundSchema = z.object({
  round: z.number().int(),
  pairedAt: z.string(),
  deadline: z.string(),
  finishedAt: z.string().nullable(),
  deal: z
    .object({ commitment: z.string(), seed: z.string().nullable(), salt: z.string().nullable() })
    .nullable()
    .describe('A duplicate round’s deal commitment; its seed and salt once the round is over.'),
  matches: z.array(
    z.object({
      board: z.number().int(),
      a: z.string().describe('The player in seat 0.'),
      b: z.string().nullable().describe('The player in seat 1; null: a has the bye.'),
      more: z
        .array(z.string())
        .nullable()
        .describe(
          'A four-player pool’s players in seats 2 and 3 (sides c and d); null at two-sided matches.',
        ),
      tableId: z.string().nullable(),
      tableUrl: z.string().nullable(),
      result: ResultSchema.nullable(),
    }),
  ),
});

export const EventSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    game: z.string(),
    pace: z.string(),
    format: z.string(),
    rounds: z.number().int().nullable(),
    minPlayers: z.number().int(),
    maxPlayers: z.number().int(),
    startAt: z.string().nullable(),
    rated: z.boolean(),
    visibility: z.string(),
    duplicate: z.boolean(),
    roundSeconds: z.number().int(),
    organiserId: z.string(),
    code: z.string().nullable().describe('The invitation code: shown to the organiser only.'),
    status: z.enum(['upcoming', 'running', 'paused', 'finished']),
    round: z.number().int(),
    roundCount: z.number().int().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    entrants: z.array(
      z.object({
        playerId: z.string(),
        name: z.string(),
        joinedAt: z.string(),
        removed: z.boolean(),
        partner: z
          .object({ playerId: z.string(), name: z.string() })
          .nullable()
          .describe('A partnership event’s team partner (null until one joins the team).'),
      }),
    ),
    standings: z.array(
      z.object({
        rank: z.number().int(),
        playerId: z.string(),
        name: z.string(),
        score: z.number(),
        buchholz: z.number(),
        sonnebornBerger: z.number(),
        wins: z.number().int(),
        played: z.number().int(),
        matchpoints: z.number().nullable(),
        removed: z.boolean(),
      }),
    ),
    crosstable: z.array(
      z.object({
        playerId: z.string(),
        rounds: z.array(
          z.object({
            round: z.number().int(),
            opponent: z.string().nullable(),
            opponents: z
              .array(z.string())
              .describe('Everyone else at the match (a four-player pool’s three).'),
            seat: z.number().int(),
            result: z.enum(['win', 'loss', 'bye', 'forfeit-win', 'forfeit-loss', 'pending']),
            tableId: z.string().nullable(),
          }),
        ),
      }),
    ),
    pairedRounds: z.array(RoundSchema).describe('Every round paired so far, the current one last.'),
  })
  .openapi('Event');

const EventPageSchema = z
  .object({ events: z.array(EventSummarySchema), cursor: z.string().nullable() })
  .openapi('EventPage');

export const createEventRoute = createRoute({
  method: 'post',
  operationId: 'createEvent',
  path: '/v1/events',
  tags: ['events'],
  summary: 'Create an event: Swiss, round-robin or elimination, maybe duplicate',
  description: 'You are its organiser. An invitation event answers its code, which players join with.',
  ...access('player'),
  request: { body: jsonBody(EventSettingsSchema) },
  responses: {
    201: jsonResponse(EventSchema, 'The event, upcoming'),
    ...problems(...PLAYER_BODY, 'event/bad-settings'),
  },
});

export const listEventsRoute = createRoute({
  method: 'get',
  operationId: 'listEvents',
  path: '/v1/events',
  tags: ['events'],
  summary: 'Public events: upcoming (soonest first), running or finished (latest first)',
  ...access('player'),
  request: {
    query: z.object({
      status: z.enum(['upcoming', 'running', 'finished']).default('upcoming'),
      cursor: z.string().max(512).optional(),
    }),
  },
  responses: { 200: jsonResponse(EventPageSchema, 'A page of events'), ...problems(...PLAYER_READ) },
});

export const listMyEventsRoute = createRoute({
  method: 'get',
  operationId: 'listMyEvents',
  path: '/v1/players/me/events',
  tags: ['events'],
  summary: 'The events you entered, the latest joined first',
  ...access('player'),
  request: { query: z.object({ cursor: z.string().max(512).optional() }) },
  responses: { 200: jsonResponse(EventPageSchema, 'A page of your events'), ...problems(...PLAYER_READ) },
});

export const getEventRoute = createRoute({
  method: 'get',
  operationId: 'getEvent',
  path: '/v1/events/{id}',
  tags: ['events'],
  summary: 'An event: standings, crosstable and rounds with their tables',
  ...access('player'),
  request: { params: idParam },
  responses: { 200: jsonResponse(EventSchema, 'The event'), ...problems(...PLAYER_READ, 'event/not-found') },
});

export const joinEventRoute = createRoute({
  method: 'post',
  operationId: 'joinEvent',
  path: '/v1/events/{id}/entrants',
  tags: ['events'],
  summary: 'Join an upcoming event (an invitation event with its code)',
  description: 'The join that fills an event starting "when full" starts it and pairs round 1.',
  ...access('player'),
  middleware: [emptyBodyIsNone] as const,
  request: {
    params: idParam,
    body: optionalJsonBody(
      z
        .object({
          code: z.string().max(32).optional(),
          partnerOf: z
            .string()
            .max(40)
            .optional()
            .describe('A partnership event: join the team this player entered, as its partner.'),
        })
        .openapi('JoinEvent'),
    ),
  },
  responses: {
    200: jsonResponse(EventSchema, 'The event with you in it'),
    ...problems(
      ...PLAYER_BODY,
      'event/wrong-code',
      'event/not-found',
      'event/started',
      'event/full',
      'event/not-entered',
      'event/bad-settings',
      'event/busy',
    ),
  },
});

export const leaveEventRoute = createRoute({
  method: 'delete',
  operationId: 'leaveEvent',
  path: '/v1/events/{id}/entrants/me',
  tags: ['events'],
  summary: 'Leave an event before it starts',
  ...access('player'),
  request: { params: idParam },
  responses: {
    200: jsonResponse(EventSchema, 'The event without you'),
    ...problems(...PLAYER_WRITE, 'event/not-found', 'event/started', 'event/not-entered', 'event/busy'),
  },
});

export const removeEntrantRoute = createRoute({
  method: 'delete',
  operationId: 'removeEntrant',
  path: '/v1/events/{id}/entrants/{playerId}',
  tags: ['events'],
  summary: 'The organiser removes a no-show',
  description:
    'They are paired no more; their unfinished match of the round is their opponent’s forfeit win.',
  ...access('player'),
  request: { params: z.object({ id: EventId, playerId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) }) },
  responses: {
    200: jsonResponse(EventSchema, 'The event'),
    ...problems(
      ...PLAYER_WRITE,
      'event/not-organiser',
      'event/not-found',
      'event/wrong-state',
      'event/not-entered',
      'event/busy',
    ),
  },
});

const organiserAction = (operationId: string, path: string, summary: string) =>
  createRoute({
    method: 'post',
    operationId,
    path,
    tags: ['events'],
    summary,
    ...access('player'),
    request: { params: idParam },
    responses: {
      200: jsonResponse(EventSchema, 'The event'),
      ...problems(
        ...PLAYER_WRITE,
        'event/not-organiser',
        'event/not-found',
        'event/wrong-state',
        'event/too-few-players',
        'event/busy',
      ),
    },
  });

export const startEventRoute = organiserAction(
  'startEvent',
  '/v1/events/{id}/start',
  'The organiser starts the event: round 1 is paired',
);
export const pauseEventRoute = organiserAction(
  'pauseEvent',
  '/v1/events/{id}/pause',
  'The organiser pauses the event: no round is paired',
);
export const resumeEventRoute = organiserAction(
  'resumeEvent',
  '/v1/events/{id}/resume',
  'The organiser resumes a paused event',
);
