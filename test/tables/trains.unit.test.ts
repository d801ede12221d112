/**
 * Mexican Train at a table (functions/tables/trains.ts) on the in-memory store: opened, started,
 * played move by move through the one move path (one conditional write a move, eight seats too),
 * refusals, stale versions, replays, computer players and the scheduler, resignation, the match's
 * end, the seat views (no hidden tile) and the stored item (format version 4).
 */
import { describe, expect, it } from 'vitest';
import { tableResource } from '../../functions/api/table-resource';
import { tableFormat } from '../../functions/store/formats/table';
import { actOnDueTable } from '../../functions/tables/due';
import { TableError } from '../../functions/tables/errors';
import { indexesOf } from '../../functions/tables/indexes';
import { createTable, join, type NewTable, start } from '../../functions/tables/lifecycle';
import { type TableRecord, trainMatch } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import type { TrainMoveInput } from '../../functions/tables/trains';
import type { BotLevel } from '../../shared/bots/player';
import type { MexicanRulesInput } from '../../shared/engine';
import { mexicanViewFor, setOf } from '../../shared/engine/games/mexican-train';
import { ANA, BEN, memoryTables, spec } from '../support/memory-tables';

const codeOf = (err: unknown) => (err instanceof TableError ? err.code : String(err));

/** A Mexican Train table: Ana in seat 0, Ben in seat 1 if `ben`, computer players of `level` elsewhere. */
async function trainTable(
  t: ReturnType<typeof memoryTables>,
  rules: MexicanRulesInput,
  options: { ben?: boolean; level?: BotLevel; changes?: Partial<NewTable> } = {},
): Promise<TableRecord> {
  const level = options.level ?? 'greedy';
  const seats = Array.from({ length: rules.players }, (_, i) =>
    i === 0 || (i === 1 && options.ben) ? { kind: 'person' as const } : { kind: 'computer' as const, level },
  );
  const { table } = await createTable(
    t.ctx,
    ANA,
    spec({ rules, seats, dev: { seed: 'trains' }, ...options.changes }),
  );
  if (options.ben) await join(t.ctx, table.id, BEN);
  return start(t.ctx, table.id, ANA.id);
}

/** The seat to move's first legal move, as the client sends it. */
function firstMove(table: TableRecord): { seat: number; move: TrainMoveInput } {
  const st = trainMatch(table)!;
  const seat = st.round.turn;
  const m = mexicanViewFor(st, seat).legalMoves![0];
  return { seat, move: m.type === 'stop' ? { stop: true } : { tile: m.tile, train: m.train } };
}

/** Every tile name a seat must not see: the other hands and the boneyard. */
function hiddenFrom(table: TableRecord, seat: number | null): string[] {
  const st = trainMatch(table)!;
  const set = setOf(st.rules);
  const tiles = [...st.round.hands.flatMap((h, s) => (s === seat ? [] : h)), ...st.round.bone];
  return tiles.map((t) => set.name(t));
}

/** No hidden tile in what `seat` is shown (the last round's hands, revealed at its end, aside). */
async function expectNoLeak(table: TableRecord, playerId: string | null, seat: number | null) {
  const shown = await tableResource(table, playerId, seat === null);
  const view = shown.view!;
  expect(view.game === 'mexicanTrain' && view.seat).toBe(seat);
  const text = JSON.stringify({ ...shown, view: { ...view, lastRound: null } });
  for (const tile of hiddenFrom(table, seat))
    expect(text, `${tile} shown to seat ${seat}`).not.toContain(`"${tile}"`);
}

