/**
 * What a move writes: the table item, plus an archive only for a hand it finished. The process
 * keeps the tables it wrote (tables/recent.ts) and plays the next move on that copy, so nothing
 * that went with one save (archives, memberships) may ride along into the next.
 */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { signUp, testApp, testStore } from '../support/api';
import { expectOk, lineView, typedClient } from '../support/client';
import { startTable } from '../support/play';

describe('the writes of a move', () => {
  it('moves posted back to back, without a read between them, archive each hand once', async () => {
    const store = testStore();
    const archived: number[] = [];
    const memberships: number[] = [];
    const save = store.saveTable.bind(store);
    store.saveTable = async (t, ix, v, w) => {
      archived.push(...(w.hands ?? []).map((a) => a.record.handNo));
      memberships.push((w.seated?.length ?? 0) + (w.expireMemberships ? 1 : 0));
      return save(t, ix, v, w);
    };
    const app = testApp({}, store);
    const a = await signUp(app, 'Ana');
    const started = await startTable(app, a, [], {
      rules: { preset: 'draw', players: 2, maxHands: 3, target: 1000 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'random' }],
      seed: 'writes-1',
    });
    const saves = memberships.length;
    const api = typedClient(app, a.token);
    let table = started;
    let posts = 0;
    while (table.status === 'playing') {
      // The computer player replies inside the answer: it is this seat's turn again.
      const m = lineView(table).legalMoves![0];
      const body = m.type === 'draw' ? { draw: true as const } : { tile: m.tile, end: m.end };
      table = await expectOk(api.POST('/v1/tables/{id}/moves', { params: { path: { id: table.id } }, body }));
      posts++;
    }
    expect(posts).toBeGreaterThan(10);
    expect(archived.sort()).toEqual([1, 2, 3]);
    // Memberships: written at the table's opening and once more when the match ended, never by a move before.
    expect(memberships.slice(saves, -1).every((n) => n === 0)).toBe(true);
    expect(memberships.at(-1)).toBe(1);
  });
});
