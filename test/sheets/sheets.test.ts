/**
 * The score keeper through HTTP on DynamoDB Local: docs/rules.md's worked examples (001), teams, All
 * Fives points, a game to its winner, corrections, impossible hands, races and access.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
// The engine before the app, on purpose: the API's schemas must not depend on the import order.
import { mostPipsIn } from '../../shared/engine';
import type { paths } from '../../web/src/api/schema';
import { type App, signUp, type TestPlayer, testApp, testStore } from '../support/api';
import {
  type Answer,
  expectOk,
  type Problem,
  type Schemas,
  sendUndocumented,
  textOf,
  typedClient,
} from '../support/client';
import { testDynamoDb } from '../support/dynamodb';

const app: App = testApp();
const store = testStore();
let keeper: TestPlayer;
let friend: TestPlayer;

beforeAll(async () => {
  [keeper, friend] = await Promise.all([signUp(app, 'Keeper'), signUp(app, 'Friend')]);
});

/** What POST /v1/sheets takes (the document has it inline, not as a named schema). */
type NewSheet = paths['/v1/sheets']['post']['requestBody']['content']['application/json'];

/** The typed client of `token` (none: no authorization header), and a sheet's id as a path parameter. */
const as = (token?: string) => typedClient(app, token);
const byId = (id: string) => ({ params: { path: { id } } });

async function newSheet(options: NewSheet): Promise<Schemas['Sheet']> {
  return expectOk(as(keeper.token).POST('/v1/sheets', { body: options }), 201);
}

function record(id: string, hand: Schemas['RecordHand'], token = keeper.token) {
  return as(token).POST('/v1/sheets/{id}/hands', { ...byId(id), body: hand });
}

const ANA_OUT: Schemas['RecordHand'] = { outcome: { kind: 'domino', player: 0 }, pips: [0, 17, 11] };
const BLOCKED: Schemas['RecordHand'] = { outcome: { kind: 'blocked' }, pips: [10, 19] };

/** The refusal's status (the body as sent in the message), its content type and its problem's code. */
async function expectProblem(
  answer: Answer<unknown, Problem> | Promise<Answer<unknown, Problem>>,
  status: number,
  code: string,
): Promise<void> {
  const r = await answer;
  expect(r.response.status, await textOf(r)).toBe(status);
  expect(r.response.headers.get('content-type')).toContain('application/problem+json');
  expect(r.error).toMatchObject({ status, code });
}

describe('docs/rules.md score keeper worked examples through the API', () => {
  it.each([
    [{}, 28, [28, 0, 0]],
    [{ roundToFive: true }, 30, [30, 0, 0]],
    [{ losersLosePips: true }, 28, [28, -17, -11]],
  ])('Ana goes out, Ben 17, Cy 11, options %j: award %i, totals %j', async (opts, award, totals) => {
    const sheet = await newSheet({ players: ['Ana', 'Ben', 'Cy'], ...opts });
    const r = await expectOk(record(sheet.id, ANA_OUT), 201);
    expect(r.hands).toEqual([
      {
        number: 1,
        outcome: { kind: 'domino', player: 0, doubled: false },
        pips: [0, 17, 11],
        points: null,
        winner: 0,
        award,
        doubled: false,
        sidePips: [0, 17, 11],
        pointsDuringPlay: [0, 0, 0],
        change: totals,
        totals,
      },
    ]);
    expect(r).toMatchObject({ totals, leaders: [0], winner: null, over: false, version: 2 });
  });

  it.each<[NewSheet['blockedScoring'], boolean, number]>([
    ['othersMinusOwn', false, 9],
    ['eachOpponentMinusOwn', false, 9],
    ['othersTotal', false, 19],
    ['allHands', false, 29],
    ['othersTotal', true, 20],
  ])(
    'two players blocked, Ana 10, Ben 19, %s (roundToFive %s): Ana scores %i',
    async (blockedScoring, roundToFive, award) => {
      const sheet = await newSheet({ players: ['Ana', 'Ben'], blockedScoring, roundToFive });
      const r = await expectOk(record(sheet.id, BLOCKED), 201);
      expect(r.hands[0]).toMatchObject({ winner: 0, award, change: [award, 0], totals: [award, 0] });
      expect(r.totals).toEqual([award, 0]);
    },
  );

  it('the defaults: othersMinusOwn, target 100, and the rules shown on the sheet', async () => {
    const answer = await as(keeper.token).POST('/v1/sheets', { body: { players: ['Ana', 'Ben'] } });
    const sheet = await expectOk(answer, 201);
    expect(answer.response.headers.get('location')).toBe(`/v1/sheets/${sheet.id}`);
    expect(sheet).toMatchObject({
      version: 1,
      players: ['Ana', 'Ben'],
      sides: [
        { name: 'Ana', players: [0] },
        { name: 'Ben', players: [1] },
      ],
      rules: {
        teams: false,
        blockedScoring: 'othersMinusOwn',
        roundToFive: false,
        target: 100,
        maxHands: null,
      },
      hands: [],
      totals: [0, 0],
      leaders: [],
      winner: null,
      yours: true,
    });
  });
});

