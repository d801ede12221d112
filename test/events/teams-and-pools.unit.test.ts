/**
 * Partnership events and four-player pools, from the operations through the pairing to real
 * tables, on the in-memory adapters: teams of two join, sit as partners (seats 0 and 2 against 1
 * and 3) and score as one; a pool round seats four at a table, balanced over the rounds.
 */
import { describe, expect, it } from 'vitest';
import { entrantName } from '../../functions/events/model';
import {
  createEvent,
  joinEvent,
  leaveEvent,
  removeEntrant,
  startEvent,
} from '../../functions/events/operations';
import { meetings, poolRound, poolRounds } from '../../functions/events/pools';
import { crosstable, standings } from '../../functions/events/standings';
import { syncRound } from '../../functions/events/tables';
import type { TableRecord } from '../../functions/tables/model';
import { resign } from '../../functions/tables/resign';
import { memoryEvent } from './memory-event';
import { SETTINGS } from './store-contract';

const person = (i: number) => ({ id: `p-${String(i).padStart(2, '0')}`, name: `P${i}` });
const seated = (t: TableRecord) => t.seats.map((s) => (s.kind === 'person' ? s.playerId : null));

describe('a partnership event', () => {
  it('pairs fixed teams, seats partners opposite, and scores the team', async () => {
    const m = memoryEvent();
    const people = Array.from({ length: 10 }, (_, i) => person(i));
    const e = await createEvent(
      m.ectx,
      people[0],
      { ...SETTINGS, game: 'partnership', rounds: 2, maxPlayers: 8 },
      { join: true },
    );
    // Teams: 0 & 1, 2 & 3, 4 & 5, 6 & 7; 8 enters a team whose partner, 9, leaves again.
    for (const i of [2, 4, 6, 8]) await joinEvent(m.ectx, e.id, people[i], null);
    for (const i of [1, 3, 5, 7, 9]) await joinEvent(m.ectx, e.id, people[i], null, people[i - 1].id);
    await expect(joinEvent(m.ectx, e.id, person(11), null, people[0].id)).rejects.toMatchObject({
      code: 'event/full',
    });
    await expect(joinEvent(m.ectx, e.id, person(11), null, 'p-nobody')).rejects.toMatchObject({
      code: 'event/not-entered',
    });
    await leaveEvent(m.ectx, e.id, people[9].id);
    expect((await m.events.findEvent(e.id))!.entrants.find((x) => x.playerId === people[8].id)!.partner).toBe(
      undefined,
    );
    expect((await m.events.myEventIds(people[9].id, 10, null)).items).toEqual([]);
    expect((await m.events.myEventIds(people[1].id, 10, null)).items).toEqual([e.id]);

    // The start leaves out the team without its partner.
    const started = await startEvent(m.ectx, e.id, people[0].id);
    expect(started.entrants.map((x) => x.playerId)).toEqual(['p-00', 'p-02', 'p-04', 'p-06']);
    expect(started.entrants.map(entrantName)).toEqual(['P0 & P1', 'P2 & P3', 'P4 & P5', 'P6 & P7']);
    expect((await m.events.myEventIds(people[8].id, 10, null)).items).toEqual([]);
    expect((await syncRound(m.ectx, m.ctx, e.id)).opened).toBe(2);

    const r1 = (await m.events.findRound(e.id, 1))!;
    const partnerOf = (id: string) => started.entrants.find((x) => x.playerId === id)!.partner!.playerId;
    for (const x of r1.matches) {
      const t = (await m.store.findTable(x.tableId!))!;
      expect(t.rules).toEqual({ preset: 'partnership', players: 4 });
      expect(t.rated).toBe(true);
      expect(seated(t)).toEqual([x.a, x.b, partnerOf(x.a), partnerOf(x.b!)]);
      // Every partner finds the table in their inbox.
      expect(await m.store.unfinishedTableCount(partnerOf(x.a), 10)).toBe(1);
    }
    // Board 1: a's partner (seat 2) resigns: team b wins. Board 2: b's partner (seat 3) resigns.
    const [b1, b2] = r1.matches;
    await resign(m.ctx, b1.tableId!, partnerOf(b1.a));
    await resign(m.ctx, b2.tableId!, partnerOf(b2.b!));
    await syncRound(m.ectx, m.ctx, e.id);
    const done = (await m.events.findRound(e.id, 1))!;
    expect(done.matches.map((x) => x.result!.winner)).toEqual(['b', 'a']);
    const table = standings(started.entrants, [done.matches], false);
    expect(
      table
        .filter((r) => r.score === 1)
        .map((r) => r.playerId)
        .sort(),
    ).toEqual([b1.b, b2.a].sort());

    // Round 2: the winners meet; removing a team's partner removes the team, a forfeit.
    const r2 = (await m.events.findRound(e.id, 2))!;
    const winners = r2.matches.find((x) => [x.a, x.b].includes(b1.b!))!;
    expect([winners.a, winners.b].sort()).toEqual([b1.b, b2.a].sort());
    await removeEntrant(m.ectx, e.id, people[0].id, partnerOf(winners.a));
    const after = (await m.events.findRound(e.id, 2))!.matches.find((x) => x.board === winners.board)!;
    expect(after.result).toEqual({ winner: 'b', how: 'forfeit', points: [0, 0] });
  });
});

