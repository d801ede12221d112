/**
 * The engine's seat view (shared/engine/view.ts) as OpenAPI schemas: what a seat may see.
 *
 * Response shapes are read only by the OpenAPI document and the tests, never to serve a request, so
 * each is a z.lazy built on first use: a cold start does not pay for hundreds of zod instances.
 */
import { z } from '@hono/zod-openapi';
import {
  BLOCKED_SCORINGS,
  BLOCKED_TIE_LEADS,
  LATER_OPENERS,
  LINE_PRESETS,
  OPENERS,
  SPINNERS,
  TEAMS,
  THREES_SCORINGS,
} from '../../../shared/engine';

/** `a-b` with a <= b <= 12: every tile of the biggest set, double-twelve (0-0 .. 12-12). */
const LOWER_FIRST = new RegExp(
  `^(${Array.from({ length: 13 }, (_, a) => `${a}-(${Array.from({ length: 13 - a }, (_, i) => a + i).join('|')})`).join('|')})$`,
);

/** A tile the service names: `low-high`, as tileName writes it (shared/engine/tiles.ts). */
export const TileNameSchema = z.string().regex(LOWER_FIRST).openapi('Tile', {
  description:
    'A tile as `a-b` (pips on each half: 0-6, up to 9 or 12 on the bigger sets), the lower number first.',
  example: '3-5',
});

export const RulesSchema = z.lazy(() =>
  z
    .object({
      game: z
        .literal('line')
        .describe('The game family: `line` (this shape) or `mexicanTrain` (TrainRules).'),
      preset: z.enum(LINE_PRESETS),
      players: z.number().int(),
      handSize: z.number().int(),
      opener: z.enum(OPENERS),
      laterOpener: z.enum(LATER_OPENERS),
      blockedTieLead: z.enum(BLOCKED_TIE_LEADS),
      blockedScoring: z.enum(BLOCKED_SCORINGS),
      roundToFive: z.boolean(),
      boneyardReserve: z.number().int(),
      drawWhilePlayable: z.boolean(),
      spinner: z.enum(SPINNERS),
      doubledScores: z.boolean(),
      losersLosePips: z.boolean(),
      target: z.number().int(),
      maxHands: z.number().int().nullable(),
      teams: z.enum(TEAMS),
      drawing: z.boolean().describe('A player who cannot play draws (draw games) or passes (block games).'),
      fivesDuringPlay: z.boolean().describe('All Fives: multiples of five score during play.'),
      scoring: z
        .enum(THREES_SCORINGS)
        .optional()
        .describe('The Threes scorings during play (allThrees, fivesAndThrees); absent in other games.'),
      roundToThree: z.literal(true).optional().describe('End-of-hand awards rounded to the nearest 3.'),
      set: z
        .union([z.literal(9), z.literal(12)])
        .optional()
        .describe('The set when it is double-nine (9) or double-twelve (12); absent for double-six.'),
    })
    .openapi('Rules', {
      description: 'The resolved rules: every option filled in (the games: [/how-to-play](/how-to-play)).',
    }),
);

/** The stand-in's mark on a play or a draw by choice (the feed's events carry it too). */
export const TimedOut = () =>
  z
    .literal(true)
    .optional()
    .describe(
      'Present when the seat’s move deadline passed and a computer player chose this move for it (onTimeout computerMoves); absent for the seat’s own moves.',
    );

export const HistoryEventSchema = z.lazy(() => {
  const PlayEvent = z.object({
    type: z.literal('play'),
    seat: z.number().int(),
    tile: TileNameSchema,
    end: z.number().int(),
    points: z.number().int(),
    forced: z.boolean(),
    timedOut: TimedOut(),
  });
  const DrawEvent = z.object({
    type: z.literal('draw'),
    seat: z.number().int(),
    count: z.number().int(),
    chosen: z.boolean().describe('A draw by choice (drawWhilePlayable); otherwise the seat could not play.'),
    timedOut: TimedOut(),
    tiles: z.array(TileNameSchema).optional().describe('Only in the drawing seat’s own view.'),
  });
  const PassEvent = z.object({
    type: z.literal('pass'),
    seat: z.number().int(),
    numbers: z.array(z.number().int()).describe('The numbers showing at the open ends: the seat holds none.'),
  });
  return z.discriminatedUnion('type', [PlayEvent, DrawEvent, PassEvent]).openapi('HistoryEvent');
});

export const LegalMoveSchema = z.lazy(() =>
  z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('play'), tile: TileNameSchema, end: z.number().int() }),
      z.object({ type: z.literal('draw') }),
    ])
    .openapi('LegalMove'),
);

export const HandSummarySchema = z.lazy(() =>
  z
    .object({
      handNo: z.number().int(),
      reason: z.enum(['domino', 'blocked']),
      out: z.number().int().nullable(),
      winner: z.number().int().nullable(),
      award: z.number().int(),
      doubled: z.boolean(),
      deltas: z.array(z.number().int()),
      points: z.array(z.number().int()),
      hands: z
        .array(z.array(TileNameSchema))
        .describe('Every hand’s tiles, revealed at the end of the hand.'),
      pips: z.array(z.number().int()),
      scores: z.array(z.number().int()),
      seed: z.string().describe('The hand’s deal seed, revealed once the hand is over.'),
      history: z.array(HistoryEventSchema),
    })
    .openapi('HandSummary'),
);

export const SeatViewSchema = z.lazy(() =>
  z
    .object({
      game: z.literal('line'),
      seat: z.number().int().nullable(),
      rules: RulesSchema,
      set: z
        .union([z.literal(6), z.literal(9), z.literal(12)])
        .describe('The tile set: double-six (6), double-nine (9) or double-twelve (12).'),
      players: z.number().int(),
      sides: z.array(z.number().int()).describe('Seat → side (its team, or itself).'),
      handNo: z.number().int(),
      status: z.enum(['playing', 'over']),
      turn: z.number().int().nullable(),
      opener: z.number().int(),
      hand: z.array(TileNameSchema).nullable().describe('Your tiles.'),
      handPips: z.number().int().nullable(),
      handCounts: z.array(z.number().int()),
      boneyard: z.number().int().describe('Tiles left in the boneyard (block games: set aside unused).'),
      ends: z.array(
        z.object({
          end: z.number().int(),
          number: z.number().int(),
          tile: TileNameSchema,
          emptySpinnerSide: z.boolean(),
        }),
      ),
      line: z.array(z.object({ seat: z.number().int(), tile: TileNameSchema, end: z.number().int() })),
      count: z.number().int().nullable().describe('All Fives: the count of the open ends now.'),
      scores: z.array(z.number().int()),
      history: z.array(HistoryEventSchema),
      legalMoves: z.array(LegalMoveSchema).nullable().describe('Your legal moves when it is your turn.'),
      lastHand: HandSummarySchema.nullable(),
      winner: z.number().int().nullable(),
      forfeitedBy: z.number().int().nullable().describe('The seat that forfeited the match, if one did.'),
    })
    .openapi('SeatView', { description: 'The match as one seat sees it: no other hand, no boneyard tile.' }),
);