describe('teams, doubled scores and All Fives points', () => {
  it('two teams: partners’ pips count together, a partner’s pips never count for their own side', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben', 'Cy', 'Dee'], teams: true });
    expect(sheet.sides).toEqual([
      { name: 'Ana & Cy', players: [0, 2] },
      { name: 'Ben & Dee', players: [1, 3] },
    ]);
    // Ana goes out; Cy still holds 6: Ana & Cy score Ben's and Dee's 9 + 12.
    const one = await expectOk(
      record(sheet.id, { outcome: { kind: 'domino', player: 0 }, pips: [0, 9, 6, 12] }),
      201,
    );
    expect(one.hands[0]).toMatchObject({ winner: 0, award: 21, sidePips: [6, 21], change: [21, 0] });
    // Blocked: Ana & Cy 7 + 8 = 15 against Ben & Dee 4 + 5 = 9: Ben & Dee score 15 - 9.
    const two = await expectOk(record(sheet.id, { outcome: { kind: 'blocked' }, pips: [7, 4, 8, 5] }), 201);
    expect(two.hands[1]).toMatchObject({ winner: 1, award: 6, sidePips: [15, 9], totals: [21, 6] });
    expect(two).toMatchObject({ totals: [21, 6], leaders: [0], winner: null });
  });

  it('doubledScores doubles the award of going out with a double (only when switched on)', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben'], doubledScores: true });
    const r = await expectOk(
      record(sheet.id, { outcome: { kind: 'domino', player: 1, doubled: true }, pips: [14, 0] }),
      201,
    );
    expect(r.hands[0]).toMatchObject({ winner: 1, award: 28, doubled: true, totals: [0, 28] });
    const plain = await newSheet({ players: ['Ana', 'Ben'] });
    const p = await expectOk(
      record(plain.id, { outcome: { kind: 'domino', player: 1, doubled: true }, pips: [14, 0] }),
      201,
    );
    expect(p.hands[0]).toMatchObject({ award: 14, doubled: false });
  });

  it('All Fives: points made during play count for each side, then the hand’s award (rounded)', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben', 'Cy'], roundToFive: true, target: 150 });
    const r = await expectOk(
      record(sheet.id, {
        outcome: { kind: 'domino', player: 1 },
        pips: [13, 0, 9],
        points: [10, 25, 5],
      }),
      201,
    );
    // Ben: 25 during play + 22 rounded to 20.
    expect(r.hands[0]).toMatchObject({
      winner: 1,
      award: 20,
      points: [10, 25, 5],
      pointsDuringPlay: [10, 25, 5],
      change: [10, 45, 5],
      totals: [10, 45, 5],
    });
    expect(r.leaders).toEqual([1]);
  });
});

