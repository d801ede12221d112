/**
 * An event's rounds at real tables on DynamoDB Local (functions/events/tables.ts): the round's
 * tables opened once with both players seated, rated and dealt; a resignation at a table
 * recorded as its match's forfeit; the round's last end pairing the next round and opening its
 * tables; the deadline forfeiting the side to move at each unfinished table; the event finished.
 */
import { describe, expect, it } from 'vitest';
import { runDueEvents } from '../../functions/events/due';
import { createEvent, joinEvent, startEvent } from '../../functions/events/operations';
import type { EventStore } from '../../functions/events/port';
import { syncRound } from '../../functions/events/tables';
import { lineMatch } from '../../functions/tables/model';
import { resign } from '../../functions/tables/resign';
import { testDeps, testStore } from '../support/api';
import { SETTINGS } from './store-contract';

const store = testStore();

describe('an event’s rounds at tables', () => {
  it('opens each round’s tables, records their ends, and pairs on the last end or the deadline', async () => {
    const deps = testDeps({}, store);
    let ms = Date.now();
    deps.now = () => new Date(ms);
    const tag = Math.random().toString(36).slice(2, 8);
    const players = [0, 1, 2, 3].map((i) => ({ id: `ev-${tag}-${i}`, name: `P${i}` }));
    const e = await createEvent(deps, players[0], { ...SETTINGS, rounds: 2 }, { join: true });
    for (const p of players.slice(1)) await joinEvent(deps, e.id, p, null);
    await startEvent(deps, e.id, players[0].id);

    const first = await syncRound(deps, deps, e.id);
    expect(first.opened).toBe(2);
    expect((await syncRound(deps, deps, e.id)).opened).toBe(0);
    const r1 = (await store.events.findRound(e.id, 1))!;
    for (const m of r1.matches) {
      const t = (await store.findTable(m.tableId!))!;
      expect(t.status).toBe('playing');
      expect(t.rated).toBe(true);
      expect(t.onTimeout).toBe('forfeit');
      expect(t.seats.map((s) => (s.kind === 'person' ? s.playerId : null))).toEqual([m.a, m.b]);
    }

    // Board 1: seat 0 resigns. Board 2: seat 1 resigns, which ends the round.
    const [b1, b2] = r1.matches;
    await resign(deps, b1.tableId!, b1.a);
    expect((await syncRound(deps, deps, e.id)).recorded).toBe(1);
    await resign(deps, b2.tableId!, b2.b!);
    const ended = await syncRound(deps, deps, e.id);
    expect(ended.recorded).toBe(1);
    expect(ended.opened).toBe(2);
    const after = (await store.events.findRound(e.id, 1))!;
    expect(after.matches.map((m) => m.result)).toEqual([
      { winner: 'b', how: 'forfeit', points: [0, 0] },
      { winner: 'a', how: 'forfeit', points: [0, 0] },
    ]);
    expect((await store.events.findEvent(e.id))!.round).toBe(2);

    // Round 2: nobody moves; past its deadline, the side to move at each table forfeits.
    const r2 = (await store.events.findRound(e.id, 2))!;
    const turns = await Promise.all(
      r2.matches.map(async (m) => lineMatch((await store.findTable(m.tableId!))!)!.hand.turn),
    );
    ms = Date.parse(r2.deadline) + 1000;
    const late = await syncRound(deps, deps, e.id);
    expect(late.advanced).toBe('finished');
    const closed = (await store.events.findRound(e.id, 2))!;
    expect(closed.matches.map((m) => m.result!.winner)).toEqual(turns.map((t) => (t === 0 ? 'b' : 'a')));
    expect((await store.events.findEvent(e.id))!.status).toBe('finished');
  });

  it('the scheduler’s pass starts an event at its start time and opens its tables', async () => {
    const deps = testDeps({}, store);
    let ms = Date.now();
    deps.now = () => new Date(ms);
    const tag = Math.random().toString(36).slice(2, 8);
    const players = [0, 1].map((i) => ({ id: `due-${tag}-${i}`, name: `Q${i}` }));
    const startAt = new Date(ms + 3_600_000).toISOString();
    const e = await createEvent(
      deps,
      players[0],
      { ...SETTINGS, startAt, visibility: 'invitation' },
      { join: true },
    );
    await joinEvent(deps, e.id, players[1], e.code);
    // Only this test's event: the run's table is shared with the other test files.
    const events: EventStore = Object.assign(Object.create(store.events), {
      listedEvents: async (status: 'upcoming' | 'running', limit: number, cursor: string | null) => {
        const page = await store.events.listedEvents(status, 1000, cursor);
        return { items: page.items.filter((x) => x.id === e.id).slice(0, limit), cursor: null };
      },
    });
    const ectx = { ...deps, store: { events } };
    expect(await runDueEvents(ectx, deps)).toEqual({ started: 0, synced: 0, paired: 0, failures: [] });
    ms += 3_600_000;
    const run = await runDueEvents(ectx, deps);
    expect(run).toMatchObject({ started: 1, synced: 1, failures: [] });
    const r1 = (await store.events.findRound(e.id, 1))!;
    expect((await store.findTable(r1.matches[0].tableId!))!.status).toBe('playing');
  });
});
