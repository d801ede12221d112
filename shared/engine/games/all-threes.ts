/**
 * All Threes (GAMES.md "Threes scorings"): All Fives counting multiples of three; awards rounded
 * to the nearest 3; a draw game dealt as All Fives, the first double a spinner, target 150.
 */
import { biggerSetHandSize, type LineGame } from './types';

export const allThrees = {
  id: 'allThrees' as const,
  name: 'All Threes',
  kind: 'line',
  sets: [6, 9, 12],
  players: [2, 3, 4],
  handSize: (players, set) => (set === 6 ? (players === 2 ? 7 : 5) : biggerSetHandSize(set)),
  drawing: () => true,
  scoring: 'allThrees',
  teamsAllowed: true,
  defaultTeams: () => 'individuals',
  defaultOpener: () => 'lots',
  blockedTieLead: 'nextOpener',
  blockedScoring: 'othersTotal',
  roundToFive: false,
  roundToThree: true,
  spinner: 'firstDouble',
  target: () => 150,
} satisfies LineGame;
