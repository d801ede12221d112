/**
 * `npm run bench:bundle`: the API bundle built exactly as the stack builds it (NodejsFunction
 * with infra/bundling.ts, local esbuild), and a bare handler that only imports hono and the
 * DynamoDB clients, built the same way, and a floor: that bare handler with one zod-validated route
 * of @hono/zod-openapi (the packages the design names), the least any API built on them loads.
 * One JSON line each on stdout:
 *   {"bundle","nodeOptions","bytes","gzipBytes","coldImportMs","fastestImportMs","coldImportCpuMs"}
 * coldImportMs is the median time of `await import(bundle)` in fresh node processes with the
 * Lambda's NODE_OPTIONS (infra/bundling.ts: source maps off); `api-source-maps` and
 * `floor-source-maps` are the same files with `--enable-source-maps`, what turning them on would
 * cost. BENCH_BEFORE=<git ref> adds `api-before`: the API built from that commit's functions/ and
 * shared/ (with this tree's packages), run with BENCH_BEFORE_OPTIONS (default
 * `--enable-source-maps`, what the stack deployed until source maps went off), in the same
 * interleaved runs, for a before/after. Then one line for what source maps cost an error:
 *   {"sourceMaps","firstErrorMs","perErrorMs","firstErrorNoMapsMs","perErrorNoMapsMs"}
 * (the time to format an error's stack thrown in the API bundle: the first one, which reads the
 * map, and each one after it; with and without --enable-source-maps). Goals: the API bundle at
 * most 600 KB, its cold import at most 1.15x the floor's. The goals and the largest packages go
 * to stderr.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildBundle, type EsbuildMetafile } from '../infra/build';
import { API_ENTRY, DEPLOYED_NODE_OPTIONS, REPO_ROOT } from '../infra/bundling';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const MAX_BYTES = 600 * 1024;
/** The API's cold import against the floor (bare + one @hono/zod-openapi route), same run. */
const MAX_RATIO_TO_FLOOR = 1.15;
const ERRORS = 50;

/** What the stack deploys (infra/bundling.ts), and what source maps at run time would add. */
const DEPLOYED_OPTIONS = DEPLOYED_NODE_OPTIONS;
const SOURCE_MAPS = '--enable-source-maps';
const BEFORE = process.env.BENCH_BEFORE;
const BEFORE_OPTIONS = process.env.BENCH_BEFORE_OPTIONS ?? SOURCE_MAPS;

// Generated (gitignored) but under the project root, so esbuild resolves the repo's node_modules.
const CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'dominoes-bench');
const BARE_ENTRY = join(CACHE, 'bare-handler.ts');
const FLOOR_ENTRY = join(CACHE, 'floor-handler.ts');
const BEFORE_TREE = join(CACHE, 'before');
const BARE_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const app = new Hono();
app.get('/:id', async (c) => {
  const out = await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: c.req.param('id'), SK: 'x' } }));
  return c.json(out.Item ?? {});
});
export const handler = handle(app);
`;
const FLOOR_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { handle } from 'hono/aws-lambda';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const app = new OpenAPIHono();
const route = createRoute({
  method: 'get',
  path: '/{id}',
  request: { params: z.object({ id: z.string().regex(/^[A-Z0-9]{1,40}$/) }) },
  responses: { 200: { description: 'the item' } },
});
app.openapi(route, async (c) => {
  const out = await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: c.req.valid('param').id, SK: 'x' } }));
  return c.json(out.Item ?? {});
});
export const handler = handle(app);
`;

interface Built {
  name: string;
  file: string;
  meta: EsbuildMetafile;
}

function build(name: string, entry: string, outdir: string): Built {
  const { file, metafile } = buildBundle(entry, outdir, { metafile: true });
  return { name, file, meta: metafile! };
}

/** The API's sources at `ref` (functions/ and shared/), under the project root so they build with its packages. */
function checkOut(ref: string, dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', ref, 'functions', 'shared'], {
    cwd: REPO_ROOT,
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return join(dir, 'functions', 'api.ts');
}

