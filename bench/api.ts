/**
 * `npm run bench:api`: moves through the real HTTP server on DynamoDB Local, and the floor under
 * them, in one run of about 45 s. One JSON line each on stdout (progress goes to stderr):
 *   {"kind":"item",…}      the game item's size as DynamoDB counts it (names + values), its attributes
 *   {"kind":"move",…}      POST /v1/tables/{id}/moves from 16 concurrent clients: moves/s, p50/p99.
 *                          A "move" is the POST alone, timed by the client from sending it to the
 *                          whole answer (keep-alive HTTP/1.1): token check, engine, computer
 *                          players (none here), the one conditional write, the seat's view
 *   {"kind":"read",…}      the GET /v1/tables/{id} each client makes before its move
 *   {"kind":"dynamodb",…}  DynamoDB requests and capacity per move and per GET, counted inside the
 *                          server in a counting phase of its own (attributing a request to its
 *                          route takes an AsyncLocalStorage, kept out of the timed rounds)
 *   {"kind":"server",…}    where a turn's time goes: handler vs DynamoDB, CPU per turn per process.
 *                          A "turn" is a client's GET of the table and its POST of the move
 *   {"kind":"floor",…}     GetItem + conditional PutItem of an item of the same size, 16 callers
 *   {"kind":"goals",…}     move p50 / floor p50 (goal 1.5), server CPU per turn / the floor's caller
 *                          CPU per GetItem + PutItem (goal 3), DynamoDB requests per turn (goal 3)
 *                          and write capacity per move (goal 2)
 *   {"kind":"notify",…}    with BENCH_NOTIFIER=on: table.your_turn webhooks, from the move's answer
 *                          to the receiver (p50/p99/max), how many came, and none missing
 *
 * How: DynamoDB Local in memory (this process starts it); the API in a child process
 * (bench/api-server.ts: the wiring of functions/local/server.ts, development tables and the rate
 * limit off, plus an SDK middleware on the app's DynamoDB client that counts requests per route
 * and sums ReturnConsumedCapacity=INDEXES). A separate process keeps the load generator's CPU out
 * of the server's event loop, as with a real server; the counting has to sit on the app's own
 * client, hence this wrapper rather than functions/local/server.ts itself.
 * Players sign up, open 2-seat tables between people (no computer players), seat the second
 * player by join code and start, all over HTTP; then each client plays its own tables in turn:
 * GET the table as the seat to move, POST a random legal move with the version it saw (keep-alive
 * HTTP/1.1). A warm-up runs first and is not counted; finished matches are replaced by new tables.
 * The counted part alternates moves and floor in rounds, so the machine's other load, which
 * drifts, weighs on both alike; the goal compares the move's p50 with the floor's.
 *
 * BENCH_SECONDS (15, of moves), BENCH_FLOOR_SECONDS (8), BENCH_ROUNDS (5), BENCH_WARMUP_SECONDS
 * (3), BENCH_COUNT_SECONDS (3, the counting phase), BENCH_CLIENTS (16), BENCH_TABLES_PER_CLIENT
 * (4) size it; BENCH_PROFILE=<dir> runs the server
 * under node --cpu-prof and writes its profile there.
 * BENCH_NOTIFIER=on: every player subscribes a webhook (table.your_turn, the standard format) to a
 * receiver in this process, and the server follows the table's stream with the notifier's code
 * (as `npm start` does; deployed, the notifier is another Lambda): does the move's path change,
 * and how soon is the next player told?
 */
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AttributeValue, type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoClient } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { findFreePort } from '../functions/store/free-port';
import { ensureTable } from '../functions/store/table-schema';
import { itemSize } from '../test/support/item-size';
import type { FromServer, RouteStats, ServerStats, ToServer } from './api-server';
import { CpuMeter, Floor, javaPid, percentile, round } from './floor';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env('BENCH_SECONDS', 15);
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 3);
const COUNT_SECONDS = env('BENCH_COUNT_SECONDS', 3);
const FLOOR_SECONDS = env('BENCH_FLOOR_SECONDS', 8);
const ROUNDS = env('BENCH_ROUNDS', 5);
const CLIENTS = env('BENCH_CLIENTS', 16);
const TABLES_PER_CLIENT = env('BENCH_TABLES_PER_CLIENT', 4);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const NOTIFIER = process.env.BENCH_NOTIFIER === 'on';
const TABLE_NAME = 'dominoes-bench';
const RULES = { preset: 'draw', players: 2 };
const P50_GOAL = 1.5;
const WCU_GOAL = 2;
const CPU_GOAL = 3;
const REQUESTS_GOAL = 3;

