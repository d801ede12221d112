/**
 * A table's rules: one zod schema for what a client may send (reused by the API), and the
 * resolved `Rules` the engine plays by, with every preset default filled in (docs/rules.md#the-games).
 */
import { z } from 'zod';
import { lineGame } from './games';
import {
  BLOCKED_SCORINGS,
  BLOCKED_TIE_LEADS,
  type BlockedScoring,
  type BlockedTieLead,
  LATER_OPENERS,
  type LaterOpener,
  OPENERS,
  type Opener,
  SPINNERS,
  type Spinner,
  TEAMS,
  type Teams,
  type TileSetSize,
} from './options';
import { setTileCount } from './tiles';
import { wordsFor } from './words';

/** The line games of RULES.md (the four whose golden deals are pinned). */
export const PRESETS = ['partnership', 'draw', 'block', 'allFives'] as const;
/** Every line game a table may be opened with: RULES.md's and GAMES.md's Threes games. */
export const LINE_PRESETS = [...PRESETS, 'allThrees', 'fivesAndThrees'] as const;
export type Preset = (typeof LINE_PRESETS)[number];
/** The Threes scorings, kept in `Rules.scoring` (absent for the games that had none before). */
export const THREES_SCORINGS = ['allThrees', 'fivesAndThrees'] as const;
export type ThreesScoring = (typeof THREES_SCORINGS)[number];

export {
  BLOCKED_SCORINGS,
  BLOCKED_TIE_LEADS,
  type BlockedScoring,
  type BlockedTieLead,
  COUNT_SCORINGS,
  type CountScoring,
  LATER_OPENERS,
  type LaterOpener,
  OPENERS,
  type Opener,
  SPINNERS,
  type Spinner,
  TEAMS,
  type Teams,
  TILE_SETS,
  type TileSetSize,
} from './options';

/** The scoring options, shared by tables and the score keeper (fresh schemas per call: see below). */
export const scoringOptionsShape = () => ({
  blockedScoring: z
    .enum(BLOCKED_SCORINGS)
    .optional()
    .describe('How a blocked hand is scored for its winner (per preset by default).'),
  roundToFive: z
    .boolean()
    .optional()
    .describe('Round end-of-hand awards to the nearest 5 (on in allFives, off elsewhere).'),
  doubledScores: z
    .boolean()
    .optional()
    .describe('Double the award when a player goes out with a double or a tile that fitted two ends.'),
  losersLosePips: z
    .boolean()
    .optional()
    .describe('Every non-winner also loses the pips left in their own hand (scores may go negative).'),
  target: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe('Score that ends the match (per preset by default).'),
  maxHands: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .nullable()
    .optional()
    .describe('After this many hands the highest score wins (default: none; 50 with losersLosePips).'),
});

/**
 * A new table's options. Built on first use (z.lazy): every function that imports the engine (the
 * API, the scheduler, the computer players) would otherwise build its hundred-odd zod instances at
 * cold start, and only opening a table reads it.
 */
export const RulesInputSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .object({
      preset: z
        .enum(LINE_PRESETS)
        .describe(
          'partnership, draw, block, allFives, allThrees or fivesAndThrees (the games: /how-to-play).',
        ),
      players: z.number().int().min(2).max(4).describe('Seats at the table, 2-4.'),
      set: z
        .union([z.literal(6), z.literal(9), z.literal(12)])
        .optional()
        .describe('The tile set: double-six (6, the default), double-nine (9) or double-twelve (12).'),
      handSize: z.number().int().min(2).max(45).optional().describe('Tiles dealt to each player.'),
      opener: z.enum(OPENERS).optional().describe('Who opens the first hand.'),
      laterOpener: z.enum(LATER_OPENERS).optional().describe('Who opens the later hands.'),
      blockedTieLead: z
        .enum(BLOCKED_TIE_LEADS)
        .optional()
        .describe('Who leads after a blocked hand that ended level (laterOpener winner).'),
      boneyardReserve: z
        .union([z.literal(0), z.literal(2)])
        .optional()
        .describe('Tiles that are never drawn (Pagat: 2).'),
      drawWhilePlayable: z
        .boolean()
        .optional()
        .describe('Drawing is a move a player may choose with a playable tile.'),
      spinner: z.enum(SPINNERS).optional().describe('Which doubles are spinners (four-way).'),
      teams: z
        .enum(TEAMS)
        .optional()
        .describe('Partnerships (4 players: seats 0+2 against 1+3) or individuals.'),
      scoring: z
        .enum(['none', 'fivesAndThrees'])
        .optional()
        .describe('Block only: fivesAndThrees scores the ends during play (target 61, awards of 1).'),
      roundToThree: z
        .boolean()
        .optional()
        .describe('Round end-of-hand awards to the nearest 3 (on in allThrees, off elsewhere).'),
      ...scoringOptionsShape(),
    })
    .strict()
    .superRefine((input, ctx) => {
      for (const p of rulesProblems(input))
        ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
    }),
);