describe('four-player pools', () => {
  it('seat four at a table each round, and play the rounds out at real tables', async () => {
    const m = memoryEvent();
    const people = Array.from({ length: 8 }, (_, i) => person(i));
    await expect(
      createEvent(m.ectx, people[0], { ...SETTINGS, game: 'block4' }, { join: true }),
    ).rejects.toMatchObject({ code: 'event/bad-settings' });
    const e = await createEvent(
      m.ectx,
      people[0],
      { ...SETTINGS, game: 'block4', format: 'round-robin', rounds: null, minPlayers: 4, maxPlayers: 9 },
      { join: true },
    );
    for (const p of people.slice(1)) await joinEvent(m.ectx, e.id, p, null);
    const started = await startEvent(m.ectx, e.id, people[0].id);
    expect(started.roundCount).toBe(poolRounds(8));
    for (let round = 1; round <= 3; round++) {
      expect((await syncRound(m.ectx, m.ctx, e.id)).opened).toBe(2);
      const r = (await m.events.findRound(e.id, round))!;
      expect(r.matches.map((x) => [x.a, x.b, ...(x.more ?? [])].length)).toEqual([4, 4]);
      expect(new Set(r.matches.flatMap((x) => [x.a, x.b, ...x.more!])).size).toBe(8);
      for (const x of r.matches) {
        const t = (await m.store.findTable(x.tableId!))!;
        expect(t.rules).toEqual({ preset: 'block', players: 4 });
        expect(seated(t)).toEqual([x.a, x.b, ...x.more!]);
        // Seat 3 resigns: the best of the other three wins.
        await resign(m.ctx, x.tableId!, x.more![1]);
      }
    }
    await syncRound(m.ectx, m.ctx, e.id);
    const over = (await m.events.findEvent(e.id))!;
    expect(over.status).toBe('finished');
    const rounds = (await m.events.listRounds(e.id)).map((r) => r.matches);
    for (const x of rounds.flat()) expect(['a', 'b', 'c']).toContain(x.result!.winner);
    // Six wins (one a table) in the standings; each loser's Buchholz counts its three opponents.
    const rows = standings(over.entrants, rounds, false);
    expect(rows.reduce((s, r) => s + r.score, 0)).toBe(6);
    const cross = crosstable(over.entrants, rounds);
    expect(over.entrants.every((x) => cross.get(x.playerId)!.every((c) => c.opponents.length === 3))).toBe(
      true,
    );
    expect([...cross.values()].map((c) => c.length)).toEqual(new Array(8).fill(3));
    // A winner's Buchholz is the sum of its three opponents' scores.
    const top = rows[0];
    const opponents = cross.get(top.playerId)!.flatMap((c) => c.opponents);
    const score = new Map(rows.map((r) => [r.playerId, r.score]));
    expect(top.buchholz).toBe(opponents.reduce((s, id) => s + score.get(id)!, 0));
  });

  it('the schedule: each round seats everyone once; 16 players meet each other exactly once', () => {
    for (const n of [4, 8, 12, 16, 20, 24, 7, 13]) {
      const ids = Array.from({ length: n }, (_, i) => `p${String(i).padStart(2, '0')}`);
      const tables: string[][] = [];
      const byes = new Map<string, number>();
      for (let r = 0; r < poolRounds(n); r++) {
        const out = poolRound(ids, { tables, byes, firstSeats: new Map() });
        expect(out.tables.every((t) => t.length === 4)).toBe(true);
        expect([...out.tables.flat(), ...out.byes].sort()).toEqual(ids);
        expect(out.byes).toHaveLength(n % 4);
        // The same history, the same round.
        expect(poolRound(ids, { tables, byes, firstSeats: new Map() })).toEqual(out);
        tables.push(...out.tables);
        for (const b of out.byes) byes.set(b, (byes.get(b) ?? 0) + 1);
      }
      const met = [...meetings(tables).values()];
      // Balanced: no pair meets a third time; byes differ by one at most.
      expect(Math.max(...met), `${n} players`).toBeLessThanOrEqual(2);
      const b = ids.map((id) => byes.get(id) ?? 0);
      expect(Math.max(...b) - Math.min(...b)).toBeLessThanOrEqual(1);
      if (n === 16) {
        expect(met).toHaveLength((16 * 15) / 2);
        expect(met.every((x) => x === 1)).toBe(true);
      }
    }
  });
});
