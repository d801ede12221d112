/**
 * What people are told about each level they can choose: a display name (the one its seats
 * carry: "Expert computer"), one line on how it plays, and its strength as `npm run bench:bots`
 * measured it on duplicate deals (docs/bots.md#strength). The strengths are measurements,
 * not promises: re-measure and update them when a level's play changes.
 */
import type { BotLevel } from './player';

export interface LevelInfo {
  name: string;
  description: string;
  strength: string;
}

export const LEVELS: Record<BotLevel, LevelInfo> = {
  random: {
    name: 'Random',
    description: 'Plays any legal move, at random: for learning the rules.',
    strength:
      'About even with Greedy on hands won (Greedy wins 0.51 of hands in 2-player Draw, 0.52 in 4-player partnership).',
  },
  greedy: {
    name: 'Greedy',
    description: 'Plays its heaviest playable tile, as a casual player does.',
    strength:
      'Wins about 1 hand in 4 against Expert (0.24 in 2-player Draw); more points than Random, hardly more hands.',
  },
  expert: {
    name: 'Expert',
    description:
      'Infers what each opponent cannot hold from passes and draws, weighs the possible deals by how the others played, and grows one search tree over them, a club player playing each line out.',
    strength:
      'Wins 0.79 of hands against Greedy in 2-player Draw, 0.78 in 4-player partnership; against information-set MCTS at 1,000 iterations 0.55 in 2-player Draw and 0.60 in 4-player partnership.',
  },
  master: {
    name: 'Master',
    description:
      'The expert given three times the time: the same reading of the game over three times as many deals and lines.',
    strength:
      'No stronger than Expert as measured: head to head 0.50 of hands and +0.2 points a hand in 2-player Draw (neither clear of chance). Expert now thinks as long as Master once did; more time than that has not bought strength.',
  },
};
