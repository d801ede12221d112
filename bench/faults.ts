/**
 * `npm run bench:faults`: games played through a faulty network between the API and DynamoDB
 * Local, with the deployed defaults (store timeouts 1 s connect, 1.2 s request, 2.5 s budget;
 * request deadline 2.8 s). One JSON line each on stdout (progress goes to stderr):
 *   {"kind":"fault",…}  per fault (delay, drop-answers, reset, hang): moves sent through it, how
 *                       each was answered (applied, store/unavailable, store/outcome-unknown, …),
 *                       how many answers were honest (applied: the table moved; unavailable: it
 *                       did not; unknown: sent again once the fault ended, it was applied once),
 *                       answer times p50/max, and whether every game reached its end with each
 *                       move in its history once
 *   {"kind":"hung",…}   with the store hung: the answer times of a GET and of a move (p50/max)
 *
 * How: DynamoDB Local in memory (started here; nothing is measured before it answers fast, up
 * to 120 s, as a just-started one on a busy machine is slow at first), the relay of the fault tests
 * (test/support/relay.ts) in front of it, and the API in this process twice: once on the relay,
 * once straight on DynamoDB (the client's reads, and the moves sent again once a fault ends).
 * Each move is read as its seat sees it, sent through the fault with its `version` (every other
 * one with an Idempotency-Key too); a move not applied is sent again with the fault off, so the
 * games go on to their end (after BENCH_MOVES moves through the fault, the rest are played
 * straight). BENCH_GAMES (2 per fault), BENCH_MOVES (10 per game) and BENCH_HUNG (5) size it.
 */
