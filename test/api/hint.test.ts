/**
 * POST /v1/tables/{id}/hint on DynamoDB Local: the expert's move for the seat to move, in unrated
 * games against computer players only; the refusals (rated, other people, a spectator, not your
 * turn, not started, over); the table's version untouched (a move read before the hint lands);
 * the count per seat and hand, once per version, in its own item and in the hand's analysis.
 */
import '@hono/zod-openapi';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { hintCountFormat, hintCountKey } from '../../functions/store/formats/hint-count';
import { HINT_LEVEL, hintSeed } from '../../functions/tables/hint';
import { lineMatch } from '../../functions/tables/model';
import { computerPlayer } from '../../shared/bots';
import { viewFor } from '../../shared/engine';
import { signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, expectProblem, lineView, type Schemas, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { lookAt, moveOf, startTable } from '../support/play';

const store = testStore();
const app = testApp({ botBudgetMs: 10_000 }, store);
const at = (id: string) => ({ params: { path: { id } } });
const hintOf = (token: string, id: string, on = app) =>
  typedClient(on, token).POST('/v1/tables/{id}/hint', at(id));

/** Block, five tiles each, Ana (seat 0) leads against a greedy computer player. */
const HANDS = [
  ['0-0', '1-1', '1-2', '2-5', '3-6'],
  ['1-4', '2-2', '4-4', '4-6', '5-6'],
];

async function againstComputer(
  rules: Schemas['CreateTable']['rules'] = { preset: 'block', players: 2, handSize: 5, target: 100 },
) {
  const ana = await signUp(app, 'Ana');
  const t = await startTable(app, ana, [], {
    rules,
    seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
    deal: { hands: HANDS, opener: 0 },
    visibility: 'public',
  });
  return { ana, id: t.id };
}

async function move(
  p: TestPlayer,
  id: string,
  version: number,
  m: Schemas['LegalMove'] | Schemas['TrainLegalMove'],
) {
  return expectOk(
    typedClient(app, p.token).POST('/v1/tables/{id}/moves', { ...at(id), body: { ...moveOf(m), version } }),
  );
}

describe('a hint', () => {
  it('is the expert’s move from the seat’s view, changes no version, and a move read before it lands', async () => {
    const { ana, id } = await againstComputer();
    const before = await lookAt(app, ana.token, id);
    expect(before.turn?.seat).toBe(0);
    const stored = (await store.findTable(id))!;
    const hint = await expectOk(hintOf(ana.token, id));
    const expected = computerPlayer(HINT_LEVEL).choose(
      viewFor(lineMatch(stored)!, 0),
      hintSeed(id, stored.version),
    );
    expect(hint.move).toEqual(expected);
    expect(lineView(before).legalMoves).toContainEqual(hint.move);
    expect(hint).toMatchObject({ tableId: id, version: before.version, handNo: 1, seat: 0, hints: 1 });

    // Nothing at the table moved: the same version, the same item.
    const after = (await store.findTable(id))!;
    expect(after.version).toBe(stored.version);
    expect(after.updatedAt).toBe(stored.updatedAt);
    expect((await lookAt(app, ana.token, id)).version).toBe(before.version);

    // Asked again at the same turn: the same hint, counted once.
    const again = await expectOk(hintOf(ana.token, id));
    expect(again.move).toEqual(hint.move);
    expect(again.hints).toBe(1);

    // The move with the version read before the hint lands (the hint's own move, here).
    const moved = await move(ana, id, before.version, hint.move);
    expect(moved.version).toBeGreaterThan(before.version);
  });

  it('is counted per seat and hand, once per version, in its own item and in the hand’s analysis', async () => {
    const { ana, id } = await againstComputer();
    let table = await lookAt(app, ana.token, id);
    let asked = 0;
    let turn = 0;
    // Ask at every other turn of Ana's until the first hand ends; play the first legal move.
    while (table.status === 'playing' && (lineView(table).lastHand?.handNo ?? 0) < 1) {
      expect(table.turn?.seat).toBe(0);
      if (turn++ % 2 === 0) {
        const h = await expectOk(hintOf(ana.token, id));
        asked++;
        expect(h.hints).toBe(asked);
        expect(h.version).toBe(table.version);
      }
      table = await move(ana, id, table.version, lineView(table).legalMoves![0]);
    }
    expect(asked).toBeGreaterThan(0);
    const db = testDynamoDb();
    const item = await db.documentClient.send(
      new GetCommand({ TableName: db.tableName, Key: hintCountKey(id, 1, 0), ConsistentRead: true }),
    );
    const record = hintCountFormat.decode(item.Item!);
    expect(record).toMatchObject({ tableId: id, handNo: 1, seat: 0, hints: asked });
    // The computer's seat asked for none: it has no item.
    const none = await db.documentClient.send(
      new GetCommand({ TableName: db.tableName, Key: hintCountKey(id, 1, 1), ConsistentRead: true }),
    );
    expect(none.Item).toBeUndefined();

    const review = await expectOk(
      typedClient(app, ana.token).GET('/v1/tables/{id}/hands/{n}/analysis', {
        params: { path: { id, n: 1 } },
      }),
    );
    expect(review.hints).toEqual([asked, 0]);
    if (table.status === 'playing') {
      // Hand 2 starts with no hint counted.
      const h = await expectOk(hintOf(ana.token, id));
      expect([h.handNo, h.hints]).toEqual([2, 1]);
    }
  });

  it('is refused at a rated table, with another person, to a spectator, and out of turn', async () => {
    const [ana, ben, eve] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben'), signUp(app, 'Eve')]);
    const rated = await startTable(app, ana, [ben], {
      rules: { preset: 'block', players: 2, target: 100 },
      rated: true,
    });
    const toMove = rated.turn!.seat === 0 ? ana : ben;
    await expectProblem(hintOf(toMove.token, rated.id), 403, 'hint/rated-table');

    const friends = await startTable(app, ana, [ben], {
      rules: { preset: 'block', players: 2, target: 100 },
      deal: { hands: HANDS, opener: 0 },
    });
    const refused = await expectProblem(hintOf(ana.token, friends.id), 403, 'hint/not-against-computers');
    expect(refused.detail).toMatch(/computer players/);

    const { ana: host, id } = await againstComputer();
    await expectProblem(hintOf(eve.token, id), 403, 'table/not-seated');

    // Not started yet.
    const open = await expectOk(
      typedClient(app, eve.token).POST('/v1/tables', {
        body: {
          rules: { preset: 'block', players: 2, target: 100 },
          seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
        },
      }),
      201,
    );
    await expectProblem(hintOf(eve.token, open.id), 409, 'table/not-started');

    // The computer's turn: with no budget for computer players it is still theirs after the start.
    const slow = testApp({ botBudgetMs: 0 }, store);
    const lead = await expectOk(
      typedClient(slow, eve.token).POST('/v1/tables', {
        body: {
          rules: { preset: 'block', players: 2, handSize: 5, target: 100 },
          seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
          deal: { hands: HANDS, opener: 1 },
        },
      }),
      201,
    );
    const started = await expectOk(typedClient(slow, eve.token).POST('/v1/tables/{id}/start', at(lead.id)));
    expect(started.turn?.seat).toBe(1);
    await expectProblem(hintOf(eve.token, lead.id, slow), 409, 'move/not-your-turn');

    // Over: resigned.
    await expectOk(typedClient(app, host.token).POST('/v1/tables/{id}/resign', at(id)));
    await expectProblem(hintOf(host.token, id), 409, 'move/match-over');
  });
});
