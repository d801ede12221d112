/** A hint: what the expert would play now, for the seat to move, in unrated games against computer players. */

import { createRoute, z } from '@hono/zod-openapi';
import { access } from '../access';
import { PLAYER_WRITE, problems } from '../common';
import { later } from '../schemas/later';
import { TableParamsSchema } from '../schemas/table';

const LegalMoveSchema = later('LegalMoveSchema');
const TrainLegalMoveSchema = later('TrainLegalMoveSchema');

export const HintSchema = z.lazy(() =>
  z
    .object({
      tableId: z.string(),
      version: z
        .number()
        .int()
        .describe('The table version the hint is for; asking for it left the table at this version.'),
      handNo: z.number().int(),
      seat: z.number().int().describe('Your seat, whose turn it is.'),
      move: z
        .union([LegalMoveSchema, TrainLegalMoveSchema])
        .describe(
          'What the expert computer player would play now, chosen from your seat’s view alone: one of your legal moves (a TrainLegalMove at a Mexican Train table).',
        ),
      hints: z
        .number()
        .int()
        .describe(
          'Hints you have taken in this hand, this one counted (one per table version you asked at).',
        ),
    })
    .openapi('Hint'),
);

export const createHintRoute = createRoute({
  method: 'post',
  operationId: 'createHint',
  path: '/v1/tables/{id}/hint',
  tags: ['moves'],
  summary: 'A hint: the move the expert computer player would make now, from your seat’s view',
  description:
    'For the seated player whose turn it is, in unrated games against computer players only (403 ' +
    '`hint/rated-table`, 403 `hint/not-against-computers`; 409 `move/not-your-turn`, 409 `move/match-over`; ' +
    '403 `table/not-seated` to a spectator). The expert is the `expert` level, fed your seat’s view as the ' +
    'computer players are; the same table version gives the same hint. Asking changes nothing at the ' +
    'table: its version stays, so a move read before the hint still lands. Hints are counted per seat and ' +
    'hand (once per version) and shown in the hand’s analysis (`hints`).',
  ...access('player'),
  request: { params: TableParamsSchema },
  responses: {
    200: {
      description: 'The hint, counted',
      content: { 'application/json': { schema: HintSchema } },
    },
    ...problems(
      ...PLAYER_WRITE,
      'table/not-found',
      'table/not-seated',
      'table/closed',
      'table/not-started',
      'hint/rated-table',
      'hint/not-against-computers',
      'move/match-over',
      'move/not-your-turn',
    ),
  },
});
