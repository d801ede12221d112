/**
 * Notifications of a Mexican Train table (functions/notifications/events.ts), from records made
 * on the in-memory store: your turn as at any table, and table.ended with the places.
 */
import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../functions/i18n/index';
import { eventsOf } from '../../functions/notifications/events';
import type { EventData } from '../../functions/notifications/model';
import { describeIn } from '../../functions/notifications/texts';
import { createTable, join, start } from '../../functions/tables/lifecycle';
import { trainMatch } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import { mexicanViewFor } from '../../shared/engine/games/mexican-train';
import { ANA, BEN, memoryTables, spec } from '../support/memory-tables';

const BASE = 'https://play.example';

/** Ana (seat 0), Ben (seat 1) and a greedy computer player (seat 2) at a Mexican Train table. */
async function trainTable(t: ReturnType<typeof memoryTables>) {
  const rules = { game: 'mexicanTrain' as const, players: 3, set: 9 as const };
  const seats = [
    { kind: 'person' as const },
    { kind: 'person' as const },
    { kind: 'computer' as const, level: 'greedy' as const },
  ];
  const { table } = await createTable(t.ctx, ANA, spec({ rules, seats }));
  await join(t.ctx, table.id, BEN);
  const joined = (await t.store.findTable(table.id))!;
  return { joined, started: await start(t.ctx, table.id, ANA.id) };
}

describe('notifications of a Mexican Train table', () => {
  it('tells the person to move that it is their turn, once a turn', async () => {
    const t = memoryTables();
    const { joined, started } = await trainTable(t);
    const st = trainMatch(started)!;
    const toMove = st.round.turn === 0 ? ANA.id : BEN.id;
    const atStart = eventsOf(joined, started, BASE);
    expect(atStart.filter((e) => e.type === 'table.your_turn').map((e) => e.playerId)).toEqual([toMove]);
    expect(
      atStart
        .filter((e) => e.type === 'table.started')
        .map((e) => e.playerId)
        .sort(),
    ).toEqual([ANA.id, BEN.id].sort());
    // Read again, unchanged: no second notification.
    expect(eventsOf(started, started, BASE).filter((e) => e.type === 'table.your_turn')).toEqual([]);
    // A move hands the turn on: the next person to move is told.
    const m = mexicanViewFor(st, st.round.turn).legalMoves![0];
    const move = m.type === 'stop' ? { stop: true as const } : { tile: m.tile, train: m.train };
    const moved = (await playMove(t.ctx, { tableId: started.id, playerId: toMove, move })).table;
    const next = trainMatch(moved)!.round.turn;
    const turns = eventsOf(started, moved, BASE).filter((e) => e.type === 'table.your_turn');
    if (next === 2 || next === st.round.turn) expect(turns).toEqual([]);
    else expect(turns.map((e) => (e.data as EventData).seat)).toEqual([next]);
  });

  it('ends with the places, the seats placed first as the winners and the totals as the scores', async () => {
    const t = memoryTables();
    const { started } = await trainTable(t);
    const over = await resign(t.ctx, started.id, BEN.id);
    const st = trainMatch(over)!;
    expect(st.places![1]).toBe(3);
    const ended = eventsOf(started, over, BASE).filter((e) => e.type === 'table.ended');
    expect(ended.map((e) => e.playerId).sort()).toEqual([ANA.id, BEN.id].sort());
    const winners = st.places!.flatMap((p, seat) => (p === 1 ? [seat] : []));
    for (const e of ended)
      expect((e.data as EventData).result).toEqual({
        winner: winners[0],
        winners,
        scores: st.totals,
        forfeitedBy: 1,
        places: st.places,
      });
    // Told in words: Ana shares the first place (no round was scored), Ben resigned and lost.
    const words = await wordsIn('en');
    const told = (playerId: string) => {
      const e = ended.find((x) => x.playerId === playerId)!;
      return describeIn(words, { type: e.type, data: e.data }, new Date(over.updatedAt));
    };
    expect(told(ANA.id)).toContain('you won');
    expect(told(BEN.id)).toContain('you lost');
  });
});
