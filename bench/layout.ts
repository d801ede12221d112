/**
 * `npm run bench:layout`: layoutLine over random lines, per spinner rule, one JSON line each:
 *   {"spinner","lines","meanMs","p99Ms","maxMs","maxTiles","widened","unlaid"}
 * A line is any fitting tile of the whole set at any end, 1 to 28 tiles long (longer than most
 * hands), laid out on a table 18 to 40 units wide. maxMs is the worst single call (the time a
 * browser tab or the picture route waits at most), maxTiles that line's length; widened counts layouts wider than asked,
 * unlaid the lines no layout was found for (a LineLayoutError). BENCH_LINES sets the lines per
 * rule (default 5000), BENCH_SEED the first seed.
 */
import {
  emptyLine,
  fits,
  nextInt,
  place,
  SPINNERS,
  type Spinner,
  seedState,
  tileName,
} from '../shared/engine';
import { LineLayoutError, type LinePlay, layoutLine, MIN_LINE_WIDTH } from '../shared/layout';

const LINES = Number(process.env.BENCH_LINES ?? 5000);
const SEED = Number(process.env.BENCH_SEED ?? 1);

/** A random line of the whole set, `length` plays long (or until nothing fits). */
function randomLine(spinner: Spinner, seed: string, length: number): LinePlay[] {
  const rng = seedState(seed);
  const line = emptyLine();
  const plays: LinePlay[] = [];
  const used = new Set<number>();
  while (plays.length < length) {
    const options: [number, number][] = [];
    for (let t = 0; t < 28; t++) {
      if (used.has(t)) continue;
      if (line.v.length === 0) options.push([t, 0]);
      else for (let e = 0; e < line.v.length; e++) if (fits(line, t, e)) options.push([t, e]);
    }
    if (options.length === 0) break;
    const [t, e] = options[nextInt(rng, options.length)];
    used.add(t);
    place(line, t, e, spinner);
    plays.push({ seat: plays.length % 4, tile: tileName(t), end: e });
  }
  return plays;
}

for (const spinner of SPINNERS) {
  const rng = seedState(`bench-layout-${spinner}-${SEED}`);
  const times: number[] = [];
  let worst = 0;
  let maxTiles = 0;
  let widened = 0;
  let unlaid = 0;
  for (let i = 0; i < LINES; i++) {
    const plays = randomLine(spinner, `${spinner}-${SEED}-${i}`, 1 + nextInt(rng, 28));
    const width = MIN_LINE_WIDTH + nextInt(rng, 40 - MIN_LINE_WIDTH + 1);
    const start = performance.now();
    try {
      if (layoutLine(plays, spinner, { width }).width !== width) widened++;
    } catch (e) {
      if (!(e instanceof LineLayoutError)) throw e;
      unlaid++;
    }
    const ms = performance.now() - start;
    if (ms > worst) [worst, maxTiles] = [ms, plays.length];
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  console.log(
    JSON.stringify({
      spinner,
      lines: LINES,
      meanMs: round(times.reduce((a, b) => a + b, 0) / LINES),
      p99Ms: round(times[Math.floor(LINES * 0.99)]),
      maxMs: round(times[LINES - 1]),
      maxTiles,
      widened,
      unlaid,
    }),
  );
}
