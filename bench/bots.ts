/**
 * `npm run bench:bots`: computer-player levels against each other on duplicate deals (each deal
 * played twice with the seats or teams swapped, so the luck of the deal cancels). One JSON line
 * per pairing:
 *   {"preset","players","set"?,"a","b","deals","hands","winRate","ci95","margin","marginCi95",
 *    "cpuP50ms","cpuP99ms","bCpuP50ms","bCpuP99ms"}
 * winRate: hands won by level a (ties half); margin: a's mean point lead per hand over the mean
 * of the other sides, marginCi95 its 95% interval over deals; cpu*: CPU time per decision with a
 * choice (process.cpuUsage of the worker, so other work on a shared machine does not count), for
 * a and for b. Matches to the target for
 * expert against greedy. The deals are split over worker processes (BENCH_WORKERS, default: the
 * number of cores); BENCH_DEALS sets the deals (BENCH_FIRST_DEAL the first one's number, default 0:
 * another range of deals measures the same pairing afresh), BENCH_PAIRINGS names the pairings to run
 * (comma-separated `preset/players:a-b`, any two levels, e.g. `draw/2:expert-ismcts`; default:
 * the list below); BENCH_WARMUP sets the uncounted warm-up hands per worker (default 3);
 * BENCH_SALT, when set, goes into every decision's seed: the same deals played by players whose
 * random choices differ, so a run with another salt shows how far a rate moves by chance alone
 * (the noise floor a screened idea must clear).
 * BENCH_CANDIDATE (JSON) makes a level `candidate`: the expert with those options changed (policy,
 * model and tree merged key by key), to screen an idea against the shipped expert on the same
 * deals, e.g. BENCH_CANDIDATE='{"tree":{"iterations":3000}}' BENCH_PAIRINGS=draw/2:candidate-ismcts,
 * or the PIMC search with '{"tree":null,"maxDepth":3}'.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  BOT_LEVELS,
  type ComputerPlayer,
  computerPlayer,
  type PlayerLevel,
  REFERENCE_LEVELS,
} from '../shared/bots';
import {
  applyMove,
  isOver,
  type MatchState,
  moveOf,
  newMatch,
  parseRules,
  type RulesInput,
  sideOf,
  viewFor,
} from '../shared/engine';
import { candidatePlayer } from './candidate';
import { benchMexicanBots } from './mexican-train';
import { seatings } from './seatings';

type BenchLevel = PlayerLevel | 'candidate';

interface Pairing {
  game: RulesInput;
  a: BenchLevel;
  b: BenchLevel;
}

const playerOf = (level: BenchLevel): ComputerPlayer =>
  level === 'candidate' ? candidatePlayer() : computerPlayer(level);

interface Tally {
  hands: number;
  wins: number;
  marginSum: number;
  /** Per deal: the sum of squares of its mean margin (over its seatings), for the margin's interval. */
  dealMarginSq: number;
  deals: number;
  times: number[];
  bTimes: number[];
  matches: number;
  matchWins: number;
}

const DEALS = Number(process.env.BENCH_DEALS ?? 1000);
const FIRST_DEAL = Number(process.env.BENCH_FIRST_DEAL ?? 0);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SALT = process.env.BENCH_SALT ? `${process.env.BENCH_SALT}:` : '';

const DRAW2: RulesInput = { preset: 'draw', players: 2 };
const BLOCK3: RulesInput = { preset: 'block', players: 3 };
const PARTNERSHIP4: RulesInput = { preset: 'partnership', players: 4 };
const FIVES2: RulesInput = { preset: 'allFives', players: 2 };
const THREES2: RulesInput = { preset: 'allThrees', players: 2 };
const FIVES_THREES2: RulesInput = { preset: 'fivesAndThrees', players: 2 };
// The bigger sets (docs/bots.md#the-bigger-sets): the expert's Monte Carlo against greedy.
const PARTNERSHIP4_9: RulesInput = { preset: 'partnership', players: 4, set: 9 };
const DRAW2_9: RulesInput = { preset: 'draw', players: 2, set: 9 };
const BLOCK2_9: RulesInput = { preset: 'block', players: 2, set: 9 };
const DRAW2_12: RulesInput = { preset: 'draw', players: 2, set: 12 };
const BLOCK3_12: RulesInput = { preset: 'block', players: 3, set: 12 };
const FIVES4_12: RulesInput = { preset: 'allFives', players: 4, set: 12 };

