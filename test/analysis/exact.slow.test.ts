/**
 * The open-hands search equals an exhaustive one on small end positions. The reference here is
 * written apart from exact.ts: every line played out on copies of the hand by the engine's move
 * functions, each finished hand scored by the engine's scoreHand (as a table scores it), no
 * pruning, no table. With three sides the others play against the seat's side, as exact.ts documents.
 */
import { describe, expect, it } from 'vitest';
import { replayHand, solveMoves, Transpositions } from '../../shared/analysis';
import { marginWeight } from '../../shared/bots/expert/expert';
import { encodeMove } from '../../shared/bots/ismcts/search';
import {
  applyEncoded,
  cloneHand,
  countMoves,
  HAND_DOMINO,
  HAND_PLAYING,
  type HandState,
  legalMovesOf,
  nthMove,
  pipsOf,
  popcount,
  type Rules,
  type RulesInput,
  scoreHand,
  sideOf,
} from '../../shared/engine';
import { playedHand } from './hands';

interface Result {
  value: number;
  win: number;
  margin: number;
}

/** The finished hand scored by the engine (scoreHand, as a table scores it), for `side`. */
function outcome(r: Rules, h: HandState, side: number): Result {
  const score = scoreHand(
    r,
    h.hands.map(pipsOf),
    h.end === HAND_DOMINO ? { kind: 'domino', seat: h.turn, doubled: h.dbl } : { kind: 'blocked' },
  );
  const totals = h.pts.map((p, s) => p + score.deltas[s]);
  const margin = totals[side] - Math.max(...totals.filter((_, s) => s !== side));
  const win = score.winner === side ? 1 : score.winner === null ? 0.5 : 0;
  return { value: win + marginWeight(r) * margin, win, margin };
}

/** The value for `side` of each legal move of the position, every line played out to its end. */
function exhaustive(r: Rules, h: HandState, side: number): Result[] {
  const out: Result[] = [];
  for (let k = 0; k < countMoves(r, h); k++) {
    const next = cloneHand(h);
    applyEncoded(r, next, nthMove(r, h, k));
    if (next.end !== HAND_PLAYING) out.push(outcome(r, next, side));
    else {
      const ours = sideOf(r, next.turn) === side;
      out.push(
        exhaustive(r, next, side).reduce((a, b) => ((ours ? b.value > a.value : b.value < a.value) ? b : a)),
      );
    }
  }
  return out;
}

const games: [RulesInput, number][] = [
  [{ preset: 'draw', players: 2 }, 9],
  [{ preset: 'block', players: 2, doubledScores: true }, 11],
  [{ preset: 'allFives', players: 2 }, 8],
  [{ preset: 'partnership', players: 4 }, 11],
  [{ preset: 'block', players: 3, blockedScoring: 'eachOpponentMinusOwn' }, 11],
  [{ preset: 'draw', players: 3, drawWhilePlayable: true }, 8],
  [{ preset: 'allFives', players: 4, spinner: 'everyDouble', losersLosePips: true }, 10],
];

describe('the open-hands search', () => {
  it.each(games.map(([g, most]) => [JSON.stringify(g), g, most] as const))(
    '%s: equals an exhaustive search on end positions',
    (_, input, most) => {
      let compared = 0;
      let searched = 0;
      for (let d = 0; compared < 12 && d < 40; d++) {
        const { rules, record } = playedHand(input, `exact-${d}`);
        // One table for the whole deal, as the analysis keeps it: later positions first.
        const table = new Transpositions(12);
        const small = replayHand(rules, record)
          .decisions.filter((x) => x.state.hand.hands.reduce((n, m) => n + popcount(m), 0) <= most)
          .reverse();
        for (const { state } of small) {
          const moves = legalMovesOf(rules, state.hand).map(encodeMove);
          const want = exhaustive(rules, state.hand, sideOf(rules, state.hand.turn));
          for (const t of [table, new Transpositions(10)]) {
            const { results, nodes } = solveMoves(rules, state.hand, moves, 1_000_000, t);
            expect(results).toEqual(want);
            searched += nodes;
          }
          compared++;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(12);
      expect(searched).toBeGreaterThan(compared);
    },
  );

  it.each(games.map(([g]) => [JSON.stringify(g), g] as const))(
    '%s: the transposition table changes no answer, on positions too big to play out',
    (_, input) => {
      let compared = 0;
      let saved = 0;
      for (let d = 0; compared < 8 && d < 20; d++) {
        const { rules, record } = playedHand(input, `table-${d}`);
        const table = new Transpositions(14);
        for (const { state } of replayHand(rules, record).decisions.slice().reverse()) {
          const moves = legalMovesOf(rules, state.hand).map(encodeMove);
          const plain = solveMoves(rules, state.hand, moves, 150_000, null);
          if (!plain.results) break;
          const tabled = solveMoves(rules, state.hand, moves, 150_000, table);
          expect(tabled.results).toEqual(plain.results);
          saved += plain.nodes - tabled.nodes;
          compared++;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(8);
      expect(saved).toBeGreaterThan(0);
    },
  );

  it('runs out of its budget honestly: no result, and no more positions than the limit', () => {
    const { rules, record } = playedHand({ preset: 'partnership', players: 4 }, 'budget');
    const { state } = replayHand(rules, record).decisions.find(
      (x) => legalMovesOf(rules, x.state.hand).length > 1,
    )!;
    const moves = legalMovesOf(rules, state.hand).map(encodeMove);
    const { results, nodes } = solveMoves(rules, state.hand, moves, 500);
    expect(results).toBeNull();
    expect(nodes).toBeLessThanOrEqual(501);
    // The position searched is left as it was.
    expect(legalMovesOf(rules, state.hand).map(encodeMove)).toEqual(moves);
  });
});
