/**
 * `npx tsx bench/bundle-inputs.ts [top]`: the API bundle built as the stack builds it
 * (infra/build.ts), and the bytes each input file puts in what a cold start loads
 * (infra/bundling.ts's loadedAtStart), largest first; then the total. For finding what to
 * leave to first use (docs/benchmarks.md, the bundle).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildBundle } from '../infra/build';
import { API_ENTRY, type BundleOutputs, loadedAtStart, REPO_ROOT } from '../infra/bundling';

const top = Number(process.argv[2] ?? 60);
const dir = mkdtempSync(join(tmpdir(), 'dominoes-bundle-inputs-'));
try {
  const { metafile } = buildBundle(API_ENTRY, dir, { metafile: true });
  const meta = metafile as unknown as BundleOutputs;
  const start = loadedAtStart(meta);
  const bytes = new Map<string, number>();
  for (const output of start)
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[output].inputs))
      bytes.set(input, (bytes.get(input) ?? 0) + bytesInOutput);
  const rows = [...bytes].sort((a, b) => b[1] - a[1]);
  for (const [input, n] of rows.slice(0, top))
    console.log(`${String(n).padStart(8)}  ${relative(REPO_ROOT, join(REPO_ROOT, input))}`);
  const out = start.reduce((s, o) => s + meta.outputs[o].bytes, 0);
  const total = rows.reduce((s, [, n]) => s + n, 0);
  console.log(
    `${String(total).padStart(8)}  in ${start.length} files at start (${(total / 1024).toFixed(1)} KB of inputs); ${out} B output`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
