/**
 * `npm start` with its DynamoDB unreachable (DYNAMODB_ENDPOINT at a port where nothing listens):
 * it serves, answers 503, says in its log what it cannot reach, and once a DynamoDB answers on
 * that port (a relay to the suite's DynamoDB Local), creates its table and works, unrestarted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../functions/store/free-port';
import { testDynamoDb } from '../support/dynamodb';
import { Relay } from '../support/relay';

describe('npm start with DynamoDB unreachable', () => {
  let server: ChildProcess | undefined;
  let relay: Relay | undefined;
  afterAll(async () => {
    server?.kill('SIGTERM');
    await relay?.close();
  });

  it('serves 503s, says what it cannot reach, and recovers when DynamoDB answers', async () => {
    const [storePort, port] = [await findFreePort(), await findFreePort()];
    let log = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'functions/local/server.ts'], {
      env: {
        ...process.env,
        DYNAMODB_ENDPOINT: `http://127.0.0.1:${storePort}`,
        TABLE_NAME: `start-${randomUUID()}`,
        PORT: String(port),
        SCHEDULER_SECONDS: '3600',
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (log += d));
    server.stderr!.on('data', (d) => (log += d));
    const until = async (what: () => boolean | Promise<boolean>, ms = 60_000) => {
      for (const end = Date.now() + ms; !(await what()); ) {
        if (Date.now() > end) throw new Error(`timed out; log:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until(() => log.includes('Dominoes API on') && log.includes('Cannot reach DynamoDB'));
    expect(log).toContain(`Cannot reach DynamoDB at http://127.0.0.1:${storePort}`);
    const signUp = () =>
      fetch(`http://127.0.0.1:${port}/v1/players`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Early' }),
      });
    const down = await signUp();
    expect(down.status).toBe(503);
    expect(((await down.json()) as { code: string }).code).toBe('store/unavailable');

    relay = await Relay.start(testDynamoDb().endpoint, storePort);
    await until(() => log.includes('answers again'));
    await until(async () => (await signUp()).status === 201, 10_000);
  });
});
