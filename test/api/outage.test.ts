/** A DynamoDB that does not answer: 503 with Retry-After, and the game as it was. */
import { createServer } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps } from '../../functions/api/deps';
import { createDocumentClient } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { findFreePort } from '../../functions/store/free-port';
import { call, signUp, testApp, testStore } from '../support/api';
import { TEST_STORE_DEADLINE_MS } from '../support/timeouts';

async function closedPortStore(): Promise<DynamoDbStore> {
  const port = await findFreePort(); // Nobody listens there.
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  return new DynamoDbStore(createDocumentClient(client), 'dominoes');
}

describe('DynamoDB outage', () => {
  it('answers 503 with Retry-After', async () => {
    const down = testApp({}, await closedPortStore());
    for (const r of [
      await call(down, 'POST', '/v1/players', { body: { name: 'x' } }),
      await call(down, 'GET', '/v1/lobby', { token: `${'x'.repeat(20)}.${'A'.repeat(43)}` }),
    ]) {
      expect(r.status).toBe(503);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.code).toBe('store/unavailable');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('a store that hangs up mid-request is a 503 too, saying what is known', async () => {
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const client = new DynamoDBClient({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    const app = testApp({}, new DynamoDbStore(createDocumentClient(client), 'dominoes'));
    try {
      // A read changes nothing: store/unavailable.
      const r = await call(app, 'GET', '/v1/lobby', { token: `${'x'.repeat(20)}.${'A'.repeat(43)}` });
      expect(r.status).toBe(503);
      expect(r.body.code).toBe('store/unavailable');
      // A write whose connection was cut once it was open may have landed: it says so.
      const w = await call(app, 'POST', '/v1/players', { body: { name: 'x' } });
      expect(w.status).toBe(503);
      expect(w.body.code).toBe('store/outcome-unknown');
    } finally {
      server.close();
    }
  });

  it('the working app is unaffected', async () => {
    const app = testApp();
    await expect(signUp(app, 'fine')).resolves.toMatchObject({ name: 'fine' });
  });
});

describe('a bug on our side', () => {
  it('is a logged 500 problem that says nothing about its cause', async () => {
    const store = testStore();
    const logged: string[] = [];
    const deps = defaultDeps(store, {
      devMode: true,
      rateLimit: null,
      storeDeadlineMs: TEST_STORE_DEADLINE_MS,
    });
    deps.log = (message) => logged.push(message);
    const app = createApp(deps);
    const p = await signUp(app, 'Bug');
    store.findTable = async () => {
      throw new Error('secret internal detail');
    };
    const r = await call(app, 'GET', '/v1/tables/some-table-id-000000', { token: p.token });
    expect(r.status).toBe(500);
    expect(r.body.code).toBe('server/internal');
    expect(r.text).not.toContain('secret internal detail');
    expect(logged).toEqual(['unexpected error']);
  });
});
