/**
 * `npm run capture-fixtures -- <dir>`: plays real games through the API against an in-memory
 * DynamoDB Local and writes every item it stored, as raw DynamoDB JSON (what GetItem/Scan return,
 * binary as base64), one file per item under <dir>/<kind>/<scenario>.json.
 *
 * The golden fixtures in test/fixtures/store/ were made with it: each directory is the items one
 * version of the code wrote, and test/store/formats.unit.test.ts decodes them all, for good. A fixture
 * is never edited: a new format version captures a new directory (docs/storage.md#stored-formats);
 * run `npx biome format --write <dir>` once on a new set (token-keys.json is written unformatted).
 *
 * `npm run capture-fixtures -- <set dir> --add bigger-sets` adds to an existing set what its code
 * did not play yet, as that set's players (its token keys and items): a double-nine
 * partnership table mid-hand, its join code and its people's memberships, new files only;
 * `--add round-archives`: a Mexican Train table in its third round and its first two rounds'
 * archive items (round-archive format 1), the same way; `--add event-table`: an event's table
 * (round 1 of a duplicate Swiss), its table item alone, on a store of its own;
 * `--add rated-new-pools`: a rated Mexican Train match of eight and a rated double-nine
 * partnership match played to their ends (pools `mexicanTrain` and `doubleNinePartnership`), their
 * players' ratings items, and Ann's and Bob's memberships.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type AttributeValue, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import createClient, { type Client } from 'openapi-fetch';
import { hashSignInCode, normalizeSignInCode } from '../functions/accounts/sign-in-code';
import { TokenKeyRing, TokenKeys } from '../functions/accounts/token-keys';
import { createApp } from '../functions/api/app';
import { type AppDeps, defaultDeps } from '../functions/api/deps';
import { createEvent, type EventContext, joinEvent, startEvent } from '../functions/events/operations';
import { syncRound } from '../functions/events/tables';
import { notify } from '../functions/notifications/deliveries';
import { eventsOf } from '../functions/notifications/events';
import { PUSH_ID_PREFIX } from '../functions/notifications/model';
import type { StoreTimeouts } from '../functions/store/call';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { identityKey } from '../functions/store/formats/identity';
import { ensureTable } from '../functions/store/table-schema';
import type { TableContext } from '../functions/tables/context';
import { lineView } from '../test/support/client';
import type { components, paths } from '../web/src/api/schema';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: npm run capture-fixtures -- <directory>');
  process.exit(2);
}

/** A capture waits for DynamoDB Local however busy the machine is (the service's bounds are for Lambda). */
const CAPTURE_TIMEOUTS: StoreTimeouts = {
  connectMs: 10_000,
  requestMs: 30_000,
  budgetMs: 60_000,
  attempts: 3,
};

type App = ReturnType<typeof createApp>;
type Table = components['schemas']['Table'];
interface Person {
  id: string;
  token: string;
}

async function main(): Promise<void> {
  if (process.argv[3] === '--add') return add(process.argv[4]);
  const local = await startDynamoDbLocal();
  const tableName = 'fixtures';
  const client = createDynamoClient(
    { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: local.endpoint }), timeouts: CAPTURE_TIMEOUTS },
    {},
  );
  try {
    await ensureTable(client, tableName);
    const store = new DynamoDbStore(createDocumentClient(client), tableName, CAPTURE_TIMEOUTS);
    // A generous budget: the computer players finish their turns inside each request. The token
    // keys are kept with the set (test keys only), so that tests can use the players' tokens.
    const keyRing = TokenKeyRing.generateText();
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'token-keys.json'), `${keyRing}\n`);
    const keys = TokenKeys.of(TokenKeyRing.parse(keyRing));
    const deps = defaultDeps(
      store,
      { devMode: true, rateLimit: null, botBudgetMs: 10_000, storeDeadlineMs: 60_000 },
      { keys },
    );
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

