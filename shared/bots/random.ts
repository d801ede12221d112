/** `random`: any legal move, uniformly. */
import { nextInt, seedState } from '../engine/rng';
import type { ComputerPlayer } from './player';

export const randomPlayer: ComputerPlayer = {
  level: 'random',
  choose(view, seed) {
    const moves = view.legalMoves!;
    return moves[nextInt(seedState(seed), moves.length)];
  },
};
