/**
 * What the review of a Mexican Train round costs (`npm run bench:review-trains`,
 * docs/analysis.md#mexican-train): for each player count, rounds played to their end by greedy
 * and random players (the same rounds every run), each analysed with the service's budget. One
 * JSON line per game: the round's decisions and judged decisions, the worlds each got, the
 * playouts spent, and the analysis's time (p50, p99, max) and its stored size.
 */
import { deflateRawSync } from 'node:zlib';
import { analyseTrainRound, TRAIN_ANALYSIS_DEFAULTS } from '../shared/analysis/trains';
import { mexicanComputerPlayer } from '../shared/bots/mexican-train';
import {
  applyMexicanMove,
  type MexicanState,
  mexicanMoveOf,
  mexicanViewFor,
  newMexicanMatch,
  type RoundRecord,
  resolveMexicanRules,
} from '../shared/engine/games/mexican-train';

const ROUNDS = Number(process.env.ROUNDS ?? 8);
const GAMES: { players: number; set: 12 | 9 }[] = [
  { players: 2, set: 12 },
  { players: 4, set: 12 },
  { players: 6, set: 12 },
  { players: 8, set: 12 },
  { players: 4, set: 9 },
];

const pct = (xs: number[], p: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

for (const game of GAMES) {
  const r = resolveMexicanRules({ game: 'mexicanTrain', ...game });
  const ms: number[] = [];
  const judged: number[] = [];
  const decisions: number[] = [];
  const worlds: number[] = [];
  const spent: number[] = [];
  const bytes: number[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    let st: MexicanState = newMexicanMatch(r, { seed: `bench-review-${game.players}-${game.set}-${k}` });
    for (let i = 0; st.last === null; i++) {
      const seat = st.round.turn;
      const bot = mexicanComputerPlayer(seat % 2 === 0 ? 'greedy' : 'random');
      const move = bot.choose(mexicanViewFor(st, seat), `m${i}`);
      const res = applyMexicanMove(st, seat, mexicanMoveOf(r, move));
      if (!res.ok) throw new Error(res.error.message);
      st = res.state;
    }
    const rec = st.last as RoundRecord;
    const t0 = performance.now();
    const a = analyseTrainRound(r, rec, { seed: `bench:${k}` });
    ms.push(performance.now() - t0);
    judged.push(a.seats.reduce((n, s) => n + s.judged, 0));
    decisions.push(a.steps.filter((s) => s.type === 'play' || s.type === 'stop').length);
    worlds.push(a.settings.worlds);
    spent.push(a.settings.spent);
    bytes.push(deflateRawSync(JSON.stringify(a)).length);
  }
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  console.log(
    JSON.stringify({
      bench: 'review-trains',
      game: `mexicanTrain-${game.set}`,
      players: game.players,
      rounds: ROUNDS,
      budget: TRAIN_ANALYSIS_DEFAULTS,
      decisions: mean(decisions),
      judged: mean(judged),
      worlds: { min: Math.min(...worlds), mean: mean(worlds) },
      playouts: mean(spent),
      ms: { p50: Math.round(pct(ms, 50)), p99: Math.round(pct(ms, 99)), max: Math.round(Math.max(...ms)) },
      usPerPlayout: Math.round((1000 * ms.reduce((a, b) => a + b, 0)) / spent.reduce((a, b) => a + b, 0)),
      storedBytes: mean(bytes),
    }),
  );
}
