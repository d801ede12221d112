/** Tables over HTTP: what a client sends to open one and move, and what it gets back. */
import { z } from '@hono/zod-openapi';
import { MexicanRulesInputSchema, RulesInputSchema } from '../../../shared/engine';
import { BotLevelSchema } from './bot-level';
import { later } from './later';
import { TileInputSchema } from './tile-input';
import { TrainTileInputSchema, trainMoveSchemas } from './trains';

// Opening a table is the one request that reads these: built on its first use (z.lazy), not at
// every cold start. (The answers' shapes load with the OpenAPI document: later.ts.)
export const CreateTableBodySchema = z.lazy(() => {
  const SeatSpecSchema = z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('person') }).strict(),
      z.object({ kind: z.literal('computer'), level: BotLevelSchema }).strict(),
    ])
    .openapi('SeatSpec');

  const DealSchema = z
    .object({
      hands: z.array(z.array(TileInputSchema).max(45)).min(2).max(4),
      bone: z.array(TileInputSchema).max(91).optional(),
      opener: z.number().int().min(0).max(3).optional(),
    })
    .strict()
    .openapi('FixedDeal', { description: 'Development tables only: each seat’s tiles, the boneyard.' });

  const TrainDealSchema = z
    .object({
      hands: z.array(z.array(TrainTileInputSchema).max(15)).min(2).max(8),
      bone: z.array(TrainTileInputSchema).max(91).optional(),
      opener: z.number().int().min(0).max(7).optional().describe('The seat that moves first.'),
      round: z
        .number()
        .int()
        .min(1)
        .max(13)
        .optional()
        .describe('The round dealt (its engine double): the last round (0-0) ends the match after it.'),
    })
    .strict()
    .openapi('TrainFixedDeal', {
      description: 'Development tables only: a Mexican Train round’s hands, boneyard and round.',
    });

  return z
    .object({
      // The engine's own schema (the engine does not depend on zod-openapi, so it carries no component name).
      rules: z.union([RulesInputSchema, MexicanRulesInputSchema]),
      seats: z
        .array(SeatSpecSchema)
        .min(2)
        .max(8)
        .optional()
        .describe('Per seat: open for a person, or reserved for a computer player. Seat 0 is yours.'),
      fillWithComputers: z
        .object({ level: BotLevelSchema })
        .strict()
        .optional()
        .describe('At the start, open seats become computer players; the table may start once 2 people sit.'),
      visibility: z
        .enum(['public', 'private'])
        .default('private')
        .describe('public tables are in the lobby.'),
      moveTimeLimitSeconds: z
        .number()
        .int()
        .min(60)
        .max(1_209_600)
        .optional()
        .describe('Time per move, 1 minute to 14 days (enforced by the scheduler).'),
      onTimeout: z.enum(['computerMoves', 'forfeit']).default('computerMoves'),
      playForcedMoves: z
        .boolean()
        .default(false)
        .describe('Play a seat’s only legal move at once, for everyone.'),
      rated: z
        .boolean()
        .default(false)
        .describe(
          'Rate the match: people only (no computer seats, no fillWithComputers), a standard ' +
            'game as it is (only preset, players and set; Mexican Train: game, players, set 12), a timed ' +
            'table forfeits (onTimeout forfeit); refused with a rating/… code otherwise.',
        ),
      seed: z
        .string()
        .min(1)
        .max(64)
        .optional()
        .describe('Development mode only: deal from this fixed seed.'),
      deal: z
        .union([DealSchema, TrainDealSchema])
        .optional()
        .describe('Development mode only: fixed hands for the first hand.'),
    })
    .strict()
    .superRefine((body, ctx) => {
      const seats = body.seats;
      if (seats && seats.length !== body.rules.players) {
        ctx.addIssue({
          code: 'custom',
          path: ['seats'],
          message: `give one entry per seat (${body.rules.players})`,
        });
      }
      if (seats && seats[0].kind !== 'person') {
        ctx.addIssue({ code: 'custom', path: ['seats', 0], message: 'seat 0 is yours: it must be a person' });
      }
      if (body.deal && body.deal.hands.length !== body.rules.players) {
        ctx.addIssue({ code: 'custom', path: ['deal', 'hands'], message: 'give one hand per seat' });
      }
    })
    .openapi('CreateTable');
});

const MoveVersionSchema = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe('The version you saw: a stale one is refused (or send If-Match).');

/** Play a tile, or draw: exactly one of the two shapes, so `{}` is no move (for generated types too). */
export const MoveBodySchema = z
  .union(
    [
      z
        .object({
          tile: TileInputSchema.describe('The tile to play, in either order (`5-3` is `3-5`).'),
          end: z
            .number()
            .int()
            .min(0)
            .max(15)
            .optional()
            .describe(
              'The open end to play on (see the view’s ends); needed when the tile fits more than one.',
            ),
          version: MoveVersionSchema,
        })
        .strict()
        .openapi('PlayMove', { example: { tile: '3-5', end: 1, version: 7 } }),
      z
        .object({
          draw: z.literal(true).describe('Draw by choice (tables with drawWhilePlayable).'),
          version: MoveVersionSchema,
        })
        .strict()
        .openapi('DrawMove', { example: { draw: true, version: 7 } }),
      z
        .object({
          type: z.literal('play'),
          tile: TileInputSchema.describe('The tile to play, as the view’s legal move lists it.'),
          end: z
            .number()
            .int()
            .min(0)
            .max(15)
            .optional()
            .describe('The open end, as the legal move lists it.'),
          version: MoveVersionSchema,
        })
        .strict()
        .openapi('LegalPlayMove', {
          description: 'A legal move exactly as the view lists it (`view.legalMoves`), plus the version.',
          example: { type: 'play', tile: '3-5', end: 1, version: 7 },
        }),
      z
        .object({ type: z.literal('draw'), version: MoveVersionSchema })
        .strict()
        .openapi('LegalDrawMove', {
          description: 'The draw of `view.legalMoves`, plus the version.',
          example: { type: 'draw', version: 7 },
        }),
      ...trainMoveSchemas(),
    ],
    {
      error:
        'send a legal move as the view lists it ({type:"play",tile,end} or {type:"draw"}), a tile to play, or draw: true',
    },
  )
  .openapi('Move', { example: { tile: '3-5', end: 1, version: 7 } });

// The table and the lobby are answers only: their shapes load with the OpenAPI document (later.ts).
export const TableSchema = later('TableSchema');
export const LobbySchema = later('LobbySchema');

export const JoinBodySchema = z.lazy(() =>
  z
    .object({
      seat: z
        .number()
        .int()
        .min(0)
        .max(7)
        .optional()
        .describe('A particular seat (default: the first free).'),
    })
    .strict()
    .openapi('Join'),
);

export const TableParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .openapi({
      param: { name: 'id', in: 'path' },
      description: 'The table id, or its join code.',
      example: 'K7MQ4X',
    }),
});
