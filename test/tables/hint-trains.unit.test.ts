/**
 * Hints at a Mexican Train table (functions/tables/hint.ts) on the in-memory store: the expert
 * train player's move from the seat's view alone, counted per seat and round, and the refusals.
 */
import { describe, expect, it } from 'vitest';
import { TableError } from '../../functions/tables/errors';
import { HINT_LEVEL, hintFor, hintSeed } from '../../functions/tables/hint';
import { createTable, join, start } from '../../functions/tables/lifecycle';
import { type TableRecord, trainMatch } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import { mexicanComputerPlayer } from '../../shared/bots/mexican-train';
import { mexicanViewFor } from '../../shared/engine/games/mexican-train';
import { ANA, BEN, memoryTables, spec } from '../support/memory-tables';

const codeOf = (err: unknown) => (err instanceof TableError ? err.code : String(err));

/** A four-seat train table: Ana in seat 0, Ben in seat 1 if `ben`, greedy computers elsewhere. */
async function trainTable(t: ReturnType<typeof memoryTables>, ben = false): Promise<TableRecord> {
  const seats = [0, 1, 2, 3].map((i) =>
    i === 0 || (i === 1 && ben)
      ? { kind: 'person' as const }
      : { kind: 'computer' as const, level: 'greedy' as const },
  );
  const rules = { game: 'mexicanTrain' as const, players: 4 };
  const { table } = await createTable(t.ctx, ANA, spec({ rules, seats, dev: { seed: 'hints' } }));
  if (ben) await join(t.ctx, table.id, BEN);
  return start(t.ctx, table.id, ANA.id);
}

describe('hints at a Mexican Train table', () => {
  it('gives the expert’s move from the seat’s view, counted once per version and per round', async () => {
    const t = memoryTables();
    let table = await trainTable(t);
    const st = trainMatch(table)!;
    expect(st.round.turn).toBe(0);
    const view = mexicanViewFor(st, 0);
    const expected = mexicanComputerPlayer(HINT_LEVEL).choose(view, hintSeed(table.id, table.version));
    const saves = t.store.count('saveTable');
    const h = await hintFor(t.ctx, table.id, ANA.id);
    expect(h).toMatchObject({ seat: 0, handNo: st.round.round, move: expected, hints: 1 });
    expect(view.legalMoves).toContainEqual(h.move);
    // Asked again at the same version: the same hint, not counted twice; the table is not written.
    expect(await hintFor(t.ctx, table.id, ANA.id)).toMatchObject({ move: expected, hints: 1 });
    expect(t.store.count('saveTable')).toBe(saves);
    expect((await t.store.findTable(table.id))!.version).toBe(table.version);

    // The hinted move lands; at Ana's next turn of the same round the count goes on.
    const hinted = h.move;
    if (hinted.type === 'draw' || (hinted.type === 'play' && !('train' in hinted)))
      throw new Error('a line move at a train table');
    const move =
      hinted.type === 'stop' ? { stop: true as const } : { tile: hinted.tile, train: hinted.train };
    table = (await playMove(t.ctx, { tableId: table.id, playerId: ANA.id, move })).table;
    const next = trainMatch(table)!;
    if (table.status === 'playing' && next.round.turn === 0) {
      const again = await hintFor(t.ctx, table.id, ANA.id);
      expect(again.handNo).toBe(next.round.round);
      expect(again.hints).toBe(next.round.round === st.round.round ? 2 : 1);
      expect(mexicanViewFor(next, 0).legalMoves).toContainEqual(again.move);
    }
  });

  it('refuses a table with another person, a spectator and a match that is over', async () => {
    const t = memoryTables();
    const withBen = await trainTable(t, true);
    expect(await hintFor(t.ctx, withBen.id, ANA.id).catch(codeOf)).toBe('hint/not-against-computers');
    const alone = await trainTable(t);
    expect(await hintFor(t.ctx, alone.id, BEN.id).catch(codeOf)).toBe('table/not-seated');
    await resign(t.ctx, alone.id, ANA.id);
    expect(await hintFor(t.ctx, alone.id, ANA.id).catch(codeOf)).toBe('move/match-over');
  });
});