/**
 * The API as a client sees it: openapi-fetch on the types generated from openapi.yaml, calling the
 * app in-process, as `token` (none: no authorization header). Every path, parameter and body is
 * checked by tsc against the document, and every answer typed as it says. A status of 300 or more
 * throws, naming the request: the script captures only what went as planned.
 */
function as(app: App, token?: string): Client<paths> {
  return createClient<paths>({
    baseUrl: 'http://localhost',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: async (request) => {
      const method = request.method;
      const path = new URL(request.url).pathname;
      const res = await app.request(request);
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res;
    },
  });
}

/** The answer's body (every request the script makes answers one). */
async function ok<D>(answer: Promise<{ data?: D; response: Response }>): Promise<D> {
  const { data, response } = await answer;
  if (data === undefined) throw new Error(`${response.status} without a body`);
  return data;
}

/** A table's (or join code's) id as a path parameter. */
const byId = (id: string) => ({ params: { path: { id } } });

async function signUp(app: App, name: string): Promise<Person> {
  const b = await ok(as(app).POST('/v1/players', { body: { name } }));
  return { id: b.playerId, token: b.token };
}

/** Moves for the people until `stop` says so (or the match ends): the first legal move each time. */
async function playUntil(app: App, id: string, people: Person[], stop: (t: Table) => boolean) {
  let n = 0;
  let t = await ok(as(app, people[0].token).GET('/v1/tables/{id}', byId(id)));
  while (t.status === 'playing' && !stop(t)) {
    const seat = t.turn!.seat;
    const s = t.seats[seat];
    const who = people.find((_, i) => ('playerId' in s ? s.playerId : undefined) === people[i].id);
    if (!who) throw new Error(`table ${id}: seat ${seat} is not a person`);
    const mine = await ok(as(app, who.token).GET('/v1/tables/{id}', byId(id)));
    const m = lineView(mine).legalMoves![0];
    const body = m.type === 'draw' ? { draw: true as const } : { tile: m.tile, end: m.end };
    // Every other move with an Idempotency-Key, as a client that retries would send it.
    const header = n++ % 2 === 0 ? { 'idempotency-key': `fixture-${id}-${n}` } : {};
    t = await ok(
      as(app, who.token).POST('/v1/tables/{id}/moves', {
        params: { path: { id }, header },
        body: { ...body, version: mine.version },
      }),
    );
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
    const open = await ok(as(app, ann.token).POST('/v1/tables', { body: { rules, visibility: 'public' } }));
    name(`TABLE#${open.id}`, `${p}-open`);
    name(`CODE#${open.code}`, `${p}-open`);

    // Playing: two people and computer players, a few moves in, with a move time limit.
    const playing = await ok(
      as(app, ann.token).POST('/v1/tables', {
        body: {
          rules,
          fillWithComputers: { level: 'greedy' },
          moveTimeLimitSeconds: 3600,
        },
      }),
    );
    await ok(as(app, bob.token).POST('/v1/tables/{id}/seats', byId(playing.code)));
    await ok(as(app, ann.token).POST('/v1/tables/{id}/start', byId(playing.id)));
    const start = await ok(as(app, ann.token).GET('/v1/tables/{id}', byId(playing.id)));
    await playUntil(app, playing.id, [ann, bob], (t) => t.version >= start.version + 3);
    name(`TABLE#${playing.id}`, `${p}-playing`);
    name(`CODE#${playing.code}`, `${p}-playing`);

    // Finished: a short match played to its end (hands archived, memberships expiring).
    const players = rules.players === 2 ? [ann, bob] : [ann, bob, cat];
    const seats = Array.from({ length: rules.players }, (_, i): components['schemas']['SeatSpec'] =>
      i < players.length ? { kind: 'person' } : { kind: 'computer', level: 'expert' },
    );
    const over = await ok(
      as(app, ann.token).POST('/v1/tables', {
        body: {
          rules: { ...rules, maxHands: 2 },
          seats,
        },
      }),
    );
    for (const q of players.slice(1))
      await ok(as(app, q.token).POST('/v1/tables/{id}/seats', byId(over.code)));
    await ok(as(app, ann.token).POST('/v1/tables/{id}/start', byId(over.id)));
    const end = await playUntil(app, over.id, players, () => false);
    if (end.status !== 'over') throw new Error(`table ${over.id} ended ${end.status}`);
    name(`TABLE#${over.id}`, `${p}-over`);
    name(`CODE#${over.code}`, `${p}-over`);
  }

  // A public match in play (the lobby's "playing" list: its LOBBY#PLAYING keys), a few moves in.
  const watched = await ok(
    as(app, cat.token).POST('/v1/tables', {
      body: { rules: { preset: 'draw', players: 2 }, visibility: 'public', moveTimeLimitSeconds: 86_400 },
    }),
  );
  await ok(as(app, dan.token).POST('/v1/tables/{id}/seats', byId(watched.code)));
  await ok(as(app, cat.token).POST('/v1/tables/{id}/start', byId(watched.id)));
  const watchedStart = await ok(as(app, cat.token).GET('/v1/tables/{id}', byId(watched.id)));
  await playUntil(app, watched.id, [cat, dan], (t) => t.version >= watchedStart.version + 2);
  name(`TABLE#${watched.id}`, 'draw-public-playing');
  name(`CODE#${watched.code}`, 'draw-public-playing');

  // Rated (table format 2): a Block match of two people played to its end (the table keeps each
  // seat's rating change; their ratings items), and a rated partnership table waiting in the lobby.
  const rated = await ok(
    as(app, cat.token).POST('/v1/tables', { body: { rules: { preset: 'block', players: 2 }, rated: true } }),
  );
  await ok(as(app, dan.token).POST('/v1/tables/{id}/seats', byId(rated.code)));
  await ok(as(app, cat.token).POST('/v1/tables/{id}/start', byId(rated.id)));
  const ratedEnd = await playUntil(app, rated.id, [cat, dan], () => false);
  if (ratedEnd.status !== 'over' || !ratedEnd.ratingChange)
    throw new Error(`table ${rated.id} was not rated`);
  name(`TABLE#${rated.id}`, 'block-rated-over');
  name(`CODE#${rated.code}`, 'block-rated-over');
  const ratedOpen = await ok(
    as(app, ann.token).POST('/v1/tables', {
      body: { rules: { preset: 'partnership', players: 4 }, rated: true, visibility: 'public' },
    }),
  );
  name(`TABLE#${ratedOpen.id}`, 'partnership-rated-open');
  name(`CODE#${ratedOpen.code}`, 'partnership-rated-open');

  // A development table (fixed seed) finished, and its rematch waiting for the others.
  const dev = await ok(
    as(app, ann.token).POST('/v1/tables', {
      body: {
        rules: { preset: 'draw', players: 2, maxHands: 1 },
        seed: 'fixture-dev',
      },
    }),
  );
  await ok(as(app, dan.token).POST('/v1/tables/{id}/seats', byId(dev.code)));
  await ok(as(app, ann.token).POST('/v1/tables/{id}/start', byId(dev.id)));
  await playUntil(app, dev.id, [ann, dan], () => false);
  const rematch = await ok(as(app, dan.token).POST('/v1/tables/{id}/rematch', byId(dev.id)));
  name(`TABLE#${dev.id}`, 'dev-over-rematched');
  name(`CODE#${dev.code}`, 'dev-over-rematched');
  name(`TABLE#${rematch.id}`, 'rematch-open-invited');
  name(`CODE#${rematch.code}`, 'rematch-open-invited');

  // Closed: everyone left before the start.
  const closed = await ok(
    as(app, cat.token).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
  );
  await ok(as(app, cat.token).DELETE('/v1/tables/{id}/seats/me', byId(closed.id)));
  name(`TABLE#${closed.id}`, 'draw-closed');
  name(`CODE#${closed.code}`, 'draw-closed');

  // Resigned: a person gave up mid-match.
  const resigned = await ok(
    as(app, dan.token).POST('/v1/tables', {
      body: {
        rules: { preset: 'block', players: 2 },
        fillWithComputers: { level: 'random' },
      },
    }),
  );
  await ok(as(app, cat.token).POST('/v1/tables/{id}/seats', byId(resigned.code)));
  await ok(as(app, dan.token).POST('/v1/tables/{id}/start', byId(resigned.id)));
  await ok(as(app, cat.token).POST('/v1/tables/{id}/resign', byId(resigned.id)));
  name(`TABLE#${resigned.id}`, 'block-resigned');
  name(`CODE#${resigned.code}`, 'block-resigned');

  // Hints (hint-count): a person against a computer player asks at two turns of the first hand,
  // once twice at the same turn (counted once); the table's version never moves for them.
  const hinted = await ok(
    as(app, dan.token).POST('/v1/tables', {
      body: {
        rules: { preset: 'draw', players: 2 },
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'expert' }],
      },
    }),
  );
  await ok(as(app, dan.token).POST('/v1/tables/{id}/start', byId(hinted.id)));
  for (const ask of [2, 1]) {
    for (let i = 0; i < ask; i++) await ok(as(app, dan.token).POST('/v1/tables/{id}/hint', byId(hinted.id)));
    const mine = await ok(as(app, dan.token).GET('/v1/tables/{id}', byId(hinted.id)));
    const m = lineView(mine).legalMoves![0];
    await ok(
      as(app, dan.token).POST('/v1/tables/{id}/moves', {
        ...byId(hinted.id),
        body: {
          ...(m.type === 'draw' ? { draw: true as const } : { tile: m.tile, end: m.end }),
          version: mine.version,
        },
      }),
    );
  }
  name(`TABLE#${hinted.id}`, 'draw-hinted');
  name(`CODE#${hinted.code}`, 'draw-hinted');

  // Sheets: empty, and with hands recorded (one corrected).
  const empty = await ok(as(app, bob.token).POST('/v1/sheets', { body: { players: ['Ann', 'Bob'] } }));
  name(`SHEET#${empty.id}`, 'empty');
  const sheet = await ok(
    as(app, bob.token).POST('/v1/sheets', {
      body: {
        players: ['Ann', 'Bob', 'Cat', 'Dan'],
        teams: true,
        handSize: 7,
        roundToFive: true,
        target: 150,
      },
    }),
  );
  await ok(
    as(app, bob.token).POST('/v1/sheets/{id}/hands', {
      ...byId(sheet.id),
      body: {
        outcome: { kind: 'domino', player: 1, doubled: false },
        pips: [12, 0, 7, 20],
      },
    }),
  );
  await ok(
    as(app, bob.token).POST('/v1/sheets/{id}/hands', {
      ...byId(sheet.id),
      body: {
        outcome: { kind: 'blocked' },
        pips: [3, 9, 14, 8],
      },
    }),
  );
  await ok(
    as(app, bob.token).PUT('/v1/sheets/{id}/hands/last', {
      ...byId(sheet.id),
      body: {
        outcome: { kind: 'blocked' },
        pips: [3, 10, 14, 8],
      },
    }),
  );
  name(`SHEET#${sheet.id}`, 'teams-two-hands');
  const fives = await ok(
    as(app, cat.token).POST('/v1/sheets', {
      body: {
        players: ['Cat', 'Dan', 'Eve'],
        blockedScoring: 'allHands',
        losersLosePips: true,
      },
    }),
  );
  await ok(
    as(app, cat.token).POST('/v1/sheets/{id}/hands', {
      ...byId(fives.id),
      body: {
        outcome: { kind: 'domino', player: 2 },
        pips: [10, 4, 0],
        points: [10, 0, 5],
      },
    }),
  );
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
  const unused = await ok(as(app, ann.token).POST('/v1/me/sign-in-codes'));
  names.set(`SIGNIN#${hashSignInCode(normalizeSignInCode(unused.code)!)}`, 'ann-unused');
  const code = await ok(as(app, bob.token).POST('/v1/me/sign-in-codes'));
  await ok(as(app).POST('/v1/players/sign-in', { body: { code: code.code, deviceName: 'Bob’s laptop' } }));
  const rotated = await ok(as(app, cat.token).POST('/v1/me/tokens/current/rotate'));
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
 * notified to an endpoint that is down (deliveries pending a retry) and its deadline reminder;
 * and a device's push subscription (webhook format 2, `webpush`), made through the API.
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
    const standard = await ok(as(app, eve.token).POST('/v1/me/webhooks', { body: { url } }));
    const discord = await ok(
      as(app, fay.token).POST('/v1/me/webhooks', {
        body: {
          url,
          format: 'discord',
          events: ['table.your_turn', 'table.deadline_soon'],
        },
      }),
    );
    names.set(`WEBHOOK#${standard.id}`, 'eve-standard');
    names.set(`WEBHOOK#${discord.id}`, 'fay-discord');
    await ok(as(app, eve.token).POST('/v1/me/webhooks/{id}/test', byId(standard.id)));
    const t = await ok(
      as(app, eve.token).POST('/v1/tables', {
        body: {
          rules: { preset: 'draw', players: 2 },
          moveTimeLimitSeconds: 86_400,
        },
      }),
    );
    names.set(`TABLE#${t.id}`, 'draw-webhooks');
    await ok(as(app, fay.token).POST('/v1/tables/{id}/seats', byId(t.code)));
    await ok(as(app, eve.token).POST('/v1/tables/{id}/start', byId(t.id)));
    // What the notifier does with the start's stream record, the endpoints being down.
    status = 503;
    const started = (await store.findTable(t.id))!;
    await notify(deps.notify, eventsOf(null, started, ''));

    // Pia subscribes her device to Web Push, with keys as a browser makes them (a P-256 key pair
    // and a 16-byte auth secret) and an endpoint on loopback (development sends there). She has
    // no table, so nothing is sent to it (and no VAPID key is made).
    const pia = await signUp(app, 'Pia');
    names.set(`PLAYER#${pia.id}`, 'pia');
    const browser = createECDH('prime256v1');
    await ok(
      as(app, pia.token).POST('/v1/players/me/push-subscriptions', {
        body: {
          endpoint: new URL('/push/pia', url).href,
          keys: {
            p256dh: browser.generateKeys().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
      }),
    );
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
  [/^TABLE#/, /^ROUND#/, 'round-archive'],
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
  [/^TABLE#/, /^HINT#/, 'hint-count'],
  [/^PLAYER#/, /^RATINGS$/, 'rating'],
  [/^BOARD#/, /^\d+#/, 'rating-board'],
  [/^BOARD#/, /^SNAPSHOT$/, 'rating-snapshot'],
  [/^TABLE#/, /^PHRASES$/, 'phrases'],
  [/^PLAYER#/, /^VACATION$/, 'vacation'],
  [/^EVENT#/, /^EVENT$/, 'event'],
  [/^EVENT#/, /^ROUND#/, 'event-round'],
  [/^EVENTS#/, /./, 'event-listing'],
  [/^PLAYER#/, /^EVENT#/, 'event-entry'],
  [/^PLAYER#/, /^PAIRING#/, 'pairing-entry'],
  [/^QUEUE#/, /./, 'queue-slot'],
  [/^PLAYER#/, /^PAIRED#/, 'last-opponents'],
  [/^SEEKS$/, /^SEEK#/, 'seek'],
];

/** What an `--add` scenario is given: the app and store on the set's items, its players, the names of the items. */
interface Scene {
  app: App;
  store: DynamoDbStore;
  people: Record<string, Person>;
  names: Map<string, string>;
}

/**
 * An `--add` scenario: it plays, names its items (`names`) and answers which items are its own
 * (only those are written). `fresh`: played on an empty store, not on the set's items.
 */
interface Scenario {
  play: (scene: Scene) => Promise<(pk: string, sk: string) => boolean>;
  fresh?: true;
}

/** The items whose key ends with one of these ids or codes. */
const endingWith =
  (...ids: string[]) =>
  (pk: string, sk: string) =>
    [pk, sk].some((k) => ids.some((x) => k.endsWith(x)));

const SCENARIOS: Record<string, Scenario> = {
  'bigger-sets': { play: biggerSets },
  'round-archives': { play: roundArchives },
  'event-table': { play: eventTable, fresh: true },
  'rated-new-pools': { play: ratedNewPools },
};

/** `--add <scenario>`: the scenario played as the set's own players, only its items written. */
async function add(name: string | undefined): Promise<void> {
  const scenario = name === undefined ? undefined : SCENARIOS[name];
  if (!scenario) throw new Error(`--add: no scenario ${name} (${Object.keys(SCENARIOS).join(', ')})`);
  const people: Record<string, Person> = JSON.parse(readFileSync(join(outDir, 'players.json'), 'utf8'));
  const keys = TokenKeys.of(TokenKeyRing.parse(readFileSync(join(outDir, 'token-keys.json'), 'utf8')));
  const local = await startDynamoDbLocal();
  const tableName = 'fixtures';
  const client = createDynamoClient(
    { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: local.endpoint }), timeouts: CAPTURE_TIMEOUTS },
    {},
  );
  try {
    await ensureTable(client, tableName);
    // The set's items as they were stored (its players, their tokens, their tables).
    const kinds = scenario.fresh ? [] : readdirSync(outDir, { withFileTypes: true });
    for (const kind of kinds.filter((d) => d.isDirectory()))
      for (const file of readdirSync(join(outDir, kind.name))) {
        const item = fromJson(JSON.parse(readFileSync(join(outDir, kind.name, file), 'utf8')));
        await client.send(
          new PutItemCommand({ TableName: tableName, Item: item as Record<string, AttributeValue> }),
        );
      }
    const store = new DynamoDbStore(createDocumentClient(client), tableName, CAPTURE_TIMEOUTS);
    const deps = defaultDeps(
      store,
      { devMode: true, rateLimit: null, botBudgetMs: 10_000, storeDeadlineMs: 60_000 },
      { keys },
    );
    const app = createApp(deps);
    const names = new Map<string, string>();
    for (const [who, p] of Object.entries(people)) names.set(`PLAYER#${p.id}`, who);
    const only = await scenario.play({ app, store, people, names });
    await dump(client, tableName, names, only);
  } finally {
    client.destroy();
    await local.stop();
  }
}

/**
 * Cuba's game mid-hand, as `people` (the set's players); answers the ids and codes whose items
 * are the scenario's.
 */
async function biggerSets({ app, people, names }: Scene) {
  const { ann, bob } = people;
  // Cuba's game: double-nine, four players in two teams, ten tiles each, fifteen never seen.
  const rules = { preset: 'partnership', players: 4, set: 9 } as const;
  const playing = await ok(
    as(app, ann.token).POST('/v1/tables', {
      body: { rules, fillWithComputers: { level: 'expert' }, moveTimeLimitSeconds: 3600 },
    }),
  );
  await ok(as(app, bob.token).POST('/v1/tables/{id}/seats', byId(playing.code)));
  await ok(as(app, ann.token).POST('/v1/tables/{id}/start', byId(playing.id)));
  const start = await ok(as(app, ann.token).GET('/v1/tables/{id}', byId(playing.id)));
  await playUntil(app, playing.id, [ann, bob], (t) => t.version >= start.version + 3);
  const name = `${rules.preset}${rules.set}-playing`;
  names.set(`TABLE#${playing.id}`, name);
  names.set(`CODE#${playing.code}`, name);
  return endingWith(playing.id, playing.code);
}

/**
 * Mexican Train for two (double-nine), Ann against a greedy computer player, played by Ann's
 * first legal move until the third round: the table and its first two rounds' archives.
 */
async function roundArchives({ app, people, names }: Scene) {
  const { ann } = people;
  const rules = { game: 'mexicanTrain', players: 2, set: 9 } as const;
  const created = await ok(
    as(app, ann.token).POST('/v1/tables', {
      body: {
        rules,
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
        moveTimeLimitSeconds: 3600,
      },
    }),
  );
  const at = byId(created.id);
  let t = await ok(as(app, ann.token).POST('/v1/tables/{id}/start', at));
  for (;;) {
    const v = t.view;
    if (v?.game !== 'mexicanTrain') throw new Error('expected a Mexican Train view');
    if (v.round >= 3 || t.status !== 'playing') break;
    const m = v.legalMoves![0];
    t = await ok(
      as(app, ann.token).POST('/v1/tables/{id}/moves', { ...at, body: { ...m, version: t.version } }),
    );
  }
  const name = 'mexican-train-round-3';
  names.set(`TABLE#${created.id}`, name);
  names.set(`CODE#${created.code}`, name);
  return endingWith(created.id, created.code);
}

/**
 * An event's table: round 1 of a four-player duplicate Swiss, its tables opened by the events'
 * own sync, on a fixed clock and ids; the first board's table item alone, in the table format of
 * the day (3 in set v4). Seated are the set's own players, so the live fixtures' test plays on at it.
 */
async function eventTable({ store, people, names }: Scene) {
  const ms = Date.parse('2026-12-06T11:00:00.000Z');
  let n = 0;
  const ectx: EventContext = {
    store,
    now: () => new Date(ms),
    newId: () => `evt${String(++n).padStart(17, '0')}`,
    randomSeed: () => `seed-${++n}-5d02c8e1a7f3`,
  };
  const tctx: TableContext = {
    ...ectx,
    store,
    newCode: () => `T${String(++n).padStart(5, '0')}`,
    botBudgetMs: 1000,
    clock: () => 0,
  };
  const players = Object.entries(people).map(([name, p]) => ({ id: p.id, name }));
  const e = await createEvent(
    ectx,
    players[0],
    {
      name: 'Winter duplicate',
      game: 'draw2',
      pace: 'correspondence',
      format: 'swiss',
      rounds: 3,
      minPlayers: 4,
      maxPlayers: 8,
      startAt: null,
      rated: true,
      visibility: 'public',
      duplicate: true,
      roundSeconds: 604_800,
    },
    { join: true },
  );
  for (const p of players.slice(1)) await joinEvent(ectx, e.id, p, null);
  await startEvent(ectx, e.id, players[0].id);
  await syncRound(ectx, tctx, e.id);
  const id = (await store.events.findRound(e.id, 1))!.matches[0].tableId!;
  names.set(`TABLE#${id}`, 'draw-event-duplicate-playing');
  return (pk: string, sk: string) => pk === `TABLE#${id}` && sk === 'TABLE';
}

/** Moves for the people until the match ends, each the first legal move its mover's view lists. */
async function playToEnd(app: App, id: string, people: Person[]): Promise<Table> {
  let t = await ok(as(app, people[0].token).GET('/v1/tables/{id}', byId(id)));
  while (t.status === 'playing') {
    const s = t.seats[t.turn!.seat];
    const who = people.find((p) => 'playerId' in s && s.playerId === p.id);
    if (!who) throw new Error(`table ${id}: seat ${t.turn!.seat} is not a person`);
    const mine = await ok(as(app, who.token).GET('/v1/tables/{id}', byId(id)));
    const m = mine.view!.legalMoves![0];
    const move =
      m.type === 'draw'
        ? { draw: true as const }
        : m.type === 'stop'
          ? { type: 'stop' as const }
          : 'train' in m
            ? { type: 'play' as const, tile: m.tile, train: m.train }
            : { tile: m.tile, end: m.end };
    t = await ok(
      as(app, who.token).POST('/v1/tables/{id}/moves', {
        ...byId(id),
        body: { ...move, version: mine.version },
      }),
    );
  }
  return t;
}

/**
 * The rated pools Mexican Train and double-nine partnership, each a match of people only played
 * to its end: a double-twelve train table of eight (Ann, Bob and six new players) and Cuba's game
 * (Ann, Bob and two of them). Written: both tables and join codes, every one of their players'
 * ratings items, the new players' profiles, and Ann's and Bob's memberships (the set's other
 * players have no token in players.json, so their memberships stay out).
 */
async function ratedNewPools({ app, people, names }: Scene) {
  const { ann, bob } = people;
  const newNames = ['Hal', 'Ivy', 'Jon', 'Kit', 'Lea', 'Max'];
  const others = await Promise.all(newNames.map((n) => signUp(app, n)));
  for (const [i, p] of others.entries()) names.set(`PLAYER#${p.id}`, newNames[i].toLowerCase());
  const rated = async (
    name: string,
    rules: components['schemas']['CreateTable']['rules'],
    seated: Person[],
    pool: string,
  ) => {
    const created = await ok(as(app, seated[0].token).POST('/v1/tables', { body: { rules, rated: true } }));
    for (const p of seated.slice(1))
      await ok(as(app, p.token).POST('/v1/tables/{id}/seats', byId(created.code)));
    await ok(as(app, seated[0].token).POST('/v1/tables/{id}/start', byId(created.id)));
    const end = await playToEnd(app, created.id, seated);
    const change = end.ratingChange;
    if (end.status !== 'over' || change?.pool !== pool || change.seats.length !== seated.length)
      throw new Error(`table ${created.id} was not rated in ${pool}: ${JSON.stringify(change)}`);
    names.set(`TABLE#${created.id}`, name);
    names.set(`CODE#${created.code}`, name);
    return created;
  };
  const train = await rated(
    'mexican-train-rated-over',
    { game: 'mexicanTrain', players: 8 },
    [ann, bob, ...others],
    'mexicanTrain',
  );
  const cuban = await rated(
    'partnership9-rated-over',
    { preset: 'partnership', players: 4, set: 9 },
    [ann, bob, others[0], others[1]],
    'doubleNinePartnership',
  );
  const ids = [train.id, train.code, cuban.id, cuban.code];
  const players = [ann, bob, ...others].map((p) => `PLAYER#${p.id}`);
  const fresh = others.map((p) => `PLAYER#${p.id}`);
  const mine = [ann, bob].map((p) => `PLAYER#${p.id}`);
  return (pk: string, sk: string) =>
    ids.some((x) => pk === `TABLE#${x}` || pk === `CODE#${x}`)
      ? sk === 'TABLE' || sk === 'CODE'
      : (players.includes(pk) && sk === 'RATINGS') ||
        (fresh.includes(pk) && sk === 'PROFILE') ||
        (mine.includes(pk) && ids.some((x) => sk.endsWith(`#${x}`)));
}

/** Raw DynamoDB JSON with `B` in base64 as AttributeValues (what toJson wrote). */
function fromJson(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(fromJson);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        k === 'B' ? new Uint8Array(Buffer.from(String(x), 'base64')) : fromJson(x),
      ]),
    );
  return v;
}

/**
 * Every item in the table (with `only`: those of the keys it accepts), as raw DynamoDB JSON, one
 * file each.
 */
async function dump(
  client: ReturnType<typeof createDynamoClient>,
  tableName: string,
  names: Map<string, string>,
  only?: (pk: string, sk: string) => boolean,
) {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const out = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []).filter((i) => !only || only(i.PK.S!, i.SK.S!)));
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
    if (kind === 'round-archive') base = `${base}-round-${Number(sk.split('#').at(-1))}`;
    if (kind === 'device-token') base = `${base}-device`;
    if (kind === 'webhook' && sk.startsWith(`WEBHOOK#${PUSH_ID_PREFIX}`)) base = `${base}-push`;
    if (kind === 'hint-count') base = `${base}-hand-${Number(sk.split('#')[1])}-seat-${sk.split('#')[2]}`;
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
  if (only) return;
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
