/**
 * Notifications against DynamoDB Local: a table of their own (so its stream holds only these
 * tests' changes, and no other suite's scheduler run touches their retries), the app on it, and
 * the stream followed as `npm start` follows it, with the notifier's own code.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { createApp } from '../../functions/api/app';
import { defaultDeps } from '../../functions/api/deps';
import {
  DEFAULT_RETRY,
  type NotifyContext,
  notifyConfig,
  type RetryPolicy,
} from '../../functions/notifications/config';
import type { NotificationEvent } from '../../functions/notifications/model';
import { handleChanges } from '../../functions/notifications/stream';
import {
  createDocumentClient,
  createStreamsClient,
  storeSettingsFromEnv,
} from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { followStream, type StreamFollower } from '../../functions/store/local-stream';
import { ensureTable } from '../../functions/store/table-schema';
import { type ChangeRecord, tableChanges } from '../../functions/store/table-stream';
import type { App } from './api';
import { testDynamoDb } from './dynamodb';
import { TEST_STORE_DEADLINE_MS, TEST_TIMEOUTS } from './timeouts';

export interface NotifyBench {
  tableName: string;
  store: DynamoDbStore;
  app: App;
  /** The context the stream's notifications use (real clock, development send policy). */
  ctx: NotifyContext;
  /** Every stream record seen, as the Streams API gave it. */
  records: ChangeRecord[];
  /** The records whose handling is over. */
  handled: ChangeRecord[];
  deadLetters: ChangeRecord[];
  follower: StreamFollower;
  close(): Promise<void>;
}

export async function notifyBench(): Promise<NotifyBench> {
  const db = testDynamoDb();
  const tableName = `dominoes-notify-${randomUUID()}`;
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
  const records: ChangeRecord[] = [];
  const handled: ChangeRecord[] = [];
  const deadLetters: ChangeRecord[] = [];
  const streams = createStreamsClient(
    storeSettingsFromEnv({ ...process.env, DYNAMODB_ENDPOINT: db.endpoint }),
  );
  const follower = await followStream({
    dynamo: db.client,
    streams,
    tableName,
    pollMs: 100,
    retryDelayMs: 50,
    handle: async (batch) => {
      records.push(...batch);
      const failed = await handleChanges(ctx, tableChanges(batch));
      handled.push(...batch);
      return failed;
    },
    onDeadLetter: (r) => deadLetters.push(r),
  });
  return {
    tableName,
    store,
    app: createApp(deps),
    ctx,
    records,
    handled,
    deadLetters,
    follower,
    close: async () => {
      await follower.stop();
      streams.destroy();
      await db.client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => {});
    },
  };
}

/** Waits until `done()` holds (polling every 50 ms), or fails after `ms`. */
export async function eventually(done: () => boolean, ms = 15_000, what = 'the condition'): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Retries a test can wait out: a second, then doubling to 4 s, given up and disabled after 20 s. */
export const SHORT_RETRY: RetryPolicy = {
  firstDelayMs: 1000,
  maxDelayMs: 4000,
  giveUpAfterMs: 20_000,
  disableAfterMs: 20_000,
};

/**
 * The bench's notifications as run at a test time, `ms` after `t0`, with SHORT_RETRY and the
 * jitter fixed at its middle, so every attempt time is known.
 */
export function clockedAt(bench: NotifyBench, t0: number, ms: number): NotifyContext {
  return {
    ...bench.ctx,
    config: { ...bench.ctx.config, retry: SHORT_RETRY },
    now: () => new Date(t0 + ms),
    random: () => 0.5,
  };
}

/** A table.your_turn for `playerId` at a made-up table `<prefix>-<playerId>`, version `n`, at `t0`. */
export function yourTurnAt(prefix: string, playerId: string, n: number, t0: number): NotificationEvent {
  return {
    type: 'table.your_turn',
    playerId,
    key: `${prefix}-${playerId}:${n}:table.your_turn:${playerId}`,
    timestamp: new Date(t0).toISOString(),
    data: {
      tableId: `${prefix}-${playerId}`,
      version: n,
      seat: 0,
      turn: { seat: 0, name: 'Ana' },
      deadline: null,
      moveTimeLimitSeconds: null,
      url: 'https://play.example/tables/x',
      links: { table: '/v1/tables/x', web: 'https://play.example/tables/x' },
      host: 'Ana',
    },
  };
}
