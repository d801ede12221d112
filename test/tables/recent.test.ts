/**
 * A move tries the copy of the table this process read last, and falls back to a fresh read
 * when that copy is stale: two processes (two apps on one store) stand in for two Lambda
 * instances.
 */
import { describe, expect, it } from 'vitest';
import { call, ok, signUp, testApp, testStore } from '../support/api';
import { openTable } from '../support/play';

function moveBody(m: { type: string; tile?: string; end?: number }) {
  return m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
}

describe('the tables a process read last', () => {
  it('spare a move its read after a GET in the same process', async () => {
    const store = testStore();
    let reads = 0;
    const original = store.findTable.bind(store);
    store.findTable = async (id) => {
      reads++;
      return original(id);
    };
    const app = testApp({}, store);
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await openTable(app, a, [b], { rules: { preset: 'block', players: 2 }, seed: 'recent-1' });
    const who = t.body.turn.seat === 0 ? a : b;
    const mine = await ok(call(app, 'GET', `/v1/tables/${t.body.id}`, { token: who.token }));
    const before = reads;
    const moved = await ok(
      call(app, 'POST', `/v1/tables/${t.body.id}/moves`, {
        token: who.token,
        body: { ...moveBody(mine.body.view.legalMoves[0]), version: mine.body.version },
      }),
    );
    expect(moved.body.version).toBe(mine.body.version + 1);
    expect(reads).toBe(before);
  });

  it('never answer from a stale copy: another process moved in between', async () => {
    const store = testStore();
    const one = testApp({}, store);
    const two = testApp({}, store);
    const [a, b] = await Promise.all([signUp(one, 'Ana'), signUp(one, 'Ben')]);
    const t = await openTable(one, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'recent-2' });
    const id = t.body.id;
    const seatOf = (p: typeof a) => (p === a ? 0 : 1);
    const first = t.body.turn.seat === 0 ? a : b;
    const second = first === a ? b : a;
    // Process one reads the table (and keeps it) ...
    const seen = await ok(call(one, 'GET', `/v1/tables/${id}`, { token: first.token }));
    // ... process two plays the first move ...
    const moved = await ok(
      call(two, 'POST', `/v1/tables/${id}/moves`, {
        token: first.token,
        body: moveBody(seen.body.view.legalMoves[0]),
      }),
    );
    expect(moved.body.version).toBeGreaterThan(seen.body.version);
    const next = await ok(call(two, 'GET', `/v1/tables/${id}`, { token: second.token }));
    expect(next.body.status).toBe('playing');
    expect(next.body.turn.seat).toBe(seatOf(second));
    // ... and the second seat's move, sent to process one with the right version, applies.
    const reply = await ok(
      call(one, 'POST', `/v1/tables/${id}/moves`, {
        token: second.token,
        body: { ...moveBody(next.body.view.legalMoves[0]), version: next.body.version },
      }),
    );
    expect(reply.body.version).toBeGreaterThan(next.body.version);
    // A move out of turn is still refused as such, not as the stale copy would judge it.
    const late = await call(one, 'POST', `/v1/tables/${id}/moves`, {
      token: first.token,
      body: { ...moveBody(seen.body.view.legalMoves[0]), version: seen.body.version },
    });
    expect(late.status).toBe(409);
    const stored = await store.findTable(id);
    expect(stored!.version).toBe(reply.body.version);
  });
});
