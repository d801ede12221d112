/** Computer players, each fed only its seat's view. */
import { expertPlayer } from './expert/expert';
import { greedyPlayer } from './greedy';
import type { BotLevel, ComputerPlayer } from './player';
import { randomPlayer } from './random';

export * from './player';

const players: Record<BotLevel, ComputerPlayer> = {
  random: randomPlayer,
  greedy: greedyPlayer,
  expert: expertPlayer,
};

export function computerPlayer(level: BotLevel): ComputerPlayer {
  return players[level];
}
