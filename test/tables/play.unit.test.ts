/**
 * The move processor (functions/tables/play.ts) on the in-memory store: replays by Idempotency-Key
 * and by version, stale versions, a key reused, the cached copy's guess, and a save whose answer
 * was lost, judged after the store's retry.
 */
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError, VersionConflictError } from '../../functions/core/store-errors';
import { TableError } from '../../functions/tables/errors';
import { playMove } from '../../functions/tables/play';
import { ANA, BEN, memoryTables, startedTable, turnAt } from '../support/memory-tables';

/** A started match and who moves first, with a legal move of theirs. */
async function match(options: Parameters<typeof memoryTables>[0] = {}) {
  const t = memoryTables(options);
  const table = await startedTable(t);
  return { ...t, table, turn: turnAt(table) };
}

const codeOf = (err: unknown) => (err instanceof TableError ? err.code : String(err));

describe('a move', () => {
  it('applies once, in one conditional write, and the table moves on a version', async () => {
    const { ctx, store, table, turn } = await match();
    const saves = store.count('saveTable');
    const out = await playMove(ctx, { tableId: table.id, playerId: turn.playerId!, move: turn.move });
    expect(out).toMatchObject({ seat: turn.seat, replayed: false });
    expect(out.table.version).toBeGreaterThan(table.version);
    expect(store.count('saveTable')).toBe(saves + 1);
    expect(await store.findTable(table.id)).toEqual(out.table);
  });

  it('from a seat not to move, or by someone not seated, is refused and writes nothing', async () => {
    const { ctx, store, table, turn } = await match();
    const other = turn.playerId === ANA.id ? BEN.id : ANA.id;
    const saves = store.count('saveTable');
    const notYours = await playMove(ctx, { tableId: table.id, playerId: other, move: turn.move }).catch(
      codeOf,
    );
    expect(notYours).toBe('move/not-your-turn');
    const stranger = await playMove(ctx, { tableId: table.id, playerId: 'p-cy', move: turn.move }).catch(
      codeOf,
    );
    expect(stranger).toBe('table/not-seated');
    expect(store.count('saveTable')).toBe(saves);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and move again is a replay: the table as it is, nothing written', async () => {
    const { ctx, store, table, turn } = await match();
    const req = { tableId: table.id, playerId: turn.playerId!, move: turn.move, idempotencyKey: 'k-1' };
    const first = await playMove(ctx, req);
    const saves = store.count('saveTable');
    const again = await playMove(ctx, req);
    expect(again).toEqual({ ...first, replayed: true });
    expect(store.count('saveTable')).toBe(saves);
  });

  it('the same key with another move is request/idempotency-key-reused', async () => {
    const { ctx, table, turn } = await match();
    await playMove(ctx, {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      idempotencyKey: 'k-1',
    });
    const other = { type: 'draw' as const };
    const err = await playMove(ctx, {
      tableId: table.id,
      playerId: turn.playerId!,
      move: other,
      idempotencyKey: 'k-1',
    }).catch(codeOf);
    expect(err).toBe('request/idempotency-key-reused');
  });

  it('a late duplicate of one of the seat’s last three moves is a replay; an older key is forgotten', async () => {
    const { ctx, table } = await match({ recent: false });
    // Ana and Ben play on, each with their own keys, until Ana has moved four times.
    const keys: { key: string; move: ReturnType<typeof turnAt>['move']; playerId: string }[] = [];
    let now = table;
    for (let i = 0; keys.filter((k) => k.playerId === ANA.id).length < 4; i++) {
      const turn = turnAt(now);
      const key = `k-${i}`;
      now = (
        await playMove(ctx, {
          tableId: now.id,
          playerId: turn.playerId!,
          move: turn.move,
          idempotencyKey: key,
        })
      ).table;
      keys.push({ key, move: turn.move, playerId: turn.playerId! });
      expect(now.status).toBe('playing');
    }
    const anas = keys.filter((k) => k.playerId === ANA.id);
    for (const k of anas.slice(1)) {
      const again = await playMove(ctx, {
        tableId: now.id,
        playerId: k.playerId,
        move: k.move,
        idempotencyKey: k.key,
      });
      expect(again).toMatchObject({ replayed: true, table: { version: now.version } });
    }
    // The oldest is no longer kept: a new request, judged as a move (at the wrong time, or stale).
    const oldest = anas[0];
    const err = await playMove(ctx, {
      tableId: now.id,
      playerId: oldest.playerId,
      move: oldest.move,
      idempotencyKey: oldest.key,
      expectedVersion: table.version,
    }).catch(codeOf);
    expect(err).toBe('table/stale-version');
  });
});

