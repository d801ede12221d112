/**
 * `npm run bench:policy`: the expert's playout policy (policy.ts) with other weights against
 * the shipped weights, both playing every hand out with every tile in sight: the playouts'
 * game, in which the policy values a search's leaves. Duplicate deals (each deal once per
 * seating: a side in each seat, or each team's seats), perfect information, no search: a
 * thousand hands take a fraction of a second. One JSON line per candidate:
 *   {"game","candidate","deals","winRate","fair","ci95"}
 * winRate: the candidate's hands won (ties half) against the shipped weights in the other
 * seats; fair: the shipped weights against themselves (1/players, 0.5 with teams).
 * BENCH_GAME (`preset/players`, default draw/2), BENCH_DEALS (default 20000), BENCH_POLICIES: a
 * JSON list of weight changes to measure, e.g. '[{"block":9},{"pips":0.5}]'.
 */

import { copyHand, handValues } from '../shared/bots/expert/playout';
import { POLICY_DEFAULTS, type PolicyWeights, policyMove } from '../shared/bots/expert/policy';
import {
  applyEncoded,
  HAND_PLAYING,
  type HandState,
  newMatch,
  parseRules,
  type RulesInput,
  sideOf,
} from '../shared/engine';
import { seatings } from './seatings';

const [preset, players] = (process.env.BENCH_GAME ?? 'draw/2').split('/');
const r = parseRules({ preset: preset as RulesInput['preset'], players: Number(players) });
const DEALS = Number(process.env.BENCH_DEALS ?? 20000);
const candidates = JSON.parse(
  process.env.BENCH_POLICIES ?? '[{"block":9},{"pips":0.5}]',
) as Partial<PolicyWeights>[];
const shipped: PolicyWeights = { ...POLICY_DEFAULTS, randomShare: 0 };

const deals = Array.from({ length: DEALS }, (_, d) => newMatch(r, { seed: `policy-${d}` }).hand);
const h: HandState = {
  ...deals[0],
  hands: [],
  bone: [],
  line: { v: [], t: [], f: [], s: -1, n: 0 },
  log: [],
  pts: [],
};
const values = new Float64Array(4);
function winRate(a: PolicyWeights, b: PolicyWeights): number {
  let won = 0;
  for (const deal of deals)
    for (const isA of seatings(r)) {
      copyHand(deal, h);
      while (h.end === HAND_PLAYING) applyEncoded(r, h, policyMove(r, h, isA[h.turn] ? a : b));
      handValues(r, h, 0, values);
      won += values[sideOf(r, isA.indexOf(true))];
    }
  return won / (deals.length * seatings(r).length);
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const fair = winRate(shipped, shipped);
for (const c of candidates) {
  const rate = winRate({ ...shipped, ...c }, shipped);
  const half = 1.96 * Math.sqrt((rate * (1 - rate)) / (deals.length * seatings(r).length));
  console.log(
    JSON.stringify({
      game: `${preset}/${players}`,
      candidate: c,
      deals: DEALS,
      winRate: round(rate),
      fair: round(fair),
      ci95: [round(rate - half), round(rate + half)],
    }),
  );
}
