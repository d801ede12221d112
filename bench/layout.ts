/**
 * `npm run bench:layout`: layoutLine over random lines, per spinner rule, one JSON line each:
 *   {"spinner","lines","meanMs","p99Ms","maxMs","maxTiles","widened","unlaid"}
 * A line is any fitting tile of the whole set at any end, 1 to 28 tiles long (longer than most
 * hands), laid out on a table 18 to 40 units wide. maxMs is the worst single call (the time a
 * browser tab or the picture route waits at most), maxTiles that line's length; widened counts layouts wider than asked,
 * unlaid the lines no layout was found for (a LineLayoutError). BENCH_LINES sets the lines per
 * rule (default 5000), BENCH_SEED the first seed.
 */
import { nextInt, SPINNERS, seedState } from '../shared/engine';
import { LineLayoutError, layoutLine, MIN_LINE_WIDTH } from '../shared/layout';
import { wholeSetLine } from '../test/support/lines';

const LINES = Number(process.env.BENCH_LINES ?? 5000);
const SEED = Number(process.env.BENCH_SEED ?? 1);

for (const spinner of SPINNERS) {
  const rng = seedState(`bench-layout-${spinner}-${SEED}`);
  const times: number[] = [];
  let worst = 0;
  let maxTiles = 0;
  let widened = 0;
  let unlaid = 0;
  for (let i = 0; i < LINES; i++) {
    const { plays } = wholeSetLine(spinner, (n) => nextInt(rng, n), 1 + nextInt(rng, 28));
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
