/**
 * `npm start`'s server (functions/local/server.ts) as a child process on a free port, against a
 * DynamoDB endpoint the test chooses and a table of its own, with its log kept for the test to
 * read and to quote when a wait times out. The scheduler is slowed to an hour so that nothing
 * but the test's requests touches the table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { findFreePort } from '../../functions/store/free-port';

export interface LocalServer {
  base: string;
  port: number;
  process: ChildProcess;
  /** stdout and stderr as they came, so far. */
  log: () => string;
  /** Resolves once `what` holds (polled every 100 ms); fails after `ms` quoting the log. */
  until: (what: () => boolean | Promise<boolean>, ms?: number) => Promise<void>;
  stop: () => void;
}

export async function spawnLocalServer(endpoint: string, tablePrefix: string): Promise<LocalServer> {
  const port = await findFreePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/server.ts'], {
    env: {
      ...process.env,
      DYNAMODB_ENDPOINT: endpoint,
      TABLE_NAME: `${tablePrefix}-${randomUUID()}`,
      PORT: String(port),
      SCHEDULER_SECONDS: '3600',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    process: child,
    log: () => log,
    until: async (what, ms = 60_000) => {
      for (const end = Date.now() + ms; !(await what()); ) {
        if (Date.now() > end) throw new Error(`timed out; log:\n${log}`);
        if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: () => child.kill('SIGTERM'),
  };
}
