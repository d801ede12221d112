/**
 * `master`: the expert given three times the time. The same inference, weighed deals, tree and
 * playouts (expert.ts), with 18,000 iterations a decision over a pool of 1,800 deals (14,400 in
 * games with a spinner or a count during play) and three times the expert's caps on simulated
 * moves, at about three times the CPU time a decision. Kept for the tables and clients that chose
 * it; measured head to head it plays no stronger than the expert (docs/bots.md), so the web client
 * no longer offers it.
 */
import type { ComputerPlayer } from '../player';
import { chooseExpert, EXPERT_DEFAULTS, type ExpertOptions } from './expert';
import { WIDE_MASTER } from './wide';

const expertTree = EXPERT_DEFAULTS.tree!;

export const MASTER_OPTIONS: ExpertOptions = {
  ...EXPERT_DEFAULTS,
  tree: {
    ...expertTree,
    iterations: 3 * expertTree.iterations,
    spinnerIterations: 3 * expertTree.spinnerIterations,
    pool: 3 * expertTree.pool,
    steps: 3 * expertTree.steps!,
    spinnerSteps: 3 * expertTree.spinnerSteps!,
  },
  wide: WIDE_MASTER,
};

export const masterPlayer: ComputerPlayer = {
  level: 'master',
  choose: (view, seed) => chooseExpert(view, seed, MASTER_OPTIONS),
};
