/** Moves nobody needs to think about: forced moves (playForcedMoves) and computer players out of time. */
// First: schemas built from the engine's zod get `.openapi` only once zod-openapi has extended zod.
import '@hono/zod-openapi';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { dueShard, tableKey } from '../../functions/store/table-item';
import { signUp, testApp, testStore } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { playToEnd, startTable } from '../support/play';

const store = testStore();

describe('automatic moves', () => {
  it('with playForcedMoves, a person is never asked to make a move that has no alternative', async () => {
    const app = testApp();
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    const started = await startTable(app, a, [b], {
      rules: { preset: 'block', players: 2, target: 25 },
      playForcedMoves: true,
      seed: 'forced-1',
    });
    const people = new Map([
      [0, a],
      [1, b],
    ]);
    const read = (token: string) =>
      expectOk(typedClient(app, token).GET('/v1/tables/{id}', { params: { path: { id: started.id } } }));
    const check = async () => {
      for (const [, p] of people) {
        const moves = (await read(p.token)).view?.legalMoves;
        if (moves) expect(moves.length).toBeGreaterThan(1);
      }
    };
    await check();
    // playToEnd checks each seat's view after every move; a forced move would show as one legal move.
    await playToEnd(app, store, started.id, people, 'forced-moves', (moves) =>
      expect(moves.length).toBeGreaterThan(1),
    );
    expect((await read(a.token)).status).toBe('over');
  });

  it('computer players out of time budget leave the table due for the scheduler', async () => {
    const app = testApp({ botBudgetMs: 0 });
    const a = await signUp(app, 'A');
    const db = testDynamoDb();
    for (let i = 0; i < 10; i++) {
      const t = await startTable(app, a, [], {
        rules: { preset: 'partnership', players: 4 },
        seats: [
          { kind: 'person' },
          { kind: 'computer', level: 'greedy' },
          { kind: 'computer', level: 'greedy' },
          { kind: 'computer', level: 'greedy' },
        ],
        seed: `budget-${i}`,
      });
      if (t.turn!.seat === 0) continue; // The person is to move: try another deal.
      const key = tableKey(t.id);
      const { Item } = await db.client.send(
        new GetItemCommand({ TableName: db.tableName, Key: { PK: { S: key.PK }, SK: { S: key.SK } } }),
      );
      expect(Item!.turnPk).toBeUndefined();
      expect(Item!.duePk.S).toBe(`DUE#${dueShard(t.id)}`);
      expect(Item!.dueAt.S).toBe(t.updatedAt);
      expect(t.turn!.deadline).toBeNull();
      return;
    }
    throw new Error('no deal had a computer player to move first');
  });
});
