/**
 * A table as the API answers it, and the lobby's page of tables: answer shapes, loaded with the
 * OpenAPI document (later.ts), never to serve a request.
 */
import { z } from '@hono/zod-openapi';
import { BotLevelSchema } from './bot-level';
import { FairDealSchema } from './fair-deal';
import { PoolSchema } from './ratings';
import { TrainRulesSchema, TrainViewSchema } from './trains-view';
import { RulesSchema, SeatViewSchema } from './view';

export const SeatSchema = z.lazy(() =>
  z
    .discriminatedUnion('kind', [
      z
        .object({
          seat: z.number().int(),
          kind: z.literal('open'),
          invited: z
            .object({ playerId: z.string(), name: z.string() })
            .optional()
            .describe('An open seat kept for this person (a rematch) until they accept.'),
        })
        .openapi('OpenSeat'),
      z
        .object({
          seat: z.number().int(),
          kind: z.literal('person'),
          name: z.string(),
          playerId: z.string(),
          nameMark: z
            .number()
            .int()
            .min(1)
            .optional()
            .describe(
              'Present when another seat’s name looks like this one (the same name, or one that is drawn ' +
                'alike: Unicode’s confusable skeletons, UTS #39): this seat’s place among those look-alikes, ' +
                'in seat order. Show it with the name, as in "Ana (2)", so the people seated can tell them apart.',
            ),
        })
        .openapi('PersonSeat'),
      z
        .object({
          seat: z.number().int(),
          kind: z.literal('computer'),
          level: BotLevelSchema,
          name: z
            .string()
            .describe(
              'What to call it: its level (`Expert computer`), numbered when the table has more than one of that level.',
            ),
        })
        .openapi('ComputerSeat'),
    ])
    .openapi('Seat'),
);

/** `game` tells a line game's shape from Mexican Train's (the schemas are lazy, so it is said here). */
const gameDiscriminator = (line: string, train: string) => ({
  propertyName: 'game',
  mapping: { line: `#/components/schemas/${line}`, mexicanTrain: `#/components/schemas/${train}` },
});

export const TableSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      code: z.string().describe('The join code: six characters, no look-alikes.'),
      status: z.enum(['open', 'playing', 'over', 'closed']),
      version: z.number().int().describe('Grows with every change; send it back with a move (or If-Match).'),
      visibility: z.enum(['public', 'private']),
      createdBy: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      rules: z
        .discriminatedUnion('game', [RulesSchema, TrainRulesSchema])
        .openapi({ discriminator: gameDiscriminator('Rules', 'TrainRules') })
        .describe('The resolved rules; `game` tells their shape.'),
      seats: z.array(SeatSchema),
      fillWithComputers: z.object({ level: BotLevelSchema }).nullable(),
      moveTimeLimitSeconds: z.number().int().nullable(),
      onTimeout: z.enum(['computerMoves', 'forfeit']),
      playForcedMoves: z.boolean(),
      development: z.boolean().describe('Dealt from a fixed seed or fixed hands (not a fair game).'),
      rated: z.boolean().describe('The match is rated: its end updates its players’ ratings.'),
      ratingChange: z
        .object({
          pool: PoolSchema,
          seats: z.array(
            z.object({
              seat: z.number().int(),
              ratingBefore: z.number().int(),
              ratingAfter: z.number().int(),
              change: z.number().int(),
            }),
          ),
        })
        .nullable()
        .describe(
          'Once a rated match ended and was rated: each seat’s displayed rating before and after (null before ' +
            'the end, on an unrated table, and for a match abandoned before its first move).',
        ),
      you: z.number().int().nullable().describe('Your seat, or null.'),
      turn: z
        .object({
          seat: z.number().int(),
          since: z.string(),
          deadline: z.string().nullable().describe('When the seat’s time runs out (with a time limit).'),
        })
        .nullable(),
      // No discriminator here: the generator would list null among its options (invalid).
      view: z
        .discriminatedUnion('game', [SeatViewSchema, TrainViewSchema])
        .nullable()
        .describe('The match as your seat sees it (null before the start); `game` tells its shape.'),
      fairDeal: FairDealSchema,
      rematchOf: z.string().nullable().describe('The table this one is a rematch of.'),
      rematch: z.string().nullable().describe('The rematch of this table, once someone asked for one.'),
      event: z
        .object({
          id: z.string(),
          name: z.string(),
          round: z.number().int(),
          board: z.number().int(),
          eventUrl: z.string().describe('The event: GET it for its standings and rounds.'),
        })
        .nullable()
        .describe('The event match this table plays: the event, its round and board (null: no event’s).'),
    })
    .openapi('Table'),
);

export const LobbySchema = z.lazy(() =>
  z
    .object({
      tables: z.array(TableSchema),
      cursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last.'),
    })
    .openapi('Lobby'),
);
