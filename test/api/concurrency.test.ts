/** Simultaneous moves and retried moves: one conditional write decides, nothing applies twice. */
import { describe, expect, it } from 'vitest';
import { lineMatch } from '../../functions/tables/model';
import { signUp, testApp, testStore } from '../support/api';
import { expectOk, lineView, textOf } from '../support/client';
import { lookAt as look, moveOf, postMove as play, startTable } from '../support/play';

const app = testApp();
const store = testStore();

describe('moves at the same version', () => {
  it('50 simultaneous POSTs of different moves: exactly one applies, its duplicates are replays, the rest get 409', async () => {
    const [a, b] = await Promise.all([signUp(app, 'A'), signUp(app, 'B')]);
    // Development seed chosen so that the leader (lots) has several legal moves.
    const started = await startTable(app, a, [b], { rules: { preset: 'draw', players: 2 }, seed: 'race-1' });
    const seat = started.turn!.seat;
    const mover = seat === 0 ? a : b;
    const mine = await look(app, mover.token, started.id);
    const moves = lineView(mine).legalMoves!;
    expect(moves.length).toBeGreaterThan(1);
    const version = mine.version;
    const before = (await store.findTable(started.id))!;

    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const m = moves[i % moves.length];
        return play(app, mover.token, started.id, { ...moveOf(m), version });
      }),
    );
    // Exactly one applies. The requests of that very move are the same move sent again (without
    // an Idempotency-Key, at the same version): answered as replays (200, Idempotent-Replayed),
    // applying nothing; every other move gets 409.
    const applied = replies.flatMap((r, i) =>
      r.response.status === 200 && !r.response.headers.get('idempotent-replayed') ? [i] : [],
    );
    expect(applied).toHaveLength(1);
    const won = applied[0] % moves.length;
    replies.forEach((r, i) => {
      if (i === applied[0]) return;
      if (i % moves.length === won) {
        expect(r.response.status).toBe(200);
        expect(r.response.headers.get('idempotent-replayed')).toBe('true');
        return;
      }
      expect(r.response.status).toBe(409);
      expect(r.response.headers.get('content-type')).toContain('application/problem+json');
      expect(r.error?.code).toBe('table/stale-version');
    });

    const after = (await store.findTable(started.id))!;
    const winner = replies[applied[0]];
    expect(after.version).toBe(version + 1);
    expect(winner.data?.version).toBe(after.version);
    // One tile left the mover's hand and went onto the line; the other hand and the boneyard are as they were.
    expect(lineMatch(after)!.hand.line.v.length).toBeGreaterThan(0);
    const count = (m: number) => m.toString(2).replaceAll('0', '').length;
    expect(count(lineMatch(after)!.hand.hands[seat])).toBe(count(lineMatch(before)!.hand.hands[seat]) - 1);
    expect(lineMatch(after)!.hand.hands[1 - seat]).toBe(lineMatch(before)!.hand.hands[1 - seat]);
    expect(lineMatch(after)!.hand.bone).toEqual(lineMatch(before)!.hand.bone);
    expect(lineMatch(after)!.hand.turn).toBe(1 - seat);
  });
});

