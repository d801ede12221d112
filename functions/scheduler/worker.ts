/**
 * A scheduler worker: drains its parts of the `due` index. Deployed, one worker runs per shard of
 * the index, every minute, all at once (one EventBridge Scheduler schedule each, infra/scheduler.ts);
 * locally one worker takes every shard. Each table is acted on through the tables' own conditional
 * write (tables/due.ts), so two workers that pick up one table act once, and a worker that stops
 * anywhere leaves the tables it did not finish in the index, due, for the next run.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { TableContext } from '../tables/context';
import { actOnDueTable, type DueAction } from '../tables/due';
import type { DueEntry } from '../tables/port';

/**
 * A worker's share of the index: one shard, or a slice of it (the tables whose id hashes to
 * `slice` of `slices`), so more workers than shards can share the work without moving stored data.
 */
export interface DuePart {
  shard: number;
  slice: number;
  slices: number;
}

export type WorkerAction = DueAction | 'failed';

export interface WorkerOptions {
  parts: readonly DuePart[];
  /** Tables acted on at once: each a read, a write and maybe a computer player's thinking. */
  concurrency?: number;
  /**
   * Deadlines up to this far ahead are taken too and acted on when they pass, so a run every
   * minute acts on a deadline within seconds rather than up to a minute late.
   */
  lookaheadMs?: number;
  /** The Lambda's remaining time (none locally: no limit). */
  timeLeftMs?: () => number;
  /** Each table's outcome as it is known (the benchmark's lateness). */
  onAction?: (entry: DueEntry, action: WorkerAction, actedAtMs: number) => void;
}

export interface WorkerReport {
  due: number;
  actions: Partial<Record<WorkerAction, number>>;
  /** How long the most overdue table the run found had been due, in seconds (0: none was). */
  oldestDueAgeSeconds: number;
  /** From a deadline passing to its action written, ms (over the tables acted on). */
  lateness: { p50: number; p99: number; max: number } | null;
  /** The run stopped taking tables for want of time: the rest stay due. */
  outOfTime: boolean;
  /** The first few tables that failed, with why. */
  failures: { id: string; message: string }[];
}

/**
 * No new table is taken with less time than this left (each is a read, a write and maybe computer
 * players' thinking): what is left stays due for the next run.
 */
export const RUN_RESERVE_MS = 10_000;

/** Entries read from the index a page at a time. */
export const DUE_PAGE = 100;
export const DEFAULT_CONCURRENCY = 16;
const FAILURES_KEPT = 5;

/** Every shard whole: what one worker takes when it is the only one (the local server). */
export function allParts(shardCount: number): DuePart[] {
  return Array.from({ length: shardCount }, (_, shard) => ({ shard, slice: 0, slices: 1 }));
}

/**
 * The index split among `workers`: up to one worker per shard, each taking whole shards; past
 * that, every shard is sliced alike (workers must then be a multiple of the shard count).
 */
export function partsFor(workers: number, shardCount: number): DuePart[][] {
  if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`workers: ${workers}`);
  if (workers <= shardCount) {
    return Array.from({ length: workers }, (_, w) =>
      allParts(shardCount).filter((p) => p.shard % workers === w),
    );
  }
  if (workers % shardCount !== 0) {
    throw new RangeError(`${workers} workers do not divide evenly over ${shardCount} shards`);
  }
  const slices = workers / shardCount;
  return Array.from({ length: workers }, (_, w) => [
    { shard: w % shardCount, slice: Math.floor(w / shardCount), slices },
  ]);
}

/** Which slice of its shard a table is in: another hash than the shard's, so slices are even. */
export function inSlice(id: string, part: DuePart): boolean {
  if (part.slices === 1) return true;
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h % part.slices === part.slice;
}

export async function runDueWorker(ctx: TableContext, options: WorkerOptions): Promise<WorkerReport> {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const timeLeft = options.timeLeftMs ?? (() => Number.POSITIVE_INFINITY);
  const startedAt = ctx.now().getTime();
  const horizon = new Date(startedAt + (options.lookaheadMs ?? 0)).toISOString();
  const report: WorkerReport = {
    due: 0,
    actions: {},
    oldestDueAgeSeconds: 0,
    lateness: null,
    outOfTime: false,
    failures: [],
  };
  const lateness: number[] = [];
  // A table is taken once a run: an entry the index still shows (it lags the table a little, or
  // the action failed) is not taken again; a failed table waits for the next run.
  const taken = new Set<string>();
  const slots = new Slots(concurrency);
  const inFlight = new Set<Promise<void>>();

  const act = async (entry: DueEntry) => {
    let action: WorkerAction;
    try {
      action = await actOnDueTable(ctx, entry.id);
    } catch (err) {
      action = 'failed';
      if (report.failures.length < FAILURES_KEPT) {
        report.failures.push({ id: entry.id, message: err instanceof Error ? err.message : String(err) });
      }
    }
    const at = ctx.now().getTime();
    report.actions[action] = (report.actions[action] ?? 0) + 1;
    if (action !== 'failed' && action !== 'not-due' && action !== 'lost-race') {
      lateness.push(Math.max(0, at - Date.parse(entry.dueAt)));
    }
    options.onAction?.(entry, action, at);
  };

  const drain = async (part: DuePart) => {
    let after: DueEntry | undefined;
    let takenThisPass = 0;
    let first = true;
    for (;;) {
      if (timeLeft() < RUN_RESERVE_MS) {
        report.outOfTime = true;
        return;
      }
      const page = await ctx.store.dueInShard(part.shard, horizon, DUE_PAGE, after);
      if (first && page.length > 0) {
        const age = (startedAt - Date.parse(page[0].dueAt)) / 1000;
        report.oldestDueAgeSeconds = Math.max(report.oldestDueAgeSeconds, Math.round(age));
      }
      first = false;
      if (page.length === 0) {
        // One more pass from the start for what became due meanwhile; none taken: done.
        if (takenThisPass === 0) return;
        after = undefined;
        takenThisPass = 0;
        continue;
      }
      after = page.at(-1);
      for (const entry of page) {
        if (taken.has(entry.id) || !inSlice(entry.id, part)) continue;
        // Ahead of its time (the look-ahead): wait for it, unless the run has no time to.
        const wait = Date.parse(entry.dueAt) - ctx.now().getTime();
        if (wait > 0) {
          if (timeLeft() - wait < RUN_RESERVE_MS) {
            report.outOfTime = true;
            return;
          }
          await sleep(wait);
        }
        await slots.take();
        if (timeLeft() < RUN_RESERVE_MS) {
          slots.give();
          report.outOfTime = true;
          return;
        }
        taken.add(entry.id);
        takenThisPass++;
        report.due++;
        const done: Promise<void> = act(entry).finally(() => {
          slots.give();
          inFlight.delete(done);
        });
        inFlight.add(done);
      }
    }
  };

  await Promise.all(options.parts.map(drain));
  await Promise.all(inFlight);
  if (lateness.length > 0) {
    lateness.sort((a, b) => a - b);
    const at = (p: number) => lateness[Math.min(lateness.length - 1, Math.ceil(p * lateness.length) - 1)];
    report.lateness = { p50: at(0.5), p99: at(0.99), max: lateness[lateness.length - 1] };
  }
  return report;
}

/** At most `size` tables in hand at once, shared by the worker's parts. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  take(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}
