/**
 * The API on a store whose table is not there (a deploy pointed at the wrong table name, or
 * a table deleted): 503 store/unavailable with Retry-After, and a log line that says the table
 * is missing; never a 500. On the run's DynamoDB Local, with a table name nobody made.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { signUp, testApp, testDeps } from '../support/api';
import { TEST_TIMEOUTS, testDynamoDb } from '../support/dynamodb';

describe('a store without its table', () => {
  it('answers 503 with Retry-After and logs that the table is missing', async () => {
    const db = testDynamoDb();
    const missing = new DynamoDbStore(db.documentClient, `missing-${randomUUID()}`, TEST_TIMEOUTS);
    const logged: string[] = [];
    const deps = testDeps({}, missing);
    deps.log = (message, err) => {
      logged.push(`${message} | ${err instanceof Error ? err.message : String(err)}`);
    };
    const app = createApp(deps);
    // A player made where the table exists: their token is one the missing store is asked about.
    const ana = await signUp(testApp(), 'Ana');

    const answers = [
      await app.request('/v1/players', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ben' }),
      }),
      await app.request('/v1/players/me', { headers: { authorization: `Bearer ${ana.token}` } }),
      await app.request('/v1/tables/K7MQ4X', { headers: { authorization: `Bearer ${ana.token}` } }),
    ];
    for (const res of answers) {
      const body = (await res.json()) as { code: string; detail: string };
      expect([res.status, res.headers.get('content-type'), body.code]).toEqual([
        503,
        'application/problem+json',
        'store/unavailable',
      ]);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    expect(logged.length).toBeGreaterThanOrEqual(answers.length);
    for (const line of logged) expect(line).toMatch(/table is missing.*ResourceNotFoundException/);
  });
});
