/**
 * The API server `npm run bench:api` runs in a child process: the same wiring as
 * functions/local/server.ts (createDynamoClient, ensureTable, DynamoDbStore, createApp(defaultDeps)
 * behind withCors, @hono/node-server), with development tables off and the rate limit off, plus
 * one SDK middleware on the app's DynamoDB client that counts every request by command, asks
 * DynamoDB for ReturnConsumedCapacity=INDEXES and sums the capacity (table and each index apart).
 * Which HTTP route a request served is known only with `attribute` on: it takes an
 * AsyncLocalStorage, whose promise hooks (Node 20) cost every request CPU, so the parent turns it
 * on for a counting phase of its own and off for the timed rounds. The parent talks to it over the
 * IPC channel: `reset`, `attribute`, `loopDelay`, `stats`, `exit`.
 *
 * With BENCH_NOTIFIER=on it also follows the table's stream with the notifier's code, as
 * `npm start` does (its own DynamoDB client, so its requests are not counted as the moves'; its
 * CPU is this process's, where deployed it is another Lambda's), and lets the API register
 * loopback http webhooks (the bench's receiver).
 *
 * Started by bench/api.ts with DYNAMODB_ENDPOINT and PORT set; not meant to be run by hand.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createApp } from '../functions/api/app';
import { withCors } from '../functions/api/cors';
import { defaultDeps } from '../functions/api/deps';
import { notifyConfig, notifyContext } from '../functions/notifications/config';
import { handleChanges } from '../functions/notifications/stream';
import {
  createDocumentClient,
  createDynamoClient,
  createStreamsClient,
  storeSettingsFromEnv,
} from '../functions/store/client';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { followStream, type StreamFollower } from '../functions/store/local-stream';
import { ensureTable } from '../functions/store/table-schema';
import { tableChanges } from '../functions/store/table-stream';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** Which HTTP route a DynamoDB request served (`unattributed`: attribution was off). */
export type Route = 'move' | 'read' | 'setup' | 'unattributed';

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}
interface ConsumedCapacity {
  TableName?: string;
  CapacityUnits?: number;
  Table?: Capacity;
  GlobalSecondaryIndexes?: Record<string, Capacity>;
  LocalSecondaryIndexes?: Record<string, Capacity>;
}

export interface RouteStats {
  /** HTTP requests answered, and how many of them were 2xx. */
  http: number;
  ok: number;
  /** Time inside app.fetch (until the Response exists), ms, one sample per request. */
  handlerMs: number[];
  /** DynamoDB requests by command name (GetItem, PutItem, ...). */
  commands: Record<string, number>;
  /** Time of each DynamoDB request inside the SDK (serialize, send, parse), ms. */
  dynamoMs: number[];
  readCapacity: number;
  writeCapacity: number;
  writeCapacityTable: number;
  writeCapacityIndexes: Record<string, number>;
}

export interface ServerStats {
  routes: Record<Route, RouteStats>;
  /** This process's CPU time (user + system) since the reset, ms. */
  cpuMs: number;
  wallMs: number;
  /** Event-loop delay while moves were played (since the reset), ms. */
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
}

export type ToServer =
  | { type: 'reset' }
  | { type: 'attribute'; on: boolean }
  | { type: 'loopDelay'; on: boolean }
  | { type: 'stats' }
  | { type: 'exit' };
export type FromServer =
  | { type: 'ready'; port: number }
  | { type: 'done' }
  | { type: 'stats'; stats: ServerStats };

const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);
const READS = new Set([
  'GetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetItemsCommand',
  'BatchGetItemCommand',
]);

const emptyRoute = (): RouteStats => ({
  http: 0,
  ok: 0,
  handlerMs: [],
  commands: {},
  dynamoMs: [],
  readCapacity: 0,
  writeCapacity: 0,
  writeCapacityTable: 0,
  writeCapacityIndexes: {},
});

const emptyRoutes = (): Record<Route, RouteStats> => ({
  move: emptyRoute(),
  read: emptyRoute(),
  setup: emptyRoute(),
  unattributed: emptyRoute(),
});
let routes = emptyRoutes();
let attributing = false;
let cpuAtReset = process.cpuUsage();
let wallAtReset = performance.now();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const currentRoute = new AsyncLocalStorage<Route>();

function routeOf(method: string, url: string): Route {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
  if (method === 'POST' && /^\/v1\/tables\/[^/]+\/moves$/.test(path)) return 'move';
  if (method === 'GET' && /^\/v1\/tables\/[^/]+$/.test(path)) return 'read';
  return 'setup';
}

