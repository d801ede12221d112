/**
 * The option values a line game's rules are made of (docs/rules.md#options), apart from the rules
 * themselves so that the game registry (games/) and the rules (rules.ts) both read them.
 */

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
/**
 * What scores during play: nothing, multiples of five (All Fives), multiples of three (All
 * Threes), or fives and threes (the British pub game). docs/rules.md#counting-the-ends.
 */
export const COUNT_SCORINGS = ['none', 'allFives', 'allThrees', 'fivesAndThrees'] as const;
export type CountScoring = (typeof COUNT_SCORINGS)[number];
/** The largest number on a tile of each set the service knows: double-six, -nine, -twelve. */
export const TILE_SETS = [6, 9, 12] as const;
export type TileSetSize = (typeof TILE_SETS)[number];
