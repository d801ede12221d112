/**
 * `npm run bench:search`: the searching computer players' CPU time per decision on fixed views,
 * one JSON line per level and game:
 *   {"level","preset","players","decisions","cpuP50ms","cpuP99ms","cpuMeanMs","moves"}
 * The views are every decision with a choice in BENCH_DEALS hands (default 60) of `greedy`
 * against itself, the same on every run, so two runs (before and after a change to the search's
 * speed) time the same work; `moves` is a digest of the moves chosen, so a change meant to be
 * only faster shows it decides exactly as before. One process, on one core: run it on an idle
 * machine (CPU time still grows with the machine's load). BENCH_LEVELS (default
 * `expert,master,ismcts`) and BENCH_GAMES (default `draw/2,partnership/4,allFives/2`) choose what
 * is timed; `candidate` there is the expert with BENCH_CANDIDATE's options (bench/candidate.ts). Each level first decides on the first views unmeasured (BENCH_WARMUP, default 30): a
 * warm Lambda has its code compiled.
 */
import { BOT_LEVELS, computerPlayer, type PlayerLevel, REFERENCE_LEVELS } from '../shared/bots';
import {
  applyMove,
  isOver,
  moveOf,
  newMatch,
  parseRules,
  type Rules,
  type RulesInput,
  type SeatView,
  viewFor,
} from '../shared/engine';
import { candidatePlayer } from './candidate';

const DEALS = Number(process.env.BENCH_DEALS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const LEVELS = (process.env.BENCH_LEVELS ?? 'expert,master,ismcts').split(',').map((x) => x.trim());
const GAMES = (process.env.BENCH_GAMES ?? 'draw/2,partnership/4,allFives/2').split(',').map((x) => x.trim());

const known: readonly string[] = [...BOT_LEVELS, ...REFERENCE_LEVELS, 'candidate'];
for (const level of LEVELS)
  if (!known.includes(level)) throw new Error(`BENCH_LEVELS: no level ${level} (${known.join(', ')})`);

function parseGame(name: string): RulesInput {
  const m = /^(\w+)\/(\d)$/.exec(name);
  if (!m) throw new Error(`BENCH_GAMES: ${name} is not preset/players`);
  return { preset: m[1] as RulesInput['preset'], players: Number(m[2]) };
}

/** Every view with a choice in `deals` hands of greedy against itself. */
function viewsOf(r: Rules, deals: number): SeatView[] {
  const greedy = computerPlayer('greedy');
  const views: SeatView[] = [];
  for (let d = 0; d < deals; d++) {
    let st = newMatch(r, { seed: `search-${d}` });
    for (let i = 0; ; i++) {
      const seat = st.hand.turn;
      const view = viewFor(st, seat);
      if (view.legalMoves!.length > 1) views.push(view);
      const res = applyMove(st, seat, moveOf(greedy.choose(view, `greedy-${d}-${i}`)));
      if (!res.ok) throw new Error(`greedy made an illegal move: ${res.error.message}`);
      st = res.state;
      if (isOver(st) || res.handEnded) break;
    }
  }
  return views;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (x: number) => Math.round(x * 100) / 100;

/** FNV-1a over the moves' text: equal digests, equal decisions. */
function digest(texts: string[]): string {
  let h = 0x811c9dc5;
  for (const t of texts)
    for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

for (const game of GAMES) {
  const input = parseGame(game);
  const r = parseRules(input);
  const views = viewsOf(r, DEALS);
  for (const level of LEVELS) {
    const player = level === 'candidate' ? candidatePlayer() : computerPlayer(level as PlayerLevel);
    for (let i = 0; i < Math.min(WARMUP, views.length); i++) player.choose(views[i], `warm-${i}`);
    const times: number[] = [];
    const chosen: string[] = [];
    for (let i = 0; i < views.length; i++) {
      const t0 = process.cpuUsage();
      const move = player.choose(views[i], `search-${i}`);
      const used = process.cpuUsage(t0);
      times.push((used.user + used.system) / 1000);
      chosen.push(JSON.stringify(move));
    }
    const sorted = times.slice().sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        level,
        preset: input.preset,
        players: input.players,
        decisions: views.length,
        cpuP50ms: round(percentile(sorted, 0.5)),
        cpuP99ms: round(percentile(sorted, 0.99)),
        cpuMeanMs: round(times.reduce((x, y) => x + y, 0) / times.length),
        moves: digest(chosen),
      }),
    );
  }
}
