/** Computer players, each fed only its seat's view. */
import { expertPlayer } from './expert/expert';
import { masterPlayer } from './expert/master';
import { greedyPlayer } from './greedy';
import { ismctsPlayer } from './ismcts/ismcts';
import type { ComputerPlayer, PlayerLevel } from './player';
import { randomPlayer } from './random';

export * from './levels';
export * from './player';

const players: Record<PlayerLevel, ComputerPlayer> = {
  random: randomPlayer,
  greedy: greedyPlayer,
  expert: expertPlayer,
  master: masterPlayer,
  ismcts: ismctsPlayer,
};

export function computerPlayer(level: PlayerLevel): ComputerPlayer {
  return players[level];
}
