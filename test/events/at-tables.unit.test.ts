/**
 * An event's rounds at real tables on the in-memory adapters (tables and events): a two-player
 * Swiss of two rounds runs to its end (the bug of issue 36: it stayed at round 1); a duplicate
 * round's tables deal alike from the round's committed seed.
 */
import { describe, expect, it } from 'vitest';
import { tableResource } from '../../functions/api/table-resource';
import { duplicateHandSeed, verifyRoundDeal } from '../../functions/events/duplicate';
import { createEvent, joinEvent, startEvent } from '../../functions/events/operations';
import { syncRound } from '../../functions/events/tables';
import { poolOf } from '../../functions/ratings/pools';
import { commitmentOf, fairDealOf } from '../../functions/tables/fair-deal';
import { lineMatch, type TableRecord } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import { turnAt } from '../support/memory-tables';
import { memoryEvent } from './memory-event';
import { SETTINGS } from './store-contract';

const ANA = { id: 'p-ana', name: 'Ana' };
const BEN = { id: 'p-ben', name: 'Ben' };

describe('a two-player Swiss of two rounds', () => {
  it('plays both rounds, the players meeting again, and finishes', async () => {
    const m = memoryEvent();
    const e = await createEvent(m.ectx, ANA, { ...SETTINGS, rounds: 2 }, { join: true });
    await joinEvent(m.ectx, e.id, BEN, null);
    const started = await startEvent(m.ectx, e.id, ANA.id);
    expect(started.roundCount).toBe(2);
    expect((await syncRound(m.ectx, m.ctx, e.id)).opened).toBe(1);

    const r1 = (await m.events.findRound(e.id, 1))!;
    await resign(m.ctx, r1.matches[0].tableId!, r1.matches[0].b!);
    const s1 = await syncRound(m.ectx, m.ctx, e.id);
    expect(s1).toMatchObject({ recorded: 1, opened: 1 });
    expect((await m.events.findEvent(e.id))!.round).toBe(2);

    const r2 = (await m.events.findRound(e.id, 2))!;
    expect(r2.matches).toHaveLength(1);
    // They meet again, the seats swapped.
    expect([r2.matches[0].a, r2.matches[0].b]).toEqual([r1.matches[0].b, r1.matches[0].a]);
    await resign(m.ctx, r2.matches[0].tableId!, r2.matches[0].a);
    const s2 = await syncRound(m.ectx, m.ctx, e.id);
    expect(s2.recorded).toBe(1);
    const done = (await m.events.findEvent(e.id))!;
    expect(done.status).toBe('finished');
    expect(done.round).toBe(2);
  });
});

describe('events in the Threes pools', () => {
  it('open their round’s table with the pool’s game, rated in its pool', async () => {
    for (const [game, preset] of [
      ['allThrees2', 'allThrees'],
      ['fivesAndThrees2', 'fivesAndThrees'],
    ] as const) {
      const m = memoryEvent();
      const e = await createEvent(m.ectx, ANA, { ...SETTINGS, game, rounds: 1 }, { join: true });
      await joinEvent(m.ectx, e.id, BEN, null);
      await startEvent(m.ectx, e.id, ANA.id);
      expect((await syncRound(m.ectx, m.ctx, e.id)).opened, game).toBe(1);
      const r1 = (await m.events.findRound(e.id, 1))!;
      const table = (await m.store.findTable(r1.matches[0].tableId!))!;
      expect([table.rules, table.rated], game).toEqual([
        expect.objectContaining({ preset, players: 2 }),
        SETTINGS.rated,
      ]);
      expect(poolOf(table.rules), game).toBe(game);
    }
  });
});