/** Runs `script` (an ES module) in a fresh node process with these NODE_OPTIONS; its stdout. */
function runFresh(script: string, nodeOptions: string): string {
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: nodeOptions,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bench',
      // The API reads its token keys from this secret during the cold start, in the background
      // (here it fails without credentials, as a request would be refused).
      TOKEN_KEYS_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:bench-token-keys',
      DEV_MODE: 'false',
      POWERTOOLS_SERVICE_NAME: 'bench',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  if (out.status !== 0) throw new Error(`a fresh process failed:\n${out.stderr}`);
  return out.stdout;
}

/**
 * One fresh process: the time of the dynamic import alone, in ms, on the clock and in CPU (the
 * process's user + system time, its helper threads included): on a loaded machine the clock
 * also counts the time other processes had the cores, the CPU time far less so.
 */
function importOnce(file: string, nodeOptions = DEPLOYED_OPTIONS): { wall: number; cpu: number } {
  const url = JSON.stringify(pathToFileURL(file).href);
  return JSON.parse(
    runFresh(
      `const c=process.cpuUsage(),t=performance.now();await import(${url});const w=performance.now()-t,u=process.cpuUsage(c);` +
        'process.stdout.write(JSON.stringify({wall:w,cpu:(u.user+u.system)/1000}));',
      nodeOptions,
    ),
  );
}

/**
 * What an error costs to report: the handler is called with no event, which throws inside the
 * bundle (hono reading the event); the time is that of formatting the error's stack (`.stack`,
 * where Node maps each frame through the source map when they are on), first and then each.
 */
