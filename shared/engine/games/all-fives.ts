/** All Fives (RULES.md 003): ends adding to a multiple of five score during play; a spinner. */
import { biggerSetHandSize, type LineGame } from './types';

export const allFives = {
  id: 'allFives' as const,
  name: 'All Fives',
  kind: 'line',
  sets: [6, 9, 12],
  players: [2, 3, 4],
  handSize: (players, set) => (set === 6 ? (players === 2 ? 7 : 5) : biggerSetHandSize(set)),
  drawing: () => true,
  scoring: 'allFives',
  teamsAllowed: false,
  defaultTeams: () => 'individuals',
  defaultOpener: () => 'lots',
  blockedTieLead: 'nextOpener',
  blockedScoring: 'othersTotal',
  roundToFive: true,
  roundToThree: false,
  spinner: 'firstDouble',
  target: () => 150,
} satisfies LineGame;