const allPairings: Pairing[] = [
  ...[DRAW2, PARTNERSHIP4, BLOCK3, FIVES2].map((game): Pairing => ({ game, a: 'expert', b: 'ismcts' })),
  ...[DRAW2, BLOCK3, PARTNERSHIP4, FIVES2, THREES2, FIVES_THREES2].map(
    (game): Pairing => ({ game, a: 'expert', b: 'greedy' }),
  ),
  { game: DRAW2, a: 'greedy', b: 'random' },
  ...[PARTNERSHIP4_9, DRAW2_9, BLOCK2_9, DRAW2_12, BLOCK3_12, FIVES4_12].map(
    (game): Pairing => ({ game, a: 'expert', b: 'greedy' }),
  ),
];

/**
 * `preset/players[/set]:a-b`, e.g. `draw/2:expert-ismcts` or `partnership/4/9:expert-greedy`: any
 * two levels on any preset and set.
 */
const nameOf = (p: Pairing) =>
  `${p.game.preset}/${p.game.players}${p.game.set && p.game.set !== 6 ? `/${p.game.set}` : ''}:${p.a}-${p.b}`;

function parsePairing(name: string): Pairing {
  const m = /^(\w+)\/(\d)(?:\/(6|9|12))?:(\w+)-(\w+)$/.exec(name);
  const levels: readonly string[] = [...BOT_LEVELS, ...REFERENCE_LEVELS, 'candidate'];
  if (!m || !levels.includes(m[4]) || !levels.includes(m[5]))
    throw new Error(
      `BENCH_PAIRINGS: ${name} is not preset/players[/set]:a-b with a, b in ${levels.join(', ')}`,
    );
  const set = m[3] ? (Number(m[3]) as 6 | 9 | 12) : undefined;
  return {
    game: { preset: m[1] as RulesInput['preset'], players: Number(m[2]), ...(set && set !== 6 && { set }) },
    a: m[4] as BenchLevel,
    b: m[5] as BenchLevel,
  };
}

const pairings = process.env.BENCH_PAIRINGS
  ? process.env.BENCH_PAIRINGS.split(',')
      .filter((x) => !x.includes('mexicanTrain'))
      .map((x) => parsePairing(x.trim()))
  : allPairings;

/** Plays until the current hand ends (or the whole match, with `wholeMatch`); returns the last state. */
function play(
  st: MatchState,
  isA: boolean[],
  p: Pairing,
  tally: Tally,
  tag: string,
  wholeMatch: boolean,
): MatchState {
  let decision = 0;
  const players = [playerOf(p.a), playerOf(p.b)];
  for (;;) {
    const seat = st.hand.turn;
    const level = isA[seat] ? p.a : p.b;
    const view = viewFor(st, seat);
    const t0 = process.cpuUsage();
    const choice = players[isA[seat] ? 0 : 1].choose(view, `${SALT}${tag}-${decision++}`);
    const used = process.cpuUsage(t0);
    const ms = (used.user + used.system) / 1000;
    if (view.legalMoves!.length > 1) (isA[seat] ? tally.times : tally.bTimes).push(ms);
    const res = applyMove(st, seat, moveOf(choice));
    if (!res.ok) throw new Error(`${level} made an illegal move: ${res.error.message}`);
    st = res.state;
    if (isOver(st) || (!wholeMatch && res.handEnded)) return st;
  }
}

function runShare(p: Pairing, from: number, to: number, matches: [number, number]): Tally {
  const r = parseRules(p.game);
  const tally: Tally = {
    hands: 0,
    wins: 0,
    marginSum: 0,
    dealMarginSq: 0,
    deals: 0,
    times: [],
    bTimes: [],
    matches: 0,
    matchWins: 0,
  };
  // Warm-up hands, not counted: a Lambda that plays many moves is warm (its code compiled), and
  // the first decisions of a fresh process mostly measure the JIT compiler.
  const warm: Tally = { ...tally, times: [], bTimes: [] };
  for (let d = 0; d < WARMUP; d++)
    play(newMatch(r, { seed: `warm-${from}-${d}` }), seatings(r)[0], p, warm, `w${d}`, false);
  for (let d = from; d < to; d++) {
    let dealMargin = 0;
    for (const [k, isA] of seatings(r).entries()) {
      const st = play(newMatch(r, { seed: `deal-${d}` }), isA, p, tally, `${d}-${k}`, false);
      const last = st.last!;
      const aSides = new Set(isA.flatMap((a, s) => (a ? [sideOf(r, s)] : [])));
      const total = last.score.deltas.map((x, s) => x + last.pts[s]);
      // a's side against the mean of the others (with teams: the other team).
      const aScore = Math.max(...[...aSides].map((s) => total[s]));
      const others = total.filter((_, s) => !aSides.has(s));
      const bScore = others.reduce((x, y) => x + y, 0) / others.length;
      tally.hands++;
      if (last.score.winner === null) tally.wins += 0.5;
      else if (aSides.has(last.score.winner)) tally.wins += 1;
      tally.marginSum += aScore - bScore;
      dealMargin += (aScore - bScore) / seatings(r).length;
    }
    tally.dealMarginSq += dealMargin * dealMargin;
    tally.deals++;
  }
  for (let m = matches[0]; m < matches[1]; m++) {
    const isA = seatings(r)[m % seatings(r).length];
    const st = play(newMatch(r, { seed: `match-${m}` }), isA, p, tally, `m${m}`, true);
    tally.matches++;
    if (isA.some((a, s) => a && sideOf(r, s) === st.winner)) tally.matchWins++;
  }
  return tally;
}

