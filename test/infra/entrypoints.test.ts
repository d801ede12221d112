/**
 * The Lambda entry points as deployed: each bundled exactly as the stack bundles it, imported
 * in-process with the environment the template gives it (the table name pointed at DynamoDB
 * Local), and called with the events AWS sends: API Gateway HTTP API payload 2.0 for the API,
 * the schedule's target input for the scheduler.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TokenKeyRing } from '../../functions/accounts/token-keys';
import { POOLS } from '../../functions/ratings/model';
import type { SnapshotsReport } from '../../functions/ratings/snapshots';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { findFreePort } from '../../functions/store/free-port';
import { buildBundle } from '../../infra/build';
import { API_ENTRY, BOARDS_ENTRY, REPO_ROOT, SCHEDULER_ENTRY } from '../../infra/bundling';
import { testDynamoDb } from '../support/dynamodb';
import { synthesize } from './synth';

type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
type ScheduleHandler = (event: unknown, context: Context) => Promise<unknown>;

// Under node_modules, so vitest leaves the bundles to Node's own loader, as Lambda does.
const OUT = join(REPO_ROOT, 'node_modules', '.cache', 'dominoes-entrypoints', String(process.pid));

let api: ApiHandler;
let scheduler: ScheduleHandler;
let boards: ScheduleHandler;
/** The boards' schedule's target input, from the template. */
let boardsInput: Record<string, string>;
/** The target inputs of the schedules (one per shard), from the template (with Scheduler's placeholders). */
let scheduleInputs: Record<string, string>[];

beforeAll(async () => {
  const db = testDynamoDb();
  const { template, cleanup } = synthesize({ bundle: false });
  const functions = Object.values(template.findResources('AWS::Lambda::Function'));
  const envOf = (service: string): Record<string, string> => {
    const fn = functions.find((f) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === service);
    const vars = { ...fn!.Properties.Environment.Variables };
    expect(vars.TABLE_NAME).toHaveProperty('Ref');
    return { ...vars, TABLE_NAME: db.tableName };
  };
  const apiEnv = envOf('dominoes-api');
  // The template names the token keys' secret; here it is one served on loopback (below).
  expect(apiEnv.TOKEN_KEYS_SECRET_ARN).toHaveProperty('Ref');
  apiEnv.TOKEN_KEYS_SECRET_ARN = TOKEN_KEYS_ARN;
  // The template names the site's own origin (its distribution's domain); here, a made-up one.
  expect(JSON.stringify(apiEnv.CORS_ORIGINS)).toContain('DomainName');
  apiEnv.CORS_ORIGINS = SITE_ORIGIN;
  const schedulerEnv = envOf('dominoes-scheduler');
  const inputs: Record<string, string>[] = Object.values(
    template.findResources('AWS::Scheduler::Schedule'),
  ).map((s) => JSON.parse(s.Properties.Target.Input));
  scheduleInputs = inputs.filter((i) => i.source === 'dominoes.scheduler');
  boardsInput = inputs.find((i) => i.source === 'dominoes.boards')!;
  const boardsEnv = envOf('dominoes-boards');
  cleanup();

  mkdirSync(OUT, { recursive: true });
  const apiBundle = buildBundle(API_ENTRY, join(OUT, 'api'));
  const schedulerBundle = buildBundle(SCHEDULER_ENTRY, join(OUT, 'scheduler'));
  const boardsBundle = buildBundle(BOARDS_ENTRY, join(OUT, 'boards'));

  secrets = await serveSecret(TOKEN_KEYS_ARN, TokenKeyRing.generateText());
  // What Lambda sets (its role's credentials in the environment), plus DynamoDB Local
  // (DYNAMODB_ENDPOINT is set by the global setup) and the loopback Secrets Manager.
  const lambdaEnv = (name: string) => ({
    AWS_REGION: 'us-east-1',
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: db.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets!.endpoint,
  });
  // Each module reads its environment when it loads.
  Object.assign(process.env, lambdaEnv('dominoes-api'), apiEnv);
  api = (await import(pathToFileURL(apiBundle.file).href)).handler;
  Object.assign(process.env, lambdaEnv('dominoes-scheduler'), schedulerEnv);
  scheduler = (await import(pathToFileURL(schedulerBundle.file).href)).handler;
  Object.assign(process.env, lambdaEnv('dominoes-boards'), boardsEnv);
  boards = (await import(pathToFileURL(boardsBundle.file).href)).handler;
}, 120_000);

afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  secrets?.server.close();
});

const SITE_ORIGIN = 'https://d111111abcdef8.cloudfront.net';
const TOKEN_KEYS_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:TokenKeys-AbCdEf';
let secrets: { endpoint: string; server: Server; reads: string[] } | undefined;

/**
 * Secrets Manager's GetSecretValue (its JSON protocol) for one secret, on a free loopback port:
 * what the bundled SDK client asks when the function reads its token keys.
 */
