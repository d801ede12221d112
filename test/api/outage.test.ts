/** A DynamoDB that does not answer: 503 with Retry-After, and the game as it was. */
import { createServer } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps } from '../../functions/api/deps';
import { createDocumentClient } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { findFreePort } from '../../functions/store/free-port';
import { seen, signUp, testApp, testStore } from '../support/api';
import { expectProblem, typedClient } from '../support/client';
import { TEST_STORE_DEADLINE_MS } from '../support/timeouts';

/** A well-formed token nobody was issued: checking it needs the store. */
const forged = `${'x'.repeat(20)}.${'A'.repeat(43)}`;

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
    for (const send of [
      () => typedClient(down).POST('/v1/players', { body: { name: 'x' } }),
      () => typedClient(down, forged).GET('/v1/lobby'),
    ]) {
      const answer = await send();
      // A 503 whose content type is application/problem+json.
      const problem = await expectProblem(answer, 503);
      expect(problem.code).toBe('store/unavailable');
      expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThan(0);
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
      const r = await expectProblem(typedClient(app, forged).GET('/v1/lobby'), 503);
      expect(r.code).toBe('store/unavailable');
      // A write whose connection was cut once it was open may have landed: it says so.
      const w = await expectProblem(typedClient(app).POST('/v1/players', { body: { name: 'x' } }), 503);
      expect(w.code).toBe('store/outcome-unknown');
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
    // (The feed reads its table with findTable; GET /v1/tables/{id} reads it with the token.)
    const answer = typedClient(app, p.token).GET('/v1/tables/{id}/events', {
      params: { path: { id: 'some-table-id-000000' } },
    });
    const r = await expectProblem(answer, 500);
    expect(r.code).toBe('server/internal');
    // The answer's text, as the typed client keeps it for the token check.
    expect(seen.at(-2)).not.toContain('secret internal detail');
    expect(seen.at(-2)).toContain('server/internal');
    expect(logged).toEqual(['unexpected error']);
  });
});
