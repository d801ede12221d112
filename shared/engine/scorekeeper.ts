/**
 * The score keeper (docs/rules.md#the-score-keeper): people playing with a physical set record each hand,
 * and the same `scoreHand` as the tables turns it into scores, so the two never disagree.
 */
import { z } from 'zod';
import { matchWinner } from './match';
import { scoringOptionsShape, sideCount, sideOf } from './rules';
import { type HandScore, type ScoringRules, scoreHand } from './scoring';
import { PIPS, TILE_COUNT } from './tiles';

/** All the pips of a double-six set: no hands can hold more between them. */
export const SET_PIPS = PIPS.slice(0, TILE_COUNT).reduce((a, b) => a + b, 0);

// Both request schemas are built on first use, like RulesInputSchema (rules.ts).
export const SheetOptionsSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .object({
      players: z
        .array(z.string().trim().min(1).max(40))
        .min(2)
        .max(4)
        .describe('Player names, in turn order.'),
      teams: z
        .boolean()
        .optional()
        .describe('Two teams (exactly 4 players: the 1st and 3rd against the 2nd and 4th).'),
      handSize: z
        .number()
        .int()
        .min(2)
        .max(14)
        .optional()
        .describe('Tiles dealt to each player; when given, the sheet checks the pips left more closely.'),
      drawing: z
        .boolean()
        .optional()
        .describe('Players draw from the boneyard (Draw games, the default) or pass (Block games).'),
      ...scoringOptionsShape(),
    })
    .strict()
    .superRefine((o, ctx) => {
      if (o.teams && o.players.length !== 4) {
        ctx.addIssue({ code: 'custom', path: ['teams'], message: 'teams need exactly 4 players' });
      }
      const most = Math.floor(TILE_COUNT / o.players.length);
      if (o.handSize !== undefined && o.handSize > most) {
        const message = `with ${o.players.length} players each hand holds 2 to ${most} tiles`;
        ctx.addIssue({ code: 'custom', path: ['handSize'], message });
      }
    }),
);
export type SheetOptionsInput = z.input<typeof SheetOptionsSchema>;

export interface SheetRules extends ScoringRules {
  target: number;
  maxHands: number | null;
  /** Tiles dealt to each player, when the sheet was told (null: not checked against a deal). */
  handSize: number | null;
  /** Whether players draw from the boneyard (so a hand may end with more tiles than dealt). */
  drawing: boolean;
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
    handSize: o.handSize ?? null,
    drawing: o.drawing ?? true,
  };
}

export const RecordedHandSchema = /* @__PURE__ */ z.lazy(() =>
  z
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
    .strict(),
);
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
  const w = hand.outcome.kind === 'domino' ? hand.outcome.player : -1;
  if (w >= n) out.push({ path: ['outcome', 'player'], message: `there is no player ${w}` });
  // The checks below read one entry per player.
  if (hand.pips.length !== n || w >= n) return out;
  if (w >= 0 && hand.pips[w] !== 0) {
    out.push({ path: ['pips', w], message: 'the player who went out has no tiles left, so no pips' });
  }
  out.push(...zeroProblems(hand.pips, w), ...capacityProblems(r, hand.pips, w));
  return out;
}

/**
 * Only one tile (0-0) holds no pips, so besides the player who went out at most one player
 * can show 0: two zeros would mean two players went out, and a hand ends when the first does.
 */
function zeroProblems(pips: readonly number[], out: number): SheetProblem[] {
  const zeros = pips.flatMap((p, i) => (p === 0 && i !== out ? [i] : []));
  if (zeros.length < 2) return [];
  const message =
    out >= 0
      ? 'only one player can go out, and only the 0-0 holds no pips: at most one other player can show 0'
      : 'nobody goes out in a blocked hand, and only the 0-0 holds no pips: at most one player can show 0';
  return zeros.slice(1).map((i) => ({ path: ['pips', i], message }));
}

/** Pips of the heaviest tiles first: `HEAVIEST_SUMS[k]` is the most k tiles can hold. */
const HEAVIEST_SUMS = [0];
for (const p of PIPS.slice(0, TILE_COUNT).sort((a, b) => b - a))
  HEAVIEST_SUMS.push(HEAVIEST_SUMS[HEAVIEST_SUMS.length - 1] + p);

/** The most pips `k` tiles of the set can hold. */
export function mostPipsIn(k: number): number {
  return HEAVIEST_SUMS[Math.max(0, Math.min(k, TILE_COUNT))];
}

/**
 * Pips the tiles could not hold. At least one tile is on the line (all of the winner's, at least
 * a deal's worth, when the hand size is known); every other player showing pips holds at least
 * one tile; and a player holds at most their deal plus the boneyard (just the deal without drawing).
 */
function capacityProblems(r: SheetRules, pips: readonly number[], out: number): SheetProblem[] {
  const n = r.players;
  const size = r.handSize;
  const inPlay = size === null || r.drawing ? TILE_COUNT : n * size;
  const onLine = out >= 0 && size !== null ? size : 1;
  const inHands = inPlay - onLine;
  const total = pips.reduce((a, b) => a + b, 0);
  if (total > mostPipsIn(inHands)) {
    const message =
      inHands >= TILE_COUNT - 1
        ? `the whole set holds only ${SET_PIPS} pips`
        : `the ${inHands} tiles left in the hands hold at most ${mostPipsIn(inHands)} pips`;
    return [{ path: ['pips'], message }];
  }
  const holding = pips.filter((p, i) => p > 0 && i !== out).length;
  const dealt = size === null ? TILE_COUNT : r.drawing ? size + Math.max(0, TILE_COUNT - n * size) : size;
  const problems: SheetProblem[] = [];
  pips.forEach((p, i) => {
    if (i === out || p === 0) return;
    const tiles = Math.min(dealt, inHands - (holding - 1));
    if (p > mostPipsIn(tiles)) {
      problems.push({
        path: ['pips', i],
        message: `no hand here can have more than ${tiles} tiles, which hold at most ${mostPipsIn(tiles)} pips`,
      });
    }
  });
  return problems;
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
