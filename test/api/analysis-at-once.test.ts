/**
 * Issue 39, item 11, on DynamoDB Local: a table's hands analysed in the background at their end
 * (the notifier on the table's stream, as `npm start` and the notifier Lambda run it), and first
 * requests at once under the deployed request deadline (2.8 s): three hands of one table asked
 * together, one of them twice, all answer 200, never 503.
 */
import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { DEFAULT_CONFIG, defaultDeps, type Store } from '../../functions/api/deps';
import {
  createDocumentClient,
  createStreamsClient,
  storeSettingsFromEnv,
} from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { followStream, type StreamFollower } from '../../functions/store/local-stream';
import { ensureTable } from '../../functions/store/table-schema';
import { tableChanges } from '../../functions/store/table-stream';
import { analyseEndedHands } from '../../functions/tables/analysis';
import { realTableContext } from '../../functions/tables/context';
import { lineMatch } from '../../functions/tables/model';
import { type App, signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { testDynamoDb } from '../support/dynamodb';
import { moveOf } from '../support/play';
import { TEST_STORE_DEADLINE_MS, TEST_TIMEOUTS } from '../support/timeouts';

/** Plays `who`'s first legal move whenever it is their turn, until `hands` hands are over. */
async function playHands(app: App, store: Store, who: TestPlayer, id: string, hands: number): Promise<void> {
  const client = typedClient(app, who.token);
  const path = { params: { path: { id } } };
  for (let i = 0; i < 500; i++) {
    const t = (await store.findTable(id))!;
    if (t.status !== 'playing' || lineMatch(t)!.handNo > hands) return;
    const me = await expectOk(client.GET('/v1/tables/{id}', path));
    if (me.turn?.seat !== 0) continue;
    await expectOk(
      client.POST('/v1/tables/{id}/moves', {
        ...path,
        body: { ...moveOf(me.view!.legalMoves![0]), version: me.version },
      }),
    );
  }
  throw new Error('the hands did not end');
}

async function againstTheComputer(app: App, name: string, seed: string) {
  const ana = await signUp(app, name);
  const client = typedClient(app, ana.token);
  const t = await expectOk(
    client.POST('/v1/tables', {
      body: {
        rules: { preset: 'draw', players: 2, target: 1000 },
        seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
        seed,
      },
    }),
    201,
  );
  await expectOk(client.POST('/v1/tables/{id}/start', { params: { path: { id: t.id } } }));
  return { ana, id: t.id };
}

describe('first analysis requests at once, under the deployed request deadline', () => {
  const store = testStore();
  const app = testApp({}, store);
  // The analysis asked on an app with the deployed deadline: the analysis's CPU time must not eat it.
  const deployed = testApp({ storeDeadlineMs: DEFAULT_CONFIG.storeDeadlineMs }, store);
  const analysisOf = (token: string, id: string, n: number) =>
    typedClient(deployed, token).GET('/v1/tables/{id}/hands/{n}/analysis', { params: { path: { id, n } } });

  it('three hands of one table asked together, the last of them twice: 200 each, the twins alike', async () => {
    const { ana, id } = await againstTheComputer(app, 'Ana', 'at-once-three');
    await playHands(app, store, ana, id, 3);
    const asked = await Promise.all([1, 2, 3, 3].map((n) => analysisOf(ana.token, id, n)));
    expect(
      asked.map((r) => r.response.status),
      JSON.stringify(asked.map((r) => r.error ?? null)),
    ).toEqual([200, 200, 200, 200]);
    expect(asked.map((r) => r.data!.game === 'line' && r.data!.handNo)).toEqual([1, 2, 3, 3]);
    expect(asked[2].data).toEqual(asked[3].data);
  }, 120_000);
});

describe('a hand’s analysis in the background', () => {
  const db = testDynamoDb();
  const tableName = `dominoes-analysis-${randomUUID()}`;
  let follower: StreamFollower | undefined;
  const streams = createStreamsClient(
    storeSettingsFromEnv({ ...process.env, DYNAMODB_ENDPOINT: db.endpoint }),
  );
  afterAll(async () => {
    await follower?.stop();
    streams.destroy();
    await db.client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => {});
  });

  it('is stored when the hand ends, with no request for it', async () => {
    await ensureTable(db.client, tableName);
    const store = new DynamoDbStore(createDocumentClient(db.client), tableName, TEST_TIMEOUTS);
    const deps = defaultDeps(store, {
      devMode: true,
      rateLimit: null,
      storeDeadlineMs: TEST_STORE_DEADLINE_MS,
    });
    deps.log = () => {};
    const app = createApp(deps);
    const logged: string[] = [];
    const ctx = realTableContext(store, 0);
    follower = await followStream({
      dynamo: db.client,
      streams,
      tableName,
      pollMs: 100,
      handle: async (records) => {
        await analyseEndedHands(ctx, tableChanges(records), (line) => logged.push(line));
        return null;
      },
      onDeadLetter: () => {},
    });
    const { ana, id } = await againstTheComputer(app, 'Bea', 'background-one');
    expect(await store.findHandAnalysis(id, 1)).toBeNull();
    await playHands(app, store, ana, id, 1);
    let stored = await store.findHandAnalysis(id, 1);
    for (const until = Date.now() + 30_000; !stored && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 100));
      stored = await store.findHandAnalysis(id, 1);
    }
    expect(logged).toEqual([]);
    expect(stored?.steps.length).toBeGreaterThan(0);
    // The review reads it: the same analysis, at once.
    const review = await expectOk(
      typedClient(app, ana.token).GET('/v1/tables/{id}/hands/{n}/analysis', {
        params: { path: { id, n: 1 } },
      }),
    );
    expect(review.analysis.steps.length).toBe(stored!.steps.length);
  }, 120_000);
});
