/**
 * `ismcts`: the benchmark's reference opponent, textbook SO-ISMCTS (search.ts) with 1,000
 * iterations and greedy rollouts (every seat sheds its heaviest playable tile). Not offered to
 * players: it is the yardstick the expert is measured against.
 */
import { applyEncoded, HAND_PLAYING, type HandState } from '../../engine/hand';
import type { Rules } from '../../engine/rules';
import { countScoringOf } from '../../engine/scoring';
import { heaviestPlay } from '../expert/playout';
import type { ComputerPlayer } from '../player';
import { type IsmctsOptions, searchIsmcts } from './search';

/** Plays the hand out greedily; returns the moves made. */
export function greedyRollout(r: Rules, h: HandState): number {
  let n = 0;
  for (; h.end === HAND_PLAYING; n++) applyEncoded(r, h, heaviestPlay(h));
  return n;
}

export const ISMCTS_DEFAULTS: IsmctsOptions = {
  iterations: 1000,
  steps: Infinity,
  exploration: 0.7,
  rollout: greedyRollout,
  marginWeight: (r) => (countScoringOf(r) !== 'none' ? 0.02 : 0.005),
};

export const ismctsPlayer: ComputerPlayer = {
  level: 'ismcts',
  choose: (view, seed) => {
    // Its search reads a hand as one 32-bit word: the reference plays double-six only.
    if (view.rules.set !== undefined) throw new RangeError('the reference ISMCTS plays double-six only');
    return searchIsmcts(view, seed, ISMCTS_DEFAULTS);
  },
};
