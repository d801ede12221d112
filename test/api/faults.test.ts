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
import { lineMatch } from '../../functions/tables/model';
import { evSeat, evTile, isChosenMove } from '../../shared/engine';
import { type App, signUp, testApp, testStore } from '../support/api';
import { expectOk, type Schemas, textOf, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { lookAt as look, moveOf, postMove as play, playToEnd, startTable } from '../support/play';
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
      const t = await startTable(direct, a, [b], {
        rules: { preset: 'draw', players: 2, maxHands: 1 },
        seed: `fault-${fault}`,
      });
      const people = new Map([
        [0, a],
        [1, b],
      ]);
      const answers: Record<string, number> = {};
      const unknown: { token: string; body: Schemas['Move']; key?: string }[] = [];
      const applied: number[] = []; // versions our moves made

      relay.delayMs = 60; // under the request timeout: slow answers, still answers
      relay.mode = fault;
      relay.dropConnections();
      for (let i = 0; i < 4; i++) {
        // The client's view, read past the fault; its move sent through it.
        const anyone = await look(direct, a.token, t.id);
        if (anyone.status !== 'playing') break;
        const who = people.get(anyone.turn!.seat)!;
        const mine = await look(direct, who.token, t.id);
        const m = mine.view!.legalMoves![0];
        const body = { ...moveOf(m), version: mine.version };
        const key = i % 2 === 0 ? `k-${fault}-${i}` : undefined;
        const headers: Record<string, string> = key ? { 'idempotency-key': key } : {};
        const r = await play(faulty, who.token, t.id, body, headers);
        const now = (await store.findTable(t.id))!;
        const status = r.response.status;
        const label = status === 200 ? 'applied' : `${status} ${r.error?.code}`;
        answers[label] = (answers[label] ?? 0) + 1;
        if (status === 200) {
          expect(now.version).toBeGreaterThan(mine.version);
          applied.push(mine.version + 1);
        } else if (r.error?.code === 'store/unavailable') {
          expect(now.version, 'store/unavailable claims nothing changed').toBe(mine.version);
        } else {
          expect(status).toBe(503);
          expect(r.error?.code).toBe('store/outcome-unknown');
          expect(r.response.headers.get('retry-after')).toBeTruthy();
          unknown.push({ token: who.token, body, key });
          // The client does not know, so it sends that move again once the store answers.
          relay.mode = 'pass';
          relay.dropConnections();
          const again = play(faulty, who.token, t.id, body, headers);
          expect((await again).response.status, await textOf(again)).toBe(200);
          applied.push(mine.version + 1);
          relay.mode = fault;
          relay.dropConnections();
        }
      }
      relay.mode = 'pass';
      relay.dropConnections();

      // Each move this client saw applied is in the history once, at the version it made.
      const table = (await store.findTable(t.id))!;
      const chosen = lineMatch(table)!.hand.log.filter(isChosenMove);
      expect(table.version).toBe((table.handStartVersion ?? 0) + chosen.length);
      expect(new Set(applied).size).toBe(applied.length);
      for (const v of applied) expect(chosen[v - (table.handStartVersion ?? 0) - 1]).toBeDefined();
      expect(chosen.length).toBe(applied.length);
      expect(new Set(chosen.map((e) => `${evSeat(e)}:${evTile(e)}`)).size).toBe(chosen.length);

      // The fault over, the game goes on to its end through the same API.
      const end = await playToEnd(faulty, store, t.id, people, `end-${fault}`);
      expect(end.table.status).toBe('over');
      console.log(JSON.stringify({ fault, answers, unknownThenReplayed: unknown.length }));
    },
  );

  it('an open whose answer was lost, sent again with its Idempotency-Key, opens one table', async () => {
    const a = await signUp(direct, 'O');
    const body: Schemas['CreateTable'] = { rules: { preset: 'block', players: 2 } };
    const headers = { 'idempotency-key': 'open-once' };
    const open = (on: App, key = headers) =>
      typedClient(on, a.token).POST('/v1/tables', { body, headers: key });
    relay.mode = 'drop-answers';
    relay.dropConnections();
    const lost = await open(faulty);
    expect(lost.response.status).toBe(503);
    expect(lost.error?.code).toBe('store/outcome-unknown');
    relay.mode = 'pass';
    relay.dropConnections();
    let reply = await open(faulty);
    // A busy machine's store may still be slow: the client sends it again until it hears.
    for (let n = 0; reply.response.status === 503 && n < 5; n++) {
      reply = await open(faulty);
    }
    const again = await expectOk(reply);
    expect(reply.response.headers.get('idempotent-replayed')).toBe('true');
    const inbox = await expectOk(typedClient(direct, a.token).GET('/v1/me/tables'));
    expect(inbox.tables.map((x: { id: string }) => x.id)).toEqual([again.id]);
    // A new key is a new table.
    const other = await expectOk(open(direct, { 'idempotency-key': 'open-twice' }), 201);
    expect(other.id).not.toBe(again.id);
  });

  it('accounts: a sign-up or a rotation whose answer was lost says the outcome is unknown, never "nothing changed"', async () => {
    relay.mode = 'drop-answers';
    relay.dropConnections();
    const lost = await typedClient(faulty).POST('/v1/players', { body: { name: 'Lost' } });
    expect(lost.response.status).toBe(503);
    expect(lost.error?.code).toBe('store/outcome-unknown');
    expect(lost.response.headers.get('retry-after')).toBeTruthy();
    relay.mode = 'pass';
    relay.dropConnections();

    const p = await signUp(direct, 'Rotor');
    relay.mode = 'drop-answers';
    relay.dropConnections();
    // The store tries the rotation again, whose condition then fails (the old token is gone: its
    // own first attempt landed): not "revoked meanwhile, nothing was issued", but unknown.
    const rotated = await typedClient(faulty, p.token).POST('/v1/me/tokens/current/rotate');
    relay.mode = 'pass';
    relay.dropConnections();
    expect(rotated.response.status).toBe(503);
    expect(rotated.error?.code).toBe('store/outcome-unknown');
    // It did land: the old token no longer works.
    const old = await typedClient(direct, p.token).GET('/v1/players/me');
    expect(old.response.status).toBe(401);
  });

  it('a hung store: a GET and a move answer 503 within the budget, saying what is known', async () => {
    const [a, b] = await Promise.all([signUp(direct, 'H'), signUp(direct, 'I')]);
    const t = await startTable(direct, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'hung' });
    relay.mode = 'hang';
    relay.dropConnections();
    const started = Date.now();
    const get = await typedClient(faulty, a.token).GET('/v1/tables/{id}', { params: { path: { id: t.id } } });
    const getMs = Date.now() - started;
    expect(get.response.status).toBe(503);
    expect(get.error?.code).toBe('store/unavailable');
    expect(getMs).toBeLessThan(2_000);
    relay.mode = 'pass';
    relay.dropConnections();
    const mover = t.turn!.seat === 1 ? b : a;
    const mine = await look(direct, mover.token, t.id);
    const m = mine.view!.legalMoves![0];
    relay.mode = 'hang';
    const moveStarted = Date.now();
    const move = await play(faulty, mover.token, t.id, { ...moveOf(m), version: mine.version });
    const moveMs = Date.now() - moveStarted;
    // Its auth read never came back: nothing was sent to write, and it says so.
    expect(move.response.status).toBe(503);
    expect(move.error?.code).toBe('store/unavailable');
    expect(moveMs).toBeLessThan(2_000);
    relay.mode = 'pass';
    relay.dropConnections();
    console.log(JSON.stringify({ hung: true, getMs, moveMs, budgetMs: TIMEOUTS.budgetMs }));
  });
});
