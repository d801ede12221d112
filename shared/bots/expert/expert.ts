/**
 * `expert`: information-set MCTS with the expert's inference, worlds and playouts. From its
 * seat's view alone it infers what each other seat cannot hold (inference.ts), deals the hidden
 * tiles six hundred times consistently with that (world.ts) and weighs each deal by how
 * likely the other seats' plays make it (likelihood.ts: people shed heavy tiles and doubles).
 * Then it grows one tree over its information set (../ismcts/search.ts, SO-ISMCTS): each
 * iteration takes one of those deals by weight (its boneyard reshuffled), walks the tree by UCB
 * over the moves legal in that deal, and a club player's playout (policy.ts) values the leaf.
 * The move played is the root's most visited; the search stops once no iteration left could
 * change it. Against the reference ISMCTS (uniform deals, greedy playouts) it wins by better
 * worlds and better leaves, and a little by more iterations: 6,000 a decision, which the search's
 * early stop and a cap on a hand's longest decisions keep within 30 ms of CPU at p99.
 *
 * The previous expert, perfect-information Monte Carlo (PIMC: every candidate move searched
 * with alpha-beta (alphabeta.ts) two decisions deep in each of a hundred weighted worlds), stays
 * as the option `tree: null`, so the benchmark can screen ideas against either.
 *
 * Pure and deterministic given the seed; the work is bounded by iterations and simulated moves
 * (PIMC: a budget of visited positions and simulated moves), never by a clock.
 */
import { applyEncoded, type HandState } from '../../engine/hand';
import { seedState } from '../../engine/rng';
import type { Rules } from '../../engine/rules';
import { sideOf } from '../../engine/rules';
import { countScoringOf } from '../../engine/scoring';
import type { LegalMove, SeatView } from '../../engine/view';
import { encodeMove, searchIsmcts } from '../ismcts/search';
import type { ComputerPlayer } from '../player';
import { alphaBeta, finalValue, newWorldSearch, type WorldSearch } from './alphabeta';
import { inferSlots } from './inference';
import { CHOICE_MODEL, type ChoiceModel, choicesOf, logLikelihood } from './likelihood';
import { copyHand } from './playout';
import { POLICY_DEFAULTS, type PolicyWeights, policyRollout } from './policy';
import { chooseWide, WIDE_EXPERT, type WideOptions } from './wide';
import { blankHand, knowledgeOf, sampleWorld } from './world';

export interface ExpertOptions {
  /** PIMC's work per decision: positions searched plus moves simulated in playouts. */
  budget: number;
  /**
   * The budget in games with a spinner or a count during play (All Fives): their positions
   * cost about two and a half times as much to search (up to four ends, a count per move), and
   * the full budget measured p99 68 ms a decision in All Fives, past the 30 ms goal.
   */
  spinnerBudget: number;
  /** Worlds dealt per decision, at most (the budget may end it sooner). */
  worlds: number;
  /** Decisions searched in each world before a playout values the position (forced moves are free). */
  maxDepth: number;
  policy: PolicyWeights;
  /** How the other seats' plays reweigh the worlds (null: every consistent world alike). */
  model: ChoiceModel | null;
  /**
   * Search one information-set tree instead (SO-ISMCTS, ../ismcts/search.ts) over worlds drawn
   * by weight from a pool dealt up front, the policy playing each iteration out; null: PIMC.
   */
  tree: TreeOptions | null;
  /** On double-nine and double-twelve: Monte Carlo over consistent deals (wide.ts). */
  wide: WideOptions;
}

export interface TreeOptions {
  /** Iterations per decision (each: one weighted deal, one walk down the tree, one playout). */
  iterations: number;
  /** Iterations in games with a spinner or a count during play. */
  spinnerIterations: number;
  /**
   * A cap on the moves simulated per decision (tree and playouts; absent: none). A hand's first
   * decisions play out long hands and cost the most: the cap bounds them without taking
   * iterations from the rest.
   */
  steps?: number;
  /** The cap in games with a spinner or a count during play (absent: none). */
  spinnerSteps?: number;
  exploration: number;
  /** Worlds dealt up front and reweighed. */
  pool: number;
}

