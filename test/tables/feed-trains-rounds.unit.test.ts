/**
 * A Mexican Train table keeps every round (an archive item a finished round, written with the
 * move that ends it) and its feed tells them all, on the in-memory store: a round finished within
 * one change, every round of a match in order to a follower who reads only at the end, any cursor
 * (across a round's end too), and no hidden tile of the round in play in anyone's feed.
 */
import { describe, expect, it } from 'vitest';
import { finishedRound, readFeedPage } from '../../functions/tables/feed-read';
import type { TrainFeedEvent } from '../../functions/tables/feed-trains';
import { createTable, start } from '../../functions/tables/lifecycle';
import { type TableRecord, trainMatch } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { mexicanViewFor, ROUND_OUT, setOf } from '../../shared/engine/games/mexican-train';
import { ANA, type MemoryTables, memoryTables, spec } from '../support/memory-tables';

const greedy = { kind: 'computer' as const, level: 'greedy' as const };

/** Every event of the feed after `since`, read `limit` at a time as a client pages it. */
async function feedAfter(
  t: MemoryTables,
  table: TableRecord,
  seat: number | null,
  since: number,
  limit = 5,
): Promise<TrainFeedEvent[] & { next: number }> {
  const out: TrainFeedEvent[] = [];
  for (let at = since; ; ) {
    const page = await readFeedPage(t.ctx, table, seat, at, limit);
    out.push(...(page.events as TrainFeedEvent[]));
    expect(page.next).toBeGreaterThanOrEqual(at);
    at = page.next;
    if (!page.more) return Object.assign(out, { next: at });
  }
}

/** Ana's first legal move at a train table, as a client sends it. */
function firstMove(table: TableRecord) {
  const m = mexicanViewFor(trainMatch(table)!, 0).legalMoves![0];
  return m.type === 'stop' ? { stop: true as const } : { tile: m.tile, train: m.train };
}

/** Every tile a feed event names. */
function tilesOf(e: TrainFeedEvent): string[] {
  if (e.type === 'roundDealt') return [e.engine, ...(e.hand ?? [])];
  if (e.type === 'trainPlay' || e.type === 'trainDraw') return e.tile ? [e.tile] : [];
  if (e.type === 'roundEnded') return e.hands.flat();
  return [];
}

describe('a Mexican Train table’s feed keeps every round', () => {
  it('tells a round played and finished within one change whole, from its archive', async () => {
    const t = memoryTables();
    // Round 9 of double-nine (engine 1-1): the computer player moves first and goes out with its
    // one tile while the table starts; Ana (9-9) never moves in it.
    const n = (name: string) => setOf({ set: 9 } as never).parse(name)!;
    const deal = { hands: [[n('9-9')], [n('1-2')]], opener: 1, round: 9 };
    const rules = { game: 'mexicanTrain' as const, players: 2, set: 9 as const };
    const { table: open } = await createTable(
      t.ctx,
      ANA,
      spec({ rules, seats: [{ kind: 'person' }, greedy], dev: { seed: 'one-change', deal } }),
    );
    const table = await start(t.ctx, open.id, ANA.id);
    expect(trainMatch(table)!.round.round).toBe(10);
    const before = open.version;
    const archived = await finishedRound(t.ctx, table.id, 9);
    expect(archived).toMatchObject({ record: { round: 9, end: ROUND_OUT, out: 1 }, salt: null });
    expect(archived!.record).toEqual(trainMatch(table)!.last);
    expect(await finishedRound(t.ctx, table.id, 10)).toBeNull();
    for (const seat of [0, 1, null]) {
      const events = await feedAfter(t, table, seat, 0);
      const nine = events.filter((e) => e.handNo === 9);
      expect(nine.map((e) => e.type)).toEqual(['roundDealt', 'trainPlay', 'roundEnded']);
      // One change: the start dealt it, played it and ended it (and dealt round 10).
      for (const e of nine) expect(e.version > before && e.version <= table.version).toBe(true);
      expect(nine[1]).toMatchObject({ type: 'trainPlay', seat: 1, tile: '1-2', train: 1 });
      expect(nine[2]).toMatchObject({ out: 1, hands: [['9-9'], []], adds: [18, 0] });
      expect(events.find((e) => e.type === 'roundsNotKept')).toBeUndefined();
      expect(events.filter((e) => e.type === 'roundDealt').map((e) => e.handNo)).toEqual([9, 10]);
    }
  });

  it('tells rounds 1..n in order to a follower who reads once, as to those who read every change, from any cursor, hiding the round in play', async () => {
    const t = memoryTables();
    const rules = { game: 'mexicanTrain' as const, players: 2, set: 9 as const };
    const { table: open } = await createTable(
      t.ctx,
      ANA,
      spec({ rules, seats: [{ kind: 'person' }, greedy], dev: null }),
    );
    let table = await start(t.ctx, open.id, ANA.id);
    const readers = [0, 1, null];
    const steady = readers.map(() => ({ since: 0, events: [] as TrainFeedEvent[] }));
    const follow = async () => {
      for (const [i, seat] of readers.entries()) {
        const events = await feedAfter(t, table, seat, steady[i].since, 7);
        steady[i].events.push(...events);
        steady[i].since = events.next;
      }
    };
    await follow();
    while (table.status === 'playing') {
      // The leak check: no tile another seat holds, nor one in the boneyard, in any event of the
      // round in play, for each seat and a spectator.
      const st = trainMatch(table)!;
      const set = setOf(st.rules);
      for (const [i, seat] of readers.entries()) {
        const hidden = new Set(
          [...st.round.hands.flatMap((h, s) => (s === seat ? [] : h)), ...st.round.bone].map(set.name),
        );
        const now = steady[i].events.filter((e) => e.handNo === st.round.round);
        expect(now.length).toBeGreaterThan(0);
        for (const e of now)
          for (const tile of tilesOf(e)) expect(hidden.has(tile), `${seat} ${tile}`).toBe(false);
      }
      table = (await playMove(t.ctx, { tableId: table.id, playerId: ANA.id, move: firstMove(table) })).table;
      await follow();
    }
    const st = trainMatch(table)!;
    const rounds = Array.from({ length: st.rules.rounds }, (_, i) => i + 1);
    expect((await t.store.roundArchives(table.id, 0, 100)).map((a) => a.record.round)).toEqual(rounds);
    for (const [i, seat] of readers.entries()) {
      const once = [...(await feedAfter(t, table, seat, 0, 40))];
      expect(once.filter((e) => e.type === 'roundDealt').map((e) => e.handNo)).toEqual(rounds);
      expect(once.filter((e) => e.type === 'roundEnded').map((e) => e.handNo)).toEqual(rounds);
      expect(once.at(-1)).toMatchObject({ type: 'trainMatchEnded', places: st.places });
      expect(once.some((e) => e.type === 'roundsNotKept')).toBe(false);
      // Read once at the end, the feed is what it was read change by change.
      expect(once).toEqual(steady[i].events);
      // From a cursor just before, at and just after each round's end, the rest of the same feed.
      const ends = once.filter((e) => e.type === 'roundEnded').map((e) => e.version);
      for (const since of ends.flatMap((v) => [v - 1, v, v + 1]))
        expect([...(await feedAfter(t, table, seat, since, 1000))]).toEqual(
          once.filter((e) => e.version > since),
        );
    }
  });
});
