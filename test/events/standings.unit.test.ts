/**
 * Standings (functions/events/standings.ts) and duplicate play (duplicate.ts) on fixed histories:
 * score, Buchholz and Sonneborn-Berger as docs/events.md says, a bye and a forfeit counted as
 * documented, the crosstable; duplicate tables of a round deal the same tiles and boneyard to the
 * same seats, the round's commitment verifies, and matchpoints compare those who held the same
 * seat.
 */
import { describe, expect, it } from 'vitest';
import {
  commitRoundDeal,
  duplicateHandSeed,
  duplicateSeeds,
  matchpointShares,
  verifyRoundDeal,
} from '../../functions/events/duplicate';
import type { Entrant, EventMatch, MatchResult } from '../../functions/events/model';
import { crosstable, standings } from '../../functions/events/standings';
import {
  applyMove,
  type HandRecord,
  legalMovesOf,
  type MatchState,
  moveOf,
  resolveRules,
  startMatch,
} from '../../shared/engine';

const entrants = (...names: string[]): Entrant[] =>
  names.map((playerId) => ({ playerId, name: playerId.toUpperCase(), joinedAt: '2026-12-06T00:00:00.000Z' }));
const won = (side: 'a' | 'b', points: [number, number] = [100, 50]): MatchResult => ({
  winner: side,
  how: 'played',
  points,
});
const match = (board: number, a: string, b: string | null, result: MatchResult | null): EventMatch => ({
  board,
  a,
  b,
  tableId: b === null ? null : `t-${a}-${b}`,
  result,
});

describe('standings', () => {
  it('ranks by score, then Buchholz, then Sonneborn-Berger', () => {
    // a beats b and c; c beats d; d beats b and a; b beats c.
    const rounds = [
      [match(1, 'a', 'b', won('a')), match(2, 'c', 'd', won('a'))],
      [match(1, 'a', 'c', won('a')), match(2, 'b', 'd', won('b'))],
      [match(1, 'a', 'd', won('b')), match(2, 'b', 'c', won('a'))],
    ];
    const rows = standings(entrants('a', 'b', 'c', 'd'), rounds, false);
    expect(rows.map((r) => [r.rank, r.playerId, r.score, r.buchholz, r.sonnebornBerger, r.wins])).toEqual([
      [1, 'd', 2, 4, 3, 2],
      [2, 'a', 2, 4, 2, 2],
      [3, 'c', 1, 5, 2, 1],
      [4, 'b', 1, 5, 1, 1],
    ]);
    expect(rows.every((r) => r.matchpoints === null && r.played === 3)).toBe(true);
  });

  it('a bye scores 1 and adds nothing to Buchholz; a forfeit counts as a meeting, won or lost', () => {
    const rounds = [
      [match(1, 'a', 'b', won('a')), match(2, 'c', null, { winner: 'a', how: 'bye', points: [0, 0] })],
      [
        match(1, 'c', 'a', { winner: 'a', how: 'forfeit', points: [0, 0] }),
        match(2, 'b', null, { winner: 'a', how: 'bye', points: [0, 0] }),
      ],
    ];
    const rows = standings(entrants('a', 'b', 'c'), rounds, false);
    expect(rows.map((r) => [r.playerId, r.score, r.buchholz, r.sonnebornBerger, r.wins, r.played])).toEqual([
      ['c', 2, 1, 1, 1, 0],
      ['a', 1, 3, 1, 1, 1],
      ['b', 1, 1, 0, 0, 1],
    ]);
    const cross = crosstable(entrants('a', 'b', 'c'), rounds);
    expect(cross.get('a')).toEqual([
      { round: 1, opponent: 'b', opponents: ['b'], seat: 0, result: 'win', tableId: 't-a-b' },
      { round: 2, opponent: 'c', opponents: ['c'], seat: 1, result: 'forfeit-loss', tableId: 't-c-a' },
    ]);
    expect(cross.get('c')!.map((c) => c.result)).toEqual(['bye', 'forfeit-win']);
  });

  it('a double forfeit scores nobody; an unfinished match is pending and counts nothing yet', () => {
    const rounds = [
      [match(1, 'a', 'b', { winner: null, how: 'forfeit', points: [0, 0] }), match(2, 'c', 'd', null)],
    ];
    const rows = standings(entrants('a', 'b', 'c', 'd'), rounds, false);
    expect(rows.every((r) => r.score === 0 && r.buchholz === 0)).toBe(true);
    expect(crosstable(entrants('a', 'b', 'c', 'd'), rounds).get('c')![0].result).toBe('pending');
  });

  it('ties on every key keep the order of joining', () => {
    const rows = standings(entrants('z', 'y', 'x'), [], false);
    expect(rows.map((r) => r.playerId)).toEqual(['z', 'y', 'x']);
  });
});