function percentile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

async function main(): Promise<void> {
  if (process.argv[2] === 'worker') {
    const [from, to, m0, m1] = process.argv.slice(4).map(Number);
    process.send!(runShare(parsePairing(process.argv[3]), from, to, [m0, m1]));
    return;
  }
  const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism());
  const self = fileURLToPath(import.meta.url);
  for (const p of pairings) {
    const matches = p.a === 'expert' && p.b === 'greedy' ? MATCHES : 0;
    const shares = Array.from({ length: workers }, (_, w) => [
      FIRST_DEAL + Math.floor((DEALS * w) / workers),
      FIRST_DEAL + Math.floor((DEALS * (w + 1)) / workers),
      Math.floor((matches * w) / workers),
      Math.floor((matches * (w + 1)) / workers),
    ]);
    const tallies = await Promise.all(
      shares.map(
        (s) =>
          new Promise<Tally>((resolve, reject) => {
            const child = fork(self, ['worker', nameOf(p), ...s.map(String)], {
              execArgv: ['--import', 'tsx'],
            });
            child.once('message', (t) => resolve(t as Tally));
            child.once('error', reject);
            child.once('exit', (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
          }),
      ),
    );
    const t = tallies.reduce((x, y) => ({
      hands: x.hands + y.hands,
      wins: x.wins + y.wins,
      marginSum: x.marginSum + y.marginSum,
      dealMarginSq: x.dealMarginSq + y.dealMarginSq,
      deals: x.deals + y.deals,
      times: x.times.concat(y.times),
      bTimes: x.bTimes.concat(y.bTimes),
      matches: x.matches + y.matches,
      matchWins: x.matchWins + y.matchWins,
    }));
    const rate = t.wins / t.hands;
    const half = 1.96 * Math.sqrt((rate * (1 - rate)) / t.hands);
    // The margin's interval from the spread of the deals' mean margins (a deal's seatings share
    // its luck, so the deal, not the hand, is the independent unit).
    const margin = t.marginSum / t.hands;
    const dealVar = t.deals > 1 ? (t.dealMarginSq - t.deals * margin * margin) / (t.deals - 1) : 0;
    const marginHalf = 1.96 * Math.sqrt(Math.max(0, dealVar) / Math.max(1, t.deals));
    console.log(
      JSON.stringify({
        preset: p.game.preset,
        players: p.game.players,
        ...(p.game.set && p.game.set !== 6 ? { set: p.game.set } : {}),
        a: p.a,
        b: p.b,
        deals: DEALS,
        ...(FIRST_DEAL ? { firstDeal: FIRST_DEAL } : {}),
        ...(SALT ? { salt: process.env.BENCH_SALT } : {}),
        hands: t.hands,
        winRate: round(rate),
        ci95: [round(rate - half), round(rate + half)],
        margin: round(margin, 2),
        marginCi95: [round(margin - marginHalf, 2), round(margin + marginHalf, 2)],
        cpuP50ms: round(percentile(t.times, 0.5), 2),
        cpuP99ms: round(percentile(t.times, 0.99), 2),
        bCpuP50ms: round(percentile(t.bTimes, 0.5), 2),
        bCpuP99ms: round(percentile(t.bTimes, 0.99), 2),
        ...(t.matches ? { matches: t.matches, matchWinRate: round(t.matchWins / t.matches) } : {}),
      }),
    );
  }
}

await main();
// Mexican Train (bench/mexican-train.ts): the expert in one seat against greedy, in the parent only.
if (
  process.argv[2] !== 'worker' &&
  (!process.env.BENCH_PAIRINGS || process.env.BENCH_PAIRINGS.includes('mexicanTrain'))
)
  benchMexicanBots(Number(process.env.BENCH_MT_ROUNDS ?? 40));
