/**
 * `npm run bench:scheduler`: the scheduler's fan-out on DynamoDB Local. Seeds N due tables, then
 * runs the scheduler as deployed: W workers at once (1, 2, 4, 8), each a process of its own with
 * its own DynamoDB client, each draining its part of the `due` index with functions/scheduler/
 * worker.ts (one shard each, as the deployed schedules run them; 8 workers slice each of the 4
 * shards in two). One JSON line on stdout per worker count and mix (progress goes to stderr):
 *   {"kind":"scheduler","mix":"main","shards":W,"dueTablesPerMinute":…,"latenessP50Ms":…,…}
 *   {"kind":"scheduler","mix":"expert",…}   the same, every table a deadline the expert moves for
 *   {"kind":"floor",…}    GetItem + conditional PutItem pairs a minute (bench/floor.ts, as bench:api)
 *   {"kind":"machine",…}  cores and load average, before and after
 *
 * The main mix is what a busy service has due: move deadlines whose policy is cheap (forfeit),
 * computer players left to move (greedy), idle open tables to close, and a tenth of deadlines the
 * expert moves for an absent person (10-25 ms of CPU each). The expert mix is only the latter.
 * Every table is due when the workers start (a burst): lateness is from then to its action
 * written, so p99 is how long the last of a burst of N waits; dueTablesPerMinute is the tables
 * acted on over the time the workers took. Write units per action and conditional-check failures
 * are counted on each worker's client (ReturnConsumedCapacity=TOTAL).
 *
 * How the tables are made: one of each kind is played into shape through the API in this process
 * (the same app as the server), then cloned under new ids with the deadline moved into the past
 * and written straight to the table, with their index entries, in batches.
 *
 * BENCH_TABLES (10000, main mix), BENCH_EXPERT_TABLES (1500), BENCH_SHARDS (1,2,4,8),
 * BENCH_CONCURRENCY (16, tables in hand over all workers), BENCH_FLOOR_SECONDS (8) size it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { BatchWriteItemCommand, type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { TokenKeyRing, TokenKeys } from '../functions/accounts/token-keys';
import { createApp } from '../functions/api/app';
import { defaultDeps } from '../functions/api/deps';
import { schedulerContext } from '../functions/scheduler/context';
import { type DuePart, partsFor, runDueWorker, type WorkerAction } from '../functions/scheduler/worker';
import { createDocumentClient, createDynamoClient } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { tableKey, tableToItem } from '../functions/store/table-item';
import { DUE_SHARD_COUNT, ensureTable } from '../functions/store/table-schema';
import { indexesOf, OPEN_IDLE_SECONDS } from '../functions/tables/indexes';
import type { TableRecord } from '../functions/tables/model';
import { CpuMeter, Floor, javaPid, percentile, round } from './floor';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TABLES = env('BENCH_TABLES', 10_000);
const EXPERT_TABLES = env('BENCH_EXPERT_TABLES', 1_500);
const SHARDS = (process.env.BENCH_SHARDS ?? '1,2,4,8').split(',').map(Number);
/**
 * Tables in hand at once, over all workers: the one DynamoDB Local on this machine serves them all
 * (deployed, each worker keeps 16 in hand against DynamoDB's own fleet; past about this many, Java
 * here only queues them and times some out).
 */
const CONCURRENCY = env('BENCH_CONCURRENCY', 16);
const perWorker = (workers: number) => Math.max(2, Math.round(CONCURRENCY / workers));
const FLOOR_SECONDS = env('BENCH_FLOOR_SECONDS', 8);
const TABLE_NAME = 'dominoes-bench-scheduler';
const GOAL_PER_MINUTE = 10_000;

const log = (text: string) => process.stderr.write(`bench:scheduler ${text}\n`);
const print = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

// ---------------------------------------------------------------- a worker (child process)

/** What a worker sends back: its outcomes, capacity and CPU. */
interface WorkerResult {
  actions: Partial<Record<WorkerAction, number>>;
  /** Each table's action time after the go, ms (actions that wrote). */
  actedMs: number[];
  writeUnits: number;
  writes: number;
  conditionalFailures: number;
  cpuMs: number;
}

