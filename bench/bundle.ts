/**
 * `npm run bench:bundle`: the API bundle built exactly as the stack builds it (NodejsFunction
 * with infra/bundling.ts, local esbuild), and a bare handler that only imports hono and the
 * DynamoDB clients, built the same way, and a floor: that bare handler with one zod-validated route
 * of @hono/zod-openapi (the packages the design names), the least any API built on them loads.
 * One JSON line each on stdout:
 *   {"bundle","nodeOptions","bytes","gzipBytes","totalBytes","coldImportMs","fastestImportMs",
 *    "coldImportCpuMs","firstRequestMs","firstRequestCpuMs"}
 * bytes is what a cold start loads (the entry and the chunks it imports statically; totalBytes
 * adds the chunks loaded by a first request that needs them). coldImportMs is the median time of
 * `await import(bundle)` in fresh node processes with the Lambda's NODE_OPTIONS (infra/bundling.ts:
 * source maps off); firstRequestMs the import plus the first request, so that code loaded on
 * first use is counted: for the API a signed-in GET of a started table (its seat view), for the
 * bare handler and the floor their GET of one item, each answered by DynamoDB Local (the API's
 * token keys by a loopback Secrets Manager); `api-source-maps` and
 * `floor-source-maps` are the same files with `--enable-source-maps`, what turning them on would
 * cost. BENCH_BEFORE=<git ref> adds `api-before`: the API built from that commit's functions/ and
 * shared/ (with this tree's packages), run with BENCH_BEFORE_OPTIONS (default
 * `--enable-source-maps`, what the stack deployed until source maps went off), in the same
 * interleaved runs, for a before/after. Then one line for what source maps cost an error:
 *   {"sourceMaps","firstErrorMs","perErrorMs","firstErrorNoMapsMs","perErrorNoMapsMs"}
 * (the time to format an error's stack thrown in the API bundle: the first one, which reads the
 * map, and each one after it; with and without --enable-source-maps). Goals: the API bundle at
 * most 640 KB, its cold import at most 1.7x the floor's (docs/deploy.md#cold-start). The goals and the largest packages go
 * to stderr.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { TokenKeyRing, TokenKeys } from '../functions/accounts/token-keys';
import { createApp } from '../functions/api/app';
import { defaultDeps } from '../functions/api/deps';
import { createDocumentClient, createDynamoClient } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { findFreePort } from '../functions/store/free-port';
import { ensureTable } from '../functions/store/table-schema';
import { buildBundle, type EsbuildMetafile } from '../infra/build';
import {
  API_ENTRY,
  type BundleOutputs,
  DEPLOYED_NODE_OPTIONS,
  loadedAtStart,
  REPO_ROOT,
} from '../infra/bundling';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const MAX_BYTES = 640 * 1024;
/** The API's cold import against the floor (bare + one @hono/zod-openapi route), same run. */
const MAX_RATIO_TO_FLOOR = 1.7;
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

/** Where the fresh processes' first requests go: DynamoDB Local and a loopback Secrets Manager. */
interface Services {
  dynamoEndpoint: string;
  secretsEndpoint: string;
  tableName: string;
}
let services: Services | undefined;

const TOKEN_KEYS_ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:bench-token-keys';

/** Runs `script` (an ES module) in a fresh node process with these NODE_OPTIONS; its stdout. */
function runFresh(script: string, nodeOptions: string): Promise<string> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: nodeOptions,
      AWS_REGION: 'us-east-1',
      // What Lambda gives a function: its role's credentials in the environment.
      AWS_ACCESS_KEY_ID: 'bench',
      AWS_SECRET_ACCESS_KEY: 'bench',
      TABLE_NAME: services?.tableName ?? 'bench',
      ...(services && {
        DYNAMODB_ENDPOINT: services.dynamoEndpoint,
        AWS_ENDPOINT_URL_DYNAMODB: services.dynamoEndpoint,
        AWS_ENDPOINT_URL_SECRETS_MANAGER: services.secretsEndpoint,
      }),
      // The API reads its token keys from this secret during the cold start, in the background.
      TOKEN_KEYS_SECRET_ARN: TOKEN_KEYS_ARN,
      DEV_MODE: 'false',
      POWERTOOLS_SERVICE_NAME: 'bench',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`a fresh process failed:\n${err}`)),
    ),
  );
}

