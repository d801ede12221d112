/** The Block game (RULES.md 003; Pagat in 001): no drawing, a seat that cannot play passes. */
import { biggerSetHandSize, type LineGame } from './types';

export const block = {
  id: 'block' as const,
  name: 'Block',
  kind: 'line',
  sets: [6, 9, 12],
  players: [2, 3, 4],
  handSize: (players, set) => (set === 6 ? (players === 2 ? 7 : 5) : biggerSetHandSize(set)),
  drawing: () => false,
  scoring: 'none',
  teamsAllowed: true,
  defaultTeams: () => 'individuals',
  defaultOpener: () => 'lots',
  blockedTieLead: 'nextOpener',
  blockedScoring: 'othersMinusOwn',
  roundToFive: false,
  roundToThree: false,
  spinner: 'none',
  target: (players, teams) => (players === 2 || teams === 'partnership' ? 100 : 61),
} satisfies LineGame;