export const EXPERT_DEFAULTS: ExpertOptions = {
  budget: 30_000,
  spinnerBudget: 12_000,
  worlds: 100,
  maxDepth: 2,
  policy: { ...POLICY_DEFAULTS, randomShare: 0 },
  model: CHOICE_MODEL,
  // The caps on simulated moves bind only a hand's longest decisions (about one in ten).
  tree: {
    iterations: 6000,
    spinnerIterations: 4800,
    exploration: 0.7,
    pool: 600,
    steps: 90_000,
    spinnerSteps: 55_000,
  },
  wide: WIDE_EXPERT,
};

/** Weight of the point margin beside winning the hand (All Fives scores during play). */
export const marginWeight = (r: Rules) => (countScoringOf(r) !== 'none' ? 0.02 : 0.005);

export function chooseExpert(view: SeatView, seed: string, opts: ExpertOptions = EXPERT_DEFAULTS): LegalMove {
  const moves = view.legalMoves!;
  if (moves.length === 1) return moves[0];
  const r = view.rules;
  // The bigger sets' hands are words of 32 bits, which the double-six search below does not read.
  if (r.set !== undefined) return chooseWide(view, seed, opts.wide);
  if (opts.tree) return chooseByTree(view, seed, opts, opts.tree);
  const me = view.seat!;
  const k = knowledgeOf(view, inferSlots(view));
  const rng = seedState(seed);
  const world = blankHand(k);
  const pool: number[] = [];
  const like = (): HandState => ({ ...blankHand(k), line: { v: [], t: [], f: [], s: -1, n: 0 } });
  const scratch = like();
  // Past the search's depth the club player's policy plays the world out.
  const evaluate = (s: WorldSearch, h: HandState): number => {
    copyHand(h, scratch);
    s.nodes += policyRollout(r, scratch, rng, opts.policy);
    return finalValue(s, scratch);
  };
  const sideOfSeat = Array.from({ length: r.players }, (_, x) => sideOf(r, x));
  const s = newWorldSearch(r, sideOfSeat[me], sideOfSeat, marginWeight(r), evaluate, like);
  const root = moves.map(encodeMove);
  const totals = new Float64Array(root.length);
  const values = new Float64Array(root.length);
  const done = new Float64Array(root.length);
  const choices = opts.model ? choicesOf(view) : [];
  const budget = r.spinner !== 'none' || countScoringOf(r) !== 'none' ? opts.spinnerBudget : opts.budget;
  for (let w = 0; w < opts.worlds && s.nodes < budget; w++) {
    sampleWorld(k, world, rng, pool);
    // Iterative deepening within this world's share of what is left of the budget.
    const limit = s.nodes + (budget - s.nodes) / (opts.worlds - w);
    let have = false;
    for (let depth = 1; depth <= opts.maxDepth; depth++) {
      // The first depth always completes, so every dealt world counts.
      s.limit = depth === 1 ? Infinity : limit;
      s.aborted = false;
      s.cutoffs = 0;
      for (let i = 0; i < root.length && !s.aborted; i++) {
        copyHand(world, s.stack[1]);
        applyEncoded(r, s.stack[1], root[i]);
        values[i] = alphaBeta(s, 1, depth - 1, -Infinity, Infinity);
      }
      if (s.aborted) break;
      done.set(values);
      have = true;
      if (s.cutoffs === 0) break; // searched to the end of the hand: exact
    }
    const weight = opts.model ? Math.exp(logLikelihood(choices, world.hands, opts.model)) : 1;
    if (have) for (let i = 0; i < root.length; i++) totals[i] += weight * done[i];
  }
  let best = 0;
  for (let i = 1; i < root.length; i++) if (totals[i] > totals[best]) best = i;
  return moves[best];
}

function chooseByTree(view: SeatView, seed: string, opts: ExpertOptions, t: TreeOptions): LegalMove {
  const r = view.rules;
  const spinner = r.spinner !== 'none' || countScoringOf(r) !== 'none';
  return searchIsmcts(view, seed, {
    iterations: spinner ? t.spinnerIterations : t.iterations,
    steps: (spinner ? t.spinnerSteps : t.steps) ?? Infinity,
    exploration: t.exploration,
    rollout: (rr, h, rng) => policyRollout(rr, h, rng, opts.policy),
    marginWeight,
    pool: t.pool,
    model: opts.model,
  });
}

export const expertPlayer: ComputerPlayer = {
  level: 'expert',
  choose: (view, seed) => chooseExpert(view, seed),
};
