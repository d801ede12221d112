/**
 * Following a table over HTTP: the event feed replayed alone gives each seat (and a spectator)
 * exactly what their views showed; spectators never see a hidden tile, and private tables are
 * for their players; ETags, 304 and long-polls; the inbox; rematches.
 */
import '@hono/zod-openapi';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { FeedSchema } from '../../functions/api/schemas/follow';
import { TableSchema } from '../../functions/api/schemas/table-shapes';
import { lineMatch } from '../../functions/tables/model';
import { nextInt, seedState } from '../../shared/engine';
import { type App, signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, lineView, type Schemas, textOf, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { itemSize } from '../support/item-size';
import { expectNoHiddenTiles, moveOf, playToEndUnchecked, startTable } from '../support/play';
import { expectOnlyVisibleTiles, knownAt, knownOf, replay } from '../support/replay';

const store = testStore();
const app = testApp({ longPollMaxMs: 1500, longPollIntervalMs: 50 }, store);

/** A person's client, a table's path parameter, and the usual requests on a table. */
const as = (p: TestPlayer, on: App = app) => typedClient(on, p.token);
const at = (id: string) => ({ params: { path: { id } } });
const look = (p: TestPlayer, id: string) => expectOk(as(p).GET('/v1/tables/{id}', at(id)));
const play = (p: TestPlayer, id: string, body: Schemas['Move']) =>
  expectOk(as(p).POST('/v1/tables/{id}/moves', { ...at(id), body }));
const rematch = (p: TestPlayer, id: string) => as(p).POST('/v1/tables/{id}/rematch', at(id));
const leave = (p: TestPlayer, id: string) => as(p).DELETE('/v1/tables/{id}/seats/me', at(id));
const sit = (p: TestPlayer, id: string, body?: { seat: number }) =>
  as(p).POST('/v1/tables/{id}/seats', { ...at(id), body });
/** The player at a seat, if a person sits there. */
const playerAt = (seats: Schemas['Seat'][], seat: number) => {
  const s = seats[seat];
  return s.kind === 'person' ? s.playerId : undefined;
};

/** Every event after version 0, read in pages of `limit`. */
async function feedOf(a: App, id: string, who: TestPlayer, limit: number) {
  const events: Schemas['FeedEvent'][] = [];
  let since = 0;
  for (;;) {
    const r = await expectOk(
      as(who, a).GET('/v1/tables/{id}/events', { params: { path: { id }, query: { since, limit } } }),
    );
    expect(FeedSchema.parse(r)).toEqual(r);
    events.push(...r.events);
    since = r.next;
    if (!r.more) return { events, next: since };
  }
}

/**
 * A one-hand two-player Block match, a at seat 0 and b at seat 1, played to its end (its views
 * unchecked: the rematch is what these tests are about): its id.
 */
async function finishedMatch(a: TestPlayer, b: TestPlayer, seed: string): Promise<string> {
  const t = await startTable(app, a, [b], { rules: { preset: 'block', players: 2, maxHands: 1 }, seed });
  const people = new Map([
    [0, a],
    [1, b],
  ]);
  await playToEndUnchecked(app, t.id, people, `${seed}-moves`);
  return t.id;
}

async function inboxOf(p: TestPlayer): Promise<Schemas['InboxEntry'][]> {
  return (await expectOk(as(p).GET('/v1/me/tables'))).tables;
}

async function inboxIds(p: TestPlayer): Promise<string[]> {
  return (await inboxOf(p)).map((e) => e.id);
}

describe('following a table', () => {
  // Three hands of a four-seat match, request by request: about 6 s alone, 30-50 s on a loaded
  // 2-core machine, hence its own timeout.
  it('the feed alone reproduces every seat’s views, and a spectator’s, and shows nobody a hidden tile', async () => {
    const [a, b, c, watcher] = await Promise.all(['A', 'B', 'C', 'W'].map((n) => signUp(app, n)));
    const started = await startTable(app, a, [b, c], {
      rules: { preset: 'draw', players: 4, drawWhilePlayable: true, maxHands: 3 },
      seats: [
        { kind: 'person' },
        { kind: 'person' },
        { kind: 'person' },
        { kind: 'computer', level: 'greedy' },
      ],
      visibility: 'public',
      seed: 'follow-1',
    });
    const id = started.id;
    const people = [a, b, c];
    const seen = new Map<number | null, Map<number, Schemas['SeatView']>>([
      [null, new Map()],
      [0, new Map()],
      [1, new Map()],
      [2, new Map()],
    ]);
    const rng = seedState('follow-moves');
    for (let status = 'playing'; status === 'playing'; ) {
      const replies = await Promise.all(people.map((p) => look(p, id)));
      const watched = await expectOk(as(watcher).GET('/v1/tables/{id}/spectate', at(started.code)));
      const state = lineMatch((await store.findTable(id))!)!;
      expect(TableSchema.parse(watched)).toEqual(watched);
      expect(watched.view!.hand).toBeNull();
      expect(watched.you).toBeNull();
      expectNoHiddenTiles(watched, state, -1);
      seen.get(null)!.set(watched.version, lineView(watched));
      for (const [s, r] of replies.entries()) seen.get(s)!.set(r.version, lineView(r));
      const turn = replies[0];
      if (turn.status !== 'playing') break;
      const seat = turn.turn!.seat;
      const moves = replies[seat].view!.legalMoves!;
      const m = moves[nextInt(rng, moves.length)];
      const after = await play(people[seat], id, moveOf(m));
      status = after.status;
    }
    const final = await look(a, id);
    for (const [s, p] of people.entries()) seen.get(s)!.set(final.version, lineView(await look(p, id)));
    expect(final.status).toBe('over');
    expect(lineView(final).handNo).toBeGreaterThan(1);

    const sides = lineView(final).sides;
    for (const [seat, who] of [
      [null, watcher],
      [0, a],
      [1, b],
      [2, c],
    ] as const) {
      const { events, next } = await feedOf(app, id, who, 9);
      expect(next).toBe(final.version);
      expectOnlyVisibleTiles(events, seat);
      const states = replay(events, sides, seat);
      for (const [version, view] of seen.get(seat)!) {
        expect(knownAt(states, version), `seat ${seat} at version ${version}`).toEqual(knownOf(view));
      }
    }
    // The archive holds one small item per hand; the table item stays small.
    const db = testDynamoDb();
    const raw = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': { S: `TABLE#${id}` } },
      }),
    );
    const sizes = raw.Items!.map((item) => [item.SK.S!, itemSize(item)] as const);
    console.log(
      `items of a finished table: ${sizes.map(([sk, n]) => `${sk.slice(0, 5)} ${n} B`).join(', ')}`,
    );
    expect(sizes.filter(([sk]) => sk.startsWith('HAND#')).length).toBe(lineView(final).handNo);
    for (const [, n] of sizes) expect(n).toBeLessThan(2048);
    // Archived hands expire too (TTL), long after the table they belong to.
    const table = raw.Items!.find((item) => item.SK.S === 'TABLE')!;
    for (const item of raw.Items!.filter((i) => i.SK.S!.startsWith('HAND#'))) {
      expect(Number(item.expiresAt.N)).toBeGreaterThan(Number(table.expiresAt.N));
    }
    // Once the match is over, the players' memberships expire with the table, among the finished.
    const member = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :t)',
        ExpressionAttributeValues: { ':pk': { S: `PLAYER#${b.id}` }, ':t': { S: 'DONE#' } },
      }),
    );
    expect(member.Items!.find((i) => i.tableId.S === id)?.expiresAt?.N).toMatch(/^\d{10}$/);
    // A client that is up to date gets nothing new.
    const none = await expectOk(
      as(b).GET('/v1/tables/{id}/events', { params: { path: { id }, query: { since: final.version } } }),
    );
    expect(none).toMatchObject({ events: [], next: final.version, more: false });
  }, 120_000);

  it('private tables are for their players: others get 403 when watching or reading the feed', async () => {
    const [a, b, stranger] = await Promise.all(['A', 'B', 'S'].map((n) => signUp(app, n)));
    const t = await startTable(app, a, [b], { rules: { preset: 'block', players: 2 }, seed: 'private-1' });
    const api = typedClient(app, stranger.token);
    for (const answer of [
      api.GET('/v1/tables/{id}/spectate', { params: { path: { id: t.id } } }),
      api.GET('/v1/tables/{id}/spectate', { params: { path: { id: t.code } } }),
      api.GET('/v1/tables/{id}/events', { params: { path: { id: t.id } } }),
    ]) {
      // expectProblem checks the 403 and the problem+json content type.
      const r = await expectProblem(answer, 403);
      expect(r.code).toBe('table/not-seated');
    }
    // A seated player may watch their own table as a spectator would.
    const own = await expectOk(
      typedClient(app, a.token).GET('/v1/tables/{id}/spectate', { params: { path: { id: t.id } } }),
    );
    expect(own.view?.hand).toBeNull();
  });

  it('ETag and 304 on an unchanged table; a long-poll answers within a second of a move, or unchanged at its limit', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const t = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'poll-1' });
    const id = t.id;
    const tableOf = (p: TestPlayer, query: { since?: number; wait?: number } = {}, headers = {}) =>
      as(p).GET('/v1/tables/{id}', { params: { path: { id }, query }, headers });
    const firstAnswer = await tableOf(a);
    const first = await expectOk(firstAnswer);
    const etag = firstAnswer.response.headers.get('etag')!;
    expect(etag).toBe(`"${first.version}"`);
    expect(firstAnswer.response.headers.get('vary')).toContain('authorization');
    const same = await tableOf(a, {}, { 'if-none-match': etag });
    expect(same.response.status).toBe(304);
    expect(await textOf(same)).toBe('');
    expect(same.response.headers.get('etag')).toBe(etag);

    // Unchanged at the limit (1.5 s in this app): 200 with the same body, or 304 with If-None-Match.
    let began = Date.now();
    const idle = await expectOk(tableOf(a, { since: first.version }));
    expect(Date.now() - began).toBeGreaterThanOrEqual(1400);
    expect(idle).toEqual(first);
    const idle304 = await tableOf(a, { since: first.version, wait: 1 }, { 'if-none-match': etag });
    expect(idle304.response.status).toBe(304);

    // The seat not to move waits; the other moves half a second later.
    const mover = first.turn!.seat === 0 ? a : b;
    const waiter = mover === a ? b : a;
    began = Date.now();
    const query = { since: first.version, wait: 20 };
    const waiting = tableOf(waiter, query);
    const waitingEvents = as(waiter).GET('/v1/tables/{id}/events', { params: { path: { id }, query } });
    await new Promise((r) => setTimeout(r, 400));
    const moverView = await look(mover, id);
    const m = lineView(moverView).legalMoves![0];
    if (m.type !== 'play') throw new Error('the leader plays a tile');
    let movedAt = 0;
    await play(mover, id, { tile: m.tile, end: m.end });
    movedAt = Date.now();
    const [woke, news] = await Promise.all([expectOk(waiting), expectOk(waitingEvents)]);
    expect(Date.now() - movedAt).toBeLessThan(1000);
    expect(news.events[0]).toMatchObject({
      type: 'play',
      version: first.version + 1,
      tile: m.tile,
    });
    expect(woke.version).toBeGreaterThan(first.version);
    expect((await waiting).response.headers.get('etag')).toBe(`"${woke.version}"`);
  });

  it('a long-poll answers for the seat as it is when it answers: nobody sees who took their old seat', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
    const [asA, asB, asC] = [a, b, c].map((p) => typedClient(app, p.token));
    const t = await expectOk(
      asC.POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    const seats = (id: string) => ({ params: { path: { id } } });
    const joined = await expectOk(asA.POST('/v1/tables/{id}/seats', seats(t.code)));
    const since = joined.version + 2;
    const query = { since, wait: 5 };
    const feed = asA.GET('/v1/tables/{id}/events', { params: { path: { id: t.id }, query } });
    const table = asA.GET('/v1/tables/{id}', { params: { path: { id: t.id }, query } });
    await expectOk(asA.DELETE('/v1/tables/{id}/seats/me', seats(t.id)));
    await expectOk(asB.POST('/v1/tables/{id}/seats', seats(t.code)));
    await expectOk(asC.POST('/v1/tables/{id}/start', seats(t.id)));
    // A private table: A has no seat any more, so both answers are refusals, not B's hand.
    for (const answer of [feed, table]) {
      const r = await expectProblem(answer, 403);
      expect(r.code).toBe('table/not-seated');
      expect(JSON.stringify(r)).not.toMatch(/"hand":\[/);
    }
  });

  it('the feed: ETag and 304 while the table is unchanged, a new page after a move', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const t = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'feed-etag' });
    const events = (query: { since: number; limit?: number }, headers = {}) =>
      as(a).GET('/v1/tables/{id}/events', { params: { path: { id: t.id }, query }, headers });
    const pageAnswer = await events({ since: 0 });
    const page = await expectOk(pageAnswer);
    const etag = pageAnswer.response.headers.get('etag')!;
    expect(etag).toBe(`"${page.tableVersion}:0:200"`);
    expect(pageAnswer.response.headers.get('vary')).toContain('authorization');
    const same = await events({ since: 0 }, { 'if-none-match': etag });
    expect(same.response.status).toBe(304);
    expect(await textOf(same)).toBe('');

    const mover = t.turn!.seat === 0 ? a : b;
    const view = await look(mover, t.id);
    const m = lineView(view).legalMoves![0];
    await play(mover, t.id, moveOf(m));
    const nextAnswer = await events({ since: 0 }, { 'if-none-match': etag });
    const next = await expectOk(nextAnswer);
    expect(nextAnswer.response.headers.get('etag')).toBe(`"${page.tableVersion + 1}:0:200"`);
    expect(next.events.length).toBeGreaterThan(page.events.length);
    expect(next.events.slice(0, page.events.length)).toEqual(page.events);

    // Paging with a page's ETag (or the table's) never hides the next page.
    const smallAnswer = await events({ since: 0, limit: 1 });
    const small = await expectOk(smallAnswer);
    expect(small.more).toBe(true);
    for (const tag of [smallAnswer.response.headers.get('etag')!, `"${small.tableVersion}"`]) {
      const following = await events({ since: small.next, limit: 1 }, { 'if-none-match': tag });
      expect(following.response.status).toBe(200);
      expect(following.data!.events.length).toBeGreaterThan(0);
    }
  });

  it('my tables: paging on while a table changes between pages skips no table', async () => {
    const [me, other] = await Promise.all([signUp(app, 'Pager'), signUp(app, 'Other')]);
    // Three tables where it is my turn (I lead: I open them and the seed makes seat 0 lead).
    const mineFirst: string[] = [];
    for (let i = 0; mineFirst.length < 3 && i < 40; i++) {
      const t = await startTable(app, me, [other], {
        rules: { preset: 'draw', players: 2 },
        seed: `pager-${i}`,
      });
      if (t.turn!.seat === 0) mineFirst.push(t.id);
    }
    expect(mineFirst).toHaveLength(3);
    const inbox = (query: { limit: number; cursor?: string }) =>
      expectOk(as(me).GET('/v1/me/tables', { params: { query } }));
    const first = await inbox({ limit: 2 });
    const firstIds = first.tables.map((e: { id: string }) => e.id);
    // I move on the first table listed: it leaves the "your turn" group before the next page.
    const moved = firstIds[0];
    const v = await look(me, moved);
    const m = lineView(v).legalMoves![0];
    await play(me, moved, moveOf(m));
    const seen = new Set(firstIds);
    let cursor: string | null | undefined = first.cursor;
    while (cursor) {
      const page = await inbox({ limit: 2, cursor });
      for (const e of page.tables) seen.add(e.id);
      cursor = page.cursor;
    }
    for (const id of mineFirst) expect(seen.has(id), id).toBe(true);
  });

  it('my tables: exactly the tables where it is my turn first, then the rest, across 24 tables', async () => {
    const [me, other] = await Promise.all([signUp(app, 'Me'), signUp(app, 'Other')]);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const rules: Schemas['CreateTable']['rules'] = { preset: 'draw', players: 2 };
      if (i % 6 === 5) {
        // Open tables (not started): in the rest.
        const t = await expectOk(as(me).POST('/v1/tables', { body: { rules } }), 201);
        ids.push(t.id);
        continue;
      }
      const [creator, joiner] = i % 2 ? [me, other] : [other, me];
      const t = await startTable(app, creator, [joiner], { rules, seed: `inbox-${i}` });
      ids.push(t.id);
      if (i % 4 === 0) {
        // One move by whoever leads: the turn passes.
        const mover = playerAt(t.seats, t.turn!.seat) === me.id ? me : other;
        const v = await look(mover, t.id);
        const m = lineView(v).legalMoves![0];
        await play(mover, t.id, moveOf(m));
      }
    }
    const truth = await Promise.all(ids.map((id) => look(me, id)));
    const mine = truth.filter((r) => r.turn && playerAt(r.seats, r.turn.seat) === me.id).map((r) => r.id);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.length).toBeLessThan(20);

    const listed: { id: string; yourTurn: boolean; version: number }[] = [];
    let cursor: string | undefined;
    do {
      const query = { limit: 5, cursor };
      const page = await expectOk(as(me).GET('/v1/me/tables', { params: { query } }));
      expect(page.tables.length).toBeLessThanOrEqual(5);
      listed.push(...page.tables);
      cursor = page.cursor ?? undefined;
    } while (cursor);
    expect(listed.map((e) => e.id).sort()).toEqual([...ids].sort());
    const turnPart = listed.slice(0, mine.length);
    expect(turnPart.map((e) => e.id).sort()).toEqual([...mine].sort());
    expect(turnPart.every((e) => e.yourTurn)).toBe(true);
    expect(listed.slice(mine.length).every((e) => !e.yourTurn)).toBe(true);
    // The other person's inbox holds only the 20 tables they sit at.
    const theirs = await expectOk(as(other).GET('/v1/me/tables', { params: { query: { limit: 50 } } }));
    expect(theirs.tables.length).toBe(20);
    const bad = await as(me).GET('/v1/me/tables', { params: { query: { cursor: 'bm9wZQ' } } });
    expect(bad.response.status).toBe(400);
  });

  it('rematch: same seats, rules and computer players; the others accept from their inbox; asked twice, one table', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const t = await startTable(app, a, [b], {
      rules: { preset: 'block', players: 3, maxHands: 1 },
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'random' }],
      seed: 'rematch-1',
    });
    const early = await rematch(b, t.id);
    expect(early.response.status).toBe(409);
    expect(early.error?.code).toBe('table/not-over');
    await playToEndUnchecked(
      app,
      t.id,
      new Map([
        [0, a],
        [1, b],
      ]),
      'rematch-moves',
    );

    const r = await expectOk(rematch(b, t.id), 201);
    expect(TableSchema.parse(r)).toEqual(r);
    expect(r).toMatchObject({ status: 'open', rematchOf: t.id, you: 1, rules: t.rules });
    expect(r.seats[0]).toEqual({ seat: 0, kind: 'open', invited: { playerId: a.id, name: 'A' } });
    expect(r.seats[2]).toEqual({ seat: 2, kind: 'computer', level: 'random', name: 'Random computer' });
    const old = await look(a, t.id);
    expect(old.rematch).toBe(r.id);
    const again = await expectOk(rematch(b, t.id));
    expect(again.id).toBe(r.id);

    // A's inbox shows the invitation; nobody else may take A's seat.
    const inbox = await inboxOf(a);
    expect(inbox.find((e: { id: string }) => e.id === r.id)).toMatchObject({
      invited: true,
      you: null,
      status: 'open',
    });
    const stranger = await signUp(app, 'S');
    expect((await sit(stranger, r.code, { seat: 0 })).response.status).toBe(409);
    // A accepts by taking the seat: everyone is in, so it starts.
    const accepted = await expectOk(sit(a, r.id));
    expect(accepted).toMatchObject({ status: 'playing', you: 0 });
    expect(accepted.seats[0]).toMatchObject({ kind: 'person', playerId: a.id });
  });

  it('an invitation to a rematch is declined by leaving: the seat opens and the table leaves the inbox', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
    const id = await finishedMatch(a, b, 'rematch-declined');
    const r = await expectOk(rematch(a, id), 201);
    expect(r.seats[1]).toMatchObject({ kind: 'open', invited: { playerId: b.id } });
    expect(await inboxIds(b)).toContain(r.id);

    const declined = await expectOk(leave(b, r.id));
    expect(declined.seats[1]).toEqual({ seat: 1, kind: 'open' });
    expect(declined).toMatchObject({ status: 'open', you: null, version: r.version + 1 });
    expect(await inboxIds(b)).not.toContain(r.id);
    expect(await inboxIds(a)).toContain(r.id);
    // Declining again: no invitation, no seat; nor a look at the private table any more.
    expect((await expectProblem(as(b).GET('/v1/tables/{id}', at(r.id)), 403)).code).toBe('table/not-seated');
    const twice = await leave(b, r.id);
    expect(twice.response.status).toBe(403);
    expect(twice.error?.code).toBe('table/not-seated');
    // The seat is anyone's now; like any rematch, the table starts once every seat is taken.
    const started = await expectOk(sit(c, r.code));
    expect(started).toMatchObject({ status: 'playing', you: 1 });
    expect(started.seats[1]).toMatchObject({ kind: 'person', playerId: c.id });
  });

  it('a rematch of a private match: the person invited back opens it, sees the seat kept for them and takes it there; nobody else may look', async () => {
    const [a, b, stranger] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'S')]);
    const id = await finishedMatch(a, b, 'rematch-invitee');
    const r = await expectOk(rematch(a, id), 201);
    expect(r).toMatchObject({ visibility: 'private', status: 'open' });

    // B, from his inbox: the waiting room, with the seat kept for him and nothing dealt; the
    // spectator's view, and the feed (empty), say no more.
    const seen = await look(b, r.id);
    expect(seen).toMatchObject({ id: r.id, status: 'open', you: null, view: null, rematchOf: id });
    expect(seen.seats[1]).toEqual({ seat: 1, kind: 'open', invited: { playerId: b.id, name: 'B' } });
    expect(await expectOk(as(b).GET('/v1/tables/{id}/spectate', at(r.id)))).toEqual(seen);
    const feed = await expectOk(as(b).GET('/v1/tables/{id}/events', at(r.id)));
    expect(feed.events).toEqual([]);

    // A stranger is refused as before, by id or join code, looking in or watching.
    const refused = async () => {
      const api = as(stranger);
      for (const answer of [
        api.GET('/v1/tables/{id}', at(r.id)),
        api.GET('/v1/tables/{id}', at(r.code)),
        api.GET('/v1/tables/{id}/spectate', at(r.id)),
        api.GET('/v1/tables/{id}/events', at(r.id)),
      ])
        expect((await expectProblem(answer, 403)).code).toBe('table/not-seated');
    };
    await refused();

    // B takes his seat from there (no seat named: the one kept for him); everyone is in, so it starts.
    const taken = await expectOk(sit(b, r.id));
    expect(taken).toMatchObject({ status: 'playing', you: 1 });
    expect(taken.seats[1]).toMatchObject({ kind: 'person', playerId: b.id });
    const mine = await look(b, r.id);
    expect(mine.view?.hand?.length).toBeGreaterThan(0);
    expect(await inboxOf(b)).toContainEqual(expect.objectContaining({ id: r.id, invited: false, you: 1 }));
    await refused();
  });

  it('an invitation leaves the inbox when its rematch is closed, or started with its seat filled', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
    const people = new Map([
      [0, a],
      [1, b],
      [2, c],
    ]);
    const t = await startTable(app, a, [b, c], {
      rules: { preset: 'block', players: 3, maxHands: 1 },
      fillWithComputers: { level: 'random' },
      seed: 'rematch-withdrawn',
    });
    await playToEndUnchecked(app, t.id, people, 'rematch-withdrawn-moves');
    // Started by its creator once B accepted: C's seat goes to a computer player, and out of C's inbox.
    const r = await expectOk(rematch(a, t.id), 201);
    expect((await inboxOf(c)).find((e) => e.id === r.id)).toMatchObject({ invited: true });
    await expectOk(sit(b, r.id));
    const started = await expectOk(as(a).POST('/v1/tables/{id}/start', at(r.id)));
    expect(started.seats[2]).toMatchObject({ kind: 'computer', level: 'random' });
    expect(await inboxIds(c)).not.toContain(r.id);
    expect(await inboxIds(b)).toContain(r.id);

    // Closed by its creator: out of the inbox of everyone still invited.
    const id2 = await finishedMatch(a, b, 'rematch-closed');
    const r2 = await expectOk(rematch(a, id2), 201);
    expect(await inboxIds(b)).toContain(r2.id);
    const closed = await expectOk(leave(a, r2.id));
    expect(closed.status).toBe('closed');
    expect(await inboxIds(b)).not.toContain(r2.id);
    expect(await inboxIds(a)).not.toContain(r2.id);
    // Asking again after the rematch was closed opens a new one, linked in its place.
    const again = await expectOk(rematch(b, id2), 201);
    expect(again.id).not.toBe(r2.id);
    expect(again).toMatchObject({ status: 'open', rematchOf: id2, you: 1 });
    expect((await look(a, id2)).rematch).toBe(again.id);
  });

  it('an invited person taking another seat frees the one kept for them; the table still closes', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
    const t = await startTable(app, a, [b, c], {
      rules: { preset: 'block', players: 3, maxHands: 1 },
      seed: 'rematch-elsewhere',
    });
    const people = new Map([
      [0, a],
      [1, b],
      [2, c],
    ]);
    await playToEndUnchecked(app, t.id, people, 'rematch-elsewhere-moves');
    const r = await expectOk(rematch(a, t.id), 201);
    await expectOk(leave(c, r.id));
    const moved = await expectOk(sit(b, r.id, { seat: 2 }));
    expect(moved.seats[1]).toEqual({ seat: 1, kind: 'open' });
    expect(moved.seats[2]).toMatchObject({ kind: 'person', playerId: b.id });
    const closed = await expectOk(leave(a, r.id));
    expect(closed.status).toBe('closed');
    expect(await inboxIds(b)).toContain(r.id);
    expect(await inboxIds(a)).not.toContain(r.id);
  });

  it('rematch asked by two people at once: one table, and both sit in it', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const id = await finishedMatch(a, b, 'rematch-2');
    const [byB, byA] = await Promise.all([rematch(b, id), rematch(a, id)]);
    expect([byB.response.status, byA.response.status].sort()).toEqual([200, 201]);
    const second = byB.response.status === 200 ? byB : byA;
    expect(byA.data?.id).toBe(byB.data?.id);
    // Whoever asked second accepted: everyone is in, and it started.
    expect(second.data).toMatchObject({ status: 'playing', rematchOf: id });
  });
});