describe('duplicate', () => {
  const rules = resolveRules({ preset: 'draw', players: 2 });

  /** Plays a table to the end of its first hand, choosing moves by `pick` (different at each table). */
  function playFirstHand(
    st: MatchState,
    seeds: () => string,
    pick: number,
  ): { state: MatchState; finished: HandRecord[] } {
    let state = st;
    for (let k = 0; k < 500; k++) {
      const legal = legalMovesOf(state.rules, state.hand);
      const result = applyMove(state, state.hand.turn, moveOf(legal[(k * pick) % legal.length]), {
        nextHandSeed: seeds,
      });
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
      if (result.handEnded) return { state, finished: result.finished };
    }
    throw new Error('the hand did not end');
  }

  it('every table of a round deals each hand the same tiles and boneyard to the same seats', () => {
    const deal = commitRoundDeal('round-seed-7f3a', 'salt-19c2');
    const tables = Array.from({ length: 64 }, (_, i) => {
      const seeds = duplicateSeeds(deal.seed, 1);
      // Each table has its own match seed (its computer players' and tie draws'); the deals are the round's.
      const { state } = startMatch(rules, { seed: `table-${i}`, handSeed: seeds });
      const first = { hands: state.hand.hands.slice(), bone: state.hand.bone.slice(), seed: state.hand.seed };
      const after = playFirstHand(state, seeds, i + 1);
      return { first, second: after.state.hand, finished: after.finished[0] };
    });
    for (const t of tables) {
      expect(t.first).toEqual(tables[0].first);
      expect(t.first.seed).toBe(duplicateHandSeed(deal.seed, 1));
      // Hand 2 too, however hand 1 was played.
      expect(t.second.hands).toEqual(tables[0].second.hands);
      expect(t.second.bone).toEqual(tables[0].second.bone);
      expect(t.finished.seed).toBe(duplicateHandSeed(deal.seed, 1));
    }
    // The tables played hand 1 differently (else the check above says little).
    expect(new Set(tables.map((t) => t.finished.log.join(','))).size).toBeGreaterThan(1);
  });

  it('the round’s commitment verifies with its seed and salt, and with nothing else', () => {
    const deal = commitRoundDeal('round-seed-7f3a', 'salt-19c2');
    expect(deal.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyRoundDeal(deal.commitment, deal.seed, deal.salt)).toBe(true);
    expect(verifyRoundDeal(deal.commitment, 'round-seed-7f3b', deal.salt)).toBe(false);
    expect(verifyRoundDeal(deal.commitment, deal.seed, 'salt-19c3')).toBe(false);
  });

  it('matchpoints compare each margin with those who held the same seat', () => {
    const rounds = [
      [
        match(1, 'a', 'd', won('a', [150, 140])),
        match(2, 'b', 'e', won('b', [150, 150])),
        match(3, 'c', 'f', won('b', [100, 105])),
      ],
    ];
    expect(Object.fromEntries(matchpointShares(rounds))).toEqual({ a: 1, b: 0.5, c: 0, d: 0, e: 0.5, f: 1 });
    const rows = standings(entrants('a', 'b', 'c', 'd', 'e', 'f'), rounds, true);
    expect(rows.slice(0, 2).map((r) => [r.playerId, r.matchpoints])).toEqual([
      ['a', 1],
      ['f', 1],
    ]);
  });

  it('a bye and a forfeit’s winner get the average, a forfeit’s loser nothing', () => {
    const rounds = [
      [
        match(1, 'a', 'b', { winner: 'b', how: 'forfeit', points: [0, 0] }),
        match(2, 'c', null, { winner: 'a', how: 'bye', points: [0, 0] }),
      ],
    ];
    expect(Object.fromEntries(matchpointShares(rounds))).toEqual({ a: 0, b: 0.5, c: 0.5 });
  });
});
