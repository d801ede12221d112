/**
 * Swiss pairing (functions/events/swiss.ts) on random event histories: every round pairs everyone
 * but at most one bye; no repeat meeting while a pairing without one exists (always, by Dirac's
 * theorem, while fewer than n/2 rounds are played); among the pairings with the fewest repeats,
 * the smallest score differences (checked against every pairing on small events); one bye at most
 * a player; and the seat order gives seat 0 to the one who sat first less often.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entrant, EventMatch } from '../../functions/events/model';
import { nextRound } from '../../functions/events/rounds';
import { scores } from '../../functions/events/standings';
import { pairSwiss, type SwissPlayer, seatClash, swissPlayers } from '../../functions/events/swiss';

const entrants = (n: number): Entrant[] =>
  Array.from({ length: n }, (_, i) => ({
    playerId: `p${i}`,
    name: `P${i}`,
    joinedAt: '2026-12-06T00:00:00.000Z',
  }));

/** Plays `rounds` rounds of a Swiss of `n`, each result from `coins` (seat 0 wins on true). */
function playSwiss(n: number, rounds: number, coins: boolean[]) {
  const event = { format: 'swiss' as const, entrants: entrants(n), duplicate: false, roundCount: rounds };
  const played: EventMatch[][] = [];
  let c = 0;
  const checks: { players: SwissPlayer[]; matches: EventMatch[] }[] = [];
  for (let r = 0; r < rounds; r++) {
    const score = scores(event.entrants, played);
    const ids = [...score.keys()];
    const players = swissPlayers(ids, played, (id) => score.get(id)!);
    const matches = nextRound(event, played)!;
    checks.push({ players, matches });
    for (const m of matches) {
      if (m.result) continue;
      m.result = { winner: coins[c++ % coins.length] ? 'a' : 'b', how: 'played', points: [0, 0] };
    }
    played.push(matches);
  }
  return { played, checks };
}

/** The fewest repeats, then seat clashes, then the smallest sum of squared score-group differences of any pairing. */
function bestByBruteForce(players: SwissPlayer[]): [number, number, number] {
  const groups = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  const g = (p: SwissPlayer) => groups.indexOf(p.score);
  const low = groups.length - 1;
  const anyFreeBye = players.some((p) => !p.hadBye);
  let best: [number, number, number] = [Infinity, Infinity, Infinity];
  const better = (x: number[], y: number[]) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  const go = (left: SwissPlayer[], rep: number, clashes: number, diff: number, byeTaken: boolean) => {
    if (left.length === 0) {
      if (better([rep, clashes, diff], best) < 0) best = [rep, clashes, diff];
      return;
    }
    const [p, ...rest] = left;
    if (!byeTaken && players.length % 2 === 1 && (!p.hadBye || !anyFreeBye)) {
      go(rest, rep, clashes, diff + (low - g(p)) ** 2, true);
    }
    rest.forEach((q, k) => {
      const others = rest.filter((_, i) => i !== k);
      const c = seatClash(p, q) ? 1 : 0;
      go(others, rep + (p.met.has(q.id) ? 1 : 0), clashes + c, diff + (g(p) - g(q)) ** 2, byeTaken);
    });
  };
  go(players, 0, 0, 0, players.length % 2 === 0);
  return best;
}

function cost(players: SwissPlayer[], matches: EventMatch[]): [number, number, number] {
  const by = new Map(players.map((p) => [p.id, p]));
  const groups = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  const g = (id: string) => groups.indexOf(by.get(id)!.score);
  let rep = 0;
  let clashes = 0;
  let diff = 0;
  for (const m of matches) {
    if (m.b === null) diff += (groups.length - 1 - g(m.a)) ** 2;
    else {
      if (by.get(m.a)!.met.has(m.b)) rep++;
      if (seatClash(by.get(m.a)!, by.get(m.b)!)) clashes++;
      diff += (g(m.a) - g(m.b)) ** 2;
    }
  }
  return [rep, clashes, diff];
}

describe('Swiss pairing', () => {
  it('pairs everyone once a round, but one bye for an odd count, and a bye at most once a player', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 64 }),
        (n, rounds, coins) => {
          const r = Math.min(rounds, n - 1);
          const { played } = playSwiss(n, r, coins);
          const byes = new Map<string, number>();
          for (const matches of played) {
            const seen = matches.flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b]));
            expect(new Set(seen).size).toBe(n);
            expect(seen.length).toBe(n);
            const round = matches.filter((m) => m.b === null);
            expect(round.length).toBe(n % 2);
            for (const m of round) byes.set(m.a, (byes.get(m.a) ?? 0) + 1);
          }
          for (const count of byes.values()) expect(count).toBe(1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('no repeat meeting while fewer than n/2 rounds are played (a repeat-free pairing then always exists)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 64 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 64 }),
        (n, coins) => {
          const even = n + (n % 2);
          const rounds = Math.max(1, Math.min(even / 2, n - 1));
          const { played } = playSwiss(n, rounds, coins);
          const met = new Set<string>();
          for (const matches of played) {
            for (const m of matches) {
              if (m.b === null) continue;
              const key = [m.a, m.b].sort().join('-');
              expect(met.has(key), `${key} met twice`).toBe(false);
              met.add(key);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('on small events, the fewest repeats, then seat clashes, then the smallest score differences of any pairing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        (n, rounds, coins) => {
          const { checks } = playSwiss(n, Math.min(rounds, n + 1), coins);
          for (const { players, matches } of checks) {
            expect(cost(players, matches)).toEqual(bestByBruteForce(players));
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('players of equal score meet when their group is even and they have not met', () => {
    // Round 2 of 8: four winners and four losers; every winner meets a winner.
    const { played } = playSwiss(8, 2, [true]);
    const winners = new Set(played[0].map((m) => m.a));
    for (const m of played[1]) expect(winners.has(m.a)).toBe(winners.has(m.b!));
  });

  // Within 2 while repeat-free pairings are plenty (fewer than n/2 rounds): past that, rule 1
  // (no repeat) outranks rule 2 (no clash), and a forced last round may seat someone a third time.
  it('gives seat 0 to the one who sat first less often, and keeps every seat balance within 2', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 64 }),
        (n, coins) => {
          const { checks } = playSwiss(n, Math.max(1, Math.min(7, Math.ceil(n / 2) - 1)), coins);
          for (const { players, matches } of checks) {
            const by = new Map(players.map((p) => [p.id, p]));
            for (const m of matches) {
              if (m.b === null) continue;
              expect(by.get(m.a)!.seatBalance).toBeLessThanOrEqual(by.get(m.b)!.seatBalance);
            }
          }
          const { played } = playSwiss(n, Math.max(1, Math.min(7, Math.ceil(n / 2) - 1)), coins);
          const final = swissPlayers(
            checks[0].players.map((p) => p.id),
            played,
            () => 0,
          );
          for (const p of final) expect(Math.abs(p.seatBalance), p.id).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('pairs two players who already met rather than leave anyone out', () => {
    const p = (id: string, met: string[]): SwissPlayer => ({
      id,
      score: 0,
      met: new Set(met),
      hadBye: false,
      seatBalance: 0,
      lastSeat: null,
    });
    const out = pairSwiss([p('a', ['b']), p('b', ['a'])]);
    expect(out.pairs).toEqual([['a', 'b']]);
    expect(out.repeats).toBe(1);
  });
});
