/**
 * Following a table over HTTP: the event feed replayed alone gives each seat (and a spectator)
 * exactly what their views showed; spectators never see a hidden tile, and private tables are
 * for their players; ETags, 304 and long-polls; the inbox; rematches.
 */
import '@hono/zod-openapi';
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { FeedSchema } from '../../functions/api/schemas/follow';
import { TableSchema } from '../../functions/api/schemas/table';
import { nextInt, seedState } from '../../shared/engine';
import { type App, call, ok, type Reply, signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { itemSize } from '../support/item-size';
import { expectNoHiddenTiles, openTable, playToEnd } from '../support/play';
import { expectOnlyVisibleTiles, knownAt, knownOf, replay } from '../support/replay';

const store = testStore();
const app = testApp({ longPollMaxMs: 1500, longPollIntervalMs: 50 }, store);

/** Every event after version 0, read in pages of `limit`. */
async function feedOf(a: App, id: string, who: TestPlayer, limit: number) {
  const events: unknown[] = [];
  let since = 0;
  for (;;) {
    const r = await ok(
      call(a, 'GET', `/v1/tables/${id}/events?since=${since}&limit=${limit}`, { token: who.token }),
    );
    expect(FeedSchema.parse(r.body)).toEqual(r.body);
    events.push(...r.body.events);
    since = r.body.next;
    if (!r.body.more) return { events, next: since };
  }
}

/** A one-hand two-player Block match, a at seat 0 and b at seat 1, played to its end: its id. */
async function finishedMatch(a: TestPlayer, b: TestPlayer, seed: string): Promise<string> {
  const t = await openTable(app, a, [b], { rules: { preset: 'block', players: 2, maxHands: 1 }, seed });
  const people = new Map([
    [0, a],
    [1, b],
  ]);
  await playToEnd(app, store, t.body.id, people, `${seed}-moves`);
  return t.body.id;
}

async function inboxOf(p: TestPlayer): Promise<{ id: string; invited: boolean }[]> {
  return (await ok(call(app, 'GET', '/v1/me/tables', { token: p.token }))).body.tables;
}

async function inboxIds(p: TestPlayer): Promise<string[]> {
  return (await inboxOf(p)).map((e) => e.id);
}

describe('following a table', () => {
  // Three hands of a four-seat match, request by request: about 6 s alone, 30-50 s on a loaded
  // 2-core machine, hence its own timeout.
  it('the feed alone reproduces every seat’s views, and a spectator’s, and shows nobody a hidden tile', async () => {
    const [a, b, c, watcher] = await Promise.all(['A', 'B', 'C', 'W'].map((n) => signUp(app, n)));
    const started = await openTable(app, a, [b, c], {
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
    const id = started.body.id;
    const people = [a, b, c];
    const seen = new Map<number | null, Map<number, unknown>>([
      [null, new Map()],
      [0, new Map()],
      [1, new Map()],
      [2, new Map()],
    ]);
    const rng = seedState('follow-moves');
    for (let status = 'playing'; status === 'playing'; ) {
      const replies = await Promise.all(
        people.map((p) => ok(call(app, 'GET', `/v1/tables/${id}`, { token: p.token }))),
      );
      const watched = await ok(
        call(app, 'GET', `/v1/tables/${started.body.code}/spectate`, { token: watcher.token }),
      );
      const state = (await store.findTable(id))!.match!;
      expect(TableSchema.parse(watched.body)).toEqual(watched.body);
      expect(watched.body.view.hand).toBeNull();
      expect(watched.body.you).toBeNull();
      expectNoHiddenTiles(watched.body, state, -1);
      seen.get(null)!.set(watched.body.version, watched.body.view);
      for (const [s, r] of replies.entries()) seen.get(s)!.set(r.body.version, r.body.view);
      const turn: Reply = replies[0];
      if (turn.body.status !== 'playing') break;
      const seat = turn.body.turn.seat;
      const moves = replies[seat].body.view.legalMoves;
      const m = moves[nextInt(rng, moves.length)];
      const body = m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
      const after = await ok(
        call(app, 'POST', `/v1/tables/${id}/moves`, { token: people[seat].token, body }),
      );
      status = after.body.status;
    }
    const final = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: a.token }));
    for (const [s, p] of people.entries())
      seen
        .get(s)!
        .set(
          final.body.version,
          (await ok(call(app, 'GET', `/v1/tables/${id}`, { token: p.token }))).body.view,
        );
    expect(final.body.status).toBe('over');
    expect(final.body.view.handNo).toBeGreaterThan(1);

    const sides = final.body.view.sides;
    for (const [seat, who] of [
      [null, watcher],
      [0, a],
      [1, b],
      [2, c],
    ] as const) {
      const { events, next } = await feedOf(app, id, who, 9);
      expect(next).toBe(final.body.version);
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
    expect(sizes.filter(([sk]) => sk.startsWith('HAND#')).length).toBe(final.body.view.handNo);
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
    const none = await ok(
      call(app, 'GET', `/v1/tables/${id}/events?since=${final.body.version}`, { token: b.token }),
    );
    expect(none.body).toMatchObject({ events: [], next: final.body.version, more: false });
  }, 120_000);

  it('private tables are for their players: others get 403 when watching or reading the feed', async () => {
    const [a, b, stranger] = await Promise.all(['A', 'B', 'S'].map((n) => signUp(app, n)));
    const t = await openTable(app, a, [b], { rules: { preset: 'block', players: 2 }, seed: 'private-1' });
    const api = typedClient(app, stranger.token);
    for (const answer of [
      api.GET('/v1/tables/{id}/spectate', { params: { path: { id: t.body.id } } }),
      api.GET('/v1/tables/{id}/spectate', { params: { path: { id: t.body.code } } }),
      api.GET('/v1/tables/{id}/events', { params: { path: { id: t.body.id } } }),
    ]) {
      // expectProblem checks the 403 and the problem+json content type.
      const r = await expectProblem(answer, 403);
      expect(r.code).toBe('table/not-seated');
    }
    // A seated player may watch their own table as a spectator would.
    const own = await expectOk(
      typedClient(app, a.token).GET('/v1/tables/{id}/spectate', { params: { path: { id: t.body.id } } }),
    );
    expect(own.view?.hand).toBeNull();
  });

  it('ETag and 304 on an unchanged table; a long-poll answers within a second of a move, or unchanged at its limit', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const t = await openTable(app, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'poll-1' });
    const id = t.body.id;
    const first = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: a.token }));
    const etag = first.headers.get('etag')!;
    expect(etag).toBe(`"${first.body.version}"`);
    expect(first.headers.get('vary')).toContain('authorization');
    const same = await call(app, 'GET', `/v1/tables/${id}`, {
      token: a.token,
      headers: { 'if-none-match': etag },
    });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.headers.get('etag')).toBe(etag);

    // Unchanged at the limit (1.5 s in this app): 200 with the same body, or 304 with If-None-Match.
    let began = Date.now();
    const idle = await ok(
      call(app, 'GET', `/v1/tables/${id}?since=${first.body.version}`, { token: a.token }),
    );
    expect(Date.now() - began).toBeGreaterThanOrEqual(1400);
    expect(idle.body).toEqual(first.body);
    const idle304 = await call(app, 'GET', `/v1/tables/${id}?since=${first.body.version}&wait=1`, {
      token: a.token,
      headers: { 'if-none-match': etag },
    });
    expect(idle304.status).toBe(304);

    // The seat not to move waits; the other moves half a second later.
    const mover = first.body.turn.seat === 0 ? a : b;
    const waiter = mover === a ? b : a;
    began = Date.now();
    const waiting = call(app, 'GET', `/v1/tables/${id}?since=${first.body.version}&wait=20`, {
      token: waiter.token,
    });
    const waitingEvents = call(app, 'GET', `/v1/tables/${id}/events?since=${first.body.version}&wait=20`, {
      token: waiter.token,
    });
    await new Promise((r) => setTimeout(r, 400));
    const moverView = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: mover.token }));
    const m = moverView.body.view.legalMoves[0];
    let movedAt = 0;
    await ok(
      call(app, 'POST', `/v1/tables/${id}/moves`, { token: mover.token, body: { tile: m.tile, end: m.end } }),
    );
    movedAt = Date.now();
    const [woke, news] = await Promise.all([ok(waiting), ok(waitingEvents)]);
    expect(Date.now() - movedAt).toBeLessThan(1000);
    expect(news.body.events[0]).toMatchObject({
      type: 'play',
      version: first.body.version + 1,
      tile: m.tile,
    });
    expect(woke.body.version).toBeGreaterThan(first.body.version);
    expect(woke.headers.get('etag')).toBe(`"${woke.body.version}"`);
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
    const t = await openTable(app, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'feed-etag' });
    const url = `/v1/tables/${t.body.id}/events?since=0`;
    const page = await ok(call(app, 'GET', url, { token: a.token }));
    const etag = page.headers.get('etag')!;
    expect(etag).toBe(`"${page.body.tableVersion}:0:200"`);
    expect(page.headers.get('vary')).toContain('authorization');
    const same = await call(app, 'GET', url, { token: a.token, headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');

    const mover = t.body.turn.seat === 0 ? a : b;
    const view = await ok(call(app, 'GET', `/v1/tables/${t.body.id}`, { token: mover.token }));
    const m = view.body.view.legalMoves[0];
    const body = m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
    await ok(call(app, 'POST', `/v1/tables/${t.body.id}/moves`, { token: mover.token, body }));
    const next = await ok(call(app, 'GET', url, { token: a.token, headers: { 'if-none-match': etag } }));
    expect(next.headers.get('etag')).toBe(`"${page.body.tableVersion + 1}:0:200"`);
    expect(next.body.events.length).toBeGreaterThan(page.body.events.length);
    expect(next.body.events.slice(0, page.body.events.length)).toEqual(page.body.events);

    // Paging with a page's ETag (or the table's) never hides the next page.
    const small = await ok(call(app, 'GET', `${url}&limit=1`, { token: a.token }));
    expect(small.body.more).toBe(true);
    for (const tag of [small.headers.get('etag')!, `"${small.body.tableVersion}"`]) {
      const following = await call(
        app,
        'GET',
        `/v1/tables/${t.body.id}/events?since=${small.body.next}&limit=1`,
        {
          token: a.token,
          headers: { 'if-none-match': tag },
        },
      );
      expect(following.status).toBe(200);
      expect(following.body.events.length).toBeGreaterThan(0);
    }
  });

  it('my tables: paging on while a table changes between pages skips no table', async () => {
    const [me, other] = await Promise.all([signUp(app, 'Pager'), signUp(app, 'Other')]);
    // Three tables where it is my turn (I lead: I open them and the seed makes seat 0 lead).
    const mineFirst: string[] = [];
    for (let i = 0; mineFirst.length < 3 && i < 40; i++) {
      const t = await openTable(app, me, [other], {
        rules: { preset: 'draw', players: 2 },
        seed: `pager-${i}`,
      });
      if (t.body.turn.seat === 0) mineFirst.push(t.body.id);
    }
    expect(mineFirst).toHaveLength(3);
    const first = await ok(call(app, 'GET', '/v1/me/tables?limit=2', { token: me.token }));
    const firstIds = first.body.tables.map((e: { id: string }) => e.id);
    // I move on the first table listed: it leaves the "your turn" group before the next page.
    const moved = firstIds[0];
    const v = await ok(call(app, 'GET', `/v1/tables/${moved}`, { token: me.token }));
    const m = v.body.view.legalMoves[0];
    await ok(
      call(app, 'POST', `/v1/tables/${moved}/moves`, { token: me.token, body: { tile: m.tile, end: m.end } }),
    );
    const seen = new Set(firstIds);
    let cursor: string | null = first.body.cursor;
    while (cursor) {
      const page = await ok(call(app, 'GET', `/v1/me/tables?limit=2&cursor=${cursor}`, { token: me.token }));
      for (const e of page.body.tables) seen.add(e.id);
      cursor = page.body.cursor;
    }
    for (const id of mineFirst) expect(seen.has(id), id).toBe(true);
  });

  it('my tables: exactly the tables where it is my turn first, then the rest, across 24 tables', async () => {
    const [me, other] = await Promise.all([signUp(app, 'Me'), signUp(app, 'Other')]);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const rules = { preset: 'draw', players: 2 };
      if (i % 6 === 5) {
        // Open tables (not started): in the rest.
        const t = await ok(call(app, 'POST', '/v1/tables', { token: me.token, body: { rules } }), 201);
        ids.push(t.body.id);
        continue;
      }
      const [creator, joiner] = i % 2 ? [me, other] : [other, me];
      const t = await openTable(app, creator, [joiner], { rules, seed: `inbox-${i}` });
      ids.push(t.body.id);
      if (i % 4 === 0) {
        // One move by whoever leads: the turn passes.
        const mover = t.body.seats[t.body.turn.seat].playerId === me.id ? me : other;
        const v = await ok(call(app, 'GET', `/v1/tables/${t.body.id}`, { token: mover.token }));
        const m = v.body.view.legalMoves[0];
        await ok(
          call(app, 'POST', `/v1/tables/${t.body.id}/moves`, {
            token: mover.token,
            body: { tile: m.tile, end: m.end },
          }),
        );
      }
    }
    const truth = await Promise.all(
      ids.map((id) => ok(call(app, 'GET', `/v1/tables/${id}`, { token: me.token }))),
    );
    const mine = truth
      .filter((r) => r.body.turn && r.body.seats[r.body.turn.seat].playerId === me.id)
      .map((r) => r.body.id);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.length).toBeLessThan(20);

    const listed: { id: string; yourTurn: boolean; version: number }[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const page = await ok(call(app, 'GET', `/v1/me/tables?limit=5${q}`, { token: me.token }));
      expect(page.body.tables.length).toBeLessThanOrEqual(5);
      listed.push(...page.body.tables);
      cursor = page.body.cursor;
    } while (cursor);
    expect(listed.map((e) => e.id).sort()).toEqual([...ids].sort());
    const turnPart = listed.slice(0, mine.length);
    expect(turnPart.map((e) => e.id).sort()).toEqual([...mine].sort());
    expect(turnPart.every((e) => e.yourTurn)).toBe(true);
    expect(listed.slice(mine.length).every((e) => !e.yourTurn)).toBe(true);
    // The other person's inbox holds only the 20 tables they sit at.
    const theirs = await ok(call(app, 'GET', '/v1/me/tables?limit=50', { token: other.token }));
    expect(theirs.body.tables.length).toBe(20);
    const bad = await call(app, 'GET', '/v1/me/tables?cursor=bm9wZQ', { token: me.token });
    expect(bad.status).toBe(400);
  });

  it('rematch: same seats, rules and computer players; the others accept from their inbox; asked twice, one table', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const t = await openTable(app, a, [b], {
      rules: { preset: 'block', players: 3, maxHands: 1 },
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'computer', level: 'random' }],
      seed: 'rematch-1',
    });
    const early = await call(app, 'POST', `/v1/tables/${t.body.id}/rematch`, { token: b.token });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('table/not-over');
    await playToEnd(
      app,
      store,
      t.body.id,
      new Map([
        [0, a],
        [1, b],
      ]),
      'rematch-moves',
    );

    const asked = await ok(call(app, 'POST', `/v1/tables/${t.body.id}/rematch`, { token: b.token }), 201);
    const r = asked.body;
    expect(TableSchema.parse(r)).toEqual(r);
    expect(r).toMatchObject({ status: 'open', rematchOf: t.body.id, you: 1, rules: t.body.rules });
    expect(r.seats[0]).toEqual({ seat: 0, kind: 'open', invited: { playerId: a.id, name: 'A' } });
    expect(r.seats[2]).toEqual({ seat: 2, kind: 'computer', level: 'random', name: 'Random computer' });
    const old = await ok(call(app, 'GET', `/v1/tables/${t.body.id}`, { token: a.token }));
    expect(old.body.rematch).toBe(r.id);
    const again = await ok(call(app, 'POST', `/v1/tables/${t.body.id}/rematch`, { token: b.token }));
    expect(again.body.id).toBe(r.id);

    // A's inbox shows the invitation; nobody else may take A's seat.
    const inbox = await ok(call(app, 'GET', '/v1/me/tables', { token: a.token }));
    expect(inbox.body.tables.find((e: { id: string }) => e.id === r.id)).toMatchObject({
      invited: true,
      you: null,
      status: 'open',
    });
    const stranger = await signUp(app, 'S');
    expect(
      (await call(app, 'POST', `/v1/tables/${r.code}/seats`, { token: stranger.token, body: { seat: 0 } }))
        .status,
    ).toBe(409);
    // A accepts by taking the seat: everyone is in, so it starts.
    const accepted = await ok(call(app, 'POST', `/v1/tables/${r.id}/seats`, { token: a.token }));
    expect(accepted.body).toMatchObject({ status: 'playing', you: 0 });
    expect(accepted.body.seats[0]).toMatchObject({ kind: 'person', playerId: a.id });
  });

  it('an invitation to a rematch is declined by leaving: the seat opens and the table leaves the inbox', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
    const id = await finishedMatch(a, b, 'rematch-declined');
    const r = (await ok(call(app, 'POST', `/v1/tables/${id}/rematch`, { token: a.token }), 201)).body;
    expect(r.seats[1]).toMatchObject({ kind: 'open', invited: { playerId: b.id } });
    expect(await inboxIds(b)).toContain(r.id);

    const declined = await ok(call(app, 'DELETE', `/v1/tables/${r.id}/seats/me`, { token: b.token }));
    expect(declined.body.seats[1]).toEqual({ seat: 1, kind: 'open' });
    expect(declined.body).toMatchObject({ status: 'open', you: null, version: r.version + 1 });
    expect(await inboxIds(b)).not.toContain(r.id);
    expect(await inboxIds(a)).toContain(r.id);
    // Declining again: no invitation, no seat.
    const twice = await call(app, 'DELETE', `/v1/tables/${r.id}/seats/me`, { token: b.token });
    expect(twice.status).toBe(403);
    expect(twice.body.code).toBe('table/not-seated');
    // The seat is anyone's now; like any rematch, the table starts once every seat is taken.
    const started = await ok(call(app, 'POST', `/v1/tables/${r.code}/seats`, { token: c.token }));
    expect(started.body).toMatchObject({ status: 'playing', you: 1 });
    expect(started.body.seats[1]).toMatchObject({ kind: 'person', playerId: c.id });
  });

  it('an invitation leaves the inbox when its rematch is closed, or started with its seat filled', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
    const people = new Map([
      [0, a],
      [1, b],
      [2, c],
    ]);
    const t = await openTable(app, a, [b, c], {
      rules: { preset: 'block', players: 3, maxHands: 1 },
      fillWithComputers: { level: 'random' },
      seed: 'rematch-withdrawn',
    });
    await playToEnd(app, store, t.body.id, people, 'rematch-withdrawn-moves');
    // Started by its creator once B accepted: C's seat goes to a computer player, and out of C's inbox.
    const r = (await ok(call(app, 'POST', `/v1/tables/${t.body.id}/rematch`, { token: a.token }), 201)).body;
    expect((await inboxOf(c)).find((e) => e.id === r.id)).toMatchObject({ invited: true });
    await ok(call(app, 'POST', `/v1/tables/${r.id}/seats`, { token: b.token }));
    const started = await ok(call(app, 'POST', `/v1/tables/${r.id}/start`, { token: a.token }));
    expect(started.body.seats[2]).toMatchObject({ kind: 'computer', level: 'random' });
    expect(await inboxIds(c)).not.toContain(r.id);
    expect(await inboxIds(b)).toContain(r.id);

    // Closed by its creator: out of the inbox of everyone still invited.
    const id2 = await finishedMatch(a, b, 'rematch-closed');
    const r2 = (await ok(call(app, 'POST', `/v1/tables/${id2}/rematch`, { token: a.token }), 201)).body;
    expect(await inboxIds(b)).toContain(r2.id);
    const closed = await ok(call(app, 'DELETE', `/v1/tables/${r2.id}/seats/me`, { token: a.token }));
    expect(closed.body.status).toBe('closed');
    expect(await inboxIds(b)).not.toContain(r2.id);
    expect(await inboxIds(a)).not.toContain(r2.id);
    // Asking again after the rematch was closed opens a new one, linked in its place.
    const again = await ok(call(app, 'POST', `/v1/tables/${id2}/rematch`, { token: b.token }), 201);
    expect(again.body.id).not.toBe(r2.id);
    expect(again.body).toMatchObject({ status: 'open', rematchOf: id2, you: 1 });
    expect((await ok(call(app, 'GET', `/v1/tables/${id2}`, { token: a.token }))).body.rematch).toBe(
      again.body.id,
    );
  });

  it('an invited person taking another seat frees the one kept for them; the table still closes', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'A'), signUp(app, 'B'), signUp(app, 'C')]);
    const t = await openTable(app, a, [b, c], {
      rules: { preset: 'block', players: 3, maxHands: 1 },
      seed: 'rematch-elsewhere',
    });
    const people = new Map([
      [0, a],
      [1, b],
      [2, c],
    ]);
    await playToEnd(app, store, t.body.id, people, 'rematch-elsewhere-moves');
    const r = (await ok(call(app, 'POST', `/v1/tables/${t.body.id}/rematch`, { token: a.token }), 201)).body;
    await ok(call(app, 'DELETE', `/v1/tables/${r.id}/seats/me`, { token: c.token }));
    const moved = await ok(
      call(app, 'POST', `/v1/tables/${r.id}/seats`, { token: b.token, body: { seat: 2 } }),
    );
    expect(moved.body.seats[1]).toEqual({ seat: 1, kind: 'open' });
    expect(moved.body.seats[2]).toMatchObject({ kind: 'person', playerId: b.id });
    const closed = await ok(call(app, 'DELETE', `/v1/tables/${r.id}/seats/me`, { token: a.token }));
    expect(closed.body.status).toBe('closed');
    expect(await inboxIds(b)).toContain(r.id);
    expect(await inboxIds(a)).not.toContain(r.id);
  });

  it('rematch asked by two people at once: one table, and both sit in it', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const id = await finishedMatch(a, b, 'rematch-2');
    const [byB, byA] = await Promise.all([
      call(app, 'POST', `/v1/tables/${id}/rematch`, { token: b.token }),
      call(app, 'POST', `/v1/tables/${id}/rematch`, { token: a.token }),
    ]);
    expect([byB.status, byA.status].sort()).toEqual([200, 201]);
    const second = byB.status === 200 ? byB : byA;
    expect(byA.body.id).toBe(byB.body.id);
    // Whoever asked second accepted: everyone is in, and it started.
    expect(second.body).toMatchObject({ status: 'playing', rematchOf: id });
  });
});