export type RulesInput = z.input<typeof RulesInputSchema>;

/** The complete rules a match is played by: every option resolved. */
export interface Rules {
  preset: Preset;
  players: number;
  handSize: number;
  opener: Opener;
  laterOpener: LaterOpener;
  blockedTieLead: BlockedTieLead;
  blockedScoring: BlockedScoring;
  roundToFive: boolean;
  boneyardReserve: number;
  drawWhilePlayable: boolean;
  spinner: Spinner;
  doubledScores: boolean;
  losersLosePips: boolean;
  target: number;
  maxHands: number | null;
  teams: Teams;
  /** Derived: a player who cannot play draws (draw games) or passes (block games). */
  drawing: boolean;
  /** Derived: All Fives scores multiples of five during play. */
  fivesDuringPlay: boolean;
  /** The Threes scorings during play (docs/rules.md#threes); absent in every other game. */
  scoring?: ThreesScoring;
  /** End-of-hand awards rounded to the nearest 3 (allThrees); absent when off. */
  roundToThree?: true;
  /** The set, double-nine or double-twelve (docs/rules.md#sets); absent for double-six. */
  set?: 9 | 12;
}

/** The set a match is played with (6, 9 or 12). */
export function setSizeOf(r: Pick<Rules, 'set'>): TileSetSize {
  return r.set ?? 6;
}

/** Tiles in the match's set: 28, 55 or 91. */
export function tileCountOf(r: Pick<Rules, 'set'>): number {
  return setTileCount(r.set ?? 6);
}

/** 32-bit words a seat's hand takes (words.ts): 1 on double-six, 2 on double-nine, 3 on double-twelve. */
export function wordsOfRules(r: Pick<Rules, 'set'>): number {
  return r.set === undefined ? 1 : wordsFor(r.set);
}

/** Fills in the preset's defaults from the game registry (games/). Does not validate: see `rulesProblems`. */
export function resolveRules(input: RulesInput): Rules {
  const { preset, players } = input;
  const game = lineGame(preset)!;
  const teams: Teams = input.teams ?? game.defaultTeams(players);
  const set: TileSetSize = input.set ?? game.sets[0];
  const handSize = input.handSize ?? game.handSize(players, set);
  const opener: Opener =
    input.opener ?? game.defaultOpener(players, handSize * players === setTileCount(set));
  const losersLosePips = input.losersLosePips ?? false;
  const scoring = input.scoring === 'fivesAndThrees' ? 'fivesAndThrees' : game.scoring;
  const roundToThree = input.roundToThree ?? game.roundToThree;
  return {
    preset,
    players,
    handSize,
    opener,
    laterOpener: input.laterOpener ?? 'winner',
    blockedTieLead: input.blockedTieLead ?? game.blockedTieLead,
    blockedScoring: input.blockedScoring ?? game.blockedScoring,
    roundToFive: input.roundToFive ?? game.roundToFive,
    boneyardReserve: input.boneyardReserve ?? 0,
    drawWhilePlayable: input.drawWhilePlayable ?? false,
    spinner: input.spinner ?? game.spinner,
    doubledScores: input.doubledScores ?? false,
    losersLosePips,
    target: input.target ?? (scoring === 'fivesAndThrees' ? 61 : game.target(players, teams)),
    maxHands: input.maxHands === undefined ? (losersLosePips ? 50 : null) : input.maxHands,
    teams,
    drawing: game.drawing(players),
    fivesDuringPlay: scoring === 'allFives',
    // New keys only where they apply: every earlier game's rules stay byte for byte as stored.
    ...(scoring === 'allThrees' || scoring === 'fivesAndThrees' ? { scoring } : {}),
    ...(roundToThree ? { roundToThree: true as const } : {}),
    ...(set === 6 ? {} : { set }),
  };
}

