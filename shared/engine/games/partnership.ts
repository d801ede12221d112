/**
 * The partnership game (RULES.md 000): four players in two teams (a block game, the 6-6 holder
 * opens), or two players (a draw game, the highest double opens).
 */
import { biggerSetHandSize, type LineGame } from './types';

export const partnership = {
  id: 'partnership' as const,
  name: 'Partnership',
  kind: 'line',
  sets: [6, 9, 12],
  players: [2, 4],
  handSize: (_players, set) => (set === 6 ? 7 : biggerSetHandSize(set)),
  drawing: (players) => players === 2,
  scoring: 'none',
  teamsAllowed: true,
  defaultTeams: (players) => (players === 4 ? 'partnership' : 'individuals'),
  defaultOpener: (players, allDealt) =>
    players === 4 && allDealt ? 'doubleSixHolder' : 'highestDoubleElseHighestTile',
  blockedTieLead: 'sameOpener',
  blockedScoring: 'othersTotal',
  roundToFive: false,
  roundToThree: false,
  spinner: 'none',
  target: () => 100,
} satisfies LineGame;
