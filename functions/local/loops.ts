/**
 * The local server's background loops (the store's readiness, the table-stream follower feeding
 * the notifier, the scheduler, the notifications' due run, the hourly snapshots): each failure
 * is logged and tried again after a capped back-off, none stops for good, and their health is
 * what GET /health answers (docs/notifications.md#the-local-servers-background-loops).
 */
import { HttpProblem, PROBLEM_CONTENT_TYPE } from '../api/problem';
import { followStream, type StreamFollower, type StreamFollowerOptions } from '../store/local-stream';

/** The waits between attempts after failures: the first, doubled each failure, never above `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

export const LOOP_BACKOFF: Backoff = { firstMs: 1_000, maxMs: 60_000 };

/** The wait after the `failures`-th failure in a row (1 is the first). */
export function backoffMs(failures: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures - 1));
}

export type LoopStatus = 'starting' | 'up' | 'down';

export interface LoopState {
  name: string;
  status: LoopStatus;
  /** When it came to this status. */
  since: string;
  /** Failures in a row (0 when up). */
  failures: number;
  /** The last failure's message, while down. */
  lastError?: string;
  /** When it is tried again, while down. */
  retryAt?: string;
}

/** The loops' health: up after a success, down after a failure (with its message), starting before either. */
export class LoopHealth {
  private readonly loops = new Map<string, LoopState>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  add(name: string, status: LoopStatus = 'starting', why?: string): void {
    this.loops.set(name, {
      name,
      status,
      since: this.now().toISOString(),
      failures: 0,
      ...(why && { lastError: why }),
    });
  }

  up(name: string): void {
    const was = this.loops.get(name);
    if (was?.status === 'up') return;
    this.loops.set(name, { name, status: 'up', since: this.now().toISOString(), failures: 0 });
  }

  /** Marks `name` down; returns its failures in a row, this one counted. */
  down(name: string, message: string, retryInMs?: number): number {
    const was = this.loops.get(name);
    const now = this.now();
    const failures = (was?.failures ?? 0) + 1;
    this.loops.set(name, {
      name,
      status: 'down',
      since: was?.status === 'down' ? was.since : now.toISOString(),
      failures,
      lastError: message,
      ...(retryInMs !== undefined && { retryAt: new Date(now.getTime() + retryInMs).toISOString() }),
    });
    return failures;
  }

  get(name: string): LoopState | undefined {
    return this.loops.get(name);
  }

  list(): LoopState[] {
    return [...this.loops.values()];
  }

  /** The loops down now, by name. */
  downNames(): string[] {
    return this.list()
      .filter((l) => l.status === 'down')
      .map((l) => l.name);
  }
}

/**
 * GET /health's answer: 200 `{status: "up", loops}` when no loop is down, else a 503
 * problem+json `server/loop-down` naming the loops down, with every loop's state in `loops`.
 */
export function healthAnswer(health: LoopHealth): Response {
  const loops = health.list();
  const down = health.downNames();
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (down.length === 0) {
    return new Response(JSON.stringify({ status: 'up', loops }), {
      status: 200,
      headers: { ...headers, 'content-type': 'application/json' },
    });
  }
  const problem = new HttpProblem(
    'server/loop-down',
    `down: ${down.join(', ')} (${loops
      .filter((l) => l.status === 'down')
      .map((l) => `${l.name}: ${l.lastError}`)
      .join('; ')})`,
  );
  return new Response(JSON.stringify({ ...problem.toJSON(), down, loops }), {
    status: 503,
    headers: { ...headers, 'content-type': PROBLEM_CONTENT_TYPE, 'retry-after': '5' },
  });
}

export interface LoopOptions {
  health: LoopHealth;
  log: (line: string) => void;
  backoff?: Backoff;
}

const message = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

/** Logs and records a failure of `name`; returns the wait before its next attempt. */
function failed(name: string, err: unknown, opts: LoopOptions): number {
  const failures = (opts.health.get(name)?.failures ?? 0) + 1;
  const wait = backoffMs(failures, opts.backoff ?? LOOP_BACKOFF);
  opts.health.down(name, message(err), wait);
  opts.log(`${name}: failed (${failures} in a row): ${message(err)}; trying again in ${wait / 1000} s`);
  return wait;
}

/** Records a success of `name`, saying so when it ends a run of failures. */
function succeeded(name: string, opts: LoopOptions): void {
  const was = opts.health.get(name);
  if (was?.status === 'down') opts.log(`${name}: working again after ${was.failures} failure(s)`);
  opts.health.up(name);
}

/**
 * Runs `run` every `everyMs`, the first time after `firstInMs` (default `everyMs`); a failed run
 * is logged and tried again after the back-off instead. Runs never overlap. Returns the stop.
 */
export function runEvery(
  name: string,
  everyMs: number,
  run: () => Promise<void>,
  opts: LoopOptions & { firstInMs?: number },
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = async () => {
    let wait = everyMs;
    try {
      await run();
      succeeded(name, opts);
    } catch (err) {
      wait = failed(name, err, opts);
    }
    schedule(wait);
  };
  opts.health.add(name);
  schedule(opts.firstInMs ?? everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Follows the table's stream as `followStream` does, starting it again after a capped back-off
 * for as long as it fails to start (a describe call that times out on a loaded machine, a stream
 * not there yet), and recording as the loop `name` whether its reads of the stream work.
 */
export function followStreamWithRetry(
  name: string,
  follow: Omit<StreamFollowerOptions, 'onReadError' | 'onRound'>,
  opts: LoopOptions,
): StreamFollower {
  let stopped = false;
  let follower: StreamFollower | undefined;
  let wake: (() => void) | undefined;
  opts.health.add(name);
  const running = (async () => {
    while (!stopped) {
      try {
        const started = await followStream({
          ...follow,
          onReadError: (what, err) => {
            failed(name, new Error(`${what}: ${message(err)}`), opts);
          },
          onRound: () => succeeded(name, opts),
        });
        if (stopped) await started.stop();
        else {
          follower = started;
          succeeded(name, opts);
          opts.log(`${name}: following the table's stream`);
        }
        return;
      } catch (err) {
        if (stopped) return;
        const wait = failed(name, new Error(`cannot follow the table's stream: ${message(err)}`), opts);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, wait).unref();
        });
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
      await follower?.stop();
    },
  };
}
