import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POOL_SEATS, type Pool, type QueueEntry, type QueueKey } from '../../functions/pairing/model';
import { allowedGap, mayMeet, planWave, teamGap, waitedSeconds } from '../../functions/pairing/wave';

const NOW = new Date('2026-12-06T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

function entry(n: number, rating: number, waited: number, extra: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: `e${String(n).padStart(3, '0')}`,
    queue: { pool: 'draw2', pace: 'live', rated: true },
    playerId: `p${n}`,
    name: `P${n}`,
    rating,
    joinedAt: ago(waited),
    avoid: [],
    ...extra,
  };
}

const live = (pool: Pool): QueueKey => ({ pool, pace: 'live', rated: true });

/** Entries from generated (rating, waited, player) triples; a player may hold several entries. */
const entriesArb = (max: number) =>
  fc
    .array(fc.tuple(fc.integer({ min: 600, max: 2400 }), fc.integer({ min: 0, max: 200 }), fc.nat(40)), {
      maxLength: max,
    })
    .map((xs) => xs.map(([r, w, p], i) => entry(i, r, w, { playerId: `p${p}` })));

describe('the allowed gap widens with the wait (docs/pairing.md#the-curve)', () => {
  it('live: 100 at once, 10 more a second, 600 at 50 s, anyone from 90 s', () => {
    expect(allowedGap('live', 0)).toBe(100);
    expect(allowedGap('live', 10)).toBe(200);
    expect(allowedGap('live', 50)).toBe(600);
    expect(allowedGap('live', 89)).toBe(600);
    expect(allowedGap('live', 90)).toBeNull();
  });

  it('correspondence: 100 at once, 100 more an hour, 600 at 5 h, anyone from 12 h', () => {
    expect(allowedGap('1d', 0)).toBe(100);
    expect(allowedGap('7d', 3600)).toBe(200);
    expect(allowedGap('2d', 5 * 3600)).toBe(600);
    expect(allowedGap('3d', 12 * 3600)).toBeNull();
  });

  it('never narrows as the wait goes on', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.constantFrom('live', '1d', '7d' as const),
        (a, b, pace) => {
          const [short, long] = [Math.min(a, b), Math.max(a, b)];
          const g1 = allowedGap(pace, short);
          const g2 = allowedGap(pace, long);
          expect(g2 === null || (g1 !== null && g2 >= g1)).toBe(true);
        },
      ),
    );
  });
});