type ToWorker = { type: 'go'; parts: DuePart[]; concurrency: number; startAt: number };
type FromWorker = { type: 'ready' } | { type: 'done'; result: WorkerResult };

async function worker(endpoint: string): Promise<void> {
  const client = createDynamoClient({ endpoint, region: 'us-east-1', tableName: TABLE_NAME });
  const counts = { writeUnits: 0, writes: 0, conditionalFailures: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const write = /^(PutItem|TransactWriteItems|UpdateItem|DeleteItem)Command$/.test(
        context.commandName ?? '',
      );
      if (write) (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
      try {
        const out = await next(args);
        if (write) {
          counts.writes++;
          const consumed = (out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
          for (const c of [consumed].flat() as { CapacityUnits?: number }[])
            counts.writeUnits += c?.CapacityUnits ?? 0;
        }
        return out;
      } catch (err) {
        const text = `${(err as Error).name} ${(err as Error).message}`;
        if (/ConditionalCheckFailed/.test(text)) counts.conditionalFailures++;
        throw err;
      }
    },
    { step: 'initialize', name: 'benchCapacity' },
  );
  const store = new DynamoDbStore(createDocumentClient(client), TABLE_NAME);
  const ctx = schedulerContext(store);
  // Warm: the SDK's first request, the engine's modules.
  await store.dueInShard(0, new Date(0).toISOString(), 1);
  process.send!({ type: 'ready' } satisfies FromWorker);
  process.on('message', async (msg: ToWorker) => {
    if (msg.type !== 'go') return;
    const actedMs: number[] = [];
    const cpu0 = process.cpuUsage();
    const report = await runDueWorker(ctx, {
      parts: msg.parts,
      concurrency: msg.concurrency,
      onAction: (_entry, action, at) => {
        if (action !== 'failed' && action !== 'not-due' && action !== 'lost-race')
          actedMs.push(at - msg.startAt);
      },
    });
    const cpu = process.cpuUsage(cpu0);
    const result: WorkerResult = {
      actions: report.actions,
      actedMs,
      ...counts,
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
    process.send!({ type: 'done', result } satisfies FromWorker, undefined, undefined, () => process.exit(0));
  });
}

// ---------------------------------------------------------------- the tables to clone

type Kind = 'deadline-expert' | 'deadline-forfeit' | 'computer-left' | 'idle-open';

const MAIN_MIX: [Kind, number][] = [
  ['deadline-forfeit', 0.3],
  ['computer-left', 0.3],
  ['idle-open', 0.3],
  ['deadline-expert', 0.1],
];
const EXPERT_MIX: [Kind, number][] = [['deadline-expert', 1]];

/** Requests to the app in this process, as a client would send them. */
function client(app: ReturnType<typeof createApp>) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    // biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever the API answers
    return json as any;
  };
}

/** One table of each kind, played into shape through the API. */
async function templates(store: DynamoDbStore): Promise<Record<Kind, TableRecord>> {
  // Both apps sign with the same keys: a token from one is good at the other.
  const accounts = { keys: TokenKeys.of(TokenKeyRing.generate()) };
  const limits = { rateLimit: { burst: 10_000, perSecond: 10_000 } };
  const call = client(createApp(defaultDeps(store, limits, accounts)));
  const impatient = client(createApp(defaultDeps(store, { ...limits, botBudgetMs: 0 }, accounts)));
  const signUp = async (name: string) =>
    (await call('POST', '/v1/players', undefined, { name })).token as string;
  const [a, b] = [await signUp('Ana'), await signUp('Ben')];
  const timed = async (onTimeout: string) => {
    const t = await call('POST', '/v1/tables', a, {
      rules: { preset: 'draw', players: 2 },
      moveTimeLimitSeconds: 3600,
      onTimeout,
    });
    await call('POST', `/v1/tables/${t.code}/seats`, b);
    return (await call('POST', `/v1/tables/${t.id}/start`, a)).id as string;
  };
  const expert = await timed('computerMoves');
  const forfeit = await timed('forfeit');
  const solo = await impatient('POST', '/v1/tables', a, {
    rules: { preset: 'block', players: 2 },
    seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
  });
  let played = await impatient('POST', `/v1/tables/${solo.id}/start`, a);
  if (played.turn?.seat === 0) {
    const m = played.view.legalMoves[0];
    const move = m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
    played = await impatient('POST', `/v1/tables/${solo.id}/moves`, a, { ...move, version: played.version });
  }
  if (played.status !== 'playing' || played.turn?.seat !== 1)
    throw new Error('the computer player is not to move');
  const open = await call('POST', '/v1/tables', a, {
    rules: { preset: 'draw', players: 3 },
    visibility: 'public',
  });
  await call('POST', `/v1/tables/${open.code}/seats`, b);
  const load = async (id: string) => (await store.findTable(id))!;
  return {
    'deadline-expert': await load(expert),
    'deadline-forfeit': await load(forfeit),
    'computer-left': await load(solo.id),
    'idle-open': await load(open.id),
  };
}

