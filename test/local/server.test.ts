/**
 * `npm start`'s server as a process: started with tsx on a free port (DynamoDB Local in memory),
 * then stopped the ways a developer stops it. Each stop is clean (exit code 0, no stack trace)
 * and leaves nothing running: neither the server nor Java. (SIGHUP, a closed terminal, takes the
 * same path as these two; each run waits seconds for Java to start, so there are three.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../functions/store/free-port';
import { REPO_ROOT } from '../../infra/bundling';

const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const JAVA = 'DynamoDBLocal.jar';

interface Started {
  /** tsx, or the shell above it. */
  top: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Every process a test started, killed at the end whatever happened. */
const started: number[] = [];
afterAll(() => {
  for (const pid of alive(started)) process.kill(pid, 'SIGKILL');
});

/** `tsx functions/local/server.ts --in-memory`, or that under `sh -c`, standing in for npm. */
async function startServer(underShell = false): Promise<Started> {
  const port = await findFreePort();
  // The test run's DynamoDB is not this server's: it starts its own, as `npm start` does.
  const { DYNAMODB_ENDPOINT: _, HOST: __, ...env } = process.env;
  Object.assign(env, { PORT: String(port), SCHEDULER_SECONDS: '3600' });
  const command = [TSX, 'functions/local/server.ts', '--in-memory'];
  // `; true` keeps the shell from exec'ing tsx: it stays above tsx, as npm does.
  const top = underShell
    ? spawn('sh', ['-c', `${command.join(' ')}; true`], { cwd: REPO_ROOT, env })
    : spawn(command[0], command.slice(1), { cwd: REPO_ROOT, env });
  started.push(top.pid!);
  let output = '';
  top.stdout!.on('data', (d) => (output += d));
  top.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => top.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (top.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    started.push(...descendants(top.pid!));
    try {
      // The default bind address: loopback.
      const res = await fetch(`http://127.0.0.1:${port}/openapi.json`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`the server did not answer within 90 s:\n${output}`);
    await sleep(250);
  }
  return { top, port, output: () => output, exited };
}

/** Every process below `pid` (Linux /proc): tsx, the server's node, Java, its watchdog. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parents) {
      if (parent !== p) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

function commandOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
}

const alive = (pids: number[]) => pids.filter((p) => commandOf(p) !== null);

/** Waits until none of `pids` runs; what still runs then (with its command line). */
async function stillRunning(pids: number[], withinMs: number): Promise<string[]> {
  const deadline = Date.now() + withinMs;
  while (alive(pids).length > 0 && Date.now() < deadline) await sleep(100);
  return alive(pids).map((p) => `${p} ${commandOf(p)}`);
}

describe('npm start stops cleanly', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s: exit code 0, no stack trace, no Java left',
    async (signal) => {
      const s = await startServer();
      const below = descendants(s.top.pid!);
      expect(below.some((p) => commandOf(p)?.includes(JAVA))).toBe(true);
      // To the server itself, as Ctrl-C (the whole process group) and `kill <pid>` do: tsx's own
      // relay gives a busy child only 30 ms to acknowledge before it kills it outright.
      const server = below.find((p) => commandOf(p)?.includes('functions/local/server.ts'));
      expect(server).toBeDefined();
      process.kill(server!, signal);
      expect(await s.exited, s.output()).toBe(0);
      expect(await stillRunning(below, 10_000)).toEqual([]);
      expect(s.output()).toContain(`Dominoes API on http://localhost:${s.port}`);
      expect(s.output()).not.toMatch(/ERR_|Error|\n\s+at /);
    },
    120_000,
  );

  it('when npm above tsx is killed outright, tsx, the server and Java go too', async () => {
    const s = await startServer(true);
    const below = descendants(s.top.pid!);
    expect(below.some((p) => commandOf(p)?.includes(JAVA))).toBe(true);
    s.top.kill('SIGKILL');
    expect(await stillRunning(below, 10_000)).toEqual([]);
  }, 120_000);
});