describe('Idempotency-Key', () => {
  it('one POST retried 10 times applies once and returns the same body each time', async () => {
    const [a] = await Promise.all([signUp(app, 'Solo')]);
    const started = await startTable(app, a, [], {
      rules: { preset: 'block', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
      seed: 'retry-1',
    });
    const id = started.id;
    const mine = await look(app, a.token, id);
    const m = lineView(mine).legalMoves![0];
    const send = () => play(app, a.token, id, moveOf(m), { 'idempotency-key': 'move-once-1' });
    const firstAnswer = send();
    const first = await expectOk(firstAnswer);
    expect((await firstAnswer).response.headers.get('idempotent-replayed')).toBeNull();
    for (let i = 0; i < 9; i++) {
      const again = send();
      await expectOk(again);
      expect((await again).response.headers.get('idempotent-replayed')).toBe('true');
      expect(await textOf(again)).toBe(await textOf(firstAnswer));
    }
    expect((await store.findTable(id))!.version).toBe(first.version);

    // Ten at once with a new key, for the next move: one applies, all ten answer alike.
    if (first.status !== 'playing') return;
    const next = lineView(first).legalMoves![0];
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        play(app, a.token, id, moveOf(next), { 'idempotency-key': 'move-once-2' }),
      ),
    );
    expect(burst.map((r) => r.response.status)).toEqual(Array(10).fill(200));
    expect(new Set(await Promise.all(burst.map((r) => textOf(r)))).size).toBe(1);
    expect(burst.filter((r) => r.response.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
  });

  it('the same key with a different move is refused', async () => {
    const [a] = await Promise.all([signUp(app, 'Solo2')]);
    const started = await startTable(app, a, [], {
      rules: { preset: 'draw', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
      seed: 'retry-2',
    });
    const id = started.id;
    const view = lineView(await look(app, a.token, id));
    const [m] = view.legalMoves!;
    // The leader plays a tile.
    if (m.type !== 'play') throw new Error('the leader can only play');
    const headers = { 'idempotency-key': 'k-1' };
    await expectOk(play(app, a.token, id, { tile: m.tile, end: m.end }, headers));
    const other = view.hand!.find((t: string) => t !== m.tile)!;
    const r = await play(app, a.token, id, { tile: other }, headers);
    expect(r.response.status).toBe(422);
    expect(r.error?.code).toBe('request/idempotency-key-reused');
  });

  it('a late duplicate of an earlier move (its key is one of the seat’s last few) applies nothing', async () => {
    const a = await signUp(app, 'Late');
    const started = await startTable(app, a, [], {
      rules: { preset: 'draw', players: 2, drawWhilePlayable: true },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
      seed: 'late-1',
    });
    const id = started.id;
    const draw = (key: string) => play(app, a.token, id, { draw: true }, { 'idempotency-key': key });
    const lead = lineView(started).legalMoves![0];
    await expectOk(play(app, a.token, id, moveOf(lead), { 'idempotency-key': 'late-k0' }));
    const first = await expectOk(draw('late-k1'));
    const second = await expectOk(draw('late-k2'));
    expect(second.view!.hand!.length).toBe(first.view!.hand!.length + 1);
    const lateAnswer = draw('late-k1');
    const late = await expectOk(lateAnswer);
    expect((await lateAnswer).response.headers.get('idempotent-replayed')).toBe('true');
    expect(late.version).toBe(second.version);
    expect(late.view!.hand).toEqual(second.view!.hand);
  });

  it('a retry answers with the table as it is, even when another process moved since', async () => {
    // Two apps on one store: two Lambda instances, each with its own cache of recent tables.
    const [one, two] = [testApp({}, store), testApp({}, store)];
    const [a, b] = await Promise.all([signUp(one, 'Ann'), signUp(one, 'Bob')]);
    const started = await startTable(one, a, [b], {
      rules: { preset: 'draw', players: 2 },
      seed: 'two-apps',
    });
    const id = started.id;
    const byseat = [a, b];
    const moveOn = async (app2: typeof one, key?: string) => {
      const t = await look(app2, byseat[0].token, id);
      const p = byseat[t.turn!.seat];
      const view = (await look(app2, p.token, id)).view!;
      const body = moveOf(view.legalMoves![0]);
      const headers: Record<string, string> = key ? { 'idempotency-key': key } : {};
      return { p, body, headers, reply: await expectOk(play(app2, p.token, id, body, headers)) };
    };
    const first = await moveOn(one, 'two-apps-k');
    await moveOn(two);
    const retryAnswer = play(one, first.p.token, id, first.body, first.headers);
    const retry = await expectOk(retryAnswer);
    const { headers } = (await retryAnswer).response;
    expect(headers.get('idempotent-replayed')).toBe('true');
    const stored = (await store.findTable(id))!;
    expect(retry.version).toBe(stored.version);
    expect(headers.get('etag')).toBe(`"${stored.version}"`);
  });
});
