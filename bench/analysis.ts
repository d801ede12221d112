/**
 * `npm run bench:analysis`: the hand analysis's CPU time and its steadiness, one JSON line per
 * game:
 *   {"preset","players","hands","decisions","cpuP50ms","cpuP99ms","cpuMeanMs","verdictAgreement",
 *    "blundersKept","exactShare","worlds","maxWorlds"}
 * Each hand is played by computer players of mixed levels (greedy, random, expert by seat and
 * hand: the same hands on every run), then analysed whole with ANALYSIS_DEFAULTS (cpu* times one
 * analysis of a hand) and again with another seed. `verdictAgreement` is the share of judged
 * decisions the two seeds give the same verdict; `blundersKept` the share of the first seed's
 * blunders the second also calls blunders; `exactShare` the share of judged decisions with an
 * open-hands result. BENCH_HANDS (default 200) sizes it; BENCH_GAMES (default
 * `draw/2,block/2,allFives/2,partnership/4`) chooses the games; ANALYSIS_WORLDS,
 * ANALYSIS_MAX_WORLDS, ANALYSIS_SPINNER_MAX_WORLDS, ANALYSIS_EXACT_NODES and
 * ANALYSIS_EXACT_TOTAL override the budget (`maxWorlds`: the one this game used);
 * BENCH_CONFUSION=1 adds the pairs of verdicts the two seeds gave. One process, on one core:
 * run it on an idle machine (CPU time still grows with the machine's load).
 */
import { ANALYSIS_DEFAULTS, type AnalysisOptions, analyseHand, type HandAnalysis } from '../shared/analysis';
import { computerPlayer, type PlayerLevel } from '../shared/bots';
import {
  applyMove,
  type HandRecord,
  moveOf,
  newMatch,
  parseRules,
  type Rules,
  type RulesInput,
  viewFor,
} from '../shared/engine';

const HANDS = Number(process.env.BENCH_HANDS ?? 200);
const GAMES = (process.env.BENCH_GAMES ?? 'draw/2,block/2,allFives/2,partnership/4')
  .split(',')
  .map((x) => x.trim());
const WARMUP = 3;

const options: AnalysisOptions = {
  ...ANALYSIS_DEFAULTS,
  worlds: Number(process.env.ANALYSIS_WORLDS ?? ANALYSIS_DEFAULTS.worlds),
  maxWorlds: Number(process.env.ANALYSIS_MAX_WORLDS ?? ANALYSIS_DEFAULTS.maxWorlds),
  spinnerMaxWorlds: Number(process.env.ANALYSIS_SPINNER_MAX_WORLDS ?? ANALYSIS_DEFAULTS.spinnerMaxWorlds),
  exactNodes: Number(process.env.ANALYSIS_EXACT_NODES ?? ANALYSIS_DEFAULTS.exactNodes),
  exactTotal: Number(process.env.ANALYSIS_EXACT_TOTAL ?? ANALYSIS_DEFAULTS.exactTotal),
};

function parseGame(name: string): RulesInput {
  const m = /^(\w+)\/(\d)$/.exec(name);
  if (!m) throw new Error(`BENCH_GAMES: ${name} is not preset/players`);
  return { preset: m[1] as RulesInput['preset'], players: Number(m[2]) };
}

const LEVELS: PlayerLevel[] = ['greedy', 'random', 'expert'];

/** The first hand of a match, every seat a computer player of the level its seat and hand give. */
function playHand(r: Rules, d: number): HandRecord {
  let st = newMatch(r, { seed: `analysis-bench-${d}` });
  for (let i = 0; ; i++) {
    const seat = st.hand.turn;
    const player = computerPlayer(LEVELS[(d + seat) % LEVELS.length]);
    const res = applyMove(st, seat, moveOf(player.choose(viewFor(st, seat), `bench-${d}-${i}`)));
    if (!res.ok) throw new Error(`an illegal move: ${res.error.message}`);
    if (res.handEnded) return res.finished[0];
    st = res.state;
  }
}

function verdicts(a: HandAnalysis): string[] {
  return a.steps.flatMap((s) => (s.type !== 'pass' && s.review ? [s.review.verdict] : []));
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (x: number, f = 100) => Math.round(x * f) / f;

for (const game of GAMES) {
  const input = parseGame(game);
  const r = parseRules(input);
  const records = Array.from({ length: HANDS }, (_, d) => playHand(r, d));
  for (let i = 0; i < Math.min(WARMUP, records.length); i++) analyseHand(r, records[i], options);
  const times: number[] = [];
  let decisions = 0;
  let alike = 0;
  let blunders = 0;
  let kept = 0;
  let exact = 0;
  const confusion: Record<string, number> = {};
  for (const record of records) {
    const t0 = process.cpuUsage();
    const first = analyseHand(r, record, options);
    const used = process.cpuUsage(t0);
    times.push((used.user + used.system) / 1000);
    const second = analyseHand(r, record, { ...options, seed: `${options.seed}-again` });
    const a = verdicts(first);
    const b = verdicts(second);
    decisions += a.length;
    a.forEach((v, i) => {
      if (process.env.BENCH_CONFUSION) confusion[`${v}>${b[i]}`] = (confusion[`${v}>${b[i]}`] ?? 0) + 1;
      if (v === b[i]) alike++;
      if (v === 'blunder') {
        blunders++;
        if (b[i] === 'blunder') kept++;
      }
    });
    exact += first.steps.filter((s) => s.type !== 'pass' && s.review?.exactBest != null).length;
  }
  const sorted = times.slice().sort((x, y) => x - y);
  console.log(
    JSON.stringify({
      preset: input.preset,
      players: input.players,
      hands: records.length,
      decisions,
      cpuP50ms: round(percentile(sorted, 0.5)),
      cpuP99ms: round(percentile(sorted, 0.99)),
      cpuMeanMs: round(times.reduce((x, y) => x + y, 0) / times.length),
      verdictAgreement: round(alike / Math.max(1, decisions), 1000),
      blundersKept: round(kept / Math.max(1, blunders), 1000),
      exactShare: round(exact / Math.max(1, decisions), 1000),
      worlds: options.worlds,
      maxWorlds: r.spinner !== 'none' || r.fivesDuringPlay ? options.spinnerMaxWorlds : options.maxWorlds,
      ...(process.env.BENCH_CONFUSION && { confusion }),
    }),
  );
}
