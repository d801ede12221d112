/**
 * The game registry: every game the service plays, one file each, listed here once. The rules
 * (rules.ts), the API's table options and the web client's menu read a game from this list.
 */
import { allFives } from './all-fives';
import { allThrees } from './all-threes';
import { block } from './block';
import { draw } from './draw';
import { fivesAndThrees } from './fives-and-threes';
import { mexicanHandSize } from './mexican-train/rules';
import { partnership } from './partnership';
import type { LineGame, TrainGame } from './types';

// The Mexican Train match and views are values only through games/mexican-train, so what loads
// the line engine alone does not load them (docs/benchmarks.md, the bundle).
export type * from './mexican-train/match';
export * from './mexican-train/rules';
export type * from './mexican-train/view';
export type { LineGame, TrainGame } from './types';

/** Every line game, in the order a menu lists them. */
export const LINE_GAMES = [
  partnership,
  draw,
  block,
  allFives,
  allThrees,
  fivesAndThrees,
] as const satisfies readonly LineGame[];

export type LineGameId = (typeof LINE_GAMES)[number]['id'];

const byId = new Map<string, LineGame>(LINE_GAMES.map((g) => [g.id, g]));

/** The registry's entry for a line game's preset (undefined for a name it does not know). */
export function lineGame(id: string): LineGame | undefined {
  return byId.get(id);
}

/** Mexican Train (games/mexican-train/): a game of its own, not a line game. */
export const MEXICAN_TRAIN: TrainGame = {
  id: 'mexicanTrain',
  name: 'Mexican Train',
  kind: 'trains',
  sets: [12, 9],
  players: [2, 3, 4, 5, 6, 7, 8],
  handSize: mexicanHandSize,
  rounds: (set) => set + 1,
  options: ['set', 'firstTurnManyTiles', 'blankDoubleFifty'],
};

/** Every game the service knows, line games first. */
export const GAMES: readonly (LineGame | TrainGame)[] = [...LINE_GAMES, MEXICAN_TRAIN];
