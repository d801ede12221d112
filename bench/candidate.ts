/**
 * BENCH_CANDIDATE (JSON): the expert with those options changed (policy, model and tree merged
 * key by key), the level `candidate` of the bot benchmarks, to screen an idea against the shipped
 * expert on the same deals or views.
 */
import type { ComputerPlayer } from '../shared/bots';
import { chooseExpert, EXPERT_DEFAULTS, type ExpertOptions } from '../shared/bots/expert/expert';

/** The expert with BENCH_CANDIDATE's options. */
export function candidatePlayer(): ComputerPlayer {
  const o = JSON.parse(process.env.BENCH_CANDIDATE ?? '{}') as Partial<ExpertOptions>;
  for (const key of Object.keys(o))
    if (!(key in EXPERT_DEFAULTS))
      throw new Error(`BENCH_CANDIDATE: no option ${key} (${Object.keys(EXPERT_DEFAULTS).join(', ')})`);
  const opts: ExpertOptions = {
    ...EXPERT_DEFAULTS,
    ...o,
    policy: { ...EXPERT_DEFAULTS.policy, ...o.policy },
    model: o.model === null ? null : { ...EXPERT_DEFAULTS.model!, ...o.model },
    tree: o.tree === null ? null : { ...EXPERT_DEFAULTS.tree!, ...o.tree },
  };
  return { level: 'expert', choose: (view, seed) => chooseExpert(view, seed, opts) };
}
