/**
 * A table's rules: one zod schema for what a client may send (reused by the API), and the
 * resolved `Rules` the engine plays by, with every preset default filled in (docs/rules.md#the-games).
 */
import { z } from 'zod';
import { TILE_COUNT } from './tiles';

export const PRESETS = ['partnership', 'draw', 'block', 'allFives'] as const;
export type Preset = (typeof PRESETS)[number];

export const OPENERS = [
  'doubleSixHolder',
  'highestDoubleElseHighestTile',
  'highestDoubleElseRedeal',
  'lots',
] as const;
export type Opener = (typeof OPENERS)[number];
export const LATER_OPENERS = ['winner', 'rotate', 'sameAsFirst'] as const;
export type LaterOpener = (typeof LATER_OPENERS)[number];
export const BLOCKED_TIE_LEADS = ['sameOpener', 'nextOpener'] as const;
export type BlockedTieLead = (typeof BLOCKED_TIE_LEADS)[number];
export const BLOCKED_SCORINGS = [
  'othersMinusOwn',
  'othersTotal',
  'eachOpponentMinusOwn',
  'allHands',
] as const;
export type BlockedScoring = (typeof BLOCKED_SCORINGS)[number];
export const SPINNERS = ['none', 'firstDouble', 'openingDouble', 'everyDouble'] as const;
export type Spinner = (typeof SPINNERS)[number];
export const TEAMS = ['partnership', 'individuals'] as const;
export type Teams = (typeof TEAMS)[number];

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
export const RulesInputSchema = z.lazy(() =>
  z
    .object({
      preset: z.enum(PRESETS).describe('partnership, draw, block or allFives (the games: /how-to-play).'),
      players: z.number().int().min(2).max(4).describe('Seats at the table, 2-4.'),
      handSize: z.number().int().min(2).max(14).optional().describe('Tiles dealt to each player.'),
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
}

/** Fills in the preset's defaults. Does not validate: see `rulesProblems`. */
export function resolveRules(input: RulesInput): Rules {
  const { preset, players } = input;
  const teams: Teams =
    input.teams ?? (players === 4 && preset === 'partnership' ? 'partnership' : 'individuals');
  const handSize = input.handSize ?? defaultHandSize(preset, players);
  const opener: Opener =
    input.opener ??
    (preset === 'partnership'
      ? players === 4 && handSize * players === TILE_COUNT
        ? 'doubleSixHolder'
        : 'highestDoubleElseHighestTile'
      : 'lots');
  const losersLosePips = input.losersLosePips ?? false;
  return {
    preset,
    players,
    handSize,
    opener,
    laterOpener: input.laterOpener ?? 'winner',
    blockedTieLead: input.blockedTieLead ?? (preset === 'partnership' ? 'sameOpener' : 'nextOpener'),
    blockedScoring:
      input.blockedScoring ??
      (preset === 'partnership' || preset === 'allFives' ? 'othersTotal' : 'othersMinusOwn'),
    roundToFive: input.roundToFive ?? preset === 'allFives',
    boneyardReserve: input.boneyardReserve ?? 0,
    drawWhilePlayable: input.drawWhilePlayable ?? false,
    spinner: input.spinner ?? (preset === 'allFives' ? 'firstDouble' : 'none'),
    doubledScores: input.doubledScores ?? false,
    losersLosePips,
    target: input.target ?? defaultTarget(preset, players, teams),
    maxHands: input.maxHands === undefined ? (losersLosePips ? 50 : null) : input.maxHands,
    teams,
    drawing: preset === 'partnership' ? players === 2 : preset !== 'block',
    fivesDuringPlay: preset === 'allFives',
  };
}

function defaultHandSize(preset: Preset, players: number): number {
  switch (preset) {
    case 'partnership':
      return 7;
    case 'draw':
      return players === 4 ? 6 : 7;
    default:
      return players === 2 ? 7 : 5;
  }
}

function defaultTarget(preset: Preset, players: number, teams: Teams): number {
  if (preset === 'partnership') return 100;
  if (preset === 'allFives') return 150;
  return players === 2 || teams === 'partnership' ? 100 : 61;
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
  if (preset === 'partnership' && players !== 2 && players !== 4) {
    say('players', 'the partnership game is for exactly 4 players in two teams, or exactly 2');
  }
  if (input.teams === 'partnership' && players !== 4) {
    say('teams', 'partnerships need exactly 4 players (seats 0+2 against 1+3)');
  }
  if (preset === 'partnership' && players === 4 && input.teams === 'individuals') {
    say('teams', 'the four-player partnership game is always played in teams');
  }
  // docs/rules.md#teams: the partnership game, and draw or block with exactly 4; All Fives never.
  if (preset === 'allFives' && input.teams === 'partnership') {
    say(
      'teams',
      'All Fives is played each for themselves: teams are for the partnership, draw and block games',
    );
  }
  const r = resolveRules(input);
  const most = Math.floor(TILE_COUNT / players);
  if (r.handSize < 2 || r.handSize > most) {
    say('handSize', `with ${players} players each hand holds 2 to ${most} tiles (the set has ${TILE_COUNT})`);
  }
  if (r.opener === 'doubleSixHolder' && r.handSize * players !== TILE_COUNT) {
    say(
      'opener',
      `doubleSixHolder needs all ${TILE_COUNT} tiles dealt (6-6 may not be dealt with ${players} x ${r.handSize}); use highestDoubleElseHighestTile`,
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
