/**
 * `npm start`: the API on http://localhost:3000 (PORT; HOST to bind, 127.0.0.1 by default), on
 * an embedded DynamoDB Local whose data is kept in .dynamodb/ (git-ignored; `--in-memory` keeps
 * nothing). DYNAMODB_ENDPOINT uses that DynamoDB instead. Development tables (fixed seeds and
 * deals) are on here (DEV_MODE=false turns them off); the schedule function runs every
 * SCHEDULER_SECONDS (default 5); RATE_LIMIT=off (or `<burst>/<perSecond>`) changes the per-player
 * limit, e.g. for a benchmark; CORS_ORIGINS (default `*`) are the origins a page may call it from,
 * like the stack's corsOrigins.
 * Token keys live in .dynamodb/token-keys.json (TOKEN_KEYS_FILE), made on first start;
 * OIDC_ISSUERS turns on sign-in with OpenID Connect providers (docs/sign-in.md).
 */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { fileTokenKeys } from '../accounts/key-file';
import { issuersFromEnv, webSignInOrigins } from '../accounts/oidc';
import { TokenKeyRing, TokenKeys } from '../accounts/token-keys';
import { createApp } from '../api/app';
import { withCors } from '../api/cors';
import { corsOriginsFrom } from '../api/cors-policy';
import { DEFAULT_CONFIG, defaultDeps } from '../api/deps';
import { rateLimitFromEnv } from '../api/rate-limit';
import { runDueEvents } from '../events/due';
import { notifyConfig, notifyContext } from '../notifications/config';
import { runDueNotifications } from '../notifications/due';
import { handleChanges } from '../notifications/stream';
import { takeAllBoardSnapshots } from '../ratings/snapshots';
import { schedulerContext } from '../scheduler/context';
import { runSchedulerOnce, schedulerPeriodMs } from '../scheduler/timer';
import { DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from '../store/call';
import {
  createDocumentClient,
  createDynamoClient,
  createStreamsClient,
  storeSettingsFromEnv,
} from '../store/client';
import { type DynamoDbLocal, startDynamoDbLocal } from '../store/dynamodb-local';
import { DynamoDbStore } from '../store/dynamodb-store';
import type { StreamFollower } from '../store/local-stream';
import { tableChanges } from '../store/table-stream';
import { analyseEndedHands } from '../tables/analysis';
import { realTableContext } from '../tables/context';
import { answerClientErrors } from './client-errors';
import { serveGuide, serveSwaggerUi } from './docs-assets';
import { followStreamWithRetry, healthAnswer, LoopHealth, runEvery } from './loops';
import { whenOrphaned } from './parents';
import { ensureTableWhenReachable, notReadyYet, untilReady } from './store-ready';
import { WEB_DIST, withWebClient } from './web-assets';

const BOARDS_PERIOD_MS = 3_600_000;

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const TABLE_SETUP_WAIT_MS = 15_000;

/**
 * The store's waits when it is DynamoDB Local: warm, it answers in milliseconds, but a JVM on a
 * developer's machine (beside a browser and a build) now and then takes a second or more, which
 * AWS's bounds (call.ts) would turn into 503s. A hung store is still answered 503 within ~8 s.
 * docs/failure-semantics.md#timeouts.
 */
const LOCAL_STORE_TIMEOUTS: StoreTimeouts = {
  connectMs: 2_000,
  requestMs: 4_000,
  budgetMs: 7_000,
  attempts: 3,
};
const LOCAL_STORE_DEADLINE_MS = 8_000;

async function main(): Promise<void> {
  const inMemory = process.argv.includes('--in-memory');
  let local: DynamoDbLocal | undefined;
  if (!process.env.DYNAMODB_ENDPOINT) {
    // The signals are ours to handle (below): Java is stopped gracefully, then we exit.
    local = await startDynamoDbLocal({ ...(inMemory ? {} : { path: '.dynamodb' }), killOnSignal: false });
    process.env.DYNAMODB_ENDPOINT = local.endpoint;
  }
  const found = storeSettingsFromEnv();
  const settings = found.endpoint ? { ...found, timeouts: LOCAL_STORE_TIMEOUTS } : found;
  // The embedded DynamoDB Local takes any credentials: never the machine's AWS profile, which may
  // not resolve here (an expired SSO session would stop the server from starting).
  const client = createDynamoClient(settings, local ? {} : process.env);
  // Not awaited: the API serves (503s) while DynamoDB is unreachable, and recovers when it answers.
  // Creating the table can take a just-started DynamoDB Local seconds on a busy machine: its own
  // client, with a longer wait than a request's.
  const admin = createDynamoClient(
    { ...settings, timeouts: { ...DEFAULT_STORE_TIMEOUTS, requestMs: TABLE_SETUP_WAIT_MS } },
    local ? {} : process.env,
  );
  const tableReady = ensureTableWhenReachable(admin, settings.tableName, settings.endpoint ?? 'AWS', (line) =>
    console.log(line),
  );
  // Every background loop's health, for GET /health (loops.ts): the store is down until its table is ready.
  const health = new LoopHealth();
  const log = (line: string) => console.log(line);
  const logError = (line: string) => console.error(line);
  health.add('store', 'down', 'the table is being made ready');
  void tableReady.then(() => health.up('store'));
  const store = new DynamoDbStore(createDocumentClient(client), settings.tableName, settings.timeouts);
  // Token keys beside the data (a new ring each run with --in-memory, which keeps no tokens either).
  const keys = inMemory
    ? TokenKeys.of(TokenKeyRing.generate())
    : fileTokenKeys(process.env.TOKEN_KEYS_FILE ?? join('.dynamodb', 'token-keys.json'));
  const devMode = process.env.DEV_MODE !== 'false';
  const oidcIssuers = issuersFromEnv(process.env.OIDC_ISSUERS);
  const app = createApp(
    defaultDeps(
      store,
      {
        devMode,
        rateLimit: rateLimitFromEnv(process.env.RATE_LIMIT, DEFAULT_CONFIG.rateLimit),
        oidcIssuers,
        ...(settings.endpoint && { storeDeadlineMs: LOCAL_STORE_DEADLINE_MS }),
      },
      { keys },
    ),
  );

  // Swagger UI's files for /docs, from node_modules (deployed, the site's bucket has them).
  serveSwaggerUi(app);
  // The docs/ pages the document links to (deployed, the site's bucket has them).
  serveGuide(app);

  // Webhook notifications from the table's stream, as the notifier Lambda makes them when deployed.
  const notify = notifyContext(store, notifyConfig(devMode));
  const streams = createStreamsClient(settings, local ? {} : process.env);
  const analysing = realTableContext(store, 0);
  // Once the table is there (DynamoDB may be unreachable for a while: the API serves 503s meanwhile);
  // a start or a read that fails is logged and tried again after a back-off (loops.ts).
  let follower: StreamFollower | undefined;
  void tableReady.then(() => {
    follower = followStreamWithRetry(
      'notifier',
      {
        dynamo: client,
        streams,
        tableName: settings.tableName,
        handle: async (records) => {
          const changes = tableChanges(records);
          const failed = await handleChanges(notify, changes);
          // Then the hands these changes end, analysed for the review, as the notifier Lambda does.
          await analyseEndedHands(analysing, changes, (line, err) =>
            console.error(`${line}: ${err instanceof Error ? err.message : String(err)}`),
          );
          return failed;
        },
        onDeadLetter: (r, attempts) =>
          console.error(
            `notifier: stream record ${r.dynamodb?.SequenceNumber} failed ${attempts} times; set aside`,
          ),
      },
      { health, log: logError },
    );
  });

  const port = Number(process.env.PORT ?? 3000);
  // Loopback by default: a development server (development tables on) is not for the network.
  const hostname = process.env.HOST || '127.0.0.1';
  // The API's CORS (CORS_ORIGINS as the stack's corsOrigins), for pages on other origins.
  const http = withCors(app, corsOriginsFrom(process.env.CORS_ORIGINS));
  // Nothing is answered but 503s until the table is there and DynamoDB answers items
  // (store-ready.ts); they carry the CORS headers too, for a page on another origin.
  const starting = withCors({ fetch: notReadyYet }, corsOriginsFrom(process.env.CORS_ORIGINS));
  const served = untilReady(
    tableReady,
    withWebClient(http.fetch, WEB_DIST, webSignInOrigins(oidcIssuers)),
    starting.fetch,
  );
  // GET /health: 200 when every background loop is up, else 503 naming the loops down (loops.ts).
  const fetch = (request: Request, env?: unknown) =>
    request.method === 'GET' && new URL(request.url).pathname === '/health'
      ? healthAnswer(health)
      : served(request, env);
  const server = serve({ fetch, port, hostname }, (info) => {
    const url = `http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${info.port}`;
    const where = local ? `DynamoDB Local (${inMemory ? 'in memory' : '.dynamodb/'})` : settings.endpoint;
    console.log(`Dominoes API on ${url}  (table ${settings.tableName} on ${where})`);
    console.log(`Docs: ${url}/docs   OpenAPI: ${url}/openapi.json`);
  });

  // The schedule function on a timer (SCHEDULER_SECONDS, default 5): computer players left to
  // move and expired move deadlines, as EventBridge Scheduler does every minute when deployed.
  const everyMs = schedulerPeriodMs(process.env);
  const scheduling = schedulerContext(store);
  const stopScheduler = runEvery('scheduler', everyMs, () => runSchedulerOnce(scheduling, log, scheduling), {
    health,
    log: logError,
  });
  // Deadline reminders and webhook retries, on the same beat.
  const stopNotifications = runEvery(
    'notifications',
    everyMs,
    async () => {
      const r = await runDueNotifications(notify);
      if (r.reminders + r.retries > 0) log(`notifications: ${JSON.stringify(r)}`);
    },
    { health, log: logError },
  );
  // Events' starts and rounds (events/due.ts), as the deployed scheduler's first worker runs them.
  const stopEvents = runEvery(
    'events',
    everyMs,
    async () => {
      const r = await runDueEvents({ ...scheduling, store }, scheduling);
      if (r.started + r.paired > 0) log(`events: ${JSON.stringify(r)}`);
    },
    { health, log: logError },
  );
  // The leaderboards' snapshot ("my rank" below the top 1000), hourly as deployed (infra/boards.ts).
  const stopBoards = runEvery(
    'snapshots',
    BOARDS_PERIOD_MS,
    async () => {
      const r = await takeAllBoardSnapshots(store.ratings, new Date());
      if (r.failed.length > 0) throw new Error(`board snapshots failed: ${JSON.stringify(r.failed)}`);
    },
    { health, log: logError },
  );

  let stopping = false;
  const stop = async (code: number) => {
    // A second Ctrl-C while stopping ends at once (the exit hook still kills Java).
    if (stopping) process.exit(code);
    stopping = true;
    stopScheduler();
    stopNotifications();
    stopEvents();
    stopBoards();
    await follower?.stop();
    server.close();
    await local?.stop();
    process.exit(code);
  };
  // Headers over Node's limit: the app's 431 problem, not Node's bare one.
  answerClientErrors(server);
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${port} is in use: set PORT to another (PORT=3001 npm start).`
        : err.message,
    );
    void stop(1);
  });
  // Ctrl-C, `kill`, a closed terminal: a clean stop, exit code 0. (A listener gets the signal's
  // name, never an exit code.)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
  // Orphaned (npm or tsx above us killed outright): stop too, rather than keep the port and Java.
  whenOrphaned(() => void stop(0));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
