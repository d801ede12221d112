/**
 * Games played through a faulty network between the API and DynamoDB Local (test/support/relay.ts):
 * answers delayed, answers dropped (the write lands, nobody hears), connections reset, a hung
 * store. Under each fault every answer is honest: 200 (or a replay) only if the move is applied;
 * store/unavailable only if it is not; store/outcome-unknown otherwise. Once the fault ends, each
 * unanswered move sent again is answered 200, nothing was lost or applied twice (the table's
 * history holds each applied move once), and the games go on to their end. Short waits (a
 * 1 s budget) keep it quick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { evSeat, evTile, isChosenMove } from '../../shared/engine';
import { call, ok, signUp, testApp, testStore } from '../support/api';
import { testDynamoDb } from '../support/dynamodb';
import { playToEnd } from '../support/play';
import { Relay, type RelayMode } from '../support/relay';

// Short, yet not so short that a busy machine's DynamoDB Local looks hung.
const TIMEOUTS = { connectMs: 300, requestMs: 600, budgetMs: 1_000, attempts: 2 };

describe('faults between the API and the store', () => {
  let relay: Relay;
  let faulty: ReturnType<typeof testApp>;
  const direct = testApp();
  const store = testStore();

  beforeAll(async () => {
    relay = await Relay.start(testDynamoDb().endpoint);
    const settings = { ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: relay.endpoint }), timeouts: TIMEOUTS };
    const client = createDynamoClient(settings, {});
    faulty = testApp(
      { storeDeadlineMs: 1_200 },
      new DynamoDbStore(createDocumentClient(client), testDynamoDb().tableName, TIMEOUTS),
    );
  });
  afterAll(() => relay.close());

  const faults: RelayMode[] = ['delay', 'drop-answers', 'reset', 'hang'];
  it.each(faults.map((f) => [f]))(
    '%s: every answer honest, nothing lost or doubled, the game ends',
    async (fault) => {
      const [a, b] = await Promise.all([signUp(direct, 'A'), signUp(direct, 'B')]);
      const t = await ok(
        call(direct, 'POST', '/v1/tables', {
          token: a.token,
          body: { rules: { preset: 'draw', players: 2, maxHands: 1 }, seed: `fault-${fault}` },
        }),
        201,
      );
      await ok(call(direct, 'POST', `/v1/tables/${t.body.code}/seats`, { token: b.token }));
      await ok(call(direct, 'POST', `/v1/tables/${t.body.id}/start`, { token: a.token }));
      const people = new Map([
        [0, a],
        [1, b],
      ]);
      const answers: Record<string, number> = {};
      const unknown: { token: string; body: object; key?: string }[] = [];
      const applied: number[] = []; // versions our moves made

      relay.delayMs = 60; // under the request timeout: slow answers, still answers
      relay.mode = fault;
      relay.dropConnections();
      for (let i = 0; i < 4; i++) {
        // The client's view, read past the fault; its move sent through it.
        const anyone = await ok(call(direct, 'GET', `/v1/tables/${t.body.id}`, { token: a.token }));
        if (anyone.body.status !== 'playing') break;
        const who = people.get(anyone.body.turn.seat)!;
        const mine = await ok(call(direct, 'GET', `/v1/tables/${t.body.id}`, { token: who.token }));
        const m = mine.body.view.legalMoves[0];
        const body = {
          ...(m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end }),
          version: mine.body.version,
        };
        const key = i % 2 === 0 ? `k-${fault}-${i}` : undefined;
        const headers: Record<string, string> = key ? { 'idempotency-key': key } : {};
        const r = await call(faulty, 'POST', `/v1/tables/${t.body.id}/moves`, {
          token: who.token,
          body,
          headers,
        });
        const now = (await store.findTable(t.body.id))!;
        const label = r.status === 200 ? 'applied' : `${r.status} ${r.body?.code}`;
        answers[label] = (answers[label] ?? 0) + 1;
        if (r.status === 200) {
          expect(now.version).toBeGreaterThan(mine.body.version);
          applied.push(mine.body.version + 1);
        } else if (r.body.code === 'store/unavailable') {
          expect(now.version, 'store/unavailable claims nothing changed').toBe(mine.body.version);
        } else {
          expect(r.status).toBe(503);
          expect(r.body.code).toBe('store/outcome-unknown');
          expect(r.headers.get('retry-after')).toBeTruthy();
          unknown.push({ token: who.token, body, key });
          // The client does not know, so it sends that move again once the store answers.
          relay.mode = 'pass';
          relay.dropConnections();
          const again = await call(faulty, 'POST', `/v1/tables/${t.body.id}/moves`, {
            token: who.token,
            body,
            headers,
          });
          expect(again.status, again.text).toBe(200);
          applied.push(mine.body.version + 1);
          relay.mode = fault;
          relay.dropConnections();
        }
      }
      relay.mode = 'pass';
      relay.dropConnections();

      // Each move this client saw applied is in the history once, at the version it made.
      const table = (await store.findTable(t.body.id))!;
      const chosen = table.match!.hand.log.filter(isChosenMove);
      expect(table.version).toBe((table.handStartVersion ?? 0) + chosen.length);
      expect(new Set(applied).size).toBe(applied.length);
      for (const v of applied) expect(chosen[v - (table.handStartVersion ?? 0) - 1]).toBeDefined();
      expect(chosen.length).toBe(applied.length);
      expect(new Set(chosen.map((e) => `${evSeat(e)}:${evTile(e)}`)).size).toBe(chosen.length);

      // The fault over, the game goes on to its end through the same API.
      const end = await playToEnd(faulty, store, t.body.id, people, `end-${fault}`);
      expect(end.final.body.status).toBe('over');
      console.log(JSON.stringify({ fault, answers, unknownThenReplayed: unknown.length }));
    },
  );

  it('an open whose answer was lost, sent again with its Idempotency-Key, opens one table', async () => {
    const a = await signUp(direct, 'O');
    const body = { rules: { preset: 'block', players: 2 } };
    const headers = { 'idempotency-key': 'open-once' };
    relay.mode = 'drop-answers';
    relay.dropConnections();
    const lost = await call(faulty, 'POST', '/v1/tables', { token: a.token, body, headers });
    expect(lost.status).toBe(503);
    expect(lost.body.code).toBe('store/outcome-unknown');
    relay.mode = 'pass';
    relay.dropConnections();
    let reply = await call(faulty, 'POST', '/v1/tables', { token: a.token, body, headers });
    // A busy machine's store may still be slow: the client sends it again until it hears.
    for (let n = 0; reply.status === 503 && n < 5; n++) {
      reply = await call(faulty, 'POST', '/v1/tables', { token: a.token, body, headers });
    }
    const again = await ok(Promise.resolve(reply));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const inbox = await ok(call(direct, 'GET', '/v1/me/tables', { token: a.token }));
    expect(inbox.body.tables.map((x: { id: string }) => x.id)).toEqual([again.body.id]);
    // A new key is a new table.
    const other = await ok(
      call(direct, 'POST', '/v1/tables', {
        token: a.token,
        body,
        headers: { 'idempotency-key': 'open-twice' },
      }),
      201,
    );
    expect(other.body.id).not.toBe(again.body.id);
  });

  it('accounts: a sign-up or a rotation whose answer was lost says the outcome is unknown, never "nothing changed"', async () => {
    relay.mode = 'drop-answers';
    relay.dropConnections();
    const lost = await call(faulty, 'POST', '/v1/players', { body: { name: 'Lost' } });
    expect(lost.status).toBe(503);
    expect(lost.body.code).toBe('store/outcome-unknown');
    expect(lost.headers.get('retry-after')).toBeTruthy();
    relay.mode = 'pass';
    relay.dropConnections();

    const p = await signUp(direct, 'Rotor');
    relay.mode = 'drop-answers';
    relay.dropConnections();
    // The store tries the rotation again, whose condition then fails (the old token is gone: its
    // own first attempt landed): not "revoked meanwhile, nothing was issued", but unknown.
    const rotated = await call(faulty, 'POST', '/v1/me/tokens/current/rotate', { token: p.token });
    relay.mode = 'pass';
    relay.dropConnections();
    expect(rotated.status).toBe(503);
    expect(rotated.body.code).toBe('store/outcome-unknown');
    // It did land: the old token no longer works.
    const old = await call(direct, 'GET', '/v1/players/me', { token: p.token });
    expect(old.status).toBe(401);
  });

  it('a hung store: a GET and a move answer 503 within the budget, saying what is known', async () => {
    const [a, b] = await Promise.all([signUp(direct, 'H'), signUp(direct, 'I')]);
    const t = await ok(
      call(direct, 'POST', '/v1/tables', {
        token: a.token,
        body: { rules: { preset: 'draw', players: 2 }, seed: 'hung' },
      }),
      201,
    );
    await ok(call(direct, 'POST', `/v1/tables/${t.body.code}/seats`, { token: b.token }));
    const started0 = await ok(call(direct, 'POST', `/v1/tables/${t.body.id}/start`, { token: a.token }));
    relay.mode = 'hang';
    relay.dropConnections();
    const started = Date.now();
    const get = await call(faulty, 'GET', `/v1/tables/${t.body.id}`, { token: a.token });
    const getMs = Date.now() - started;
    expect(get.status).toBe(503);
    expect(get.body.code).toBe('store/unavailable');
    expect(getMs).toBeLessThan(2_000);
    relay.mode = 'pass';
    relay.dropConnections();
    const mover = started0.body.turn.seat === 1 ? b : a;
    const mine = await ok(call(direct, 'GET', `/v1/tables/${t.body.id}`, { token: mover.token }));
    const m = mine.body.view.legalMoves[0];
    relay.mode = 'hang';
    const moveStarted = Date.now();
    const move = await call(faulty, 'POST', `/v1/tables/${t.body.id}/moves`, {
      token: mover.token,
      body: {
        ...(m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end }),
        version: mine.body.version,
      },
    });
    const moveMs = Date.now() - moveStarted;
    // Its auth read never came back: nothing was sent to write, and it says so.
    expect(move.status).toBe(503);
    expect(move.body.code).toBe('store/unavailable');
    expect(moveMs).toBeLessThan(2_000);
    relay.mode = 'pass';
    relay.dropConnections();
    console.log(JSON.stringify({ hung: true, getMs, moveMs, budgetMs: TIMEOUTS.budgetMs }));
  });
});
