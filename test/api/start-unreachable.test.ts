/**
 * `npm start` with its DynamoDB unreachable (DYNAMODB_ENDPOINT at a port where nothing listens):
 * it serves, answers 503, says in its log what it cannot reach, and once a DynamoDB answers on
 * that port (a relay to the suite's DynamoDB Local), creates its table and works, unrestarted;
 * GET /health names the store down meanwhile, and answers 200 once every loop is up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../functions/store/free-port';
import { testDynamoDb } from '../support/dynamodb';
import { type LocalServer, spawnLocalServer } from '../support/local-server';
import { Relay } from '../support/relay';

describe('npm start with DynamoDB unreachable', () => {
  let server: LocalServer | undefined;
  let relay: Relay | undefined;
  afterAll(async () => {
    server?.stop();
    await relay?.close();
  });

  it('serves 503s, says what it cannot reach, and recovers when DynamoDB answers', async () => {
    const storePort = await findFreePort();
    server = await spawnLocalServer(`http://127.0.0.1:${storePort}`, 'start');
    const { until, log } = server;
    await until(() => log().includes('Dominoes API on') && log().includes('Cannot reach DynamoDB'));
    expect(log()).toContain(`Cannot reach DynamoDB at http://127.0.0.1:${storePort}`);
    const signUp = () =>
      fetch(`${server!.base}/v1/players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Early' }),
      });
    const down = await signUp();
    expect(down.status).toBe(503);
    expect(((await down.json()) as { code: string }).code).toBe('store/unavailable');
    // GET /health names what is down: the store, until its table is ready.
    const health = async () => {
      const res = await fetch(`${server!.base}/health`);
      type Loop = { name: string; status: string };
      return {
        ...((await res.json()) as { code?: string; down?: string[]; loops?: Loop[] }),
        status: res.status,
      };
    };
    expect(await health()).toMatchObject({ status: 503, code: 'server/loop-down', down: ['store'] });

    relay = await Relay.start(testDynamoDb().endpoint, storePort);
    await until(() => log().includes('answers again'));
    await until(async () => (await signUp()).status === 201, 10_000);
    // Then every loop is up: the store, and the notifier following the table's stream.
    // (A loop still starting is not down: wait for the notifier's own "up".)
    const notifierUp = async () => {
      const h = await health();
      return h.status === 200 && (h.loops ?? []).some((l) => l.name === 'notifier' && l.status === 'up');
    };
    await until(notifierUp, 20_000);
    await until(() => log().includes("notifier: following the table's stream"), 5_000);
  });
});
