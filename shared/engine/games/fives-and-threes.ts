/**
 * Fives and Threes, the British pub game (GAMES.md "Threes scorings"): a count scores a point for
 * each time 5 divides it and each time 3 does; going out or winning a block scores 1; no spinner;
 * a draw game (7 tiles each for two, 5 for three or four), target 61.
 */
import { biggerSetHandSize, type LineGame } from './types';

export const fivesAndThrees = {
  id: 'fivesAndThrees' as const,
  name: 'Fives and Threes',
  kind: 'line',
  sets: [6, 9, 12],
  players: [2, 3, 4],
  handSize: (players, set) => (set === 6 ? (players === 2 ? 7 : 5) : biggerSetHandSize(set)),
  drawing: () => true,
  scoring: 'fivesAndThrees',
  teamsAllowed: true,
  defaultTeams: () => 'individuals',
  defaultOpener: () => 'lots',
  blockedTieLead: 'nextOpener',
  blockedScoring: 'othersTotal',
  roundToFive: false,
  roundToThree: false,
  spinner: 'none',
  target: () => 61,
} satisfies LineGame;
