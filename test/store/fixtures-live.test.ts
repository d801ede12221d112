/**
 * The golden fixtures put back into DynamoDB Local as they were written, then used through the
 * API by the players they were captured with: every stored kind is read on the paths that read
 * it (tables, join codes, archived hands, memberships, players, sheets), and the games in play
 * go on. What a deploy meets in the table it inherits.
 */
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ok, testApp, testStore } from '../support/api';
import { testDynamoDb } from '../support/dynamodb';
import { fixtureKeys, fixturePlayers, fixtures } from '../support/fixtures';

const sets = [...new Set(fixtures().map((f) => f.set))];

describe.each(sets.map((s) => [s]))('fixtures %s in DynamoDB', (set) => {
  const keys = fixtureKeys(set);
  const app = testApp({}, undefined, keys ? { keys } : {});
  const store = testStore();
  const mine = fixtures().filter((f) => f.set === set);
  const players = fixturePlayers(set);
  const tokenOf = (playerId: string) => Object.values(players).find((p) => p.id === playerId)?.token;

  beforeAll(async () => {
    const db = testDynamoDb();
    for (const f of mine) await db.client.send(new PutItemCommand({ TableName: db.tableName, Item: f.raw }));
  });

  it('every table is read by its people, and each game in play takes its next move', async () => {
    const tables = mine.filter((f) => f.kind === 'table');
    for (const f of tables) {
      const id = String(f.item.PK).slice('TABLE#'.length);
      const stored = (await store.findTable(id))!;
      const person = stored.seats.find((s) => s.kind === 'person');
      const token = person?.kind === 'person' ? tokenOf(person.playerId) : undefined;
      if (!token) continue; // nobody sits there (a closed table)
      const t = await ok(call(app, 'GET', `/v1/tables/${id}`, { token }));
      expect(t.body.version).toBe(stored.version);
      if (t.body.status !== 'playing') continue;
      const seat = stored.seats[t.body.turn.seat];
      const mover = seat.kind === 'person' ? tokenOf(seat.playerId)! : token;
      const view = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: mover }));
      const m = view.body.view.legalMoves[0];
      const move = m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
      const after = await ok(
        call(app, 'POST', `/v1/tables/${id}/moves`, {
          token: mover,
          body: { ...move, version: view.body.version },
        }),
      );
      expect(after.body.version).toBeGreaterThan(stored.version);
    }
  });

  it('archived hands (the event feed), memberships (the inbox), join codes, players and sheets', async () => {
    const ann = players.ann.token;
    expect((await ok(call(app, 'GET', '/v1/players/me', { token: ann }))).body.name).toBe('Ann');
    const inbox = await ok(call(app, 'GET', '/v1/me/tables?limit=50', { token: ann }));
    const annTables = mine.filter((f) => f.kind === 'membership' && f.name.includes('/ann-in-'));
    expect(inbox.body.tables.length).toBe(annTables.length);
    // Their finished tables (left in the active range by the code before) after every one in play.
    const done = inbox.body.tables.map(
      (e: { status: string }) => e.status === 'over' || e.status === 'closed',
    );
    expect(done.some(Boolean) && done.some((d: boolean) => !d)).toBe(true);
    expect(done.slice(done.indexOf(true)).every(Boolean)).toBe(true);
    for (const f of mine.filter((x) => x.kind === 'hand-archive')) {
      const id = String(f.item.PK).slice('TABLE#'.length);
      const seated = (await store.findTable(id))!.seats.flatMap((s) =>
        s.kind === 'person' ? [s.playerId] : [],
      );
      const feed = await ok(call(app, 'GET', `/v1/tables/${id}/events`, { token: tokenOf(seated[0]) }));
      expect(feed.body.events.some((e: { type: string }) => e.type === 'handEnded')).toBe(true);
    }
    const open = mine.find((f) => f.name.endsWith('join-code/draw-open'))!;
    const joined = await ok(
      call(app, 'POST', `/v1/tables/${String(open.item.PK).slice('CODE#'.length)}/seats`, {
        token: players.dan.token,
      }),
    );
    expect(joined.body.id).toBe(open.item.tableId);
    for (const f of mine.filter((x) => x.kind === 'sheet')) {
      const sheet = await store.loadSheet(String(f.item.id));
      const token = tokenOf(sheet!.createdBy)!;
      const got = await ok(call(app, 'GET', `/v1/sheets/${f.item.id}`, { token }));
      expect(got.body.hands.length).toBe(sheet!.hands.length);
    }
  });

  it.runIf(keys !== undefined)('device tokens, sign-in codes and linked identities', async () => {
    const bob = await ok(call(app, 'GET', '/v1/me/tokens', { token: players.bob.token }));
    expect(bob.body.tokens.map((t: { name: string }) => t.name)).toContain('Bob’s laptop');
    expect(bob.body.tokens).toHaveLength(2);
    await ok(call(app, 'GET', '/v1/players/me', { token: players.cat.token }));
    for (const f of mine.filter((x) => x.kind === 'identity')) {
      const found = await store.getIdentity(String(f.item.issuer), String(f.item.subject));
      expect(found?.playerId).toBe(players.dan.id);
    }
    for (const f of mine.filter((x) => x.kind === 'sign-in-code')) {
      const code = await store.getSignInCode(String(f.item.PK).slice('SIGNIN#'.length));
      expect(code?.playerId).toBe(players.ann.id);
    }
  });
});
