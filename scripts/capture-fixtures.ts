/**
 * `npm run capture-fixtures -- <dir>`: plays real games through the API against an in-memory
 * DynamoDB Local and writes every item it stored, as raw DynamoDB JSON (what GetItem/Scan return,
 * binary as base64), one file per item under <dir>/<kind>/<scenario>.json.
 *
 * The golden fixtures in test/fixtures/store/ were made with it: each directory is the items one
 * version of the code wrote, and test/store/formats.test.ts decodes them all, for good. A fixture
 * is never edited: a new format version captures a new directory (see README, "Stored formats");
 * run `npx biome format --write <dir>` once on a new set (token-keys.json is written unformatted).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type AttributeValue, ScanCommand } from '@aws-sdk/client-dynamodb';
import { hashSignInCode, normalizeSignInCode } from '../functions/accounts/sign-in-code';
import { TokenKeyRing, TokenKeys } from '../functions/accounts/token-keys';
import { createApp } from '../functions/api/app';
import { type AppDeps, defaultDeps } from '../functions/api/deps';
import { notify } from '../functions/notifications/deliveries';
import { eventsOf } from '../functions/notifications/events';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { identityKey } from '../functions/store/formats/identity';
import { ensureTable } from '../functions/store/table-schema';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: npm run capture-fixtures -- <directory>');
  process.exit(2);
}

// biome-ignore lint/suspicious/noExplicitAny: the script reads whatever the API answers
type Body = any;
type App = ReturnType<typeof createApp>;
interface Person {
  id: string;
  token: string;
}

async function main(): Promise<void> {
  const local = await startDynamoDbLocal();
  const tableName = 'fixtures';
  const client = createDynamoClient(storeSettingsFromEnv({ DYNAMODB_ENDPOINT: local.endpoint }), {});
  try {
    await ensureTable(client, tableName);
    const store = new DynamoDbStore(createDocumentClient(client), tableName);
    // A generous budget: the computer players finish their turns inside each request. The token
    // keys are kept with the set (test keys only), so that tests can use the players' tokens.
    const keyRing = TokenKeyRing.generateText();
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'token-keys.json'), `${keyRing}\n`);
    const keys = TokenKeys.of(TokenKeyRing.parse(keyRing));
    const deps = defaultDeps(store, { devMode: true, rateLimit: null, botBudgetMs: 10_000 }, { keys });
    const app = createApp(deps);
    const names = await play(app);
    await accounts(app, store, names);
    await webhooks(app, deps, store, names);
    await dump(client, tableName, names);
  } finally {
    client.destroy();
    await local.stop();
  }
}

async function call(
  app: App,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed: Body = await res.json().catch(() => null);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(parsed)}`);
  return parsed;
}

async function signUp(app: App, name: string): Promise<Person> {
  const b = await call(app, 'POST', '/v1/players', undefined, { name });
  return { id: b.playerId, token: b.token };
}

/** Moves for the people until `stop` says so (or the match ends): the first legal move each time. */
async function playUntil(app: App, id: string, people: Person[], stop: (t: Body) => boolean) {
  let n = 0;
  let t: Body = await call(app, 'GET', `/v1/tables/${id}`, people[0].token);
  while (t.status === 'playing' && !stop(t)) {
    const who = people.find((_, i) => t.seats[t.turn.seat].playerId === people[i].id);
    if (!who) throw new Error(`table ${id}: seat ${t.turn.seat} is not a person`);
    const mine = await call(app, 'GET', `/v1/tables/${id}`, who.token);
    const m = mine.view.legalMoves[0];
    const body = m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
    // Every other move with an Idempotency-Key, as a client that retries would send it.
    const key: Record<string, string> = n++ % 2 === 0 ? { 'idempotency-key': `fixture-${id}-${n}` } : {};
    t = await call(app, 'POST', `/v1/tables/${id}/moves`, who.token, { ...body, version: mine.version }, key);
  }
  return t;
}