const log = (text: string) => process.stderr.write(`bench:api ${text}\n`);
const print = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

// ---------------------------------------------------------------- HTTP, as a client would

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever the API answers
  body: any;
}

class Http {
  private readonly agent: Agent;
  constructor(
    private readonly port: number,
    sockets: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  }

  call(method: string, path: string, token?: string, body?: unknown): Promise<Reply> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (text !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(text));
    }
    return new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = raw ? JSON.parse(raw) : null;
            } catch {
              parsed = raw;
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  }

  /** A setup call (not timed): a 503 of a DynamoDB Local still warming up is tried again. */
  async ok(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    status: number | number[] = 200,
  ): Promise<Reply> {
    const expected = Array.isArray(status) ? status : [status];
    let r = await this.call(method, path, token, body);
    for (let tries = 1; r.status === 503 && tries < 10; tries++) {
      await sleep(500);
      r = await this.call(method, path, token, body);
    }
    if (!expected.includes(r.status))
      throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r;
  }

  close(): void {
    this.agent.destroy();
  }
}

// ---------------------------------------------------------------- the server process

interface Server {
  port: number;
  ask(msg: ToServer): Promise<FromServer>;
  stop(): Promise<void>;
}

async function startServer(endpoint: string): Promise<Server> {
  const port = await findFreePort();
  const execArgv = ['--import', 'tsx'];
  if (PROFILE_DIR) execArgv.unshift('--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`);
  const child: ChildProcess = fork(join(import.meta.dirname, 'api-server.ts'), [], {
    execArgv,
    env: {
      ...process.env,
      DYNAMODB_ENDPOINT: endpoint,
      PORT: String(port),
      TABLE_NAME,
      DEV_MODE: 'false',
      RATE_LIMIT: 'off',
      BENCH_NOTIFIER: NOTIFIER ? 'on' : 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const replies: ((m: FromServer) => void)[] = [];
  const ready = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API server exited (${code}) before it was ready`)));
    child.on('message', (m: FromServer) => {
      if (m.type === 'ready') resolve(m.port);
      else replies.shift()?.(m);
    });
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    port: await ready,
    ask: (msg) =>
      new Promise((resolve) => {
        replies.push(resolve);
        child.send(msg);
      }),
    stop: async () => {
      if (child.connected) child.send({ type: 'exit' } satisfies ToServer);
      const gaveUp = await Promise.race([exited.then(() => false), sleep(10_000, true)]);
      if (gaveUp) child.kill('SIGKILL');
      process.off('exit', killOnExit);
    },
  };
}

// ---------------------------------------------------------------- players, tables, moves

interface Player {
  id: string;
  token: string;
}

interface Game {
  id: string;
  /** Seat -> player. */
  players: Player[];
  seatToMove: number;
}

async function signUp(http: Http, name: string): Promise<Player> {
  const r = await http.ok('POST', '/v1/players', undefined, { name }, 201);
  return { id: r.body.playerId, token: r.body.token };
}

/** A's table, B seated by its join code, started by A. */
async function openGame(http: Http, a: Player, b: Player): Promise<Game> {
  // 200: the store's own second attempt found the table its first opened (a loaded machine).
  const created = await http.ok('POST', '/v1/tables', a.token, { rules: RULES }, [201, 200]);
  await http.ok('POST', `/v1/tables/${created.body.code}/seats`, b.token);
  // 409 already-started: a retried start whose first attempt landed (a warming DynamoDB Local).
  let started = await http.ok('POST', `/v1/tables/${created.body.id}/start`, a.token, undefined, [200, 409]);
  if (started.status === 409) started = await http.ok('GET', `/v1/tables/${created.body.id}`, a.token);
  const seats: { playerId: string }[] = started.body.seats;
  return {
    id: started.body.id,
    players: seats.map((s) => (s.playerId === a.id ? a : b)),
    seatToMove: started.body.turn.seat,
  };
}

interface PlayStats {
  moves: number;
  moveMs: number[];
  readMs: number[];
  errors: number;
  gamesFinished: number;
}

/**
 * One client: round-robin over its tables, GET as the seat to move, POST a random legal move
 * with the version seen. A finished match is replaced by a new table (not timed).
 */
async function client(
  http: Http,
  games: Game[],
  pair: [Player, Player],
  until: number,
  stats: PlayStats,
): Promise<void> {
  let i = 0;
  while (performance.now() < until) {
    const k = i++ % games.length;
    const game = games[k];
    const me = game.players[game.seatToMove];
    const t0 = performance.now();
    const seen = await http.call('GET', `/v1/tables/${game.id}`, me.token);
    const t1 = performance.now();
    if (seen.status !== 200) {
      stats.errors++;
      continue;
    }
    stats.readMs.push(t1 - t0);
    const legal: { type: string; tile?: string; end?: number }[] = seen.body.view.legalMoves;
    const m = legal[Math.floor(Math.random() * legal.length)];
    const body = m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
    const t2 = performance.now();
    const moved = await http.call('POST', `/v1/tables/${game.id}/moves`, me.token, {
      ...body,
      version: seen.body.version,
    });
    const t3 = performance.now();
    if (moved.status !== 200) {
      stats.errors++;
      log(`move refused: ${moved.status} ${JSON.stringify(moved.body)}`);
      continue;
    }
    stats.moves++;
    stats.moveMs.push(t3 - t2);
    if (moved.body.status === 'playing') {
      // Another seat's turn now: its player gets table.your_turn.
      if (moved.body.turn.seat !== game.seatToMove) turns.moved(game.id, moved.body.version, t3);
      game.seatToMove = moved.body.turn.seat;
    } else {
      stats.gamesFinished++;
      games[k] = await openGame(http, pair[0], pair[1]);
    }
  }
}

const newPlayStats = (): PlayStats & { seconds: number } => ({
  moves: 0,
  moveMs: [],
  readMs: [],
  errors: 0,
  gamesFinished: 0,
  seconds: 0,
});

/** All clients for `seconds`, adding to `stats`. */
async function play(
  http: Http,
  tables: Game[][],
  pairs: [Player, Player][],
  seconds: number,
  stats: PlayStats & { seconds: number },
): Promise<void> {
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(tables.map((games, c) => client(http, games, pairs[c], until, stats)));
  stats.seconds += (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------- webhooks (BENCH_NOTIFIER=on)

/**
 * The receiver every player's webhook points at, and the turns it should hear of: for each move
 * that passed the turn while counting, the time its answer came back; for each table.your_turn
 * webhook, the time it arrived. Latency = arrival - answer (negative: told before the mover heard).
 */
class TurnNotices {
  counting = false;
  private readonly answered = new Map<string, number>();
  private readonly arrived = new Map<string, number>();
  deliveries = 0;
  unsigned = 0;

  moved(tableId: string, version: number, at: number): void {
    if (this.counting) this.answered.set(`${tableId}@${version}`, at);
  }

  async listen(): Promise<{ url: string; close: () => Promise<void> }> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const at = performance.now();
        this.deliveries++;
        if (!req.headers['webhook-signature']) this.unsigned++;
        try {
          const p = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          const key = `${p.data?.tableId}@${p.data?.version}`;
          if (p.type === 'table.your_turn' && !this.arrived.has(key)) this.arrived.set(key, at);
        } catch {}
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/hook`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }

  /** Waits (up to `ms`) for every counted turn's notice. */
  async settle(ms: number): Promise<void> {
    const until = performance.now() + ms;
    while (this.missing() > 0 && performance.now() < until) await sleep(100);
  }

  private missing(): number {
    let n = 0;
    for (const key of this.answered.keys()) if (!this.arrived.has(key)) n++;
    return n;
  }

  line() {
    const latencies = [...this.answered].flatMap(([key, at]) => {
      const came = this.arrived.get(key);
      return came === undefined ? [] : [came - at];
    });
    return {
      kind: 'notify',
      turnsPassed: this.answered.size,
      told: latencies.length,
      missing: this.missing(),
      p50ms: round(percentile(latencies, 50)),
      p99ms: round(percentile(latencies, 99)),
      maxMs: round(Math.max(...latencies)),
      deliveries: this.deliveries,
      unsigned: this.unsigned,
    };
  }
}

const turns = new TurnNotices();

// ---------------------------------------------------------------- item sizes

type Item = Record<string, AttributeValue>;

async function tableItems(db: DynamoDBClient): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await db.send(
      new ScanCommand({
        TableName: TABLE_NAME,
        // Every table the bench opened is being played (status lives inside the item's blob).
        FilterExpression: 'SK = :sk',
        ExpressionAttributeValues: { ':sk': { S: 'TABLE' } },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

// ---------------------------------------------------------------- the run

function perMove(n: number, moves: number, digits = 3): number {
  return round(n / moves, digits);
}

function sum(values: Record<string, number>, names: (name: string) => boolean): number {
  return Object.entries(values)
    .filter(([k]) => names(k))
    .reduce((s, [, v]) => s + v, 0);
}

const isRead = (c: string) => /^(GetItem|Query|Scan|TransactGetItems|BatchGetItem)$/.test(c);
const isWrite = (c: string) => /^(PutItem|UpdateItem|DeleteItem|TransactWriteItems|BatchWriteItem)$/.test(c);

/** Median of the item-size, with the largest attributes (bytes: name + value). */
function describeItems(items: Item[]) {
  const sized = items.map((item) => ({ item, bytes: itemSize(item) })).sort((a, b) => a.bytes - b.bytes);
  const median = sized[Math.floor(sized.length / 2)];
  const attributes = Object.fromEntries(
    Object.entries(median.item)
      .map(([k, v]) => [k, itemSize({ [k]: v })] as const)
      .sort((a, b) => b[1] - a[1]),
  );
  return { median, min: sized[0].bytes, max: sized[sized.length - 1].bytes, attributes };
}

async function main(): Promise<void> {
  const t0 = performance.now();
  log('starting DynamoDB Local (in memory)');
  const local = await startDynamoDbLocal({});
  let server: Server | undefined;
  let http: Http | undefined;
  const receiver = NOTIFIER ? await turns.listen() : undefined;
  const db = createDynamoClient({ endpoint: local.endpoint, region: 'us-east-1', tableName: TABLE_NAME });
  try {
    await ensureTable(db, TABLE_NAME);
    server = await startServer(local.endpoint);
    http = new Http(server.port, CLIENTS * 2);
    log(`API server in a child process on port ${server.port}`);

    // Two players per client, each pair at TABLES_PER_CLIENT tables of its own: no two clients
    // ever touch the same table, so a refused move is a bug, not contention.
    const players = await Promise.all(
      Array.from({ length: CLIENTS * 2 }, (_, i) => signUp(http!, `bench ${i}`)),
    );
    if (receiver) {
      for (const p of players) {
        await http.ok(
          'POST',
          '/v1/me/webhooks',
          p.token,
          { url: receiver.url, events: ['table.your_turn'] },
          201,
        );
      }
      log(`${players.length} players subscribed a webhook to ${receiver.url}`);
    }
    const pairs = Array.from({ length: CLIENTS }, (_, c): [Player, Player] => [
      players[2 * c],
      players[2 * c + 1],
    ]);
    const tables = await Promise.all(
      pairs.map(async ([a, b]) => {
        const games: Game[] = [];
        for (let t = 0; t < TABLES_PER_CLIENT; t++) games.push(await openGame(http!, a, b));
        return games;
      }),
    );
    log(`${CLIENTS * TABLES_PER_CLIENT} tables open; warming up for ${WARMUP_SECONDS} s`);
    await play(http, tables, pairs, WARMUP_SECONDS, newPlayStats());

    // The floor's item: a real game item of median size (after the warm-up's moves).
    const template = describeItems(await tableItems(db)).median.item;
    const floors = [
      new Floor(db, TABLE_NAME, template, 'noIndexKeys', CLIENTS),
      new Floor(db, TABLE_NAME, template, 'sameItem', CLIENTS),
    ];
    for (const f of floors) {
      await f.setUp();
      await f.run(1, false);
    }

    // Which route each DynamoDB request served: a phase of its own, with the server's
    // attribution (an AsyncLocalStorage) on; off again for the timed rounds.
    log(`counting DynamoDB requests per route for ${COUNT_SECONDS} s`);
    await server.ask({ type: 'attribute', on: true });
    await server.ask({ type: 'reset' });
    await play(http, tables, pairs, COUNT_SECONDS, newPlayStats());
    const countReply = await server.ask({ type: 'stats' });
    if (countReply.type !== 'stats') throw new Error('the server did not answer with its stats');
    const counted: ServerStats = countReply.stats;
    await server.ask({ type: 'attribute', on: false });

    // Rounds of moves then floor, so that the other load on the machine, which drifts, falls
    // on both alike.
    const run = newPlayStats();
    const java = javaPid();
    const moveCpu = new CpuMeter(java);
    const floorCpu = floors.map(() => new CpuMeter(java));
    const roundRatios: number[] = [];
    await server.ask({ type: 'reset' });
    turns.counting = true;
    for (let k = 1; k <= ROUNDS; k++) {
      const firstMove = run.moveMs.length;
      const firstFloor = floors[0].stats.samples.length;
      log(
        `round ${k}/${ROUNDS}: moves ${round(SECONDS / ROUNDS)} s, floor ${round(FLOOR_SECONDS / ROUNDS)} s`,
      );
      await server.ask({ type: 'loopDelay', on: true });
      moveCpu.start();
      await play(http, tables, pairs, SECONDS / ROUNDS, run);
      moveCpu.stop();
      await server.ask({ type: 'loopDelay', on: false });
      for (const [i, f] of floors.entries()) {
        floorCpu[i].start();
        await f.run(FLOOR_SECONDS / ROUNDS / floors.length, true);
        floorCpu[i].stop();
      }
      const moveP50 = percentile(run.moveMs.slice(firstMove), 50);
      roundRatios.push(round(moveP50 / percentile(floors[0].stats.samples.slice(firstFloor), 50)));
    }
    turns.counting = false;
    const reply = await server.ask({ type: 'stats' });
    if (reply.type !== 'stats') throw new Error('the server did not answer with its stats');
    const stats: ServerStats = reply.stats;

    const items = await tableItems(db);
    const sizes = describeItems(items);
    print({
      kind: 'item',
      itemBytes: sizes.median.bytes,
      minBytes: sizes.min,
      maxBytes: sizes.max,
      tablesPlaying: items.length,
      attributes: sizes.attributes,
    });
    print({
      kind: 'move',
      clients: CLIENTS,
      seconds: round(run.seconds, 1),
      moves: run.moves,
      movesPerSecond: round(run.moves / run.seconds, 1),
      p50ms: round(percentile(run.moveMs, 50)),
      p99ms: round(percentile(run.moveMs, 99)),
      itemBytes: sizes.median.bytes,
      errors: run.errors,
      gamesFinished: run.gamesFinished,
    });
    print({
      kind: 'read',
      clients: CLIENTS,
      reads: run.readMs.length,
      p50ms: round(percentile(run.readMs, 50)),
      p99ms: round(percentile(run.readMs, 99)),
    });

    // Requests and capacity from the counting phase; times and CPU from the rounds.
    const mv: RouteStats = counted.routes.move;
    const rd: RouteStats = counted.routes.read;
    const moves = mv.ok;
    const timedMoves = stats.routes.move.ok;
    const wcuIndexes = Object.fromEntries(
      Object.entries(mv.writeCapacityIndexes).map(([k, v]) => [k, perMove(v, moves)]),
    );
    const requestsPerTurn = sum(mv.commands, () => true) / moves + sum(rd.commands, () => true) / rd.ok;
    print({
      kind: 'dynamodb',
      moves,
      requestsPerMove: perMove(
        sum(mv.commands, () => true),
        moves,
      ),
      readsPerMove: perMove(sum(mv.commands, isRead), moves),
      writesPerMove: perMove(sum(mv.commands, isWrite), moves),
      wcuPerMove: perMove(mv.writeCapacity, moves),
      wcuTablePerMove: perMove(mv.writeCapacityTable, moves),
      wcuIndexesPerMove: wcuIndexes,
      rcuPerMove: perMove(mv.readCapacity, moves),
      byCommand: Object.fromEntries(Object.entries(mv.commands).map(([k, v]) => [k, perMove(v, moves)])),
      requestsPerGet: perMove(
        sum(rd.commands, () => true),
        rd.ok,
      ),
      getByCommand: Object.fromEntries(Object.entries(rd.commands).map(([k, v]) => [k, perMove(v, rd.ok)])),
      // A turn: the GET before the move and the move.
      requestsPerTurn: round(requestsPerTurn, 3),
      setupRequests: sum(counted.routes.setup.commands, () => true),
      // Every request of the timed rounds (replacement tables' too), per move.
      allRequestsPerMoveTimed: perMove(
        sum(stats.routes.unattributed.commands, () => true),
        timedMoves,
      ),
    });
    print({
      kind: 'server',
      moveHandlerP50ms: round(percentile(stats.routes.move.handlerMs, 50)),
      moveHandlerP99ms: round(percentile(stats.routes.move.handlerMs, 99)),
      // Inside the SDK, per DynamoDB request (counting phase).
      moveDynamoP50ms: round(percentile(mv.dynamoMs, 50)),
      getHandlerP50ms: round(percentile(stats.routes.read.handlerMs, 50)),
      getDynamoP50ms: round(percentile(rd.dynamoMs, 50)),
      // Everything the server process burnt in the timed rounds (GETs, moves, replacement
      // tables; it idles during the floor), per move: the server's CPU per turn.
      cpuMsPerMove: round(stats.cpuMs / timedMoves),
      // Per turn, in each process: the load generator (this one) and DynamoDB Local.
      clientCpuMsPerMove: round(moveCpu.bench / timedMoves),
      javaCpuMsPerMove: round(moveCpu.java / timedMoves),
      loopDelayP50ms: round(stats.loopDelayP50Ms),
      loopDelayP99ms: round(stats.loopDelayP99Ms),
    });
    if (receiver) {
      // The last moves' notices may still be on their way.
      await turns.settle(15_000);
      print(turns.line());
    }
    await server.stop();
    server = undefined;

    const floorLines = floors.map((f, i) => ({
      ...f.line(),
      // Per GetItem + PutItem: this process (the SDK, serializing and signing) and DynamoDB Local.
      callerCpuMsPerOp: round(floorCpu[i].bench / f.stats.samples.length),
      javaCpuMsPerOp: round(floorCpu[i].java / f.stats.samples.length),
    }));
    for (const line of floorLines) print(line);
    const moveP50 = percentile(run.moveMs, 50);
    const floorP50 = floorLines[0].p50ms;
    const wcuPerMove = mv.writeCapacity / moves;
    const cpuRatio = stats.cpuMs / timedMoves / floorLines[0].callerCpuMsPerOp;
    print({
      kind: 'goals',
      // The server's CPU for a turn (GET + move) against the floor's caller's for its GetItem + PutItem.
      cpuRatioToFloor: round(cpuRatio),
      cpuGoal: CPU_GOAL,
      cpuMet: cpuRatio <= CPU_GOAL,
      requestsPerTurn: round(requestsPerTurn, 3),
      requestsGoal: REQUESTS_GOAL,
      requestsMet: requestsPerTurn <= REQUESTS_GOAL,
      p50RatioToFloor: round(moveP50 / floorP50),
      p50RatioToSameItemFloor: round(moveP50 / floorLines[1].p50ms),
      // The same ratio in each round: how much the machine's other load moved it.
      p50RatioByRound: roundRatios,
      p50Goal: P50_GOAL,
      p50Met: moveP50 / floorP50 <= P50_GOAL,
      wcuPerMove: round(wcuPerMove, 3),
      wcuGoal: WCU_GOAL,
      wcuMet: wcuPerMove <= WCU_GOAL,
      runSeconds: round((performance.now() - t0) / 1000, 1),
    });
  } finally {
    http?.close();
    await server?.stop();
    await receiver?.close();
    db.destroy();
    await local.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