async function serveSecret(arn: string, text: string) {
  const reads: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const target = req.headers['x-amz-target'];
      const id = (JSON.parse(body || '{}') as { SecretId?: string }).SecretId;
      reads.push(`${target} ${id}`);
      const found = target === 'secretsmanager.GetSecretValue' && id === arn;
      res.writeHead(found ? 200 : 400, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify(
          found
            ? { ARN: arn, Name: 'TokenKeys', SecretString: text, VersionId: 'v1' }
            : { __type: 'ResourceNotFoundException', message: 'no such secret' },
        ),
      );
    });
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${port}`, server, reads };
}

function context(functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: '2026/11/29/[$LATEST]0123456789abcdef',
    getRemainingTimeInMillis: () => 15_000,
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/** An HTTP API (payload format 2.0) event, as API Gateway builds it for the $default route. */
function httpEvent(
  method: string,
  path: string,
  opts: {
    headers?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
    base64?: boolean;
  } = {},
): APIGatewayProxyEventV2 {
  const host = 'a1b2c3d4e5.execute-api.us-east-1.amazonaws.com';
  const text = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = {
    accept: 'application/json',
    host,
    'user-agent': 'entrypoints-test',
    'x-amzn-trace-id': `Root=1-${randomUUID().slice(0, 8)}-${randomUUID().replace(/-/g, '').slice(0, 24)}`,
    'x-forwarded-for': '203.0.113.7',
    'x-forwarded-port': '443',
    'x-forwarded-proto': 'https',
    ...(text !== undefined && {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
    }),
    // API Gateway lower-cases header names.
    ...Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: new URLSearchParams(opts.query).toString(),
    ...(opts.query && { queryStringParameters: opts.query }),
    headers,
    requestContext: {
      accountId: '123456789012',
      apiId: 'a1b2c3d4e5',
      domainName: host,
      domainPrefix: 'a1b2c3d4e5',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'entrypoints-test' },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(text !== undefined && {
      body: opts.base64 ? Buffer.from(text).toString('base64') : text,
    }),
    isBase64Encoded: opts.base64 ?? false,
  };
}

interface Reply {
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: whatever the API answered
  body: any;
}

async function request(
  method: string,
  path: string,
  opts: Parameters<typeof httpEvent>[2] = {},
): Promise<Reply> {
  const out = await api(httpEvent(method, path, opts), context('dominoes-api'));
  const headers = Object.fromEntries(
    Object.entries(out.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  const text = out.isBase64Encoded ? Buffer.from(out.body ?? '', 'base64').toString() : (out.body ?? '');
  let body: unknown = text;
  if (/json/.test(headers['content-type'] ?? '') && text) body = JSON.parse(text);
  return { status: out.statusCode ?? 200, headers, body };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signUp(name: string): Promise<{ id: string; token: string }> {
  const r = await request('POST', '/v1/players', { body: { name } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: r.body.playerId, token: r.body.token };
}

describe('the API entry point (HTTP API payload 2.0)', () => {
  it('signs up, authenticates and opens a table against DynamoDB', async () => {
    const a = await signUp('Ana');
    expect(a.token).toBeTruthy();
    const me = await request('GET', '/v1/players/me', { headers: bearer(a.token) });
    expect(me).toMatchObject({ status: 200, body: { playerId: a.id, name: 'Ana' } });

    const created = await request('POST', '/v1/tables', {
      headers: bearer(a.token),
      body: { rules: { preset: 'draw', players: 2 }, visibility: 'public' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.etag).toMatch(/^"\d+"$/);

    const lobby = await request('GET', '/v1/lobby', { headers: bearer(a.token), query: { limit: '50' } });
    expect(lobby.status).toBe(200);
    expect(JSON.stringify(lobby.body)).toContain(created.body.id);
  });

  it('signs tokens with the keys read from its secret, once per instance', async () => {
    const a = await signUp('Flo');
    expect(a.token.split('.')).toHaveLength(5);
    expect((await request('GET', '/v1/players/me', { headers: bearer(a.token) })).status).toBe(200);
    // Another MAC is refused before any read; the secret was read once, for all of it.
    const parts = a.token.split('.');
    const forged = [...parts.slice(0, 4), 'A'.repeat(22)].join('.');
    const r = await request('GET', '/v1/players/me', { headers: bearer(forged) });
    expect([r.status, r.body.code]).toEqual([401, 'auth/invalid-token']);
    expect(secrets!.reads).toEqual([`secretsmanager.GetSecretValue ${TOKEN_KEYS_ARN}`]);
  });

  it('answers CORS itself: a preflight from the site’s origin only, OPTIONS with Allow, 404 off the routes', async () => {
    const preflight = (origin: string, path = '/v1/tables/K7MQ4X/moves') =>
      request('OPTIONS', path, {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const site = await preflight(SITE_ORIGIN);
    expect([site.status, site.headers['access-control-allow-origin']]).toEqual([204, SITE_ORIGIN]);
    expect(site.headers['access-control-allow-headers']).toContain('Idempotency-Key');
    const other = await preflight('https://elsewhere.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await request('OPTIONS', '/v1/tables/K7MQ4X');
    expect([plain.status, plain.headers.allow]).toEqual([204, 'GET, HEAD, OPTIONS']);
    const nowhere = await preflight(SITE_ORIGIN, '/v1/nowhere/at/all');
    expect([nowhere.status, nowhere.body.code]).toEqual([404, 'route/not-found']);
    // An answer from the site's origin can be read by its scripts, with the headers they need.
    const read = await request('GET', '/v1/players/me', { headers: { origin: SITE_ORIGIN } });
    expect([read.status, read.headers['access-control-allow-origin']]).toEqual([401, SITE_ORIGIN]);
    expect(read.headers['access-control-expose-headers']).toContain('ETag');
  });

  it('tags a table with its version as the ETag (for If-Match)', async () => {
    const a = await signUp('Bo');
    const created = await request('POST', '/v1/tables', {
      headers: bearer(a.token),
      body: { rules: { preset: 'block', players: 2 } },
    });
    const read = await request('GET', `/v1/tables/${created.body.id}`, { headers: bearer(a.token) });
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBe(`"${read.body.version}"`);
  });

  it('reads a base64-encoded body, as API Gateway may send it', async () => {
    const r = await request('POST', '/v1/players', { body: { name: 'Cy' }, base64: true });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });

  it('runs with development mode off: fixed seeds are refused', async () => {
    const a = await signUp('Di');
    const r = await request('POST', '/v1/tables', {
      headers: bearer(a.token),
      body: { rules: { preset: 'draw', players: 2 }, seed: 'fixed' },
    });
    expect(r.status).toBe(403);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.body.code).toBe('dev/disabled');
  });

  it('answers problem+json for an unknown route and for a missing token', async () => {
    const missing = await request('GET', '/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    const anonymous = await request('GET', '/v1/players/me');
    expect(anonymous.status).toBe(401);
  });
});

describe('the scheduler entry point (EventBridge Scheduler target input)', () => {
  // Each run logs one line; keep the test output quiet.
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The inputs Scheduler sends, one per schedule: the template's, with the placeholders filled in for a run. */
  function scheduleEvents(at: Date): Record<string, string>[] {
    const values: Record<string, string> = {
      '<aws.scheduler.scheduled-time>': at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      '<aws.scheduler.execution-id>': randomUUID(),
      '<aws.scheduler.schedule-arn>':
        'arn:aws:scheduler:us-east-1:123456789012:schedule/default/Dominoes-Schedule',
    };
    return scheduleInputs.map((input) =>
      Object.fromEntries(Object.entries(input).map(([k, v]) => [k, values[v] ?? v])),
    );
  }

  it('takes the schedule event and finishes when nothing is due', async () => {
    const runs = scheduleEvents(new Date()).map((e) => scheduler(e, context('dominoes-scheduler')));
    await expect(Promise.all(runs)).resolves.not.toThrow();
  });

  it('makes the timeout move of a seat whose time ran out', async () => {
    const a = await signUp('Ed');
    const created = await request('POST', '/v1/tables', {
      headers: bearer(a.token),
      body: {
        rules: { preset: 'draw', players: 2 },
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
        moveTimeLimitSeconds: 60,
        onTimeout: 'computerMoves',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/v1/tables/${created.body.id}`;
    const started = await request('POST', `${path}/start`, { headers: bearer(a.token) });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // The computer player moves at once, so it is Ed's turn, with a deadline.
    expect(started.body).toMatchObject({ status: 'playing', turn: { seat: 0 } });
    const deadline = new Date(started.body.turn.deadline);

    // The next run after the deadline: the clock of the function and the event's time agree.
    const runAt = new Date(deadline.getTime() + 60_000);
    vi.useFakeTimers({ now: runAt, toFake: ['Date'] });
    try {
      // Every shard's worker at once, as the schedules run them.
      await Promise.all(scheduleEvents(runAt).map((e) => scheduler(e, context('dominoes-scheduler'))));
    } finally {
      vi.useRealTimers();
    }
    const after = await request('GET', path, { headers: bearer(a.token) });
    expect(Number(after.headers.etag.replace(/"/g, ''))).toBeGreaterThan(
      Number(started.headers.etag.replace(/"/g, '')),
    );
  });
});

describe('the boards entry point (its schedule’s target input)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts every pool’s leaderboard and saves each snapshot, which the store then reads', async () => {
    const at = new Date();
    const event = { ...boardsInput, scheduledTime: at.toISOString().replace(/\.\d{3}Z$/, 'Z') };
    expect(boardsInput.scheduledTime).toBe('<aws.scheduler.scheduled-time>');
    const report = (await boards(event, context('dominoes-boards'))) as SnapshotsReport;
    expect(report.failed).toEqual([]);
    expect(report.taken.map((t) => t.pool)).toEqual([...POOLS]);
    const db = testDynamoDb();
    const store = new DynamoDbStore(db.documentClient, db.tableName);
    for (const { pool, total } of report.taken) {
      const snapshot = await store.ratings.boardSnapshot(pool);
      expect(snapshot).toMatchObject({ pool, total, takenAt: report.takenAt });
    }
  });
});