/** Plays the scenarios; returns a name for each stored partition key's item. */
async function play(app: App): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const name = (pk: string, n: string) => names.set(pk, n);
  const [ann, bob, cat, dan] = await Promise.all(['Ann', 'Bob', 'Cat', 'Dan'].map((n) => signUp(app, n)));
  name(`PLAYER#${ann.id}`, 'ann');
  name(`PLAYER#${bob.id}`, 'bob');
  name(`PLAYER#${cat.id}`, 'cat');
  name(`PLAYER#${dan.id}`, 'dan');
  // The tokens, so that a test can act as these players on the fixtures (they open nothing else).
  mkdirSync(outDir, { recursive: true });
  const people = { ann, bob, cat, dan };
  writeFileSync(join(outDir, 'players.json'), `${JSON.stringify(people, null, 2)}\n`);

  const presets = [
    { preset: 'partnership', players: 4 },
    { preset: 'draw', players: 3 },
    { preset: 'block', players: 2 },
    { preset: 'allFives', players: 4 },
  ] as const;
  for (const rules of presets) {
    const p = rules.preset;
    // Open: waiting in the lobby for players.
    const open = await call(app, 'POST', '/v1/tables', ann.token, { rules, visibility: 'public' });
    name(`TABLE#${open.id}`, `${p}-open`);
    name(`CODE#${open.code}`, `${p}-open`);

    // Playing: two people and computer players, a few moves in, with a move time limit.
    const playing = await call(app, 'POST', '/v1/tables', ann.token, {
      rules,
      fillWithComputers: { level: 'greedy' },
      moveTimeLimitSeconds: 3600,
    });
    await call(app, 'POST', `/v1/tables/${playing.code}/seats`, bob.token);
    await call(app, 'POST', `/v1/tables/${playing.id}/start`, ann.token);
    const start = await call(app, 'GET', `/v1/tables/${playing.id}`, ann.token);
    await playUntil(app, playing.id, [ann, bob], (t) => t.version >= start.version + 3);
    name(`TABLE#${playing.id}`, `${p}-playing`);
    name(`CODE#${playing.code}`, `${p}-playing`);

    // Finished: a short match played to its end (hands archived, memberships expiring).
    const players = rules.players === 2 ? [ann, bob] : [ann, bob, cat];
    const seats = Array.from({ length: rules.players }, (_, i) =>
      i < players.length ? { kind: 'person' } : { kind: 'computer', level: 'expert' },
    );
    const over = await call(app, 'POST', '/v1/tables', ann.token, {
      rules: { ...rules, maxHands: 2 },
      seats,
    });
    for (const q of players.slice(1)) await call(app, 'POST', `/v1/tables/${over.code}/seats`, q.token);
    await call(app, 'POST', `/v1/tables/${over.id}/start`, ann.token);
    const end = await playUntil(app, over.id, players, () => false);
    if (end.status !== 'over') throw new Error(`table ${over.id} ended ${end.status}`);
    name(`TABLE#${over.id}`, `${p}-over`);
    name(`CODE#${over.code}`, `${p}-over`);
  }

  // A development table (fixed seed) finished, and its rematch waiting for the others.
  const dev = await call(app, 'POST', '/v1/tables', ann.token, {
    rules: { preset: 'draw', players: 2, maxHands: 1 },
    seed: 'fixture-dev',
  });
  await call(app, 'POST', `/v1/tables/${dev.code}/seats`, dan.token);
  await call(app, 'POST', `/v1/tables/${dev.id}/start`, ann.token);
  await playUntil(app, dev.id, [ann, dan], () => false);
  const rematch = await call(app, 'POST', `/v1/tables/${dev.id}/rematch`, dan.token);
  name(`TABLE#${dev.id}`, 'dev-over-rematched');
  name(`CODE#${dev.code}`, 'dev-over-rematched');
  name(`TABLE#${rematch.id}`, 'rematch-open-invited');
  name(`CODE#${rematch.code}`, 'rematch-open-invited');

  // Closed: everyone left before the start.
  const closed = await call(app, 'POST', '/v1/tables', cat.token, { rules: { preset: 'draw', players: 2 } });
  await call(app, 'DELETE', `/v1/tables/${closed.id}/seats/me`, cat.token);
  name(`TABLE#${closed.id}`, 'draw-closed');
  name(`CODE#${closed.code}`, 'draw-closed');

  // Resigned: a person gave up mid-match.
  const resigned = await call(app, 'POST', '/v1/tables', dan.token, {
    rules: { preset: 'block', players: 2 },
    fillWithComputers: { level: 'random' },
  });
  await call(app, 'POST', `/v1/tables/${resigned.code}/seats`, cat.token);
  await call(app, 'POST', `/v1/tables/${resigned.id}/start`, dan.token);
  await call(app, 'POST', `/v1/tables/${resigned.id}/resign`, cat.token);
  name(`TABLE#${resigned.id}`, 'block-resigned');
  name(`CODE#${resigned.code}`, 'block-resigned');

  // Sheets: empty, and with hands recorded (one corrected).
  const empty = await call(app, 'POST', '/v1/sheets', bob.token, { players: ['Ann', 'Bob'] });
  name(`SHEET#${empty.id}`, 'empty');
  const sheet = await call(app, 'POST', '/v1/sheets', bob.token, {
    players: ['Ann', 'Bob', 'Cat', 'Dan'],
    teams: true,
    handSize: 7,
    roundToFive: true,
    target: 150,
  });
  await call(app, 'POST', `/v1/sheets/${sheet.id}/hands`, bob.token, {
    outcome: { kind: 'domino', player: 1, doubled: false },
    pips: [12, 0, 7, 20],
  });
  await call(app, 'POST', `/v1/sheets/${sheet.id}/hands`, bob.token, {
    outcome: { kind: 'blocked' },
    pips: [3, 9, 14, 8],
  });
  await call(app, 'PUT', `/v1/sheets/${sheet.id}/hands/last`, bob.token, {
    outcome: { kind: 'blocked' },
    pips: [3, 10, 14, 8],
  });
  name(`SHEET#${sheet.id}`, 'teams-two-hands');
  const fives = await call(app, 'POST', '/v1/sheets', cat.token, {
    players: ['Cat', 'Dan', 'Eve'],
    blockedScoring: 'allHands',
    losersLosePips: true,
  });
  await call(app, 'POST', `/v1/sheets/${fives.id}/hands`, cat.token, {
    outcome: { kind: 'domino', player: 2 },
    pips: [10, 4, 0],
    points: [10, 0, 5],
  });
  name(`SHEET#${fives.id}`, 'three-players-points');
  return names;
}

