// Runs the checks `npm test` makes before its tests (lint, the three typechecks, the OpenAPI
// document's), two at a time on two cores; prints each one's output whole, in order, and fails
// when any does. Sequentially they took about a minute of CI's ten.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const CHECKS = [
  ['typecheck (functions, shared, test)', 'npx tsc --noEmit -p tsconfig.json'],
  ['typecheck (web)', 'npx tsc --noEmit -p web/tsconfig.json'],
  ['typecheck (browser tests)', 'npx tsc --noEmit -p test/web/tsconfig.json'],
  ['lint', 'npm run --silent lint'],
  ['openapi:check', 'npm run --silent openapi:check'],
];

/** One check run to its end: its output, its exit code, its seconds. */
function run([name, command]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const lanes = Math.max(1, Math.min(Number(process.env.CHECK_LANES) || availableParallelism(), CHECKS.length));
const results = new Array(CHECKS.length);
let next = 0;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    while (next < CHECKS.length) {
      const at = next++;
      results[at] = await run(CHECKS[at]);
    }
  }),
);
for (const r of results) {
  process.stdout.write(
    `> ${r.name}: ${r.code === 0 ? 'ok' : `failed (exit ${r.code})`} in ${r.seconds.toFixed(1)} s\n`,
  );
  if (r.output.trim()) process.stdout.write(`${r.output.trimEnd()}\n`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