/** A copy of a template under a new id, due by `dueAt` (ms). */
function clone(template: TableRecord, kind: Kind, dueAt: number): TableRecord {
  const id = randomUUID().replace(/-/g, '').slice(0, 20);
  const at = new Date(dueAt).toISOString();
  switch (kind) {
    case 'deadline-expert':
    case 'deadline-forfeit':
      return { ...template, id, deadline: at };
    case 'computer-left':
      return { ...template, id, updatedAt: at };
    case 'idle-open':
      return { ...template, id, updatedAt: new Date(dueAt - OPEN_IDLE_SECONDS * 1000).toISOString() };
  }
}

/** Writes `n` due tables of the mix, due by `dueAt`; returns their ids. */
async function seed(
  db: DynamoDBClient,
  made: Record<Kind, TableRecord>,
  mix: [Kind, number][],
  n: number,
  dueAt: number,
): Promise<number> {
  const records: TableRecord[] = [];
  for (const [kind, share] of mix) {
    for (let i = 0; i < Math.round(n * share); i++) records.push(clone(made[kind], kind, dueAt - (i % 1000)));
  }
  const items = records.map((r) => marshall(tableToItem(r, indexesOf(r)), { removeUndefinedValues: true }));
  for (let i = 0; i < items.length; i += 25 * 8) {
    await Promise.all(
      Array.from({ length: 8 }, async (_, k) => {
        let batch = items.slice(i + k * 25, i + (k + 1) * 25).map((Item) => ({ PutRequest: { Item } }));
        while (batch.length > 0) {
          const out = await db.send(new BatchWriteItemCommand({ RequestItems: { [TABLE_NAME]: batch } }));
          batch = (out.UnprocessedItems?.[TABLE_NAME] ?? []) as typeof batch;
        }
      }),
    );
  }
  return records.length;
}

// ---------------------------------------------------------------- the run

async function startWorkers(endpoint: string, count: number): Promise<ChildProcess[]> {
  const self = fileURLToPath(import.meta.url);
  return Promise.all(
    Array.from({ length: count }, () => {
      const child = fork(self, ['worker', endpoint], { execArgv: ['--import', 'tsx'] });
      return new Promise<ChildProcess>((resolve, reject) => {
        child.once('message', (m: FromWorker) =>
          m.type === 'ready' ? resolve(child) : reject(new Error('worker')),
        );
        child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
      });
    }),
  );
}

async function runRound(endpoint: string, workers: number, java: number | null) {
  const children = await startWorkers(endpoint, workers);
  const parts = partsFor(workers, DUE_SHARD_COUNT);
  const javaCpu = new CpuMeter(java);
  const startAt = Date.now();
  const t0 = performance.now();
  javaCpu.start();
  const results = await Promise.all(
    children.map(
      (child, w) =>
        new Promise<WorkerResult>((resolve) => {
          child.on('message', (m: FromWorker) => m.type === 'done' && resolve(m.result));
          child.send({
            type: 'go',
            parts: parts[w],
            concurrency: perWorker(workers),
            startAt,
          } satisfies ToWorker);
        }),
    ),
  );
  javaCpu.stop();
  const wallMs = performance.now() - t0;
  return { results, wallMs, javaCpuMs: javaCpu.java };
}

