/** Simultaneous moves and retried moves: one conditional write decides, nothing applies twice. */
import { describe, expect, it } from 'vitest';
import { call, ok, signUp, testApp, testStore } from '../support/api';
import { openTable } from '../support/play';

const app = testApp();
const store = testStore();

describe('moves at the same version', () => {
  it('50 simultaneous POSTs of different moves: exactly one applies, its duplicates are replays, the rest get 409', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    // Development seed chosen so that the leader (lots) has several legal moves.
    const started = await openTable(app, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'race-1' });
    const seat = started.body.turn.seat;
    const mover = seat === 0 ? a : b;
    const mine = await ok(call(app, 'GET', `/v1/tables/${started.body.id}`, { token: mover.token }));
    const moves = mine.body.view.legalMoves;
    expect(moves.length).toBeGreaterThan(1);
    const version = mine.body.version;
    const before = (await store.findTable(started.body.id))!;

    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const m = moves[i % moves.length];
        return call(app, 'POST', `/v1/tables/${started.body.id}/moves`, {
          token: mover.token,
          body: { tile: m.tile, end: m.end, version },
        });
      }),
    );
    // Exactly one applies. The requests of that very move are the same move sent again (without
    // an Idempotency-Key, at the same version): answered as replays (200, Idempotent-Replayed),
    // applying nothing; every other move gets 409.
    const applied = replies.flatMap((r, i) =>
      r.status === 200 && !r.headers.get('idempotent-replayed') ? [i] : [],
    );
    expect(applied).toHaveLength(1);
    const won = applied[0] % moves.length;
    replies.forEach((r, i) => {
      if (i === applied[0]) return;
      if (i % moves.length === won) {
        expect(r.status).toBe(200);
        expect(r.headers.get('idempotent-replayed')).toBe('true');
        return;
      }
      expect(r.status).toBe(409);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.code).toBe('table/stale-version');
    });

    const after = (await store.findTable(started.body.id))!;
    const winner = replies[applied[0]];
    expect(after.version).toBe(version + 1);
    expect(winner.body.version).toBe(after.version);
    // One tile left the mover's hand and went onto the line; the other hand and the boneyard are as they were.
    expect(after.match!.hand.line.v.length).toBeGreaterThan(0);
    const count = (m: number) => m.toString(2).replaceAll('0', '').length;
    expect(count(after.match!.hand.hands[seat])).toBe(count(before.match!.hand.hands[seat]) - 1);
    expect(after.match!.hand.hands[1 - seat]).toBe(before.match!.hand.hands[1 - seat]);
    expect(after.match!.hand.bone).toEqual(before.match!.hand.bone);
    expect(after.match!.hand.turn).toBe(1 - seat);
  });
});

describe('Idempotency-Key', () => {
  it('one POST retried 10 times applies once and returns the same body each time', async () => {
    const [a] = await Promise.all([signUp(app, 'Solo')]);
    const started = await openTable(app, a, [], {
      rules: { preset: 'block', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
      seed: 'retry-1',
    });
    const id = started.body.id;
    const mine = await ok(call(app, 'GET', `/v1/tables/${id}`, { token: a.token }));
    const m = mine.body.view.legalMoves[0];
    const send = () =>
      call(app, 'POST', `/v1/tables/${id}/moves`, {
        token: a.token,
        body: { tile: m.tile, end: m.end },
        headers: { 'idempotency-key': 'move-once-1' },
      });
    const first = await ok(send());
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 9; i++) {
      const again = await ok(send());
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.text).toBe(first.text);
    }
    expect((await store.findTable(id))!.version).toBe(first.body.version);

    // Ten at once with a new key, for the next move: one applies, all ten answer alike.
    if (first.body.status !== 'playing') return;
    const next = first.body.view.legalMoves[0];
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(app, 'POST', `/v1/tables/${id}/moves`, {
          token: a.token,
          body: { tile: next.tile, end: next.end },
          headers: { 'idempotency-key': 'move-once-2' },
        }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(burst.map((r) => r.text)).size).toBe(1);
    expect(burst.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
  });

  it('the same key with a different move is refused', async () => {
    const [a] = await Promise.all([signUp(app, 'Solo2')]);
    const started = await openTable(app, a, [], {
      rules: { preset: 'draw', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
      seed: 'retry-2',
    });
    const id = started.body.id;
    const view = (await ok(call(app, 'GET', `/v1/tables/${id}`, { token: a.token }))).body.view;
    const [m] = view.legalMoves;
    const headers = { 'idempotency-key': 'k-1' };
    await ok(
      call(app, 'POST', `/v1/tables/${id}/moves`, {
        token: a.token,
        body: { tile: m.tile, end: m.end },
        headers,
      }),
    );
    const other = view.hand.find((t: string) => t !== m.tile);
    const r = await call(app, 'POST', `/v1/tables/${id}/moves`, {
      token: a.token,
      body: { tile: other },
      headers,
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('request/idempotency-key-reused');
  });

  it('a late duplicate of an earlier move (its key is one of the seat’s last few) applies nothing', async () => {
    const a = await signUp(app, 'Late');
    const started = await openTable(app, a, [], {
      rules: { preset: 'draw', players: 2, drawWhilePlayable: true },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
      seed: 'late-1',
    });
    const id = started.body.id;
    const draw = (key: string) =>
      call(app, 'POST', `/v1/tables/${id}/moves`, {
        token: a.token,
        body: { draw: true },
        headers: { 'idempotency-key': key },
      });
    const lead = started.body.view.legalMoves[0];
    await ok(
      call(app, 'POST', `/v1/tables/${id}/moves`, {
        token: a.token,
        body: { tile: lead.tile, end: lead.end },
        headers: { 'idempotency-key': 'late-k0' },
      }),
    );
    const first = await ok(draw('late-k1'));
    const second = await ok(draw('late-k2'));
    expect(second.body.view.hand.length).toBe(first.body.view.hand.length + 1);
    const late = await ok(draw('late-k1'));
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    expect(late.body.version).toBe(second.body.version);
    expect(late.body.view.hand).toEqual(second.body.view.hand);
  });

  it('a retry answers with the table as it is, even when another process moved since', async () => {
    // Two apps on one store: two Lambda instances, each with its own cache of recent tables.
    const [one, two] = [testApp({}, store), testApp({}, store)];
    const [a, b] = await Promise.all([signUp(one, 'Ann'), signUp(one, 'Bob')]);
    const started = await openTable(one, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'two-apps' });
    const id = started.body.id;
    const byseat = [a, b];
    const moveOn = async (app2: typeof one, key?: string) => {
      const t = (await ok(call(app2, 'GET', `/v1/tables/${id}`, { token: byseat[0].token }))).body;
      const p = byseat[t.turn.seat];
      const view = (await ok(call(app2, 'GET', `/v1/tables/${id}`, { token: p.token }))).body.view;
      const m = view.legalMoves[0];
      const body = m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
      const headers = key ? { 'idempotency-key': key } : undefined;
      return {
        p,
        body,
        headers,
        reply: await ok(call(app2, 'POST', `/v1/tables/${id}/moves`, { token: p.token, body, headers })),
      };
    };
    const first = await moveOn(one, 'two-apps-k');
    await moveOn(two);
    const retry = await ok(
      call(one, 'POST', `/v1/tables/${id}/moves`, {
        token: first.p.token,
        body: first.body,
        headers: first.headers,
      }),
    );
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const stored = (await store.findTable(id))!;
    expect(retry.body.version).toBe(stored.version);
    expect(retry.headers.get('etag')).toBe(`"${stored.version}"`);
  });
});
