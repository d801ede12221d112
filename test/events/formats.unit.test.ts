/**
 * Round-robin (functions/events/round-robin.ts) meets every pair once, one bye a player for an
 * odd count, seats balanced within one; single elimination (elimination.ts) seeds the bracket
 * 1 v last, gives the byes to the top seeds and plays to one champion; a removed player's match
 * is the other's forfeit win at once (rounds.ts).
 */
import { describe, expect, it } from 'vitest';
import { bracketOrder, eliminationRounds, firstEliminationRound } from '../../functions/events/elimination';
import type { Entrant, EventMatch } from '../../functions/events/model';
import { roundRobinRound, roundRobinRounds } from '../../functions/events/round-robin';
import { nextRound } from '../../functions/events/rounds';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
const entrants = (n: number, removed: string[] = []): Entrant[] =>
  ids(n).map((playerId) => ({
    playerId,
    name: playerId,
    joinedAt: '2026-12-06T00:00:00.000Z',
    ...(removed.includes(playerId) ? { removed: true as const } : {}),
  }));

describe('round-robin', () => {
  it.each(Array.from({ length: 19 }, (_, i) => i + 2))(
    '%i players: every pair meets once, seats within one',
    (n) => {
      const met = new Map<string, number>();
      const first = new Map<string, number>();
      const byes = new Map<string, number>();
      for (let r = 1; r <= roundRobinRounds(n); r++) {
        const { pairs, bye } = roundRobinRound(ids(n), r);
        const seen = pairs.flat();
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length + (bye === null ? 0 : 1)).toBe(n);
        if (bye !== null) byes.set(bye, (byes.get(bye) ?? 0) + 1);
        for (const [a, b] of pairs) {
          const key = [a, b].sort().join('-');
          met.set(key, (met.get(key) ?? 0) + 1);
          first.set(a, (first.get(a) ?? 0) + 1);
          first.set(b, first.get(b) ?? 0);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((c) => c === 1)).toBe(true);
      expect([...byes.values()].every((c) => c === 1)).toBe(true);
      expect(byes.size).toBe(n % 2 === 1 ? n : 0);
      const games = n % 2 === 1 ? n - 1 : n - 1;
      for (const id of ids(n)) expect(Math.abs(2 * first.get(id)! - games), id).toBeLessThanOrEqual(1);
    },
  );

  it('refuses a round outside the schedule', () => {
    expect(() => roundRobinRound(ids(4), 4)).toThrow(RangeError);
  });
});

describe('single elimination', () => {
  it('seeds the bracket so the top two can meet only in the final', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
  });

  it('gives the byes of a count short of a power of two to the top seeds', () => {
    const r1 = firstEliminationRound(ids(6));
    expect(r1).toEqual([
      ['p0', null],
      ['p3', 'p4'],
      ['p1', null],
      ['p2', 'p5'],
    ]);
  });

  it.each([2, 3, 5, 8, 13, 16])('%i players play to one champion in ceil(log2 n) rounds', (n) => {
    const event = {
      format: 'elimination' as const,
      entrants: entrants(n),
      duplicate: false,
      roundCount: eliminationRounds(n),
    };
    const rounds: EventMatch[][] = [];
    for (;;) {
      const next = nextRound(event, rounds);
      if (!next) break;
      // The lower id wins: the top seed takes the title.
      for (const m of next) {
        if (!m.result) m.result = { winner: m.a < m.b! ? 'a' : 'b', how: 'played', points: [0, 0] };
      }
      rounds.push(next);
    }
    expect(rounds.length).toBe(Math.ceil(Math.log2(n)));
    const final = rounds.at(-1)!;
    expect(final).toHaveLength(1);
    expect(final[0].result!.winner === 'a' ? final[0].a : final[0].b).toBe('p0');
  });
});

describe('removed players', () => {
  it('a round-robin match against a removed player is the other’s forfeit win at once', () => {
    const event = {
      format: 'round-robin' as const,
      entrants: entrants(4, ['p3']),
      duplicate: false,
      roundCount: 3,
    };
    const r1 = nextRound(event, [])!;
    const against = r1.find((m) => m.a === 'p3' || m.b === 'p3')!;
    expect(against.result).toEqual({
      winner: against.a === 'p3' ? 'b' : 'a',
      how: 'forfeit',
      points: [0, 0],
    });
    expect(r1.filter((m) => m !== against).every((m) => m.result === null)).toBe(true);
  });

  it('a Swiss pairs a removed player no more', () => {
    const event = {
      format: 'swiss' as const,
      entrants: entrants(5, ['p2']),
      duplicate: false,
      roundCount: 3,
    };
    const r1 = nextRound(event, [])!;
    expect(
      r1
        .flatMap((m) => [m.a, m.b])
        .filter((x) => x !== null)
        .sort(),
    ).toEqual(['p0', 'p1', 'p3', 'p4']);
  });
});