describe('a two-player wave', () => {
  it('pairs near ratings first: the maximum-weight matching, not the order of arrival', () => {
    const es = [entry(1, 1500, 5), entry(2, 1580, 4), entry(3, 1510, 3), entry(4, 1590, 2)];
    const { pairings } = planWave(live('draw2'), es, NOW);
    const pairs = pairings
      .map((p) =>
        p.seats
          .map((s) => s.playerId)
          .sort()
          .join('+'),
      )
      .sort();
    expect(pairs).toEqual(['p1+p3', 'p2+p4']);
  });

  it('makes the most tables it can before it makes the gaps small', () => {
    // 1500-1560 and 1590-1650 is two tables; 1560-1590 alone would be one with a smaller gap.
    const es = [entry(1, 1500, 8), entry(2, 1560, 8), entry(3, 1590, 8), entry(4, 1650, 8)];
    expect(planWave(live('draw2'), es, NOW).pairings).toHaveLength(2);
  });

  it('leaves a pair whose gap is wider than the longer waiter allows, and pairs it once the wait widens it', () => {
    const es = [entry(1, 1500, 0), entry(2, 1750, 0)];
    expect(planWave(live('draw2'), es, NOW).pairings).toHaveLength(0);
    const later = [entry(1, 1500, 16), entry(2, 1750, 0)];
    expect(planWave(live('draw2'), later, NOW).pairings).toHaveLength(1);
  });

  it('never pairs a person with the one they last played while anyone else waits', () => {
    const a = entry(1, 1500, 30, { avoid: ['p2'] });
    const b = entry(2, 1500, 30, { avoid: ['p1'] });
    const c = entry(3, 1700, 0);
    const { pairings } = planWave(live('draw2'), [a, b, c], NOW);
    expect(pairings).toHaveLength(1);
    expect(pairings[0].seats.map((s) => s.playerId)).not.toEqual(['p1', 'p2']);
    // Alone together, they play again.
    expect(planWave(live('draw2'), [a, b], NOW).pairings).toHaveLength(1);
  });

  it('never seats one person against themselves (a correspondence player holds several entries)', () => {
    const es = [entry(1, 1500, 0, { playerId: 'p1' }), entry(2, 1500, 0, { playerId: 'p1' })];
    expect(planWave(live('draw2'), es, NOW).pairings).toHaveLength(0);
  });

  it('properties: each entry at one table at most, every pair may meet, and no two waiting could', () => {
    fc.assert(
      fc.property(entriesArb(30), (es) => {
        const people = new Set(es.map((e) => e.playerId)).size;
        const { pairings, waiting } = planWave(live('draw2'), es, NOW);
        const seated = pairings.flatMap((p) => p.seats.map((s) => s.id));
        expect(new Set(seated).size).toBe(seated.length);
        expect(seated.length + waiting.length).toBe(es.length);
        for (const p of pairings) expect(mayMeet('live', p.seats[0], p.seats[1], NOW, people)).toBe(true);
        // Maximal: no two left waiting may meet (a maximum matching leaves no free edge).
        for (let i = 0; i < waiting.length; i++)
          for (let j = i + 1; j < waiting.length; j++)
            expect(mayMeet('live', waiting[i], waiting[j], NOW, people)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('three- and four-player waves', () => {
  it('seat as many as the pool seats, each person once, within the gap of the longest wait in the table', () => {
    for (const pool of ['ffa3', 'ffa4', 'partnership', 'mexicanTrain', 'doubleNinePartnership'] as const) {
      fc.assert(
        fc.property(entriesArb(40), (es) => {
          const { pairings } = planWave(live(pool), es, NOW);
          const seated = pairings.flatMap((p) => p.seats.map((s) => s.id));
          expect(new Set(seated).size).toBe(seated.length);
          for (const p of pairings) {
            expect(p.seats).toHaveLength(POOL_SEATS[pool]);
            expect(new Set(p.seats.map((s) => s.playerId)).size).toBe(POOL_SEATS[pool]);
            const ratings = p.seats.map((s) => s.rating);
            const gap = allowedGap('live', Math.max(...p.seats.map((s) => waitedSeconds(s, NOW))));
            expect(gap === null || Math.max(...ratings) - Math.min(...ratings) <= gap).toBe(true);
          }
        }),
        { numRuns: 100 },
      );
    }
  });

  it('a partnership table sets the strongest and the weakest against the two between (near team strength)', () => {
    const es = [entry(1, 1800, 60), entry(2, 1700, 60), entry(3, 1650, 60), entry(4, 1500, 60)];
    const [table] = planWave(live('partnership'), es, NOW).pairings;
    expect(table.seats.map((s) => s.rating)).toEqual([1800, 1700, 1500, 1650]);
    expect(teamGap(table.seats)).toBe(50);
  });

  it('property: the partnership split is the nearest of the three ways to make two teams of four', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 4, maxLength: 4 }), (rs) => {
        const es = rs.map((r, i) => entry(i, r, 200));
        const [table] = planWave(live('partnership'), es, NOW).pairings;
        const [a, b, c, d] = rs;
        const best = Math.min(Math.abs(a + b - c - d), Math.abs(a + c - b - d), Math.abs(a + d - b - c));
        expect(teamGap(table.seats)).toBe(best);
      }),
    );
  });

  it('Mexican Train seats four, the longest waiter first; the double-nine partnership splits as partnership', () => {
    const es = [1500, 1510, 1490, 1520, 1480, 1530, 1470, 1540, 1900].map((r, i) => entry(i, r, 60 - i));
    const { pairings, waiting } = planWave(live('mexicanTrain'), es, NOW);
    expect(pairings.map((p) => p.seats.length)).toEqual([4, 4]);
    expect(pairings[0].seats[0].id).toBe('e000');
    expect(waiting.map((e) => e.rating)).toEqual([1900]);
    const four = [entry(1, 1800, 60), entry(2, 1700, 60), entry(3, 1650, 60), entry(4, 1500, 60)];
    const [table] = planWave(live('doubleNinePartnership'), four, NOW).pairings;
    expect(table.seats.map((s) => s.rating)).toEqual([1800, 1700, 1500, 1650]);
  });

  it('leaves out a rematch while anyone else waits', () => {
    const es = [
      entry(1, 1500, 60, { avoid: ['p2'] }),
      entry(2, 1500, 60),
      entry(3, 1500, 60),
      entry(4, 1500, 60),
    ];
    const [table] = planWave(live('ffa3'), es, NOW).pairings;
    const ids = table.seats.map((s) => s.playerId);
    expect(ids.includes('p1') && ids.includes('p2')).toBe(false);
  });
});