export interface RulesProblem {
  path: string[];
  message: string;
}

/** Why a combination of options cannot be played; empty when it can. */
export function rulesProblems(input: RulesInput): RulesProblem[] {
  const problems: RulesProblem[] = [];
  const say = (path: string, message: string) => problems.push({ path: [path], message });
  const { preset, players } = input;
  const game = lineGame(preset)!;
  if (!game.players.includes(players)) {
    say(
      'players',
      preset === 'partnership'
        ? 'the partnership game is for exactly 4 players in two teams, or exactly 2'
        : `${game.name} is for ${game.players.join(', ')} players`,
    );
  }
  if (input.teams === 'partnership' && players !== 4) {
    say('teams', 'partnerships need exactly 4 players (seats 0+2 against 1+3)');
  }
  if (preset === 'partnership' && players === 4 && input.teams === 'individuals') {
    say('teams', 'the four-player partnership game is always played in teams');
  }
  // docs/rules.md#teams: the partnership game, and draw or block with exactly 4; All Fives never.
  if (!game.teamsAllowed && input.teams === 'partnership') {
    say(
      'teams',
      `${game.name} is played each for themselves: teams are for the partnership, draw and block games`,
    );
  }
  if (input.scoring === 'fivesAndThrees' && preset !== 'block') {
    say(
      'scoring',
      'the scoring option is for block; allFives, allThrees and fivesAndThrees are games of their own',
    );
  }
  const r0 = resolveRules(input);
  if (input.roundToThree && input.roundToFive) say('roundToThree', 'round to five or to three, not both');
  if (r0.scoring === 'fivesAndThrees') {
    // docs/rules.md#fives-and-threes: every award is 1 point, so nothing may change a pip award.
    if (input.blockedScoring !== undefined)
      say('blockedScoring', 'Fives and Threes awards 1 point for a blocked hand');
    if (input.roundToFive) say('roundToFive', 'Fives and Threes counts no pips at the end of a hand');
    if (input.roundToThree) say('roundToThree', 'Fives and Threes counts no pips at the end of a hand');
    if (input.doubledScores) say('doubledScores', 'Fives and Threes awards 1 point for going out');
    if (input.losersLosePips) say('losersLosePips', 'Fives and Threes counts no pips at the end of a hand');
  }
  const r = r0;
  const set = setSizeOf(r);
  if (!game.sets.includes(set))
    say('set', `${game.name} is played with ${game.sets.map((n) => `double-${n}`).join(' or ')}`);
  const count = setTileCount(set);
  const most = Math.floor(count / players);
  if (r.handSize < 2 || r.handSize > most) {
    say('handSize', `with ${players} players each hand holds 2 to ${most} tiles (the set has ${count})`);
  }
  if (r.opener === 'doubleSixHolder' && r.handSize * players !== count) {
    say(
      'opener',
      `doubleSixHolder needs all ${count} tiles dealt (${set}-${set} may not be dealt with ${players} x ${r.handSize}); use highestDoubleElseHighestTile`,
    );
  }
  if (!r.drawing && input.boneyardReserve !== undefined && input.boneyardReserve !== 0) {
    say('boneyardReserve', 'this game never draws, so there is no boneyard to keep a reserve in');
  }
  if (!r.drawing && input.drawWhilePlayable) {
    say('drawWhilePlayable', 'this game never draws');
  }
  return problems;
}

/** Parses and resolves in one step; throws zod's error on bad input. */
export function parseRules(input: unknown): Rules {
  return resolveRules(RulesInputSchema.parse(input));
}

/** Teams play as two sides; individuals each are a side. */
export function sideCount(r: Pick<Rules, 'teams' | 'players'>): number {
  return r.teams === 'partnership' ? 2 : r.players;
}

export function sideOf(r: Pick<Rules, 'teams'>, seat: number): number {
  return r.teams === 'partnership' ? seat % 2 : seat;
}