function errorCost(file: string, nodeOptions: string): { firstMs: number; eachMs: number } {
  const url = JSON.stringify(pathToFileURL(file).href);
  const script = `const { handler } = await import(${url});
const times = [];
for (let i = 0; i < ${ERRORS}; i++) {
  const err = await Promise.resolve().then(() => handler(undefined, {})).then(() => null, (e) => e);
  if (!(err instanceof Error)) throw new Error('the handler did not throw');
  const t = performance.now();
  const stack = err.stack;
  times.push(performance.now() - t);
  if (!/index\\.mjs|hono/.test(stack)) throw new Error('no frame of the bundle: ' + stack);
}
process.stdout.write(JSON.stringify(times));`;
  const times = JSON.parse(runFresh(script, nodeOptions)) as number[];
  return { firstMs: times[0], eachMs: median(times.slice(1)) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Bytes in the output per package (or per source folder of ours), largest first. */
function largest(meta: EsbuildMetafile, top: number): [string, number][] {
  const totals = new Map<string, number>();
  for (const output of Object.values(meta.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const m = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      const key = m ? m[1] : path.split('/').slice(0, 2).join('/');
      totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
}

const work = mkdtempSync(join(tmpdir(), 'dominoes-bench-'));
try {
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(BARE_ENTRY, BARE_SOURCE);
  writeFileSync(FLOOR_ENTRY, FLOOR_SOURCE);
  const bundles = [
    build('api', API_ENTRY, join(work, 'api')),
    build('bare', BARE_ENTRY, join(work, 'bare')),
    build('floor', FLOOR_ENTRY, join(work, 'floor')),
  ];
  const before = BEFORE ? build('api-before', checkOut(BEFORE, BEFORE_TREE), join(work, 'before')) : null;

  // The same files again with source maps on; and the API as it was at BENCH_BEFORE.
  const cases = [
    ...bundles.map((b) => ({ ...b, options: DEPLOYED_OPTIONS })),
    { ...bundles[0], name: 'api-source-maps', options: SOURCE_MAPS },
    { ...bundles[2], name: 'floor-source-maps', options: SOURCE_MAPS },
    ...(before ? [{ ...before, options: BEFORE_OPTIONS }] : []),
  ];
  // Interleaved, after one warm-up each (file cache), so load changes hit all alike.
  const times = new Map<string, number[]>(cases.map((b) => [b.name, []]));
  const cpu = new Map<string, number[]>(cases.map((b) => [b.name, []]));
  for (const b of cases) importOnce(b.file, b.options);
  for (let i = 0; i < RUNS; i++)
    for (const b of cases) {
      const t = importOnce(b.file, b.options);
      times.get(b.name)!.push(t.wall);
      cpu.get(b.name)!.push(t.cpu);
    }

  const results = cases.map((b) => {
    const code = readFileSync(b.file);
    return {
      bundle: b.name,
      nodeOptions: b.options,
      bytes: code.length,
      gzipBytes: gzipSync(code).length,
      coldImportMs: Math.round(median(times.get(b.name)!) * 10) / 10,
      // The fastest run too: on a shared machine the noise only ever adds time.
      fastestImportMs: Math.round(Math.min(...times.get(b.name)!) * 10) / 10,
      coldImportCpuMs: Math.round(median(cpu.get(b.name)!) * 10) / 10,
    };
  });
  for (const r of results) console.log(JSON.stringify(r));

  const withMaps = errorCost(bundles[0].file, SOURCE_MAPS);
  const withoutMaps = errorCost(bundles[0].file, '');
  const round = (ms: number) => Math.round(ms * 100) / 100;
  console.log(
    JSON.stringify({
      sourceMaps: 'api',
      firstErrorMs: round(withMaps.firstMs),
      perErrorMs: round(withMaps.eachMs),
      firstErrorNoMapsMs: round(withoutMaps.firstMs),
      perErrorNoMapsMs: round(withoutMaps.eachMs),
    }),
  );

  const [api, bare, floor, apiMaps, floorMaps] = results;
  const ratio = api.coldImportMs / floor.coldImportMs;
  const cpuRatio = (a: { coldImportCpuMs: number }, b: { coldImportCpuMs: number }) =>
    (a.coldImportCpuMs / b.coldImportCpuMs).toFixed(2);
  console.error(
    `api bundle ${(api.bytes / 1024).toFixed(0)} KB (goal <= ${MAX_BYTES / 1024} KB): ${api.bytes <= MAX_BYTES ? 'met' : 'MISSED'}; ` +
      `cold import ${ratio.toFixed(2)}x the floor's (goal <= ${MAX_RATIO_TO_FLOOR}x): ${ratio <= MAX_RATIO_TO_FLOOR ? 'met' : 'MISSED'} ` +
      `(in CPU time ${cpuRatio(api, floor)}x)`,
  );
  console.error(
    `floor (bare + one @hono/zod-openapi route): ${(floor.coldImportMs / bare.coldImportMs).toFixed(2)}x the bare handler's; ` +
      `the api's own code adds ${(api.coldImportMs - floor.coldImportMs).toFixed(1)} ms to it`,
  );
  console.error(
    `source maps on (api and floor): ${(apiMaps.coldImportMs / floorMaps.coldImportMs).toFixed(2)}x the floor's ` +
      `(CPU ${cpuRatio(apiMaps, floorMaps)}x); ` +
      `they would add ${(apiMaps.coldImportMs - api.coldImportMs).toFixed(1)} ms to the api's cold import; an error's stack ` +
      `${withMaps.firstMs.toFixed(1)} ms the first time (${withoutMaps.firstMs.toFixed(1)} ms without), ` +
      `${withMaps.eachMs.toFixed(2)} ms each after (${withoutMaps.eachMs.toFixed(2)} ms without)`,
  );
  const was = results.find((r) => r.bundle === 'api-before');
  if (was)
    console.error(
      `before (${BEFORE}, NODE_OPTIONS=${BEFORE_OPTIONS || 'none'}): ${was.coldImportMs} ms, ` +
        `${(was.coldImportMs / (BEFORE_OPTIONS === SOURCE_MAPS ? floorMaps : floor).coldImportMs).toFixed(2)}x the floor's ` +
        `with the same options (CPU ${cpuRatio(was, BEFORE_OPTIONS === SOURCE_MAPS ? floorMaps : floor)}x); ` +
        `now ${api.coldImportMs} ms (${((api.coldImportMs / was.coldImportMs - 1) * 100).toFixed(0)}%; ` +
        `CPU ${was.coldImportCpuMs} -> ${api.coldImportCpuMs} ms)`,
    );
  console.error('largest packages in the api bundle (bytes in output):');
  for (const [name, bytes] of largest(bundles[0].meta, 12))
    console.error(`  ${String(bytes).padStart(8)}  ${name}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