/**
 * The account items: a code made and not used (it expires in ten minutes), a second device
 * signed in with a code, a token rotated, a provider account linked (written through the store:
 * capturing needs no provider).
 */
async function accounts(app: App, store: DynamoDbStore, names: Map<string, string>): Promise<void> {
  const people = JSON.parse(readFileSync(join(outDir, 'players.json'), 'utf8')) as Record<string, Person>;
  const { ann, bob, cat, dan } = people;
  const unused = await call(app, 'POST', '/v1/me/sign-in-codes', ann.token);
  names.set(`SIGNIN#${hashSignInCode(normalizeSignInCode(unused.code)!)}`, 'ann-unused');
  const code = await call(app, 'POST', '/v1/me/sign-in-codes', bob.token);
  await call(app, 'POST', '/v1/players/sign-in', undefined, { code: code.code, deviceName: 'Bob’s laptop' });
  const rotated = await call(app, 'POST', '/v1/me/tokens/current/rotate', cat.token);
  people.cat = { id: cat.id, token: rotated.token };
  const issuer = 'https://accounts.google.com';
  await store.linkIdentity({
    issuer,
    subject: 'dan-1234',
    playerId: dan.id,
    linkedAt: new Date().toISOString(),
  });
  names.set(`IDENTITY#${identityKey(issuer, 'dan-1234').PK.slice('IDENTITY#'.length)}`, 'dan-google');
  writeFileSync(join(outDir, 'players.json'), `${JSON.stringify(people, null, 2)}\n`);
}

/**
 * Webhooks: a standard and a discord subscription, a test ping delivered, a table's start
 * notified to an endpoint that is down (deliveries pending a retry) and its deadline reminder.
 */
async function webhooks(app: App, deps: AppDeps, store: DynamoDbStore, names: Map<string, string>) {
  let status = 204;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(status).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    const [eve, fay] = await Promise.all(['Eve', 'Fay'].map((n) => signUp(app, n)));
    names.set(`PLAYER#${eve.id}`, 'eve');
    names.set(`PLAYER#${fay.id}`, 'fay');
    const standard = await call(app, 'POST', '/v1/me/webhooks', eve.token, { url });
    const discord = await call(app, 'POST', '/v1/me/webhooks', fay.token, {
      url,
      format: 'discord',
      events: ['table.your_turn', 'table.deadline_soon'],
    });
    names.set(`WEBHOOK#${standard.id}`, 'eve-standard');
    names.set(`WEBHOOK#${discord.id}`, 'fay-discord');
    await call(app, 'POST', `/v1/me/webhooks/${standard.id}/test`, eve.token);
    const t = await call(app, 'POST', '/v1/tables', eve.token, {
      rules: { preset: 'draw', players: 2 },
      moveTimeLimitSeconds: 86_400,
    });
    names.set(`TABLE#${t.id}`, 'draw-webhooks');
    await call(app, 'POST', `/v1/tables/${t.code}/seats`, fay.token);
    await call(app, 'POST', `/v1/tables/${t.id}/start`, eve.token);
    // What the notifier does with the start's stream record, the endpoints being down.
    status = 503;
    const started = (await store.findTable(t.id))!;
    await notify(deps.notify, eventsOf(null, started, ''));
  } finally {
    receiver.close();
  }
}