describe('a stale version', () => {
  it('a move at a version the table left is table/stale-version, and writes nothing', async () => {
    const { ctx, store, table, turn } = await match();
    const played = await playMove(ctx, { tableId: table.id, playerId: turn.playerId!, move: turn.move });
    const next = turnAt(played.table);
    const saves = store.count('saveTable');
    const err = await playMove(ctx, {
      tableId: table.id,
      playerId: next.playerId!,
      move: next.move,
      expectedVersion: table.version,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(TableError);
    expect(err).toMatchObject({ code: 'table/stale-version' });
    expect(err.message).toContain(`version ${played.table.version}`);
    expect(store.count('saveTable')).toBe(saves);
  });

  it('the same move sent again at its version, without a key, is a replay (its answer was lost)', async () => {
    const { ctx, store, table, turn } = await match();
    const req = {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      expectedVersion: table.version,
    };
    const first = await playMove(ctx, req);
    const saves = store.count('saveTable');
    expect(await playMove(ctx, req)).toEqual({ ...first, replayed: true });
    expect(store.count('saveTable')).toBe(saves);
  });

  it('the same move at its version with a fresh key is stale, saying this very move was played', async () => {
    const { ctx, table, turn } = await match();
    const req = {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      expectedVersion: table.version,
    };
    await playMove(ctx, { ...req, idempotencyKey: 'k-first' });
    const err = await playMove(ctx, { ...req, idempotencyKey: 'k-second' }).catch((e) => e);
    expect(err).toMatchObject({ code: 'table/stale-version' });
    expect(err.message).toContain(`this very move was already played (it made version ${table.version + 1})`);
  });
});

describe('the cached copy (a move’s first guess)', () => {
  /** A process that read the table (its copy), and another process that moved since. */
  async function staleCopy() {
    const t = memoryTables({ recent: true });
    const table = await startedTable(t);
    t.ctx.recent!.remember(table);
    const turn = turnAt(table);
    const moved = await playMove(
      { ...t.ctx, recent: undefined },
      { tableId: table.id, playerId: turn.playerId!, move: turn.move },
    );
    expect(t.ctx.recent!.get(table.id)!.version).toBe(table.version);
    return { ...t, table, turn, moved: moved.table };
  }

  it('a move the stale copy refuses is judged again on a fresh read, and applies', async () => {
    const { ctx, store, table, moved } = await staleCopy();
    const next = turnAt(moved);
    const [saves, reads] = [store.count('saveTable'), store.count('findTable')];
    const out = await playMove(ctx, { tableId: table.id, playerId: next.playerId!, move: next.move });
    expect(out.replayed).toBe(false);
    expect(out.table.version).toBe(moved.version + 1);
    expect([store.count('saveTable'), store.count('findTable')]).toEqual([saves + 1, reads + 1]);
    expect(ctx.recent!.get(table.id)).toEqual(out.table);
  });

  it('a move the stale copy accepts loses its write, and the fresh read judges it', async () => {
    const { ctx, store, table, turn, moved } = await staleCopy();
    // The same seat again, another move: legal on the copy, not its turn on the table.
    const again = turnAt(table, 1);
    const saves = store.count('saveTable');
    const err = await playMove(ctx, { tableId: table.id, playerId: turn.playerId!, move: again.move }).catch(
      codeOf,
    );
    expect(err).toBe('move/not-your-turn');
    expect(store.count('saveTable')).toBe(saves + 1);
    expect(await store.findTable(table.id)).toEqual(moved);
  });

  it('a replay is never answered from the copy: a fresh read answers it', async () => {
    const t = memoryTables({ recent: true });
    const table = await startedTable(t);
    const turn = turnAt(table);
    const req = { tableId: table.id, playerId: turn.playerId!, move: turn.move, idempotencyKey: 'k-1' };
    await playMove(t.ctx, req);
    const reads = t.store.count('findTable');
    expect((await playMove(t.ctx, req)).replayed).toBe(true);
    expect(t.store.count('findTable')).toBe(reads + 1);
  });

  it('a table read already with the caller’s token is used as it is (null: there is none)', async () => {
    const { ctx, store, table, turn } = await match({ recent: true });
    const reads = store.count('findTable');
    const out = await playMove(ctx, {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      read: table,
    });
    expect(out.replayed).toBe(false);
    expect(store.count('findTable')).toBe(reads);
    const none = await playMove(ctx, {
      tableId: 'nope',
      playerId: ANA.id,
      move: turn.move,
      read: null,
    }).catch(codeOf);
    expect(none).toBe('table/not-found');
  });
});

describe('a save whose answer was lost', () => {
  it('landed, the store’s retry lost its condition: with a key, a replay of the one move written', async () => {
    const { ctx, store, table, turn } = await match();
    store.loseAnswers('once');
    const out = await playMove(ctx, {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      idempotencyKey: 'k-lost',
    });
    expect(out.replayed).toBe(true);
    expect(out.table).toEqual(await store.findTable(table.id));
    // Two people: nobody replies to the move, which made one version.
    expect(out.table.version).toBe(table.version + 1);
  });

  it('landed, without a key: recognised as this very move (computer replies or not), a replay', async () => {
    const { ctx, store, table, turn } = await match();
    store.loseAnswers('once');
    const out = await playMove(ctx, {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      expectedVersion: table.version,
    });
    expect(out.replayed).toBe(true);
    expect(out.table.version).toBe(table.version + 1);
  });

  it('beaten by a rival’s move, the retry lost too: stale, never a replay', async () => {
    const { ctx, store, table, turn } = await match();
    // The rival: this very seat's move from another device, another legal move, first.
    const rival = turnAt(table, 1);
    expect(rival.move).not.toEqual(turn.move);
    store.beforeNext('saveTable', () =>
      playMove(
        { ...ctx, recent: undefined },
        { tableId: table.id, playerId: rival.playerId!, move: rival.move },
      ),
    );
    store.loseAnswers('once');
    const err = await playMove(ctx, {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      idempotencyKey: 'k-beaten',
    }).catch((e) => e);
    expect(err).toMatchObject({ code: 'table/stale-version' });
    expect((await store.findTable(table.id))!.version).toBe(table.version + 1);
  });

  it('beaten by a change that is no move (a seat resigned), after an unanswered try: the conflict is thrown as it is', async () => {
    const { ctx, store, table, turn } = await match();
    store.beforeNext('saveTable', async () => {
      const now = (await store.findTable(table.id))!;
      await store.saveTable(
        { ...now, version: now.version + 1, status: 'over' },
        store.stored(table.id)!.indexes,
        now.version,
        {},
      );
    });
    store.loseAnswers('once');
    const err = await playMove(ctx, { tableId: table.id, playerId: turn.playerId!, move: turn.move }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(VersionConflictError);
    expect(err).toMatchObject({ earlierAttemptUnknown: true });
  });

  it('no try answered: StoreUnavailableError, outcome unknown; the move landed once', async () => {
    const { ctx, store, table, turn } = await match();
    store.fail('saveTable', 'unanswered');
    const err = await playMove(ctx, { tableId: table.id, playerId: turn.playerId!, move: turn.move }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(StoreUnavailableError);
    expect(err).toMatchObject({ outcome: 'unknown' });
    // Sent again at its version: recognised as applied, answered as a replay.
    const again = await playMove(ctx, {
      tableId: table.id,
      playerId: turn.playerId!,
      move: turn.move,
      expectedVersion: table.version,
    });
    expect(again.replayed).toBe(true);
    expect(again.table.version).toBe(table.version + 1);
  });

  it('a store that refuses the save: StoreUnavailableError, nothing applied', async () => {
    const { ctx, store, table, turn } = await match();
    store.fail('saveTable');
    const err = await playMove(ctx, { tableId: table.id, playerId: turn.playerId!, move: turn.move }).catch(
      (e) => e,
    );
    expect(err).toMatchObject({ outcome: 'not-applied' });
    expect(await store.findTable(table.id)).toEqual(table);
  });
});