describe('a Mexican Train table', () => {
  it('opens for eight, starts, and the computer players move until the person is to', async () => {
    const t = memoryTables();
    const table = await trainTable(t, { game: 'mexicanTrain', players: 8 });
    const st = trainMatch(table)!;
    expect(table.status).toBe('playing');
    expect(st.rules).toMatchObject({ players: 8, set: 12, handSize: 10, rounds: 13 });
    expect(st.round.turn).toBe(0);
    expect(table.turnSince).not.toBeNull();
    // The start is one version; each computer player's chosen move one more.
    const chosen = st.round.log.filter((e) => (e & 3) === 0 || (e & 3) === 3).length;
    expect(table.version).toBe(2 + chosen);
    expect((await tableResource(table, ANA.id)).view).toMatchObject({
      game: 'mexicanTrain',
      seat: 0,
      turn: 0,
    });
  });

  it('a move of eight seats is one conditional write, the computer players’ replies in it', async () => {
    const t = memoryTables();
    let table = await trainTable(t, { game: 'mexicanTrain', players: 8 });
    for (let i = 0; i < 5 && table.status === 'playing'; i++) {
      const saves = t.store.count('saveTable');
      const { move } = firstMove(table);
      const out = await playMove(t.ctx, {
        tableId: table.id,
        playerId: ANA.id,
        move,
        expectedVersion: table.version,
      });
      expect(t.store.count('saveTable')).toBe(saves + 1);
      expect(out.table.version).toBeGreaterThan(table.version);
      expect(await t.store.findTable(table.id)).toEqual(out.table);
      table = out.table;
    }
  });

  it('refuses an illegal move with the engine’s code and writes nothing', async () => {
    const t = memoryTables();
    const table = await trainTable(t, { game: 'mexicanTrain', players: 4 });
    const st = trainMatch(table)!;
    const set = setOf(st.rules);
    const saves = t.store.count('saveTable');
    const refused = (move: Parameters<typeof playMove>[1]['move'], playerId = ANA.id) =>
      playMove(t.ctx, { tableId: table.id, playerId, move }).catch(codeOf);
    const notMine = set.name(st.round.hands[1][0]);
    expect(await refused({ tile: notMine, train: 0 })).toBe('move/tile-not-in-hand');
    expect(await refused({ tile: '13-13', train: 0 })).toBe('move/unknown-tile');
    expect(await refused({ type: 'play', tile: 0, end: 0 })).toBe('move/no-such-end');
    expect(await refused({ type: 'draw' })).toBe('move/no-such-end');
    // A tile of Ana's that fits no train open to her.
    const legal = new Set(mexicanViewFor(st, 0).legalMoves!.map((m) => (m.type === 'play' ? m.tile : '')));
    const misfit = st.round.hands[0].map(set.name).find((n) => !legal.has(n));
    if (misfit)
      expect(await refused({ tile: misfit, train: 'mexican' })).toBe('move/tile-does-not-match-end');
    expect(await refused({ tile: notMine, train: 1 }, 'p-cy')).toBe('table/not-seated');
    expect(t.store.count('saveTable')).toBe(saves);
  });

  it('a stale version is refused; the same request again after its answer was lost is a replay', async () => {
    const t = memoryTables();
    const table = await trainTable(t, { game: 'mexicanTrain', players: 3 });
    const { move } = firstMove(table);
    const req = { tableId: table.id, playerId: ANA.id, move, expectedVersion: table.version };
    const first = await playMove(t.ctx, req);
    const saves = t.store.count('saveTable');
    // Sent again without a key: the move that took the table on was this very one.
    expect(await playMove(t.ctx, req)).toEqual({ ...first, replayed: true });
    const other = firstMove(first.table);
    if (first.table.status === 'playing' && other.seat === 0) {
      const stale = await playMove(t.ctx, { ...req, move: other.move }).catch(codeOf);
      expect(stale).toBe('table/stale-version');
    }
    expect(t.store.count('saveTable')).toBe(saves);
  });

  it('replays the same Idempotency-Key and move; the key with another move is refused', async () => {
    const t = memoryTables();
    const table = await trainTable(t, { game: 'mexicanTrain', players: 2 });
    const { move } = firstMove(table);
    const req = { tableId: table.id, playerId: ANA.id, move, idempotencyKey: 'k-1' };
    const first = await playMove(t.ctx, req);
    const saves = t.store.count('saveTable');
    expect(await playMove(t.ctx, req)).toEqual({ ...first, replayed: true });
    const reused = await playMove(t.ctx, { ...req, move: { stop: true } }).catch(codeOf);
    expect(reused).toBe('request/idempotency-key-reused');
    expect(t.store.count('saveTable')).toBe(saves);
  });

  it('plays a double-nine match to its end: ten rounds, lowest total first', async () => {
    const t = memoryTables();
    let table = await trainTable(t, { game: 'mexicanTrain', players: 4, set: 9 });
    let rounds = new Set<number>();
    for (let i = 0; table.status === 'playing' && i < 2000; i++) {
      rounds.add(trainMatch(table)!.round.round);
      await expectNoLeak(table, ANA.id, 0);
      const { move } = firstMove(table);
      table = (await playMove(t.ctx, { tableId: table.id, playerId: ANA.id, move })).table;
    }
    rounds = new Set([...rounds, trainMatch(table)!.round.round]);
    const st = trainMatch(table)!;
    expect(table.status).toBe('over');
    expect([...rounds].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(st.last!.round).toBe(10);
    const best = Math.min(...st.totals);
    expect(st.places!.map((p, s) => (p === 1 ? st.totals[s] : best))).toEqual(st.totals.map(() => best));
    expect(table.overVersion).toBe(table.version);
    expect(indexesOf(table).expiresAt).not.toBeNull();
    expect((await tableResource(table, ANA.id)).view).toMatchObject({
      status: 'over',
      turn: null,
      legalMoves: null,
    });
  });

  it('a development deal of the last round ends the match after it', async () => {
    const t = memoryTables();
    const set = setOf({ set: 9 } as never);
    const name = (n: string) => set.parse(n)!;
    const deal = {
      hands: [['0-1', '1-1', '1-2'].map(name), ['0-2', '2-2', '2-3'].map(name)],
      round: 10,
    };
    let table = await trainTable(
      t,
      { game: 'mexicanTrain', players: 2, set: 9 },
      { changes: { dev: { seed: 'short', deal } } },
    );
    expect(trainMatch(table)!.round.engine).toBe(0);
    for (let i = 0; table.status === 'playing' && i < 200; i++)
      table = (await playMove(t.ctx, { tableId: table.id, playerId: ANA.id, move: firstMove(table).move }))
        .table;
    expect(table.status).toBe('over');
    expect(trainMatch(table)!.places).not.toBeNull();
  });

  it('resigning ends the match: the seat takes the last place alone', async () => {
    const t = memoryTables();
    const table = await trainTable(t, { game: 'mexicanTrain', players: 3 }, { ben: true });
    const over = await resign(t.ctx, table.id, BEN.id);
    const st = trainMatch(over)!;
    expect(over.status).toBe('over');
    expect(st.places![1]).toBe(3);
    expect((await tableResource(over, ANA.id)).view).toMatchObject({ forfeitedBy: 1, status: 'over' });
    // Sent again: the table as it is.
    expect((await resign(t.ctx, table.id, BEN.id)).version).toBe(over.version);
  });

  it('the scheduler moves computer players whose time budget ran out, one write for all', async () => {
    const t = memoryTables({ botBudgetMs: 0 });
    const table = await trainTable(t, { game: 'mexicanTrain', players: 5 }, { level: 'random' });
    if (table.seats[trainMatch(table)!.round.turn].kind === 'computer') {
      t.ctx.botBudgetMs = 1000;
      expect(await actOnDueTable(t.ctx, table.id)).toBe('computer-moved');
      const after = (await t.store.findTable(table.id))!;
      expect(after.version).toBeGreaterThan(table.version);
      expect(after.seats[trainMatch(after)!.round.turn].kind).toBe('person');
    }
  });

  it('shows each seat its own hand only, and a spectator none', async () => {
    const t = memoryTables();
    const table = await trainTable(t, { game: 'mexicanTrain', players: 8 }, { ben: true });
    await expectNoLeak(table, ANA.id, 0);
    await expectNoLeak(table, BEN.id, 1);
    await expectNoLeak(table, null, null);
    expect((await tableResource(table, BEN.id)).view).toMatchObject({ seat: 1, legalMoves: null });
  });

  it('is stored as format version 4 and read back as it was; an eight-seat item stays small', async () => {
    const t = memoryTables();
    let table = await trainTable(t, { game: 'mexicanTrain', players: 8 });
    for (let i = 0; i < 20 && table.status === 'playing'; i++)
      table = (await playMove(t.ctx, { tableId: table.id, playerId: ANA.id, move: firstMove(table).move }))
        .table;
    const item = tableFormat.encode({ table, indexes: indexesOf(table) });
    expect(item.fv).toBe(4);
    expect(tableFormat.decode(item)).toEqual({ table, indexes: indexesOf(table) });
    const bytes = (item.d as Uint8Array).length;
    // A write costs one unit per started KB: a round of eight stays within two.
    expect(bytes).toBeLessThan(2048);
  });
});
