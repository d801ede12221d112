/** Following tables over HTTP: the event feed and the inbox (response shapes: lazy, see view.ts). */
import { z } from '@hono/zod-openapi';
import { RevealedDealSchema } from './fair-deal';
import { SeatSchema } from './table-shapes';
import { trainFeedEvents } from './train-feed';
import { TileNameSchema, TimedOut } from './view';

const int = () => z.number().int();
const base = { version: int().describe('The table version this event belongs to.'), handNo: int() };

export const FeedEventSchema = z.lazy(() => {
  const HandDealt = z.object({
    ...base,
    type: z.literal('handDealt'),
    opener: int(),
    scores: z.array(int()).describe('Scores per side when the hand was dealt.'),
    handCounts: z.array(int()).describe('Tiles dealt to each seat.'),
    boneyard: int(),
    commitment: z
      .string()
      .nullable()
      .describe('SHA-256 (hex) of `<seed>:<salt>`; null on development tables.'),
    fixedSeed: z.boolean(),
    hand: z.array(TileNameSchema).optional().describe('Your tiles as dealt (your own feed only).'),
  });
  const Play = z.object({
    ...base,
    type: z.literal('play'),
    seat: int(),
    tile: TileNameSchema,
    end: int(),
    points: int(),
    forced: z.boolean(),
    timedOut: TimedOut(),
  });
  const Draw = z.object({
    ...base,
    type: z.literal('draw'),
    seat: int(),
    count: int(),
    chosen: z.boolean(),
    timedOut: TimedOut(),
    tiles: z.array(TileNameSchema).optional().describe('The tiles you drew (your own draws only).'),
  });
  const Pass = z.object({
    ...base,
    type: z.literal('pass'),
    seat: int(),
    numbers: z.array(int()).describe('The numbers at the open ends: the seat holds none of them.'),
  });
  const HandEnded = z.object({
    ...base,
    type: z.literal('handEnded'),
    reason: z.enum(['domino', 'blocked']),
    out: int().nullable(),
    winner: int().nullable(),
    award: int(),
    doubled: z.boolean(),
    deltas: z.array(int()),
    points: z.array(int()),
    hands: z.array(z.array(TileNameSchema)).describe('Every hand’s tiles at the end, revealed.'),
    pips: z.array(int()),
    scores: z.array(int()),
    seed: z.string().describe('The deal seed, revealed.'),
    salt: z.string().nullable().describe('The salt of the commitment, revealed.'),
    firstHandRule: z.boolean().describe('The third argument of `dealFromSeed` for this hand.'),
  });
  const MatchEnded = z.object({
    ...base,
    type: z.literal('matchEnded'),
    winner: int(),
    scores: z.array(int()),
    forfeitedBy: int().nullable(),
    unfinished: RevealedDealSchema.nullable().describe(
      'A forfeit cut the hand in play short: its seed and salt, revealed (as the table’s fairDeal.unfinished).',
    ),
  });

  return z
    .discriminatedUnion('type', [HandDealt, Play, Draw, Pass, HandEnded, MatchEnded, ...trainFeedEvents()])
    .openapi('FeedEvent');
});

export const FeedSchema = z.lazy(() =>
  z
    .object({
      tableVersion: int().describe('The table’s version when this page was read.'),
      events: z.array(FeedEventSchema),
      next: int().describe('Pass as `since` for the next page (or the next poll).'),
      more: z.boolean().describe('More events exist after `next` now.'),
    })
    .openapi('Feed'),
);

export const InboxEntrySchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      code: z.string(),
      status: z.enum(['open', 'playing', 'over', 'closed']),
      preset: z.string(),
      rated: z.boolean(),
      seats: z.array(SeatSchema),
      you: int().nullable().describe('Your seat (null: a seat is kept for you, see invited).'),
      invited: z.boolean().describe('A rematch you are invited to: accept by taking your seat.'),
      yourTurn: z.boolean(),
      turn: z
        .object({ seat: int(), since: z.string(), deadline: z.string().nullable() })
        .nullable()
        .describe('Whose turn it is and until when.'),
      result: z
        .object({
          winner: int().describe('The winning side.'),
          scores: z.array(int()).describe('Each side’s final score.'),
          sides: z.array(int()).describe('Each seat’s side: partners share one.'),
          forfeitedBy: int().nullable().describe('The seat that resigned or forfeited on time, if one did.'),
          places: z
            .array(int())
            .optional()
            .describe('Mexican Train: each seat’s place, 1 best; `scores` are then the totals, lowest wins.'),
        })
        .nullable()
        .describe('How the match ended, once it is over (null before).'),
      version: int(),
      updatedAt: z.string(),
    })
    .openapi('InboxEntry'),
);

export const InboxSchema = z.lazy(() =>
  z
    .object({
      tables: z
        .array(InboxEntrySchema)
        .describe('Your turn first (earliest deadline first), then the rest, newest first.'),
      cursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last.'),
    })
    .openapi('Inbox'),
);
