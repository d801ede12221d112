/** The expert's review of a finished hand or Mexican Train round: GET /v1/tables/{id}/hands/{n}/analysis. */

import { createRoute, z } from '@hono/zod-openapi';
import { handAnalysisSchema } from '../../../shared/analysis/format';
import { trainAnalysisSchema } from '../../../shared/analysis/trains/format';
import { access } from '../access';
import { OPTIONAL_READ, problems } from '../common';
import { TableParamsSchema } from '../schemas/table';

/** A token is optional: anyone may read a finished public match's hands. */

export const HandParamsSchema = TableParamsSchema.extend({
  n: z.coerce
    .number()
    .int()
    .min(1)
    .max(9999)
    .openapi({
      param: { name: 'n', in: 'path' },
      description: 'The hand’s number in the match, from 1 (at a Mexican Train table, the round’s).',
      example: 1,
    }),
});

// Built on first use: only a request for an analysis (or the OpenAPI document) pays for it.
export const HandReviewSchema = z.lazy(() =>
  z
    .object({
      game: z
        .literal('line')
        .describe('A line game’s hand (this shape) or a Mexican Train round (TrainRoundReview).'),
      tableId: z.string(),
      handNo: z.number().int(),
      seat: z
        .number()
        .int()
        .nullable()
        .describe('The seat this is the cut of; null for a spectator of a finished public match.'),
      analysis: handAnalysisSchema().describe(
        'The analysis as this reader may see it (format 1): every step of the hand, each decision with a choice ' +
          'weighed from what its seat knew then (`review`: the legal moves with their estimated win chance and ' +
          'points, the move played, the best, the loss, the verdict and accuracy) and, from `exactFrom` on, ' +
          'with every tile in sight (`exact`). Only the reader’s own dealt hand and draws are named.',
      ),
      hints: z
        .array(z.number().int().nonnegative())
        .describe(
          'Hints each seat took in this hand, by seat (POST /v1/tables/{id}/hint: unrated games against ' +
            'computer players only, one per table version asked at).',
        ),
    })
    .openapi('HandReview'),
);

const hintsSchema = () =>
  z
    .array(z.number().int().nonnegative())
    .describe('Hints each seat took in this round, by seat (0 where a seat asked for none).');

export const TrainRoundReviewSchema = z.lazy(() =>
  z
    .object({
      game: z.literal('mexicanTrain').describe('A Mexican Train round (this shape).'),
      tableId: z.string(),
      roundNo: z.number().int().describe('The round’s number, from 1: its engine is N-N less one a round.'),
      seat: z
        .number()
        .int()
        .nullable()
        .describe('The seat this is the cut of; null for a spectator of a finished match.'),
      analysis: trainAnalysisSchema().describe(
        'The round as this reader may see it (format 1): every step, each move with a choice weighed from what ' +
          'its seat knew then (`review`: the legal moves with their estimated chance of the round’s lowest count, ' +
          'pips added and margin, the move played, the best, the loss, the verdict and accuracy). Only the ' +
          'reader’s own dealt hand and draws are named.',
      ),
      hints: hintsSchema(),
    })
    .openapi('TrainRoundReview'),
);

/** The answer: `game` tells a line hand's review from a Mexican Train round's. */
export const ReviewSchema = z.lazy(() =>
  z.discriminatedUnion('game', [HandReviewSchema, TrainRoundReviewSchema]).openapi({
    discriminator: {
      propertyName: 'game',
      mapping: {
        line: '#/components/schemas/HandReview',
        mexicanTrain: '#/components/schemas/TrainRoundReview',
      },
    },
  }),
);

export const getHandAnalysisRoute = createRoute({
  method: 'get',
  operationId: 'getHandAnalysis',
  path: '/v1/tables/{id}/hands/{n}/analysis',
  tags: ['moves'],
  summary:
    'The expert’s review of a finished hand or round: each decision weighed, its verdict, each seat’s accuracy',
  description:
    'Each seat may read a hand (at a Mexican Train table, a round: `n` is its number) once it is over; anyone may once a public match is over ' +
    '(no token needed then). Never before the hand ends (409 `analysis/hand-not-over`: it rests on tiles ' +
    'hidden during play); a spectator of a match in play is refused (403 `analysis/match-in-play`). The ' +
    'first request computes it (a second or two) and stores it; later ones read it back. The estimates ' +
    'are seeded from the hand: the same hand always gives the same answer.',
  ...access('optional'),
  request: { params: HandParamsSchema },
  responses: {
    200: {
      description: 'The reader’s cut of the analysis (`game`: a line hand’s or a Mexican Train round’s)',
      content: { 'application/json': { schema: ReviewSchema } },
    },
    ...problems(
      ...OPTIONAL_READ,
      'auth/missing-token',
      'table/not-found',
      'table/not-seated',
      'analysis/hand-not-over',
      'analysis/no-such-hand',
      'analysis/match-in-play',
    ),
  },
});
