/**
 * `master`: the expert given three times the time. The same inference, weighed deals, tree and
 * playouts (expert.ts), with 6,000 iterations a decision over a pool of 600 deals (4,800 in games
 * with a spinner or a count during play), where the expert has 2,000 over 200. Measured, more
 * time does buy strength here (README, "Computer players"), at about three times the CPU time a
 * decision.
 */
import type { ComputerPlayer } from '../player';
import { chooseExpert, EXPERT_DEFAULTS, type ExpertOptions } from './expert';

export const MASTER_OPTIONS: ExpertOptions = {
  ...EXPERT_DEFAULTS,
  tree: { ...EXPERT_DEFAULTS.tree!, iterations: 6000, spinnerIterations: 4800, pool: 600 },
};

export const masterPlayer: ComputerPlayer = {
  level: 'master',
  choose: (view, seed) => chooseExpert(view, seed, MASTER_OPTIONS),
};