describe('a duplicate round at real tables', () => {
  /** Plays `table` (each side its `pick`-th legal move) until hand 1 has ended. */
  async function playHandOne(m: ReturnType<typeof memoryEvent>, id: string, pick: number) {
    for (let k = 0; k < 200; k++) {
      const t = (await m.store.findTable(id))!;
      if (lineMatch(t)!.handNo > 1 || lineMatch(t)!.winner >= 0) return t;
      const turn = turnAt(t, pick + k);
      await playMove(m.ctx, { tableId: id, playerId: turn.playerId!, move: turn.move });
    }
    throw new Error(`table ${id}: hand 1 did not end`);
  }

  it('deals every table the same hands and boneyard to the same seats, hand after hand, as committed', async () => {
    const m = memoryEvent();
    const players = Array.from({ length: 8 }, (_, i) => ({ id: `p-${i}`, name: `P${i}` }));
    const e = await createEvent(
      m.ectx,
      players[0],
      { ...SETTINGS, game: 'block2', duplicate: true, rounds: 2 },
      { join: true },
    );
    for (const p of players.slice(1)) await joinEvent(m.ectx, e.id, p, null);
    await startEvent(m.ectx, e.id, players[0].id);
    expect((await syncRound(m.ectx, m.ctx, e.id)).opened).toBe(4);
    const round = (await m.events.findRound(e.id, 1))!;
    const tables = await Promise.all(round.matches.map(async (x) => (await m.store.findTable(x.tableId!))!));

    const dealOf = (t: TableRecord) => ({ hands: lineMatch(t)!.hand.hands, bone: lineMatch(t)!.hand.bone });
    for (const [i, t] of tables.entries()) {
      expect(t.event).toEqual({
        id: e.id,
        name: SETTINGS.name,
        round: 1,
        board: round.matches[i].board,
        dealSeed: round.deal!.seed,
      });
      expect(lineMatch(t)!.hand.seed).toBe(duplicateHandSeed(round.deal!.seed, 1));
      expect(dealOf(t)).toEqual(dealOf(tables[0]));
      // The table resource shows its event, never the round's seed.
      const shown = await tableResource(t, round.matches[i].a);
      expect(shown.event).toEqual({
        id: e.id,
        name: SETTINGS.name,
        round: 1,
        board: round.matches[i].board,
        eventUrl: `/v1/events/${e.id}`,
      });
      expect(JSON.stringify(shown)).not.toContain(round.deal!.seed);
    }
    // Each table plays hand 1 its own way; hand 2 is dealt alike all the same.
    const after = [];
    for (const [i, t] of tables.entries()) after.push(await playHandOne(m, t.id, i));
    expect(new Set(after.map((t) => lineMatch(t)!.last!.log.join(','))).size).toBeGreaterThan(1);
    for (const t of after) {
      expect(lineMatch(t)!.handNo).toBe(2);
      expect(dealOf(t)).toEqual(dealOf(after[0]));
      // Each table's own fair deal: hand 1's seed revealed, hashing with its salt to what it showed.
      const fair = fairDealOf(t);
      expect(fair.revealed!.seed).toBe(duplicateHandSeed(round.deal!.seed, 1));
      expect(fair.revealed!.commitment).toBe(commitmentOf(fair.revealed!.seed, t.lastSalt!));
    }
    // Hand 2's deal is not what a seed from hand 1's reveals: one way.
    expect(lineMatch(after[0])!.hand.seed).toBe(duplicateHandSeed(round.deal!.seed, 2));
    expect(lineMatch(after[0])!.hand.seed).not.toContain(round.deal!.seed);

    // The round ends (resignations); its seed and salt verify against the commitment made at the pairing.
    for (const x of round.matches) await resign(m.ctx, x.tableId!, x.b!);
    await syncRound(m.ectx, m.ctx, e.id);
    const done = (await m.events.findRound(e.id, 1))!;
    expect(done.finishedAt).not.toBeNull();
    expect(done.deal!.commitment).toBe(round.deal!.commitment);
    expect(verifyRoundDeal(done.deal!.commitment, done.deal!.seed, done.deal!.salt)).toBe(true);
    // Round 2 deals from its own seed, at every table alike.
    const r2 = (await m.events.findRound(e.id, 2))!;
    expect(r2.deal!.seed).not.toBe(round.deal!.seed);
    const t2 = await Promise.all(r2.matches.map(async (x) => (await m.store.findTable(x.tableId!))!));
    expect(t2.map((t) => t.event!.round)).toEqual([2, 2, 2, 2]);
    for (const t of t2) expect(dealOf(t)).toEqual(dealOf(t2[0]));
    expect(dealOf(t2[0])).not.toEqual(dealOf(tables[0]));
  });
});