describe('a game tallied to the target', () => {
  it('a tie for first at the target plays on; the next hand decides the winner; then no more hands', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben'], target: 61 });
    const id = sheet.id;
    const hands: Schemas['RecordHand'][] = [
      { outcome: { kind: 'domino', player: 0 }, pips: [0, 50] },
      { outcome: { kind: 'domino', player: 1 }, pips: [55, 0], points: [5, 0] },
      { outcome: { kind: 'domino', player: 1 }, pips: [10, 0], points: [10, 0] },
    ];
    let last: Schemas['Sheet'] | undefined;
    for (const h of hands) last = await expectOk(record(id, h), 201);
    expect(last!.hands.map((h) => h.totals)).toEqual([
      [50, 0],
      [55, 55],
      [65, 65],
    ]);
    expect(last!).toMatchObject({ totals: [65, 65], leaders: [0, 1], winner: null, over: false });

    const won = await expectOk(record(id, { outcome: { kind: 'domino', player: 0 }, pips: [0, 3] }), 201);
    expect(won).toMatchObject({ totals: [68, 65], leaders: [0], winner: 0, over: true, version: 5 });

    const after = await record(id, { outcome: { kind: 'blocked' }, pips: [1, 2] });
    await expectProblem(after, 409, 'sheet/over');
    // Everyone with the id reads the same sheet.
    const reading = await as(friend.token).GET('/v1/sheets/{id}', byId(id));
    const read = await expectOk(reading);
    expect(reading.response.headers.get('etag')).toBe('"5"');
    expect({ ...read, yours: true }).toEqual(won);
    expect(read.yours).toBe(false);
  });

  it('maxHands: after that many hands the highest total wins', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben'], maxHands: 2 });
    await expectOk(record(sheet.id, { outcome: { kind: 'domino', player: 1 }, pips: [12, 0] }), 201);
    const r = await expectOk(record(sheet.id, { outcome: { kind: 'domino', player: 0 }, pips: [0, 5] }), 201);
    expect(r).toMatchObject({ totals: [5, 12], winner: 1, over: true });
  });
});

describe('correcting and deleting the last hand', () => {
  it('PUT replaces the last hand and the totals follow; DELETE removes it; both bump the version', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben', 'Cy'] });
    const id = sheet.id;
    await expectOk(record(id, ANA_OUT), 201);
    await expectOk(record(id, { outcome: { kind: 'domino', player: 1 }, pips: [8, 0, 4] }), 201);
    const fixed = await expectOk(
      as(keeper.token).PUT('/v1/sheets/{id}/hands/last', {
        ...byId(id),
        body: { outcome: { kind: 'domino', player: 2 }, pips: [8, 4, 0] },
      }),
    );
    expect(fixed.hands).toHaveLength(2);
    expect(fixed.hands[1]).toMatchObject({ winner: 2, award: 12, totals: [28, 0, 12] });
    expect(fixed).toMatchObject({ version: 4, totals: [28, 0, 12] });

    const gone = await expectOk(as(keeper.token).DELETE('/v1/sheets/{id}/hands/last', byId(id)));
    expect(gone).toMatchObject({ version: 5, totals: [28, 0, 0] });
    expect(gone.hands).toHaveLength(1);
    await expectOk(as(keeper.token).DELETE('/v1/sheets/{id}/hands/last', byId(id)));
    const none = await as(keeper.token).DELETE('/v1/sheets/{id}/hands/last', byId(id));
    await expectProblem(none, 409, 'sheet/no-hands');
    const putNone = await as(keeper.token).PUT('/v1/sheets/{id}/hands/last', { ...byId(id), body: ANA_OUT });
    await expectProblem(putNone, 409, 'sheet/no-hands');
  });

  it('the hand that decided the winner can be corrected or deleted, and the game goes on', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben'], target: 20 });
    const id = sheet.id;
    const won = await expectOk(record(id, { outcome: { kind: 'domino', player: 0 }, pips: [0, 25] }), 201);
    expect(won.winner).toBe(0);
    const fixed = await expectOk(
      as(keeper.token).PUT('/v1/sheets/{id}/hands/last', {
        ...byId(id),
        body: { outcome: { kind: 'domino', player: 0 }, pips: [0, 15] },
      }),
    );
    expect(fixed).toMatchObject({ totals: [15, 0], winner: null, over: false });
    await expectOk(record(id, { outcome: { kind: 'blocked' }, pips: [3, 4] }), 201);
  });
});

