/**
 * An event's rounds at real tables on the in-memory adapters (tables and events): a two-player
 * Swiss of two rounds runs to its end (the bug of issue 36: it stayed at round 1).
 */
import { describe, expect, it } from 'vitest';
import { createEvent, joinEvent, startEvent } from '../../functions/events/operations';
import { syncRound } from '../../functions/events/tables';
import { resign } from '../../functions/tables/resign';
import { memoryEvent } from './memory-event';
import { SETTINGS } from './store-contract';

const ANA = { id: 'p-ana', name: 'Ana' };
const BEN = { id: 'p-ben', name: 'Ben' };

describe('a two-player Swiss of two rounds', () => {
  it('plays both rounds, the players meeting again, and finishes', async () => {
    const m = memoryEvent();
    const e = await createEvent(m.ectx, ANA, { ...SETTINGS, rounds: 2 }, { join: true });
    await joinEvent(m.ectx, e.id, BEN, null);
    const started = await startEvent(m.ectx, e.id, ANA.id);
    expect(started.roundCount).toBe(2);
    expect((await syncRound(m.ectx, m.ctx, e.id)).opened).toBe(1);

    const r1 = (await m.events.findRound(e.id, 1))!;
    await resign(m.ctx, r1.matches[0].tableId!, r1.matches[0].b!);
    const s1 = await syncRound(m.ectx, m.ctx, e.id);
    expect(s1).toMatchObject({ recorded: 1, opened: 1 });
    expect((await m.events.findEvent(e.id))!.round).toBe(2);

    const r2 = (await m.events.findRound(e.id, 2))!;
    expect(r2.matches).toHaveLength(1);
    // They meet again, the seats swapped.
    expect([r2.matches[0].a, r2.matches[0].b]).toEqual([r1.matches[0].b, r1.matches[0].a]);
    await resign(m.ctx, r2.matches[0].tableId!, r2.matches[0].a);
    const s2 = await syncRound(m.ectx, m.ctx, e.id);
    expect(s2.recorded).toBe(1);
    const done = (await m.events.findEvent(e.id))!;
    expect(done.status).toBe('finished');
    expect(done.round).toBe(2);
  });
});
