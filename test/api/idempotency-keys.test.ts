/**
 * A request with an Idempotency-Key is one request: only that key replays it. The same move at a
 * version the table is no longer at, under a new key, is a new request, answered as stale (409,
 * 412 with If-Match), saying the table moved on and that this very move was already played.
 * Without a key, the same move at the same version is still that move sent again (a replay).
 */
import { describe, expect, it } from 'vitest';
import { signUp, testApp, testStore } from '../support/api';
import { expectOk, textOf } from '../support/client';
import { lookAt as look, moveOf, postMove as play, startTable } from '../support/play';

const app = testApp();
const store = testStore();

async function twoPeople(seed: string) {
  const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
  const started = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 }, seed });
  const mover = started.turn!.seat === 0 ? a : b;
  const mine = await look(app, mover.token, started.id);
  return { id: started.id, mover, mine, moves: mine.view!.legalMoves! };
}

describe('Idempotency-Key: only the key that played a move replays it', () => {
  it('a fresh key for the move just played, at the old version, is stale (409), saying it was played', async () => {
    const { id, mover, mine, moves } = await twoPeople('keys-1');
    const body = { ...moveOf(moves[0]), version: mine.version };
    const first = play(app, mover.token, id, body, { 'idempotency-key': 'K1' });
    await expectOk(first);
    expect((await first).response.headers.get('idempotent-replayed')).toBeNull();

    const fresh = await play(app, mover.token, id, body, { 'idempotency-key': 'K2' });
    expect([fresh.response.status, fresh.error?.code]).toEqual([409, 'table/stale-version']);
    expect(fresh.response.headers.get('idempotent-replayed')).toBeNull();
    expect(fresh.error?.detail).toMatch(/moved on/);
    expect(fresh.error?.detail).toMatch(/this very move was already played/);

    // K1 still replays; a key-less retry of the same move at the same version too (today's rule).
    const again = play(app, mover.token, id, body, { 'idempotency-key': 'K1' });
    expect((await again).response.status).toBe(200);
    expect((await again).response.headers.get('idempotent-replayed')).toBe('true');
    expect(await textOf(again)).toBe(await textOf(first));
    const keyless = await play(app, mover.token, id, body);
    expect(keyless.response.status).toBe(200);
    expect(keyless.response.headers.get('idempotent-replayed')).toBe('true');
    expect((await store.findTable(id))!.version).toBe(mine.version + 1);
  });

  it('the If-Match form answers 412, and another move at the old version only "moved on"', async () => {
    const { id, mover, mine, moves } = await twoPeople('keys-2');
    expect(moves.length).toBeGreaterThan(1);
    const ifMatch = { 'if-match': `"${mine.version}"` };
    await expectOk(play(app, mover.token, id, moveOf(moves[0]), { ...ifMatch, 'idempotency-key': 'M1' }));
    const fresh = await play(app, mover.token, id, moveOf(moves[0]), { ...ifMatch, 'idempotency-key': 'M2' });
    expect([fresh.response.status, fresh.error?.code]).toEqual([412, 'table/stale-version']);
    expect(fresh.error?.detail).toMatch(/this very move was already played/);
    const other = await play(app, mover.token, id, moveOf(moves[1]), { ...ifMatch, 'idempotency-key': 'M3' });
    expect([other.response.status, other.error?.code]).toEqual([412, 'table/stale-version']);
    expect(other.error?.detail).toMatch(/moved on/);
    expect(other.error?.detail).not.toMatch(/already played/);
  });

  it('in a race of conflicting moves, each with its own key, one applies and no other is a replay', async () => {
    const { id, mover, mine, moves } = await twoPeople('keys-race');
    const version = mine.version;
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        play(
          app,
          mover.token,
          id,
          { ...moveOf(moves[i % moves.length]), version },
          { 'idempotency-key': `race-${i}` },
        ),
      ),
    );
    const statuses = replies.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.response.headers.get('idempotent-replayed'))).toEqual([]);
    for (const r of replies.filter((x) => x.response.status !== 200)) {
      expect([r.response.status, r.error?.code]).toEqual([409, 'table/stale-version']);
    }
    // The winner's own key still replays it.
    const won = statuses.indexOf(200);
    const again = await play(
      app,
      mover.token,
      id,
      { ...moveOf(moves[won % moves.length]), version },
      {
        'idempotency-key': `race-${won}`,
      },
    );
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect((await store.findTable(id))!.version).toBe(version + 1);
  });
});