describe('impossible hands and bad requests', () => {
  // Sent as given (sendUndocumented): bad hands on purpose; the last has a field the document
  // does not have, so it is no RecordHand the typed client would send.
  const cases: [string, unknown, number, string, string[]][] = [
    [
      'negative pips',
      { outcome: { kind: 'blocked' }, pips: [-1, 5, 5] },
      400,
      'request/validation',
      ['body.pips.0'],
    ],
    [
      'too few players',
      { outcome: { kind: 'blocked' }, pips: [3, 5] },
      422,
      'sheet/impossible-hand',
      ['body.pips'],
    ],
    [
      'five players',
      { outcome: { kind: 'blocked' }, pips: [1, 2, 3, 4, 5] },
      400,
      'request/validation',
      ['body.pips'],
    ],
    [
      'a winner who still has pips',
      { outcome: { kind: 'domino', player: 1 }, pips: [5, 3, 9] },
      422,
      'sheet/impossible-hand',
      ['body.pips.1'],
    ],
    [
      'two winners (two players out)',
      { outcome: { kind: 'domino', player: 0 }, pips: [0, 0, 0] },
      422,
      'sheet/impossible-hand',
      ['body.pips.2'],
    ],
    [
      'a player who is not on the sheet',
      { outcome: { kind: 'domino', player: 3 }, pips: [1, 2, 3] },
      422,
      'sheet/impossible-hand',
      ['body.outcome.player'],
    ],
    [
      'more pips than the whole set',
      { outcome: { kind: 'blocked' }, pips: [100, 60, 9] },
      422,
      'sheet/impossible-hand',
      ['body.pips'],
    ],
    [
      'more pips than a 5-tile Block hand could hold',
      { outcome: { kind: 'domino', player: 0 }, pips: [0, mostPipsIn(5) + 1, 10] },
      422,
      'sheet/impossible-hand',
      ['body.pips.1'],
    ],
    [
      'points during play that are not multiples of 5',
      { outcome: { kind: 'blocked' }, pips: [1, 2, 3], points: [5, 3, 0] },
      422,
      'sheet/impossible-hand',
      ['body.points.1'],
    ],
    [
      'an unknown field',
      { outcome: { kind: 'blocked' }, pips: [1, 2, 3], who: 'x' },
      400,
      'request/validation',
      ['body'],
    ],
  ];

  it.each(cases)('%s: %i problem+json, nothing recorded', async (_name, hand, status, code, paths) => {
    const sheet = await newSheet({ players: ['Ana', 'Ben', 'Cy'], handSize: 5, drawing: false });
    const r = await sendUndocumented(app, 'POST', `/v1/sheets/${sheet.id}/hands`, {
      token: keeper.token,
      body: hand,
    });
    await expectProblem(r, status, code);
    expect(r.error?.errors?.map((e) => e.path)).toEqual(paths);
    expect(r.error?.detail).toBeTruthy();
    expect((await store.loadSheet(sheet.id))!).toMatchObject({ version: 1, hands: [] });
  });

  it('problems name the player', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben', 'Cy'] });
    const r = await record(sheet.id, { outcome: { kind: 'domino', player: 1 }, pips: [5, 3, 9] });
    expect(r.error?.errors).toEqual([
      { path: 'body.pips.1', message: 'Ben: the player who went out has no tiles left, so no pips' },
    ]);
  });

  it.each([
    [{ players: ['Ana'] }, 'body.players'],
    [{ players: ['Ana', 'Ben', 'Cy'], teams: true }, 'body.teams'],
    [{ players: ['Ana', 'Ben'], blockedScoring: 'most' }, 'body.blockedScoring'],
    [{ players: ['Ana', 'Ben', 'Cy', 'Dee'], handSize: 8 }, 'body.handSize'],
  ])('a sheet that cannot be: %j → 400 at %s', async (body, path) => {
    // Sent as given: 'most' is no blockedScoring of the document (the others break bounds a type does not carry).
    const r = await sendUndocumented(app, 'POST', '/v1/sheets', { token: keeper.token, body });
    await expectProblem(r, 400, 'request/validation');
    expect(r.error?.errors?.map((e) => e.path)).toContain(path);
  });
});

