/** Tokens: shown once at sign-up, stored only as a hash, never echoed anywhere else. */
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { issuedTokens, secretOf, seen, signUp, testApp, testStore } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { playToEnd, startTable } from '../support/play';

const app = testApp();
const store = testStore();

describe('bearer tokens', () => {
  it('appear only in the sign-up response, and are stored only as hashes', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const started = await startTable(app, a, [b], {
      rules: { preset: 'allFives', players: 4, target: 60 },
      seats: [
        { kind: 'person' },
        { kind: 'person' },
        { kind: 'computer', level: 'random' },
        { kind: 'computer', level: 'greedy' },
      ],
      visibility: 'public',
      seed: 'secrets-1',
    });
    await playToEnd(
      app,
      store,
      started.id,
      new Map([
        [0, a],
        [1, b],
      ]),
      'secrets-moves',
    );
    await expectOk(typedClient(app, a.token).GET('/v1/players/me'));
    await expectOk(typedClient(app, a.token).GET('/v1/lobby'));

    const secrets = issuedTokens.flatMap((t) => [t, secretOf(t)]);
    expect(seen.length).toBeGreaterThan(50);
    for (const text of seen) for (const s of secrets) expect(text).not.toContain(s);

    // Every item in the run's table (other test files' too): no token, no secret, in any attribute.
    const db = testDynamoDb();
    let start: Record<string, never> | undefined;
    const tokenShape = /[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{43}/;
    let items = 0;
    do {
      const page = await db.client.send(
        new ScanCommand({ TableName: db.tableName, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        const text = JSON.stringify(item);
        expect(text).not.toMatch(tokenShape);
        for (const s of secrets) expect(text).not.toContain(s);
        items++;
      }
      start = page.LastEvaluatedKey as typeof start;
    } while (start);
    expect(items).toBeGreaterThan(3);
  });
});
