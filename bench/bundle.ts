/**
 * `npm run bench:bundle`: the API bundle built exactly as the stack builds it (NodejsFunction
 * with infra/bundling.ts, local esbuild), and a bare handler that only imports hono and the
 * DynamoDB clients, built the same way, and a floor: that bare handler with one zod-validated route
 * of @hono/zod-openapi (the packages the design names), the least any API built on them loads.
 * One JSON line each on stdout:
 *   {"bundle","bytes","gzipBytes","coldImportMs","fastestImportMs"}
 * coldImportMs is the median time of `await import(bundle)` in fresh node processes with the
 * Lambda's NODE_OPTIONS (source maps on). Goals: the API bundle at most 600 KB, its cold import
 * within 1.5x the bare handler's. The goals and the largest packages go to stderr.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildBundle, type EsbuildMetafile } from '../infra/build';
import { API_ENTRY, REPO_ROOT } from '../infra/bundling';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const MAX_BYTES = 600 * 1024;
const MAX_RATIO = 1.5;

// Generated (gitignored) but under the project root, so esbuild resolves the repo's node_modules.
const CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'dominoes-bench');
const BARE_ENTRY = join(CACHE, 'bare-handler.ts');
const FLOOR_ENTRY = join(CACHE, 'floor-handler.ts');
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

/** One fresh process: the time of the dynamic import alone, in ms. */
function importOnce(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(file).href)});process.stdout.write(String(performance.now()-t));`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: '--enable-source-maps',
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bench',
      DEV_MODE: 'false',
      POWERTOOLS_SERVICE_NAME: 'bench',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  if (out.status !== 0) throw new Error(`importing ${file} failed:\n${out.stderr}`);
  return Number(out.stdout);
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

  // Interleaved, after one warm-up each (file cache), so load changes hit both alike.
  const times = new Map<string, number[]>(bundles.map((b) => [b.name, []]));
  for (const b of bundles) importOnce(b.file);
  for (let i = 0; i < RUNS; i++) for (const b of bundles) times.get(b.name)!.push(importOnce(b.file));

  const results = bundles.map((b) => {
    const code = readFileSync(b.file);
    return {
      bundle: b.name,
      bytes: code.length,
      gzipBytes: gzipSync(code).length,
      coldImportMs: Math.round(median(times.get(b.name)!) * 10) / 10,
      // The fastest run too: on a shared machine the noise only ever adds time.
      fastestImportMs: Math.round(Math.min(...times.get(b.name)!) * 10) / 10,
    };
  });
  for (const r of results) console.log(JSON.stringify(r));

  const [api, bare, floor] = results;
  const ratio = api.coldImportMs / bare.coldImportMs;
  console.error(
    `api bundle ${(api.bytes / 1024).toFixed(0)} KB (goal <= ${MAX_BYTES / 1024} KB): ${api.bytes <= MAX_BYTES ? 'met' : 'MISSED'}; ` +
      `cold import ${ratio.toFixed(2)}x the bare handler's (goal <= ${MAX_RATIO}x): ${ratio <= MAX_RATIO ? 'met' : 'MISSED'}`,
  );
  console.error(
    `floor (bare + one @hono/zod-openapi route): ${(floor.coldImportMs / bare.coldImportMs).toFixed(2)}x the bare handler's; ` +
      `the api's own code adds ${(api.coldImportMs - floor.coldImportMs).toFixed(1)} ms to it`,
  );
  console.error('largest packages in the api bundle (bytes in output):');
  for (const [name, bytes] of largest(bundles[0].meta, 12))
    console.error(`  ${String(bytes).padStart(8)}  ${name}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