import { TokenKeyRing, TokenKeys } from '../functions/accounts/token-keys';
import { createApp } from '../functions/api/app';
import { DEFAULT_CONFIG, defaultDeps } from '../functions/api/deps';
import { DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from '../functions/store/call';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { ensureTable } from '../functions/store/table-schema';
import { lineMatch } from '../functions/tables/model';
import { isChosenMove } from '../shared/engine';
import { Relay, type RelayMode } from '../test/support/relay';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const GAMES = Number(process.env.BENCH_GAMES ?? 2);
const MOVES = Number(process.env.BENCH_MOVES ?? 10);
const HUNG = Number(process.env.BENCH_HUNG ?? 5);
const TABLE_NAME = 'dominoes-bench-faults';
const FAULTS: RelayMode[] = ['delay', 'drop-answers', 'reset', 'hang'];

const log = (text: string) => process.stderr.write(`bench:faults ${text}\n`);
const print = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

type App = ReturnType<typeof createApp>;
// biome-ignore lint/suspicious/noExplicitAny: answers as JSON
type Reply = { status: number; code: string | undefined; body: any; ms: number };

async function call(app: App, method: string, path: string, token?: string, body?: unknown, key?: string) {
  const started = performance.now();
  const res = await app.request(path, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(key && { 'idempotency-key': key }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const parsed = text ? JSON.parse(text) : null;
  return { status: res.status, code: parsed?.code, body: parsed, ms: performance.now() - started } as Reply;
}

async function must(reply: Promise<Reply>, status = 200): Promise<Reply> {
  const r = await reply;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]) : null;
};

/** The waits of everything the bench does not measure (as the test suite's, test/support/timeouts.ts). */
const SETUP_TIMEOUTS: StoreTimeouts = { connectMs: 5_000, requestMs: 30_000, budgetMs: 60_000, attempts: 3 };
const READY_WITHIN_MS = 120_000;
/** Ready: a sign-up (a transaction) and a read of it answered this fast, three times running. */
const READY_ANSWER_MS = 300;

/** Waits (up to 120 s, as the test setup) until DynamoDB Local answers as fast as it will. */
async function ready(app: App): Promise<void> {
  const started = performance.now();
  for (let fast = 0; fast < 3; ) {
    if (performance.now() - started > READY_WITHIN_MS)
      throw new Error(`DynamoDB Local still slow after ${READY_WITHIN_MS / 1000} s: nothing measured`);
    const up = await must(call(app, 'POST', '/v1/players', undefined, { name: 'Warm' }), 201);
    const me = await must(call(app, 'GET', '/v1/players/me', up.body.token));
    fast = up.ms + me.ms < READY_ANSWER_MS ? fast + 1 : 0;
  }
  log(`DynamoDB Local ready after ${Math.round((performance.now() - started) / 1000)} s`);
}

async function main(): Promise<void> {
  const local = await startDynamoDbLocal({});
  try {
    const settings = {
      ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: local.endpoint }),
      tableName: TABLE_NAME,
    };
    // A just-started DynamoDB Local on a busy machine takes seconds over its first requests
    // (startDynamoDbLocal waited for its first answer): the table made with long waits, then
    // nothing is measured before it answers as it will (ready below).
    const admin = { ...settings, timeouts: SETUP_TIMEOUTS };
    await ensureTable(createDynamoClient(admin, {}), TABLE_NAME);
    const relay = await Relay.start(local.endpoint);
    const keys = TokenKeys.of(TokenKeyRing.generate());
    const appOn = (endpoint: string, timeouts: StoreTimeouts, storeDeadlineMs: number) => {
      const client = createDynamoClient({ ...settings, endpoint, timeouts }, {});
      const store = new DynamoDbStore(createDocumentClient(client), TABLE_NAME, timeouts);
      const deps = defaultDeps(store, { devMode: true, rateLimit: null, storeDeadlineMs }, { keys });
      deps.log = () => {};
      return { app: createApp(deps), store };
    };
    // Measured: the deployed timeouts and request deadline, through the relay. The rest (the
    // players' reads, the moves sent again once a fault ends) is the world around it, with long
    // waits: a slow answer there is no figure of the API's.
    const faulty = appOn(relay.endpoint, DEFAULT_STORE_TIMEOUTS, DEFAULT_CONFIG.storeDeadlineMs);
    const direct = appOn(local.endpoint, SETUP_TIMEOUTS, 60_000);
    await ready(direct.app);
    const setMode = (mode: RelayMode) => {
      relay.mode = mode;
      relay.dropConnections();
    };
    relay.delayMs = 60;

    for (const fault of FAULTS) {
      const answers: Record<string, number> = {};
      const times: number[] = [];
      let honest = 0;
      let sent = 0;
      let gamesEnded = 0;
      let historiesExact = 0;
      for (let g = 0; g < GAMES; g++) {
        const signUp = async (name: string) =>
          (await must(call(direct.app, 'POST', '/v1/players', undefined, { name }), 201)).body
            .token as string;
        const [a, b] = [await signUp('A'), await signUp('B')];
        const t = await must(
          call(direct.app, 'POST', '/v1/tables', a, { rules: { preset: 'draw', players: 2, maxHands: 1 } }),
          201,
        );
        const id = t.body.id as string;
        await must(call(direct.app, 'POST', `/v1/tables/${t.body.code}/seats`, b));
        await must(call(direct.app, 'POST', `/v1/tables/${id}/start`, a));
        const bySeat = [a, b];
        let applied = 0;
        const trace: string[] = []; // each faulted move's answer, named if the history disagrees
        for (let i = 0; ; i++) {
          const any = await must(call(direct.app, 'GET', `/v1/tables/${id}`, a));
          if (any.body.status !== 'playing') break;
          const token = bySeat[any.body.turn.seat];
          const mine = await must(call(direct.app, 'GET', `/v1/tables/${id}`, token));
          const m = mine.body.view.legalMoves[0];
          const body = {
            ...(m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end }),
            version: mine.body.version,
          };
          const key = i % 2 === 0 ? `k-${fault}-${g}-${i}` : undefined;
          if (i >= MOVES) {
            await must(call(direct.app, 'POST', `/v1/tables/${id}/moves`, token, body, key));
            applied++;
            continue;
          }
          setMode(fault);
          const r = await call(faulty.app, 'POST', `/v1/tables/${id}/moves`, token, body, key);
          setMode('pass');
          sent++;
          times.push(r.ms);
          const label = r.status === 200 ? 'applied' : `${r.status} ${r.code}`;
          answers[label] = (answers[label] ?? 0) + 1;
          const now = (await direct.store.findTable(id))!.version;
          const moved = now > mine.body.version;
          trace.push(
            `${i}:${m.type === 'draw' ? 'draw' : m.tile}${key ? '+key' : ''} ${label} moved=${moved}`,
          );
          if (r.status === 200) {
            if (moved) honest++;
            applied++;
            continue;
          }
          if (r.code === 'store/unavailable' && !moved) honest++;
          // Not applied, or not known: the client sends it again once the fault is over.
          const again = await call(direct.app, 'POST', `/v1/tables/${id}/moves`, token, body, key);
          if (r.code === 'store/outcome-unknown' && again.status === 200) honest++;
          trace.push(`${i}: sent again ${again.status}`);
          if (again.status !== 200)
            throw new Error(`sent again: ${again.status} ${JSON.stringify(again.body)}`);
          applied++;
        }
        const table = (await direct.store.findTable(id))!;
        if (table.status === 'over') gamesEnded++;
        // Each move applied once: the versions are the moves, one each (maxHands 1: one hand).
        const handLog = (lineMatch(table)!.last ?? lineMatch(table)!.hand).log;
        const chosen = handLog.filter(isChosenMove).length;
        if (chosen === applied) historiesExact++;
        else
          log(
            `${fault} game ${g}: ${chosen} chosen moves in the history, ${applied} applied; ${trace.join('; ')}`,
          );
      }
      print({
        kind: 'fault',
        fault,
        games: GAMES,
        moves: sent,
        answers,
        honest,
        dishonest: sent - honest,
        answerMs: { p50: percentile(times, 50), max: percentile(times, 100) },
        gamesEnded,
        historiesExact,
      });
      log(`${fault} done`);
    }

    // The store hung: how long a read and a move wait for their 503.
    const p = (await must(call(direct.app, 'POST', '/v1/players', undefined, { name: 'H' }), 201)).body.token;
    const t = await must(
      call(direct.app, 'POST', '/v1/tables', p, {
        rules: { preset: 'block', players: 2 },
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
      }),
      201,
    );
    // Two seats taken (a person and a computer): the creator starts it.
    await must(call(direct.app, 'POST', `/v1/tables/${t.body.id}/start`, p));
    const gets: number[] = [];
    const moves: number[] = [];
    const codes: Record<string, number> = {};
    for (let i = 0; i < HUNG; i++) {
      const mine = await must(call(direct.app, 'GET', `/v1/tables/${t.body.id}`, p));
      setMode('hang');
      const get = await call(faulty.app, 'GET', `/v1/tables/${t.body.id}`, p);
      const m = mine.body.view.legalMoves?.[0];
      const move = await call(faulty.app, 'POST', `/v1/tables/${t.body.id}/moves`, p, {
        ...(m?.type === 'draw' ? { draw: true } : { tile: m?.tile ?? '0-0' }),
        version: mine.body.version,
      });
      setMode('pass');
      gets.push(get.ms);
      moves.push(move.ms);
      for (const r of [get, move]) codes[`${r.status} ${r.code}`] = (codes[`${r.status} ${r.code}`] ?? 0) + 1;
    }
    print({
      kind: 'hung',
      requests: HUNG * 2,
      answers: codes,
      getMs: { p50: percentile(gets, 50), max: percentile(gets, 100) },
      moveMs: { p50: percentile(moves, 50), max: percentile(moves, 100) },
      budgetMs: DEFAULT_STORE_TIMEOUTS.budgetMs,
    });
    await relay.close();
  } finally {
    await local.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
