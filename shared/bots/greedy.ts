/**
 * `greedy`: the heaviest playable tile, what a casual player does (and the baseline the expert is
 * measured against). Never draws by choice; among equally heavy tiles, the first legal move.
 */
import { PIPS, parseTile } from '../engine/tiles';
import type { ComputerPlayer } from './player';

export const greedyPlayer: ComputerPlayer = {
  level: 'greedy',
  choose(view) {
    const moves = view.legalMoves!;
    let best = moves[0];
    let bestPips = -1;
    for (const m of moves) {
      if (m.type !== 'play') continue;
      const pips = PIPS[parseTile(m.tile)!];
      if (pips > bestPips) {
        best = m;
        bestPips = pips;
      }
    }
    return best;
  },
};