function addCapacity(stats: RouteStats, command: string, consumed: ConsumedCapacity | ConsumedCapacity[]) {
  for (const c of Array.isArray(consumed) ? consumed : [consumed]) {
    const total = c.CapacityUnits ?? 0;
    if (!WRITES.has(command)) {
      stats.readCapacity += total;
      continue;
    }
    stats.writeCapacity += total;
    stats.writeCapacityTable += c.Table?.CapacityUnits ?? c.Table?.WriteCapacityUnits ?? 0;
    for (const [name, cap] of Object.entries({ ...c.GlobalSecondaryIndexes, ...c.LocalSecondaryIndexes })) {
      stats.writeCapacityIndexes[name] =
        (stats.writeCapacityIndexes[name] ?? 0) + (cap.CapacityUnits ?? cap.WriteCapacityUnits ?? 0);
    }
  }
}

async function main(): Promise<void> {
  const settings = storeSettingsFromEnv();
  if (!settings.endpoint) throw new Error('bench/api-server.ts needs DYNAMODB_ENDPOINT');
  const client = createDynamoClient(settings);
  // Step `initialize` wraps the whole request (the document client's marshalling included), so
  // the input can still be changed here and the output is final.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'unknown';
      const counted = WRITES.has(command) || READS.has(command);
      if (counted) (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'INDEXES';
      const started = performance.now();
      const out = await next(args);
      const stats = routes[attributing ? (currentRoute.getStore() ?? 'setup') : 'unattributed'];
      stats.dynamoMs.push(performance.now() - started);
      const name = command.replace(/Command$/, '');
      stats.commands[name] = (stats.commands[name] ?? 0) + 1;
      const consumed = (out.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] })
        .ConsumedCapacity;
      if (consumed) addCapacity(stats, command, consumed);
      return out;
    },
    { step: 'initialize', name: 'benchCountRequests', priority: 'high' },
  );
  await ensureTable(client, settings.tableName);
  const store = new DynamoDbStore(createDocumentClient(client), settings.tableName);
  const deps = defaultDeps(store, { devMode: false, rateLimit: null });
  let follower: StreamFollower | undefined;
  if (process.env.BENCH_NOTIFIER === 'on') {
    // Development's send policy (loopback http), for the API's registration and the notifier alike.
    deps.notify = notifyContext(store, notifyConfig(true));
    const notifierDb = createDynamoClient(settings);
    const notify = notifyContext(
      new DynamoDbStore(createDocumentClient(notifierDb), settings.tableName),
      notifyConfig(true),
    );
    follower = await followStream({
      dynamo: notifierDb,
      streams: createStreamsClient(settings),
      tableName: settings.tableName,
      handle: (records) => handleChanges(notify, tableChanges(records)),
      onDeadLetter: (r) => console.error(`notifier: record ${r.dynamodb?.SequenceNumber} set aside`),
    });
  }
  const app = withCors(createApp(deps));
  const answer = async (req: Request, route: Route) => {
    const started = performance.now();
    const res = await app.fetch(req);
    const stats = routes[route];
    stats.handlerMs.push(performance.now() - started);
    stats.http++;
    if (res.status < 300) stats.ok++;
    return res;
  };

  const server = serve(
    {
      fetch: (req) => {
        const route = routeOf(req.method, req.url);
        return attributing ? currentRoute.run(route, () => answer(req, route)) : answer(req, route);
      },
      port: Number(process.env.PORT ?? 0),
      hostname: '127.0.0.1',
    },
    (info) => send({ type: 'ready', port: info.port }),
  );

  process.on('message', (msg: ToServer) => {
    if (msg.type === 'attribute') {
      attributing = msg.on;
      // Disabled, the storage's promise hooks go too (unless the app keeps one of its own).
      if (!msg.on) currentRoute.disable();
      send({ type: 'done' });
    } else if (msg.type === 'reset') {
      routes = emptyRoutes();
      cpuAtReset = process.cpuUsage();
      wallAtReset = performance.now();
      loopDelay.reset();
      send({ type: 'done' });
    } else if (msg.type === 'loopDelay') {
      // Off while the parent measures the floor: an idle loop would dilute the figures.
      if (msg.on) loopDelay.enable();
      else loopDelay.disable();
      send({ type: 'done' });
    } else if (msg.type === 'stats') {
      const cpu = process.cpuUsage(cpuAtReset);
      send({
        type: 'stats',
        stats: {
          routes,
          cpuMs: (cpu.user + cpu.system) / 1000,
          wallMs: performance.now() - wallAtReset,
          loopDelayP50Ms: loopDelay.percentile(50) / 1e6,
          loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        },
      });
    } else if (msg.type === 'exit') {
      // A normal exit, so that --cpu-prof writes its profile.
      server.close();
      void (follower?.stop() ?? Promise.resolve()).then(() => {
        client.destroy();
        process.disconnect?.();
        setImmediate(() => process.exit(0));
      });
    }
  });
  // The parent went away without saying `exit`: do not outlive it.
  process.on('disconnect', () => process.exit(0));
}

function send(msg: FromServer): void {
  process.send?.(msg);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
