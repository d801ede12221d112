/**
 * A turn (a client's GET of the table, then its move) costs at most 3 DynamoDB requests: the
 * table is read in the token's BatchGetItem, for the GET and for the move. Tokens stay
 * consistent per request: a revoked token or a new name holds from the next request on. A table
 * this process holds at the version read is not decoded again.
 */
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { countingStore } from '../support/counting';
import { moveOf } from '../support/play';

const { store, sent } = countingStore();
const app = testApp({}, store);

async function twoAtATable() {
  const [a, b] = await Promise.all(
    ['Ana', 'Ben'].map((name) => expectOk(typedClient(app).POST('/v1/players', { body: { name } }), 201)),
  );
  const opened = await expectOk(
    typedClient(app, a.token).POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
    201,
  );
  await expectOk(
    typedClient(app, b.token).POST('/v1/tables/{id}/seats', { params: { path: { id: opened.code } } }),
  );
  const started = await expectOk(
    typedClient(app, a.token).POST('/v1/tables/{id}/start', { params: { path: { id: opened.id } } }),
  );
  return { id: opened.id, tokens: [a.token, b.token], started };
}

const at = (id: string) => ({ params: { path: { id } } });

describe('a turn', () => {
  it('a GET and a move: 3 DynamoDB requests together (BatchGetItem, BatchGetItem, PutItem)', async () => {
    const { id, tokens, started } = await twoAtATable();
    let seat = started.turn!.seat;
    for (let turn = 0; turn < 4; turn++) {
      const mover = typedClient(app, tokens[seat]);
      sent.length = 0;
      const seen = await expectOk(mover.GET('/v1/tables/{id}', at(id)));
      const afterGet = [...sent];
      const moved = await expectOk(
        mover.POST('/v1/tables/{id}/moves', {
          ...at(id),
          body: { ...moveOf(seen.view!.legalMoves![0]), version: seen.version },
        }),
      );
      expect(afterGet).toEqual(['BatchGetItemCommand']);
      // A move that ends no hand: one PutItem (a hand's end adds its archive in a transaction).
      expect(sent.length, sent.join(' ')).toBeLessThanOrEqual(3);
      expect(sent.slice(1, 2)).toEqual(['BatchGetItemCommand']);
      if (moved.status !== 'playing') break;
      seat = moved.turn!.seat;
    }
  });

  it('the token is still read on every request: revoked, it is refused at once; renamed, seen at once', async () => {
    const { id, tokens } = await twoAtATable();
    const ana = typedClient(app, tokens[0]);
    await expectOk(ana.PATCH('/v1/players/me', { body: { name: 'Anabel' } }));
    const renamed = await expectOk(ana.GET('/v1/tables/{id}', at(id)));
    // A seat keeps the name it was taken with; the caller's own record is what the token read.
    expect(renamed.you).toBe(0);
    expect((await expectOk(ana.GET('/v1/players/me'))).name).toBe('Anabel');
    const revoked = await ana.DELETE('/v1/me/tokens/{id}', { params: { path: { id: 'current' } } });
    expect(revoked.response.status).toBe(204);
    const refused = await ana.GET('/v1/tables/{id}', at(id));
    expect([refused.response.status, refused.error?.code]).toEqual([401, 'auth/revoked-token']);
    const move = await ana.POST('/v1/tables/{id}/moves', { ...at(id), body: { draw: true } });
    expect([move.response.status, move.error?.code]).toEqual([401, 'auth/revoked-token']);
  });

  it('a table that is not there is 404, read with the token as any other', async () => {
    const { tokens } = await twoAtATable();
    const none = await typedClient(app, tokens[0]).GET('/v1/tables/{id}', at('no-such-table-0000000'));
    expect([none.response.status, none.error?.code]).toEqual([404, 'table/not-found']);
    const move = await typedClient(app, tokens[0]).POST('/v1/tables/{id}/moves', {
      ...at('no-such-table-0000000'),
      body: { draw: true },
    });
    expect([move.response.status, move.error?.code]).toEqual([404, 'table/not-found']);
  });
});

describe('what a turn does not pay for', () => {
  it('no AbortSignal timer per store call: the SDK’s own timeout bounds an attempt while the budget allows', async () => {
    const { id, tokens, started } = await twoAtATable();
    const mover = typedClient(app, tokens[started.turn!.seat]);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      const seen = await expectOk(mover.GET('/v1/tables/{id}', at(id)));
      await expectOk(
        mover.POST('/v1/tables/{id}/moves', {
          ...at(id),
          body: { ...moveOf(seen.view!.legalMoves![0]), version: seen.version },
        }),
      );
      expect(timeout).not.toHaveBeenCalled();
    } finally {
      timeout.mockRestore();
    }
  });
});

describe('the table read with the token', () => {
  it('is the copy held when it is at that version, and a fresh decoding otherwise', async () => {
    const { id, tokens, started } = await twoAtATable();
    const [playerId, tokenId] = tokens[0].split('.');
    const held = (await store.findTable(id))!;
    expect(held.version).toBe(started.version);
    const same = await store.getDeviceTokenAndPlayer(playerId, tokenId, { tableId: id, held });
    expect(same.table).toBe(held);
    expect(same.token?.id).toBe(tokenId);
    expect(same.player?.id).toBe(playerId);
    const older = { ...held, version: held.version - 1 };
    const fresh = await store.getDeviceTokenAndPlayer(playerId, tokenId, { tableId: id, held: older });
    expect(fresh.table).not.toBe(older);
    expect(fresh.table).toEqual(held);
    const none = await store.getDeviceTokenAndPlayer(playerId, tokenId, { tableId: 'no-such-table-0000000' });
    expect(none.table).toBeNull();
    expect(none.token?.id).toBe(tokenId);
    const without = await store.getDeviceTokenAndPlayer(playerId, tokenId);
    expect(without).not.toHaveProperty('table');
  });
});
