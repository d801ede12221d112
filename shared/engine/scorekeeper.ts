/**
 * The score keeper (RULES.md, seed 001): people playing with a physical set record each hand,
 * and the same `scoreHand` as the tables turns it into scores, so the two never disagree.
 */
import { z } from 'zod';
import { matchWinner } from './match';
import { ScoringOptionsShape, sideCount, sideOf } from './rules';
import { type HandScore, type ScoringRules, scoreHand } from './scoring';
import { PIPS } from './tiles';

/** All the pips of a double-six set: no hands can hold more between them. */
export const SET_PIPS = PIPS.reduce((a, b) => a + b, 0);

export const SheetOptionsSchema = z
  .object({
    players: z.array(z.string().trim().min(1).max(40)).min(2).max(4).describe('Player names, in turn order.'),
    teams: z
      .boolean()
      .optional()
      .describe('Two teams (exactly 4 players: the 1st and 3rd against the 2nd and 4th).'),
    ...ScoringOptionsShape,
  })
  .strict()
  .superRefine((o, ctx) => {
    if (o.teams && o.players.length !== 4) {
      ctx.addIssue({ code: 'custom', path: ['teams'], message: 'teams need exactly 4 players' });
    }
  });
export type SheetOptionsInput = z.input<typeof SheetOptionsSchema>;

export interface SheetRules extends ScoringRules {
  target: number;
  maxHands: number | null;
}

export function resolveSheetRules(o: SheetOptionsInput): SheetRules {
  const losersLosePips = o.losersLosePips ?? false;
  return {
    players: o.players.length,
    teams: o.teams ? 'partnership' : 'individuals',
    blockedScoring: o.blockedScoring ?? 'othersMinusOwn',
    roundToFive: o.roundToFive ?? false,
    doubledScores: o.doubledScores ?? false,
    losersLosePips,
    target: o.target ?? 100,
    maxHands: o.maxHands === undefined ? (losersLosePips ? 50 : null) : o.maxHands,
  };
}

export const RecordedHandSchema = z
  .object({
    outcome: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('domino'),
          player: z.number().int().min(0).max(3).describe('Index of the player who went out.'),
          doubled: z
            .boolean()
            .optional()
            .describe('They went out with a double or a tile that fitted two ends (doubledScores).'),
        })
        .strict(),
      z.object({ kind: z.literal('blocked') }).strict(),
    ]),
    pips: z.array(z.number().int().min(0).max(SET_PIPS)).min(2).max(4).describe('Pips left in each hand.'),
    points: z
      .array(z.number().int().min(0).max(1000))
      .min(2)
      .max(4)
      .optional()
      .describe('All Fives points each player made during play (multiples of 5).'),
  })
  .strict();
export type RecordedHand = z.infer<typeof RecordedHandSchema>;

export interface SheetProblem {
  path: (string | number)[];
  message: string;
}

/** Why a recorded hand cannot have happened under these rules; empty when it can. */
export function recordProblems(r: SheetRules, hand: RecordedHand): SheetProblem[] {
  const out: SheetProblem[] = [];
  const n = r.players;
  if (hand.pips.length !== n) out.push({ path: ['pips'], message: `give the pips of all ${n} hands` });
  if (hand.points && hand.points.length !== n)
    out.push({ path: ['points'], message: `give the points of all ${n} players` });
  hand.points?.forEach((p, i) => {
    if (p % 5 !== 0) out.push({ path: ['points', i], message: 'points during play are multiples of 5' });
  });
  const total = hand.pips.reduce((a, b) => a + b, 0);
  if (total > SET_PIPS) out.push({ path: ['pips'], message: `the whole set holds only ${SET_PIPS} pips` });
  if (hand.outcome.kind === 'domino') {
    const w = hand.outcome.player;
    if (w >= n) out.push({ path: ['outcome', 'player'], message: `there is no player ${w}` });
    else if (hand.pips[w] !== 0) {
      out.push({ path: ['pips', w], message: 'the player who went out has no tiles left, so no pips' });
    }
  }
  return out;
}

export interface SheetHandResult extends HandScore {
  /** Points made during play per side. */
  points: number[];
  /** Totals per side after this hand. */
  totals: number[];
}

export interface SheetTally {
  hands: SheetHandResult[];
  totals: number[];
  /** Sides with the highest total (several when tied). */
  leaders: number[];
  /** The side that has won, or null while the game goes on. */
  winner: number | null;
}

/** Tallies recorded hands: per-hand scores, running totals, the leader and the winner. */
export function tallySheet(r: SheetRules, recorded: readonly RecordedHand[]): SheetTally {
  const sides = sideCount(r);
  const totals = new Array<number>(sides).fill(0);
  const hands: SheetHandResult[] = [];
  let winner: number | null = null;
  recorded.forEach((hand, i) => {
    const score = scoreHand(
      r,
      hand.pips,
      hand.outcome.kind === 'domino'
        ? { kind: 'domino', seat: hand.outcome.player, doubled: hand.outcome.doubled ?? false }
        : { kind: 'blocked' },
    );
    const points = new Array<number>(sides).fill(0);
    hand.points?.forEach((p, seat) => {
      points[sideOf(r, seat)] += p;
    });
    for (let s = 0; s < sides; s++) totals[s] += points[s] + score.deltas[s];
    hands.push({ ...score, points, totals: totals.slice() });
    if (winner === null) {
      const w = matchWinner(r, totals, i + 1);
      if (w >= 0) winner = w;
    }
  });
  const top = Math.max(...totals);
  return { hands, totals, leaders: totals.flatMap((t, s) => (t === top ? [s] : [])), winner };
}
