import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QUEUES, queueName } from '../../functions/pairing/model';
import { queuesOf, runPairingWaves } from '../../functions/scheduler/pairing';
import { allParts, partsFor } from '../../functions/scheduler/worker';
import { newJoinCode, newSeed } from '../../functions/tables/codes';
import { MemoryPairing, memoryPairingStore } from '../support/memory-pairing';

describe('pairing waves fanned out as the due tables are', () => {
  it('every queue belongs to exactly one worker, whatever the number of workers', () => {
    for (const workers of [1, 2, 4, 8]) {
      const taken = partsFor(workers, 4).flatMap((parts) => queuesOf(parts, 4).map(queueName));
      expect(taken.sort()).toEqual(QUEUES.map(queueName).sort());
    }
  });

  it('a run pairs those waiting in every queue it takes, and leaves the rest alone', async () => {
    const pairing = new MemoryPairing();
    const store = memoryPairingStore(pairing);
    const ctx = {
      store,
      now: () => new Date(),
      clock: () => performance.now(),
      randomSeed: newSeed,
      newId: () => randomBytes(15).toString('base64url'),
      newCode: newJoinCode,
      botBudgetMs: 50,
    };
    const queues = [QUEUES[0], QUEUES[7], QUEUES[21]];
    for (const queue of queues) {
      for (let i = 0; i < 2; i++) {
        await pairing.addEntry({
          id: ctx.newId(),
          queue,
          playerId: ctx.newId(),
          name: `P${i}`,
          rating: 1500,
          joinedAt: new Date().toISOString(),
          avoid: [],
        });
      }
    }
    const report = await runPairingWaves(ctx, queuesOf(allParts(4), 4));
    expect(report.waves).toBe(QUEUES.length);
    // Two-player pools seat the two; a three- or four-player pool waits for more.
    const seated = queues.filter((q) => q.pool === 'draw2' || q.pool === 'block2' || q.pool === 'allFives2');
    expect(report.tables).toBe(seated.length);
    expect(report.failures).toEqual([]);
  });
});