interface ColdStart {
  /** The import alone, on the clock and in CPU (ms). */
  wall: number;
  cpu: number;
  /** The import and then the first request, answered (ms). */
  firstWall: number;
  firstCpu: number;
}

/**
 * One fresh process: the time of the dynamic import alone, in ms, on the clock and in CPU (the
 * process's user + system time, its helper threads included): on a loaded machine the clock
 * also counts the time other processes had the cores, the CPU time far less so. Then the first
 * request (`event`, an API Gateway payload 2.0), until the handler has answered it with 200.
 */
async function coldStart(file: string, nodeOptions: string, event: unknown): Promise<ColdStart> {
  for (let attempt = 1; ; attempt++) {
    const run = await coldStartOnce(file, nodeOptions, event);
    if (run.status === 200) return run;
    // A 503 when DynamoDB Local was too slow for the deployed store timeouts (a loaded machine).
    if (run.status !== 503 || attempt === 3) throw new Error(`first request: ${run.status} ${run.body}`);
    console.error(`(a first request answered ${run.status}; measured again)`);
  }
}

async function coldStartOnce(
  file: string,
  nodeOptions: string,
  event: unknown,
): Promise<ColdStart & { status: number; body: string }> {
  const url = JSON.stringify(pathToFileURL(file).href);
  return JSON.parse(
    await runFresh(
      `const c=process.cpuUsage(),t=performance.now();const m=await import(${url});` +
        'const w=performance.now()-t,u=process.cpuUsage(c);' +
        `const r=await m.handler(${JSON.stringify(event)},{awsRequestId:'bench',functionName:'bench',getRemainingTimeInMillis:()=>15000});` +
        'const fw=performance.now()-t,fu=process.cpuUsage(c);' +
        'process.stdout.write(JSON.stringify({status:r.statusCode,body:r.statusCode===200?"":r.body,' +
        'wall:w,cpu:(u.user+u.system)/1000,firstWall:fw,firstCpu:(fu.user+fu.system)/1000}));',
      nodeOptions,
    ),
  );
}

/** An HTTP API (payload format 2.0) GET, as API Gateway builds it for the $default route. */
function getEvent(path: string, headers: Record<string, string> = {}) {
  const host = 'a1b2c3d4e5.execute-api.us-east-1.amazonaws.com';
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { accept: 'application/json', host, 'x-forwarded-proto': 'https', ...headers },
    requestContext: {
      accountId: '000000000000',
      apiId: 'a1b2c3d4e5',
      domainName: host,
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'bench' },
      requestId: 'bench',
      routeKey: '$default',
      stage: '$default',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
  };
}

/** Secrets Manager's GetSecretValue (its JSON protocol) for the token keys, on a loopback port. */
async function serveTokenKeys(text: string): Promise<{ endpoint: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ ARN: TOKEN_KEYS_ARN, Name: 'bench', SecretString: text, VersionId: 'v1' }));
    });
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${port}`, server };
}

/** A started two-player table and its creator's token, made through the API on DynamoDB Local. */
async function seedTable(endpoint: string, tableName: string, keyText: string) {
  // Patient waits: DynamoDB Local on a loaded machine, and nothing here is measured.
  const timeouts = { connectMs: 5_000, requestMs: 10_000, budgetMs: 20_000, attempts: 3 };
  const db = createDynamoClient({ endpoint, region: 'us-east-1', tableName, timeouts });
  await ensureTable(db, tableName);
  const store = new DynamoDbStore(createDocumentClient(db), tableName, timeouts);
  const keys = TokenKeys.of(TokenKeyRing.parse(keyText));
  const app = createApp(defaultDeps(store, { rateLimit: null, storeDeadlineMs: 30_000 }, { keys }));
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`seeding: ${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, string>;
  };
  const ana = await call('POST', '/v1/players', null, { name: 'Ana' });
  const ben = await call('POST', '/v1/players', null, { name: 'Ben' });
  const table = await call('POST', '/v1/tables', ana.token, { rules: { preset: 'draw', players: 2 } });
  await call('POST', `/v1/tables/${table.code}/seats`, ben.token);
  await call('POST', `/v1/tables/${table.id}/start`, ana.token);
  return { tableId: table.id, token: ana.token };
}

