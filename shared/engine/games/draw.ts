/** The Draw game (RULES.md 003; deal and targets Pagat in 001): draw until a tile fits. */
import { biggerSetHandSize, type LineGame } from './types';

export const draw = {
  id: 'draw' as const,
  name: 'Draw',
  kind: 'line',
  sets: [6, 9, 12],
  players: [2, 3, 4],
  handSize: (players, set) => (set === 6 ? (players === 4 ? 6 : 7) : biggerSetHandSize(set)),
  drawing: () => true,
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