describe('races and versions', () => {
  it('two simultaneous records at one version: one is recorded, the other gets 409', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben', 'Cy'] });
    const id = sheet.id;
    const replies = await Promise.all(
      Array.from({ length: 2 }, () => record(id, { ...ANA_OUT, version: 1 })),
    );
    expect(replies.map((r) => r.response.status).sort()).toEqual([201, 409]);
    await expectProblem(replies.find((r) => r.response.status === 409)!, 409, 'sheet/stale-version');
    expect((await store.loadSheet(id))!).toMatchObject({ version: 2, hands: [ANA_OUT] });
  });

  it('ten simultaneous records without a version: each lands once, in some order, versions 2..11', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben'], target: 1000 });
    const id = sheet.id;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        record(id, { outcome: { kind: 'domino', player: 0 }, pips: [0, i + 1] }),
      ),
    );
    const won = replies.filter((r) => r.response.status === 201);
    expect(replies.every((r) => r.response.status === 201 || r.response.status === 409)).toBe(true);
    const stored = (await store.loadSheet(id))!;
    expect(stored.hands).toHaveLength(won.length);
    expect(stored.version).toBe(1 + won.length);
  });

  it('If-Match: a stale one gets 412; the current one records; it must agree with body.version', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben'] });
    const id = sheet.id;
    const ifMatch = (version: number) => ({
      params: { path: { id }, header: { 'if-match': `"${version}"` } },
    });
    const first = await as(keeper.token).POST('/v1/sheets/{id}/hands', { ...ifMatch(1), body: BLOCKED });
    await expectOk(first, 201);
    expect(first.response.headers.get('etag')).toBe('"2"');
    const stale = await as(keeper.token).POST('/v1/sheets/{id}/hands', { ...ifMatch(1), body: BLOCKED });
    await expectProblem(stale, 412, 'sheet/stale-version');
    const staleDelete = await as(keeper.token).DELETE('/v1/sheets/{id}/hands/last', ifMatch(1));
    await expectProblem(staleDelete, 412, 'sheet/stale-version');
    const disagree = await as(keeper.token).POST('/v1/sheets/{id}/hands', {
      ...ifMatch(2),
      body: { ...BLOCKED, version: 1 },
    });
    await expectProblem(disagree, 400, 'request/validation');
    await expectOk(as(keeper.token).PUT('/v1/sheets/{id}/hands/last', { ...ifMatch(2), body: BLOCKED }));
  });
});

describe('who may read and write', () => {
  it('401 without a token, 404 for an unknown sheet, 403 for writes by anyone but the creator', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben'] });
    const id = sheet.id;
    await expectProblem(as().GET('/v1/sheets/{id}', byId(id)), 401, 'auth/missing-token');
    await expectProblem(
      as().POST('/v1/sheets', { body: { players: ['A', 'B'] } }),
      401,
      'auth/missing-token',
    );
    await expectProblem(
      as().POST('/v1/sheets/{id}/hands', { ...byId(id), body: BLOCKED }),
      401,
      'auth/missing-token',
    );
    await expectProblem(as('nobody.secret').GET('/v1/sheets/{id}', byId(id)), 401, 'auth/invalid-token');
    await expectProblem(
      as(keeper.token).GET('/v1/sheets/{id}', byId('NoSuchSheet12345678')),
      404,
      'sheet/not-found',
    );
    await expectProblem(record('NoSuchSheet12345678', BLOCKED), 404, 'sheet/not-found');
    // The path stays /v1/sheets/bad!id: encodeURIComponent leaves the '!' as it is.
    await expectProblem(as(keeper.token).GET('/v1/sheets/{id}', byId('bad!id')), 400, 'request/validation');

    await expectProblem(record(id, BLOCKED, friend.token), 403, 'sheet/not-creator');
    await expectOk(record(id, BLOCKED), 201);
    await expectProblem(
      as(friend.token).PUT('/v1/sheets/{id}/hands/last', { ...byId(id), body: BLOCKED }),
      403,
      'sheet/not-creator',
    );
    await expectProblem(
      as(friend.token).DELETE('/v1/sheets/{id}/hands/last', byId(id)),
      403,
      'sheet/not-creator',
    );
    // Reading needs only the id.
    const read = await expectOk(as(friend.token).GET('/v1/sheets/{id}', byId(id)));
    expect(read).toMatchObject({ version: 2, totals: [9, 0], yours: false });
  });

  it('a sheet is one item: PK SHEET#<id>, SK SHEET, with its version and a TTL', async () => {
    const sheet = await newSheet({ players: ['Ana', 'Ben'] });
    await expectOk(record(sheet.id, BLOCKED), 201);
    const db = testDynamoDb();
    const out = await db.documentClient.send(
      new GetCommand({ TableName: db.tableName, Key: { PK: `SHEET#${sheet.id}`, SK: 'SHEET' } }),
    );
    expect(out.Item).toMatchObject({
      id: sheet.id,
      version: 2,
      createdBy: keeper.id,
      options: { players: ['Ana', 'Ben'] },
      hands: [BLOCKED],
    });
    expect(out.Item!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  });
});
