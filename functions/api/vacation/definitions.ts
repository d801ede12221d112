/** The vacation bank (docs/vacation.md): /v1/players/me/vacation, and who is away (/v1/vacations). */

import { createRoute, z } from '@hono/zod-openapi';
import {
  CAP_DAYS,
  CORRESPONDENCE_ABOVE_SECONDS,
  DAYS_A_YEAR,
  MAX_AWAY_DAYS,
  SLICE_MINUTES,
  STARTING_DAYS,
} from '../../vacation/model';
import { access } from '../access';
import {
  jsonBody,
  jsonResponse,
  OPTIONAL_READ,
  PLAYER,
  PLAYER_BODY,
  PLAYER_WRITE,
  problems,
} from '../common';

const POLICY =
  `A bank starts with ${STARTING_DAYS} days, gains ${DAYS_A_YEAR} days a year (a day at a time) and holds at most ` +
  `${CAP_DAYS}. It is spent only at correspondence tables (a time limit of more than ` +
  `${CORRESPONDENCE_ABOVE_SECONDS / 3600} hour a move): when your deadline passes, ${SLICE_MINUTES / 60} hours (or what is left) move it on instead ` +
  'of the table’s timeout policy; once it is empty, the policy applies.';

export const VacationSchema = z
  .object({
    balanceMinutes: z.number().int().describe('What is left in the bank, in minutes.'),
    balanceDays: z.number().describe('The same in days, to a tenth, rounded down.'),
    awayUntil: z
      .string()
      .nullable()
      .describe('Away until then (your correspondence deadlines move past it); null when not away.'),
    askedUntil: z
      .string()
      .nullable()
      .describe(
        'The date you asked for, which the others see; later than awayUntil when the bank cut it short. ' +
          'Null when not away.',
      ),
    policy: z
      .object({
        startingDays: z.number().int(),
        daysAYear: z.number().int(),
        capDays: z.number().int(),
        sliceHours: z.number().int(),
        correspondenceAboveSeconds: z
          .number()
          .int()
          .describe('A table is correspondence when its time limit a move is above this.'),
      })
      .describe(POLICY),
  })
  .openapi('Vacation');

export const AwaySchema = z
  .object({
    until: z
      .string()
      .datetime({ offset: true })
      .openapi({ example: '2026-12-24T18:00:00Z' })
      .describe(
        `When you are back (within ${MAX_AWAY_DAYS} days). The whole days to it are spent at once, up to what is ` +
          'left; with less left, you are away until that runs out.',
      ),
  })
  .openapi('Away');

export const AwayPlayersSchema = z
  .object({
    away: z
      .array(z.object({ playerId: z.string(), until: z.string() }))
      .describe(
        'Of the players asked for, those away now and the date each asked for (the others are left out).',
      ),
  })
  .openapi('AwayPlayers');

export const getMyVacationRoute = createRoute({
  method: 'get',
  operationId: 'getMyVacation',
  path: '/v1/players/me/vacation',
  tags: ['vacation'],
  summary: 'Your vacation bank: what is left, and whether you are away',
  description: POLICY,
  ...access('player'),
  responses: {
    200: jsonResponse(VacationSchema, 'Your bank as it stands today'),
    ...problems(...PLAYER),
  },
});

export const updateMyVacationRoute = createRoute({
  method: 'put',
  operationId: 'updateMyVacation',
  path: '/v1/players/me/vacation',
  tags: ['vacation'],
  summary: 'Away until a date: every correspondence deadline of yours moves past it',
  description:
    'Spends the whole days to `until` from your bank at once (up to what is left), and from then every ' +
    'deadline of yours at a correspondence table that passes before you are back moves to your return plus ' +
    'a move’s time. Live tables are not affected. Said again, it replaces the earlier date (its unused whole ' +
    'days come back first). 422 `vacation/bad-date` for a date past or too far ahead; 409 ' +
    '`vacation/bank-empty` with nothing left. The others at your tables see “on vacation until …”.',
  ...access('player'),
  request: { body: jsonBody(AwaySchema) },
  responses: {
    200: jsonResponse(VacationSchema, 'Your bank as it is left'),
    ...problems(...PLAYER_BODY, 'vacation/bad-date', 'vacation/bank-empty'),
  },
});

export const endMyVacationRoute = createRoute({
  method: 'delete',
  operationId: 'endMyVacation',
  path: '/v1/players/me/vacation',
  tags: ['vacation'],
  summary: 'Back early: the whole days not used come back to the bank',
  description:
    'What the away spent comes back but for each day begun since you announced it; within an hour of ' +
    'announcing, all of it. Not away: nothing changes (the bank is answered as it is).',
  ...access('player'),
  responses: {
    200: jsonResponse(VacationSchema, 'Your bank as it is now'),
    ...problems(...PLAYER_WRITE),
  },
});

export const listVacationsRoute = createRoute({
  method: 'get',
  operationId: 'listVacations',
  path: '/v1/vacations',
  tags: ['vacation'],
  summary: 'Which of these players are on vacation, and until when',
  description:
    'A public fact (no token needed): only “away until”, never what is left in anyone’s bank. Up to 50 ' +
    'player ids, comma-separated.',
  ...access('optional'),
  request: {
    query: z.object({
      players: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,49}$/)
        .openapi({ example: 'Yy2kVGFjZ4R5PalIi8AP,VfrjPVaTGDhhHcElX5NY' })
        .describe('Player ids, comma-separated (at most 50).'),
    }),
  },
  responses: {
    200: jsonResponse(AwayPlayersSchema, 'Those of them away now'),
    ...problems(...OPTIONAL_READ),
  },
});