const KINDS: [RegExp, RegExp, string][] = [
  [/^PLAYER#/, /^TOKEN#/, 'device-token'],
  [/^SIGNIN#/, /^SIGNIN$/, 'sign-in-code'],
  [/^IDENTITY#/, /^IDENTITY$/, 'identity'],
  [/^TABLE#/, /^TABLE$/, 'table'],
  [/^TABLE#/, /^HAND#/, 'hand-archive'],
  [/^PLAYER#/, /^PROFILE$/, 'player'],
  [/^PLAYER#/, /^TABLE#/, 'membership'],
  // A finished table's membership (membership format 2): `DONE#<finishedAt>#<tableId>`.
  [/^PLAYER#/, /^DONE#/, 'membership'],
  [/^CODE#/, /^CODE$/, 'join-code'],
  [/^SHEET#/, /^SHEET$/, 'sheet'],
  [/^PLAYER#/, /^WEBHOOK#/, 'webhook'],
  [/^PLAYER#/, /^WEBHOOKS$/, 'webhook-count'],
  [/^WEBHOOK#/, /^DELIVERY#/, 'delivery'],
  [/^TABLE#/, /^REMIND$/, 'reminder'],
];

/** Every item in the table, as raw DynamoDB JSON, one file each. */
async function dump(
  client: ReturnType<typeof createDynamoClient>,
  tableName: string,
  names: Map<string, string>,
) {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const out = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  const count = new Map<string, number>();
  for (const item of items) {
    const pk = item.PK.S!;
    const sk = item.SK.S!;
    const kind = KINDS.find(([p, s]) => p.test(pk) && s.test(sk))?.[2];
    if (!kind) throw new Error(`an item of no known kind: ${pk} ${sk}`);
    let base = names.get(pk) ?? 'unnamed';
    // Several items share a partition: a player's memberships, a table's hands.
    if (kind === 'membership') base = `${base}-in-${names.get(`TABLE#${sk.split('#').at(-1)}`)}`;
    if (kind === 'hand-archive') base = `${base}-hand-${Number(sk.split('#').at(-1))}`;
    if (kind === 'device-token') base = `${base}-device`;
    const n = (count.get(`${kind}/${base}`) ?? 0) + 1;
    count.set(`${kind}/${base}`, n);
    const dir = join(outDir, kind);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${base}${n > 1 ? `-${n}` : ''}.json`),
      `${JSON.stringify(toJson(item), null, 2)}\n`,
    );
  }
  console.log(JSON.stringify({ items: items.length, kinds: Object.fromEntries(countKinds(items)) }));
  // What a set must hold for the tests to read today's formats on it (fixtures-live.test.ts).
  const required: [string, (sk: string) => boolean][] = [
    ['a finished table’s membership (DONE#<finishedAt>#<id>)', (sk) => sk.startsWith('DONE#')],
    ['an active membership (TABLE#<createdAt>#<id>)', (sk) => sk.startsWith('TABLE#')],
    ['a device token', (sk) => sk.startsWith('TOKEN#')],
  ];
  for (const [what, test] of required)
    if (!items.some((i) => i.PK.S!.startsWith('PLAYER#') && test(i.SK.S!)))
      throw new Error(`the set holds no ${what}`);
}

function countKinds(items: Record<string, AttributeValue>[]) {
  const m = new Map<string, number>();
  for (const item of items) {
    const kind = KINDS.find(([p, s]) => p.test(item.PK.S!) && s.test(item.SK.S!))?.[2] ?? '?';
    m.set(kind, (m.get(kind) ?? 0) + 1);
  }
  return m;
}

/** Raw DynamoDB JSON as the AWS CLI prints it: binary values in base64. */
function toJson(v: unknown): unknown {
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  if (Array.isArray(v)) return v.map(toJson);
  if (v && typeof v === 'object') {
    // Keys in order, so that two captures differ only where the items do.
    const entries = Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, x]) => [k, toJson(x)]));
  }
  return v;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
