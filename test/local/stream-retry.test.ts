/**
 * The local server's notifier when following the table's stream fails at start (issue 39, item
 * 1): its first DescribeTable gets no answer in time (a relay in front of DynamoDB Local holds
 * it, as a loaded machine did), so the follower is down and the health answer says so; it tries
 * again after its back-off, follows the stream, is up, and a webhook is delivered.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps } from '../../functions/api/deps';
import {
  followStreamWithRetry,
  type LoopHealth as Health,
  healthAnswer,
  LoopHealth,
} from '../../functions/local/loops';
import { DEFAULT_RETRY, type NotifyContext, notifyConfig } from '../../functions/notifications/config';
import { handleChanges } from '../../functions/notifications/stream';
import {
  createDocumentClient,
  createDynamoClient,
  createStreamsClient,
  storeSettingsFromEnv,
} from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import type { StreamFollower } from '../../functions/store/local-stream';
import { ensureTable } from '../../functions/store/table-schema';
import { tableChanges } from '../../functions/store/table-stream';
import { signUp } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { eventually } from '../support/notifications';
import { type Receiver, startReceiver } from '../support/receiver';
import { Relay } from '../support/relay';
import { TEST_STORE_DEADLINE_MS, TEST_TIMEOUTS } from '../support/timeouts';

const db = testDynamoDb();
const tableName = `dominoes-loops-${randomUUID()}`;
let relay: Relay | undefined;
let follower: StreamFollower | undefined;
let receiver: Receiver | undefined;
afterAll(async () => {
  await follower?.stop();
  await relay?.close();
  await receiver?.close();
  await db.client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => {});
});

const statusOf = async (health: Health) => {
  const res = healthAnswer(health);
  const body = (await res.json()) as { code?: string; down?: string[] };
  return { status: res.status, type: res.headers.get('content-type'), code: body.code, down: body.down };
};

describe('the stream follower whose first describe call fails', () => {
  it('is down, says so, tries again, and delivers the webhook', async () => {
    await ensureTable(db.client, tableName);
    const store = new DynamoDbStore(createDocumentClient(db.client), tableName, TEST_TIMEOUTS);
    const deps = defaultDeps(store, {
      devMode: true,
      rateLimit: null,
      storeDeadlineMs: TEST_STORE_DEADLINE_MS,
    });
    deps.log = () => {};
    const ctx: NotifyContext = {
      ...deps.notify,
      config: { ...notifyConfig(true), publicBaseUrl: 'https://play.example', retry: DEFAULT_RETRY },
      log: () => {},
    };
    deps.notify = ctx;
    const app = createApp(deps);

    // The follower's DynamoDB client goes through a relay that holds every request unanswered.
    relay = await Relay.start(db.endpoint);
    relay.mode = 'hang';
    const settings = storeSettingsFromEnv({ ...process.env, DYNAMODB_ENDPOINT: relay.endpoint });
    const dynamo = createDynamoClient({
      ...settings,
      timeouts: { connectMs: 300, requestMs: 300, budgetMs: 600, attempts: 1 },
    });
    const streams = createStreamsClient(
      storeSettingsFromEnv({ ...process.env, DYNAMODB_ENDPOINT: db.endpoint }),
    );
    const health = new LoopHealth();
    const logs: string[] = [];
    follower = followStreamWithRetry(
      'notifier',
      {
        dynamo,
        streams,
        tableName,
        pollMs: 100,
        retryDelayMs: 50,
        handle: (records) => handleChanges(ctx, tableChanges(records)),
        onDeadLetter: () => {},
      },
      { health, log: (l) => logs.push(l), backoff: { firstMs: 500, maxMs: 1_000 } },
    );

    await eventually(() => health.get('notifier')?.status === 'down', 15_000, 'the notifier down');
    expect(await statusOf(health)).toEqual({
      status: 503,
      type: 'application/problem+json',
      code: 'server/loop-down',
      down: ['notifier'],
    });
    expect(logs[0]).toMatch(
      /^notifier: failed \(1 in a row\): cannot follow the table's stream: .+; trying again in/,
    );

    // The machine answers again: the next attempt follows the stream.
    relay.mode = 'pass';
    relay.dropConnections();
    await eventually(() => health.get('notifier')?.status === 'up', 15_000, 'the notifier up');
    expect(await statusOf(health)).toMatchObject({ status: 200 });
    expect(logs).toContain("notifier: following the table's stream");

    // A webhook: the creator of an open table is told when someone joins it.
    const ana = await signUp(app, 'Ana');
    const ben = await signUp(app, 'Ben');
    receiver = await startReceiver();
    const made = await expectOk(
      typedClient(app, ana.token).POST('/v1/me/webhooks', { body: { url: receiver.url } }),
      201,
    );
    receiver.secret = made.secret;
    const table = await expectOk(
      typedClient(app, ana.token).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    await expectOk(
      typedClient(app, ben.token).POST('/v1/tables/{id}/seats', { params: { path: { id: table.id } } }),
    );
    await eventually(
      () => receiver!.deduped().some((r) => r.json?.type === 'table.joined'),
      20_000,
      'the table.joined webhook',
    );
    dynamo.destroy();
    streams.destroy();
  }, 60_000);
});
