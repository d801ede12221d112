/**
 * A move tries the copy of the table this process read last, and falls back to a fresh read
 * when that copy is stale: two processes (two apps on one store) stand in for two Lambda
 * instances.
 */
import { describe, expect, it } from 'vitest';
import { type App, signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, type Schemas, typedClient } from '../support/client';
import { moveOf, startTable } from '../support/play';

/** A person's look at a table, and a move there, on the given app (process). */
const look = (on: App, p: TestPlayer, id: string) =>
  expectOk(typedClient(on, p.token).GET('/v1/tables/{id}', { params: { path: { id } } }));
const play = (on: App, p: TestPlayer, id: string, body: Schemas['Move']) =>
  typedClient(on, p.token).POST('/v1/tables/{id}/moves', { params: { path: { id } }, body });

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
    const t = await startTable(app, a, [b], { rules: { preset: 'block', players: 2 }, seed: 'recent-1' });
    const who = t.turn!.seat === 0 ? a : b;
    const mine = await look(app, who, t.id);
    const before = reads;
    const moved = await expectOk(
      play(app, who, t.id, { ...moveOf(mine.view!.legalMoves![0]), version: mine.version }),
    );
    expect(moved.version).toBe(mine.version + 1);
    expect(reads).toBe(before);
  });

  it('never answer from a stale copy: another process moved in between', async () => {
    const store = testStore();
    const one = testApp({}, store);
    const two = testApp({}, store);
    const [a, b] = await Promise.all([signUp(one, 'Ana'), signUp(one, 'Ben')]);
    const t = await startTable(one, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'recent-2' });
    const id = t.id;
    const seatOf = (p: typeof a) => (p === a ? 0 : 1);
    const first = t.turn!.seat === 0 ? a : b;
    const second = first === a ? b : a;
    // Process one reads the table (and keeps it) ...
    const seen = await look(one, first, id);
    // ... process two plays the first move ...
    const moved = await expectOk(play(two, first, id, moveOf(seen.view!.legalMoves![0])));
    expect(moved.version).toBeGreaterThan(seen.version);
    const next = await look(two, second, id);
    expect(next.status).toBe('playing');
    expect(next.turn!.seat).toBe(seatOf(second));
    // ... and the second seat's move, sent to process one with the right version, applies.
    const reply = await expectOk(
      play(one, second, id, { ...moveOf(next.view!.legalMoves![0]), version: next.version }),
    );
    expect(reply.version).toBeGreaterThan(next.version);
    // A move out of turn is still refused as such, not as the stale copy would judge it.
    const late = await play(one, first, id, { ...moveOf(seen.view!.legalMoves![0]), version: seen.version });
    expect(late.response.status).toBe(409);
    const stored = await store.findTable(id);
    expect(stored!.version).toBe(reply.version);
  });
});
