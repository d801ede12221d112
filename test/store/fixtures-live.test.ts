/**
 * The golden fixtures put back into DynamoDB Local as they were written, then used through the
 * API by the players they were captured with: every stored kind is read on the paths that read
 * it (tables, join codes, archived hands, memberships, players, sheets), and the games in play
 * go on. What a deploy meets in the table it inherits, once its migration has run (npm run
 * migrate: the memberships of tables that finished before the finished range move to it). Every
 * set runs; what a set's code did not write yet is skipped for that set only, said so by the
 * test's name (v1: no device tokens, no finished tables' memberships; v2: no finished tables'
 * memberships).
 */
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { kindOf } from '../../functions/store/formats/index';
import type { MembershipRecord } from '../../functions/store/formats/membership';
import { moveLegacyMemberships } from '../../functions/store/legacy-memberships';
import { finishedAt } from '../../functions/tables/model';
import { testApp, testStore } from '../support/api';
import { expectOk, type Schemas, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { fixtureKeys, fixturePlayers, fixtures } from '../support/fixtures';
import { moveOf } from '../support/play';

const sets = [...new Set(fixtures().map((f) => f.set))];

describe.each(sets.map((s) => [s]))('fixtures %s in DynamoDB', (set) => {
  const keys = fixtureKeys(set);
  const app = testApp({}, undefined, keys ? { keys } : {});
  const store = testStore();
  const mine = fixtures().filter((f) => f.set === set);
  const players = fixturePlayers(set);
  const tokenOf = (playerId: string) => Object.values(players).find((p) => p.id === playerId)?.token;
  const as = (token: string) => typedClient(app, token);
  const at = (id: string) => ({ params: { path: { id } } });
  /** Memberships of finished tables, under `DONE#<finishedAt>#<id>` (membership format 2). */
  const finishedMemberships = mine.filter(
    (f) => f.kind === 'membership' && String(f.item.SK).startsWith('DONE#'),
  );

  beforeAll(async () => {
    const db = testDynamoDb();
    for (const f of mine) await db.client.send(new PutItemCommand({ TableName: db.tableName, Item: f.raw }));
    // The deploy's migration, on this set's players (the table is shared with other test files).
    await moveLegacyMemberships(db.documentClient, db.tableName, {
      dryRun: false,
      pageSize: 100,
      cursor: null,
      playerIds: Object.values(players).map((p) => p.id),
    });
  });

  it('every table is read by its people, and each game in play takes its next move', async () => {
    const tables = mine.filter((f) => f.kind === 'table');
    for (const f of tables) {
      const id = String(f.item.PK).slice('TABLE#'.length);
      const stored = (await store.findTable(id))!;
      const person = stored.seats.find((s) => s.kind === 'person');
      const token = person?.kind === 'person' ? tokenOf(person.playerId) : undefined;
      if (!token) continue; // nobody sits there (a closed table)
      const t = await expectOk(as(token).GET('/v1/tables/{id}', at(id)));
      expect(t.version).toBe(stored.version);
      if (t.status !== 'playing') continue;
      const seat = stored.seats[t.turn!.seat];
      const mover = seat.kind === 'person' ? tokenOf(seat.playerId)! : token;
      const view = await expectOk(as(mover).GET('/v1/tables/{id}', at(id)));
      const m = view.view!.legalMoves![0];
      const after = await expectOk(
        as(mover).POST('/v1/tables/{id}/moves', { ...at(id), body: { ...moveOf(m), version: view.version } }),
      );
      expect(after.version).toBeGreaterThan(stored.version);
    }
  });

  it('a public match in play is watched without a token, and stays on the lobby’s playing list', async () => {
    const watched = mine.filter((f) => f.kind === 'table' && f.item.lobbyPk === 'LOBBY#PLAYING');
    for (const f of watched) {
      const id = String(f.item.PK).slice('TABLE#'.length);
      const anyone = typedClient(app);
      const view = await expectOk(anyone.GET('/v1/tables/{id}/spectate', at(id)));
      expect(view).toMatchObject({ id, status: 'playing', visibility: 'public', you: null });
      expect(view.view?.hand).toBeNull();
      // Listed where it was written: the lobby's page that starts at its own sort key.
      const stored = (await store.findTable(id))!;
      expect(stored.visibility).toBe('public');
      const pages = await expectOk(
        anyone.GET('/v1/lobby', { params: { query: { status: 'playing', limit: 50 } } }),
      );
      const all = [...pages.tables];
      for (let cursor = pages.cursor; cursor && !all.some((t) => t.id === id); ) {
        const next = await expectOk(
          anyone.GET('/v1/lobby', { params: { query: { status: 'playing', limit: 50, cursor } } }),
        );
        all.push(...next.tables);
        cursor = next.cursor;
      }
      expect(all.map((t) => t.id)).toContain(id);
    }
    // Sets from before the playing list (v1-v3) have none; v4 has one.
    if (set === 'v4') expect(watched.length).toBe(1);
  });

  it('archived hands (the event feed), memberships (the inbox), join codes, players and sheets', async () => {
    const ann = players.ann.token;
    expect((await expectOk(as(ann).GET('/v1/players/me'))).name).toBe('Ann');
    const inbox = await expectOk(as(ann).GET('/v1/me/tables', { params: { query: { limit: 50 } } }));
    const annTables = mine.filter((f) => f.kind === 'membership' && f.name.includes('/ann-in-'));
    expect(inbox.tables.length).toBe(annTables.length);
    // Their finished tables (left in the active range by the code before, moved by the
    // migration) after every one in play.
    const done = inbox.tables.map((e: { status: string }) => e.status === 'over' || e.status === 'closed');
    expect(done.some(Boolean) && done.some((d: boolean) => !d)).toBe(true);
    expect(done.slice(done.indexOf(true)).every(Boolean)).toBe(true);
    for (const f of mine.filter((x) => x.kind === 'hand-archive')) {
      const id = String(f.item.PK).slice('TABLE#'.length);
      const seated = (await store.findTable(id))!.seats.flatMap((s) =>
        s.kind === 'person' ? [s.playerId] : [],
      );
      const feed = await expectOk(as(tokenOf(seated[0])!).GET('/v1/tables/{id}/events', at(id)));
      expect(feed.events.some((e: { type: string }) => e.type === 'handEnded')).toBe(true);
    }
    const open = mine.find((f) => f.name.endsWith('join-code/draw-open'))!;
    const joined = await expectOk(
      as(players.dan.token).POST('/v1/tables/{id}/seats', at(String(open.item.PK).slice('CODE#'.length))),
    );
    expect(joined.id).toBe(open.item.tableId);
    for (const f of mine.filter((x) => x.kind === 'sheet')) {
      const sheet = await store.loadSheet(String(f.item.id));
      const token = tokenOf(sheet!.createdBy)!;
      const got = await expectOk(as(token).GET('/v1/sheets/{id}', at(String(f.item.id))));
      expect(got.hands.length).toBe(sheet!.hands.length);
    }
  });

  // v1 was captured before device tokens: no token keys, no device tokens to read.
  it.runIf(keys !== undefined)('device tokens, sign-in codes and linked identities', async () => {
    const bob = await expectOk(as(players.bob.token).GET('/v1/me/tokens'));
    expect(bob.tokens.map((t: { name: string }) => t.name)).toContain('Bob’s laptop');
    expect(bob.tokens).toHaveLength(2);
    await expectOk(as(players.cat.token).GET('/v1/players/me'));
    for (const f of mine.filter((x) => x.kind === 'identity')) {
      const found = await store.getIdentity(String(f.item.issuer), String(f.item.subject));
      expect(found?.playerId).toBe(players.dan.id);
    }
    for (const f of mine.filter((x) => x.kind === 'sign-in-code')) {
      const code = await store.getSignInCode(String(f.item.PK).slice('SIGNIN#'.length));
      expect(code?.playerId).toBe(players.ann.id);
    }
  });

  // v1 and v2 were captured before finished tables' memberships moved to DONE# (they have none).
  it.runIf(finishedMemberships.length > 0)(
    'finished tables’ memberships (DONE#): read as finished at their table’s finish, paged after every table in play',
    async () => {
      const byPlayer = new Map<string, Set<string>>();
      for (const f of finishedMemberships) {
        const m = kindOf(f.item)!.format.decode(f.item) as MembershipRecord;
        const table = (await store.findTable(m.tableId))!;
        expect(table.status === 'over' || table.status === 'closed', f.name).toBe(true);
        expect(m.place, f.name).toEqual({ active: false, finishedAt: finishedAt(table) });
        expect(m.expiresAt, f.name).toBeGreaterThan(0);
        byPlayer.set(m.playerId, (byPlayer.get(m.playerId) ?? new Set()).add(m.tableId));
      }
      for (const [playerId, finished] of byPlayer) {
        // The whole inbox, two at a time: every table once, the finished ones (from DONE#) last.
        const listed: Schemas['InboxEntry'][] = [];
        let cursor: string | undefined;
        do {
          const query = { limit: 2, cursor };
          const page = await expectOk(as(tokenOf(playerId)!).GET('/v1/me/tables', { params: { query } }));
          listed.push(...page.tables);
          cursor = page.cursor ?? undefined;
        } while (cursor);
        const ids = listed.map((e) => e.id);
        expect(new Set(ids).size, playerId).toBe(ids.length);
        expect(ids.slice(ids.length - finished.size).sort(), playerId).toEqual([...finished].sort());
        // Every table of the set's memberships (the test above seats Dan at one more).
        const members = mine.filter((f) => f.kind === 'membership' && f.item.PK === `PLAYER#${playerId}`);
        expect(ids, playerId).toEqual(expect.arrayContaining(members.map((f) => f.item.tableId)));
      }
    },
  );
});