function line(mix: string, workers: number, seeded: number, round_: Awaited<ReturnType<typeof runRound>>) {
  const { results, javaCpuMs } = round_;
  const acted = results.flatMap((r) => r.actedMs).sort((a, b) => a - b);
  const actions: Record<string, number> = {};
  for (const r of results)
    for (const [a, n] of Object.entries(r.actions)) actions[a] = (actions[a] ?? 0) + (n ?? 0);
  const sum = (f: (r: WorkerResult) => number) => results.reduce((s, r) => s + f(r), 0);
  const lastMs = acted.at(-1) ?? round_.wallMs;
  const perMinute = (acted.length / lastMs) * 60_000;
  return {
    kind: 'scheduler',
    mix,
    shards: workers,
    workers,
    parts: partsFor(workers, DUE_SHARD_COUNT)[0].length,
    indexShards: DUE_SHARD_COUNT,
    concurrencyPerWorker: perWorker(workers),
    seeded,
    acted: acted.length,
    actions,
    seconds: round(lastMs / 1000, 1),
    dueTablesPerMinute: Math.round(perMinute),
    latenessP50Ms: Math.round(percentile(acted, 50)),
    latenessP99Ms: Math.round(percentile(acted, 99)),
    writeUnitsPerAction: round(sum((r) => r.writeUnits) / acted.length, 3),
    writesPerAction: round(sum((r) => r.writes) / acted.length, 3),
    conditionalCheckFailures: sum((r) => r.conditionalFailures),
    workerCpuMsPerAction: round(sum((r) => r.cpuMs) / acted.length),
    javaCpuMsPerAction: round(javaCpuMs / acted.length),
    goalPerMinute: GOAL_PER_MINUTE,
    goalMet: perMinute >= GOAL_PER_MINUTE,
    loadAverage1m: round(loadavg()[0]),
  };
}

async function main(): Promise<void> {
  const load0 = loadavg();
  log('starting DynamoDB Local (in memory)');
  const local = await startDynamoDbLocal({});
  const db = createDynamoClient({ endpoint: local.endpoint, region: 'us-east-1', tableName: TABLE_NAME });
  try {
    await ensureTable(db, TABLE_NAME);
    const store = new DynamoDbStore(createDocumentClient(db), TABLE_NAME);
    const made = await templates(store);
    const java = javaPid();
    // The floor: a read and a conditional write of a due table's item, from 16 callers (one worker's).
    const sample = await db.send(
      new GetItemCommand({ TableName: TABLE_NAME, Key: marshall(tableKey(made['deadline-forfeit'].id)) }),
    );
    const floor = new Floor(db, TABLE_NAME, sample.Item!, 'noIndexKeys', CONCURRENCY);
    await floor.setUp();
    await floor.run(1, false);
    const cpu = new CpuMeter(java);
    cpu.start();
    await floor.run(FLOOR_SECONDS, true);
    cpu.stop();
    const f = floor.line();
    print({
      ...f,
      pairsPerMinute: Math.round(f.opsPerSecond * 60),
      callerCpuMsPerOp: round(cpu.bench / f.ops),
      javaCpuMsPerOp: round(cpu.java / f.ops),
    });
    for (const workers of SHARDS) {
      for (const [mix, parts, n] of [
        ['main', MAIN_MIX, TABLES],
        ['expert', EXPERT_MIX, EXPERT_TABLES],
      ] as const) {
        if (n === 0) continue;
        const seeded = await seed(db, made, [...parts], n, Date.now() - 1000);
        log(`${mix} mix: ${seeded} due tables seeded; ${workers} worker(s)`);
        const result = await runRound(local.endpoint, workers, java);
        print(line(mix, workers, seeded, result));
      }
    }

    print({
      kind: 'machine',
      cores: cpus().length,
      loadAverageBefore: load0.map((x) => round(x)),
      loadAverageAfter: loadavg().map((x) => round(x)),
    });
  } finally {
    db.destroy();
    await local.stop();
  }
}

if (process.argv[2] === 'worker') {
  worker(process.argv[3]).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}
