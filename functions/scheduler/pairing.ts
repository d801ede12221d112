/**
 * Pairing waves from the schedule function: each queue belongs to one shard of the due index
 * (its place in QUEUES modulo the shard count), so the workers fan the queues out as they do the
 * due tables, and the worker of a shard's first slice runs its queues' waves (pairing/operations.ts
 * runWave), each wave one read of its queue and one transaction a table made.
 */
import { QUEUES, type QueueKey, queueName } from '../pairing/model';
import { type PairingContext, runWave } from '../pairing/operations';
import type { DuePart } from './worker';

/** How often a run repeats its waves while it lasts (the local timer runs them once a tick). */
export const WAVE_EVERY_MS = 5_000;

export interface PairingRunReport {
  waves: number;
  /** Tables made, and tables not made because an entry moved on meanwhile. */
  tables: number;
  lost: number;
  failures: { queue: string; message: string }[];
}

/** The queues of these parts of the due index (a shard's first slice takes them). */
export function queuesOf(parts: readonly DuePart[], shardCount: number): QueueKey[] {
  const shards = new Set(parts.filter((p) => p.slice === 0).map((p) => p.shard));
  return QUEUES.filter((_, i) => shards.has(i % shardCount));
}

/** One wave of each queue, all at once; a queue whose wave fails is reported and waits for the next run. */
export async function runPairingWaves(
  ctx: PairingContext,
  queues: readonly QueueKey[],
): Promise<PairingRunReport> {
  const report: PairingRunReport = { waves: 0, tables: 0, lost: 0, failures: [] };
  await Promise.all(
    queues.map(async (queue) => {
      try {
        const wave = await runWave(ctx, queue);
        report.waves++;
        report.tables += wave.tables;
        report.lost += wave.lost;
      } catch (err) {
        report.failures.push({
          queue: queueName(queue),
          message: err instanceof Error ? err.message : String(err),
        });
      }
    }),
  );
  return report;
}

/** Waves every WAVE_EVERY_MS for `forMs` (a deployed run's look-ahead), the first at once. */
export async function runPairingFor(
  ctx: PairingContext,
  queues: readonly QueueKey[],
  forMs: number,
): Promise<PairingRunReport> {
  const total: PairingRunReport = { waves: 0, tables: 0, lost: 0, failures: [] };
  const until = Date.now() + forMs;
  for (;;) {
    const r = await runPairingWaves(ctx, queues);
    total.waves += r.waves;
    total.tables += r.tables;
    total.lost += r.lost;
    total.failures.push(...r.failures.slice(0, 5 - total.failures.length));
    const next = Date.now() + WAVE_EVERY_MS;
    if (next > until) return total;
    await new Promise((resolve) => setTimeout(resolve, WAVE_EVERY_MS));
  }
}