/**
 * What an error costs to report: the handler is called with no event, which throws inside the
 * bundle (hono reading the event); the time is that of formatting the error's stack (`.stack`,
 * where Node maps each frame through the source map when they are on), first and then each.
 */
async function errorCost(file: string, nodeOptions: string): Promise<{ firstMs: number; eachMs: number }> {
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
  const times = JSON.parse(await runFresh(script, nodeOptions)) as number[];
  return { firstMs: times[0], eachMs: median(times.slice(1)) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

type Metafile = BundleOutputs;

/** Bytes in these output files per package (or per source folder of ours), largest first. */
function largest(meta: Metafile, outputs: string[], top: number): [string, number][] {
  const totals = new Map<string, number>();
  for (const output of outputs) {
    for (const [path, { bytesInOutput }] of Object.entries(meta.outputs[output].inputs)) {
      const m = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      const key = m ? m[1] : path.split('/').slice(0, 2).join('/');
      totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** The bytes of these output files of a bundle, and gzipped. */
function sizeOf(b: Built, outputs: string[]): { bytes: number; gzipBytes: number } {
  const dir = dirname(b.file);
  const files = outputs.map((o) =>
    o.includes('/chunks/') ? join(dir, o.slice(o.lastIndexOf('/chunks/') + 1)) : b.file,
  );
  const code = files.map((f) => readFileSync(f));
  return {
    bytes: code.reduce((n, c) => n + c.length, 0),
    gzipBytes: code.reduce((n, c) => n + gzipSync(c).length, 0),
  };
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const work = mkdtempSync(join(tmpdir(), 'dominoes-bench-'));
const dynamo = await startDynamoDbLocal({});
const keyText = TokenKeyRing.generateText();
const secrets = await serveTokenKeys(keyText);
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

  services = { dynamoEndpoint: dynamo.endpoint, secretsEndpoint: secrets.endpoint, tableName: 'bench' };
  const seeded = await seedTable(dynamo.endpoint, services.tableName, keyText);
  // The API's first request: a seat's view of a started table; the others': GetItem of one key.
  const apiRequest = getEvent(`/v1/tables/${seeded.tableId}`, { authorization: `Bearer ${seeded.token}` });
  const itemRequest = getEvent('/BENCH1');

  // The same files again with source maps on; and the API as it was at BENCH_BEFORE.
  const cases = [
    { ...bundles[0], options: DEPLOYED_OPTIONS, request: apiRequest },
    { ...bundles[1], options: DEPLOYED_OPTIONS, request: itemRequest },
    { ...bundles[2], options: DEPLOYED_OPTIONS, request: itemRequest },
    { ...bundles[0], name: 'api-source-maps', options: SOURCE_MAPS, request: apiRequest },
    { ...bundles[2], name: 'floor-source-maps', options: SOURCE_MAPS, request: itemRequest },
    ...(before ? [{ ...before, options: BEFORE_OPTIONS, request: apiRequest }] : []),
  ];
  // Interleaved, after one warm-up each (file cache), so load changes hit all alike.
  const runs = new Map<string, ColdStart[]>(cases.map((b) => [b.name, []]));
  for (const b of cases) await coldStart(b.file, b.options, b.request);
  for (let i = 0; i < RUNS; i++)
    for (const b of cases) runs.get(b.name)!.push(await coldStart(b.file, b.options, b.request));

  const tenth = (ms: number) => Math.round(ms * 10) / 10;
  const results = cases.map((b) => {
    const all = runs.get(b.name)!;
    const of = (k: keyof ColdStart) => all.map((r) => r[k]);
    const meta = b.meta as Metafile;
    return {
      bundle: b.name,
      nodeOptions: b.options,
      ...sizeOf(b, loadedAtStart(meta)),
      totalBytes: sizeOf(
        b,
        Object.keys(meta.outputs).filter((o) => !o.endsWith('.map')),
      ).bytes,
      coldImportMs: tenth(median(of('wall'))),
      // The fastest run too: on a shared machine the noise only ever adds time.
      fastestImportMs: tenth(Math.min(...of('wall'))),
      coldImportCpuMs: tenth(median(of('cpu'))),
      firstRequestMs: tenth(median(of('firstWall'))),
      firstRequestCpuMs: tenth(median(of('firstCpu'))),
    };
  });
  for (const r of results) console.log(JSON.stringify(r));

  const withMaps = await errorCost(bundles[0].file, SOURCE_MAPS);
  const withoutMaps = await errorCost(bundles[0].file, '');
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

  type Result = (typeof results)[number];
  const [api, bare, floor, apiMaps, floorMaps] = results;
  const ratio = (a: Result, b: Result, k: 'coldImportCpuMs' | 'firstRequestCpuMs' | 'coldImportMs') =>
    a[k] / b[k];
  const importRatio = ratio(api, floor, 'coldImportCpuMs');
  const firstRatio = ratio(api, floor, 'firstRequestCpuMs');
  const verdict = (r: number) => (r <= MAX_RATIO_TO_FLOOR ? 'met' : 'MISSED');
  console.error(
    `api cold start loads ${(api.bytes / 1024).toFixed(0)} KB (goal <= ${MAX_BYTES / 1024} KB): ${api.bytes <= MAX_BYTES ? 'met' : 'MISSED'}; ` +
      `${(api.totalBytes / 1024).toFixed(0)} KB with every chunk`,
  );
  console.error(
    `cold import in CPU time ${importRatio.toFixed(2)}x the floor's (goal <= ${MAX_RATIO_TO_FLOOR}x): ${verdict(importRatio)} ` +
      `(${api.coldImportCpuMs} vs ${floor.coldImportCpuMs} ms; on the clock ${ratio(api, floor, 'coldImportMs').toFixed(2)}x); ` +
      `import + first request ${firstRatio.toFixed(2)}x (${verdict(firstRatio)}): ` +
      `${api.firstRequestCpuMs} ms (a table's seat view) vs ${floor.firstRequestCpuMs} ms (one GetItem)`,
  );
  console.error(
    `floor (bare + one @hono/zod-openapi route): ${ratio(floor, bare, 'coldImportCpuMs').toFixed(2)}x the bare handler's CPU; ` +
      `the api's own code adds ${(api.coldImportCpuMs - floor.coldImportCpuMs).toFixed(1)} ms of CPU to its import, ` +
      `${(api.firstRequestCpuMs - floor.firstRequestCpuMs).toFixed(1)} ms to import + first request`,
  );
  console.error(
    `source maps on (api and floor): ${ratio(apiMaps, floorMaps, 'coldImportCpuMs').toFixed(2)}x the floor's CPU; ` +
      `they would add ${(apiMaps.coldImportCpuMs - api.coldImportCpuMs).toFixed(1)} ms of CPU to the api's cold import; an error's stack ` +
      `${withMaps.firstMs.toFixed(1)} ms the first time (${withoutMaps.firstMs.toFixed(1)} ms without), ` +
      `${withMaps.eachMs.toFixed(2)} ms each after (${withoutMaps.eachMs.toFixed(2)} ms without)`,
  );
  const was = results.find((r) => r.bundle === 'api-before');
  if (was) {
    const same = BEFORE_OPTIONS === SOURCE_MAPS ? floorMaps : floor;
    console.error(
      `before (${BEFORE}, NODE_OPTIONS=${BEFORE_OPTIONS || 'none'}): CPU ${ratio(was, same, 'coldImportCpuMs').toFixed(2)}x ` +
        `the floor's with the same options, import + first request ${ratio(was, same, 'firstRequestCpuMs').toFixed(2)}x; ` +
        `import CPU ${was.coldImportCpuMs} -> ${api.coldImportCpuMs} ms, ` +
        `import + first request ${was.firstRequestCpuMs} -> ${api.firstRequestCpuMs} ms, ` +
        `loaded at start ${(was.bytes / 1024).toFixed(0)} -> ${(api.bytes / 1024).toFixed(0)} KB`,
    );
  }
  console.error('largest packages the api loads at a cold start (bytes in output):');
  for (const [name, bytes] of largest(
    bundles[0].meta as Metafile,
    loadedAtStart(bundles[0].meta as Metafile),
    14,
  ))
    console.error(`  ${String(bytes).padStart(8)}  ${name}`);
} finally {
  rmSync(work, { recursive: true, force: true });
  secrets.server.close();
  await dynamo.stop();
}
