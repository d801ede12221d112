/**
 * Computer players, their quick checks: greedy's choice, ISMCTS's cap on simulated moves, what the
 * expert infers from passes, and the expert's double. Whole hands, determinism and fairness at
 * search budgets: bots.slow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { computerPlayer } from '../../shared/bots';
import { inferSlots } from '../../shared/bots/expert/inference';
import { ISMCTS_DEFAULTS } from '../../shared/bots/ismcts/ismcts';
import { searchIsmcts } from '../../shared/bots/ismcts/search';
import {
  applyMove,
  type MatchState,
  matchFromDeal,
  moveOf,
  newMatch,
  parseRules,
  tileOf,
  viewFor,
} from '../../shared/engine';

describe('computer players', () => {
  it('greedy plays the heaviest playable tile', () => {
    const r = parseRules({ preset: 'block', players: 2, opener: 'lots' });
    const st = matchFromDeal(r, {
      hands: [
        [tileOf(1, 2), tileOf(6, 6), tileOf(0, 5)],
        [tileOf(3, 4), tileOf(0, 0), tileOf(2, 2)],
      ],
      opener: 0,
    });
    expect(computerPlayer('greedy').choose(viewFor(st, 0), 's')).toEqual({
      type: 'play',
      tile: '6-6',
      end: 0,
    });
  });

  it('ISMCTS simulates no more moves than its cap allows, past one iteration', () => {
    const r = parseRules({ preset: 'draw', players: 2 });
    // A hand's first decision: the longest playouts.
    const st = newMatch(r, { seed: 'cap' });
    const view = viewFor(st, st.hand.turn);
    const simulated = (steps: number) => {
      let moves = 0;
      searchIsmcts(view, 'cap', {
        ...ISMCTS_DEFAULTS,
        iterations: 3000,
        steps,
        settle: false,
        rollout: (rr, h, rng) => {
          const n = ISMCTS_DEFAULTS.rollout(rr, h, rng);
          moves += n;
          return n;
        },
      });
      return moves;
    };
    const free = simulated(Number.POSITIVE_INFINITY);
    expect(free).toBeGreaterThan(20_000);
    // The cap counts the tree's moves and the playouts' (these are the playouts'), checked
    // before each iteration: the search ends within one iteration of it.
    const capped = simulated(10_000);
    expect(capped).toBeLessThanOrEqual(10_000);
    expect(capped).toBeGreaterThan(5_000);
  });

  it('infers the numbers an opponent passed on, and nothing from draws under drawWhilePlayable', () => {
    const r = parseRules({ preset: 'block', players: 2, opener: 'lots' });
    // Seat 1 holds no 6 and no 3: after 6-6 and 3-6 it must pass.
    const st0 = matchFromDeal(r, {
      hands: [
        [tileOf(6, 6), tileOf(3, 6), tileOf(0, 0), tileOf(1, 1)],
        [tileOf(0, 1), tileOf(1, 2), tileOf(2, 2), tileOf(4, 5)],
      ],
      opener: 0,
    });
    let st = st0;
    for (const m of [{ type: 'play' as const, tile: tileOf(6, 6), end: 0 }]) {
      const res = applyMove(st, st.hand.turn, m);
      if (!res.ok) throw new Error(res.error.message);
      st = res.state;
    }
    // Seat 1 cannot play on 6: it passed, and it is seat 0's turn again.
    expect(st.hand.turn).toBe(0);
    const slots = inferSlots(viewFor(st, 0)).slots[1];
    expect(slots).toHaveLength(4);
    for (const m of slots) expect(m & (1 << 6)).not.toBe(0);

    const drawing = parseRules({ preset: 'draw', players: 2, opener: 'lots', drawWhilePlayable: true });
    const d0 = matchFromDeal(drawing, {
      hands: [
        [tileOf(6, 6), tileOf(0, 0)],
        [tileOf(0, 1), tileOf(1, 2)],
      ],
      opener: 0,
    });
    const d1 = applyMove(d0, 0, { type: 'play', tile: tileOf(6, 6), end: 0 });
    if (!d1.ok) throw new Error(d1.error.message);
    // Seat 1 had to draw, but under drawWhilePlayable a draw proves nothing.
    const inferred = inferSlots(viewFor(d1.state, 0)).slots[1];
    expect(inferred.every((m) => m === 0)).toBe(true);
  });

  it('expert: plays the double that keeps its last tile playable, where greedy sheds the heavier tile', () => {
    // Block, 5 tiles each. After the script every 1 but seat 0's 1-1 and 1-6 is on the line and
    // the ends show 1 and 3: 1-1 keeps the 1 open, so 1-6 goes out next turn (unless seat 1's
    // last tile fits the 3), while 1-6 first leaves 1-1 with no end it can ever fit.
    const r = parseRules({ preset: 'block', players: 2, opener: 'lots', handSize: 5 });
    let st = matchFromDeal(r, {
      hands: [
        [tileOf(1, 2), tileOf(1, 4), tileOf(0, 1), tileOf(1, 1), tileOf(1, 6)],
        [tileOf(2, 4), tileOf(1, 3), tileOf(0, 5), tileOf(1, 5), tileOf(4, 6)],
      ],
      opener: 0,
    });
    const script: [string, number][] = [
      ['1-2', -1],
      ['2-4', 2],
      ['1-4', 4],
      ['1-3', 1],
      ['0-1', 1],
      ['0-5', 0],
      ['1-5', 5],
    ];
    for (const [tile, on] of script) st = playOn(st, tile, on);
    const view = viewFor(st, 0);
    expect(view.turn).toBe(0);
    expect(view.ends.map((e) => e.number).sort()).toEqual([1, 3]);
    expect(view.legalMoves!.map((m) => (m.type === 'play' ? m.tile : 'draw')).sort()).toEqual(['1-1', '1-6']);
    expect(computerPlayer('greedy').choose(view, 's')).toMatchObject({ tile: '1-6' });
    for (const seed of ['a', 'b', 'c'])
      expect(computerPlayer('expert').choose(view, seed)).toMatchObject({ tile: '1-1' });
  });
});

/** Plays `tile` for the seat to move, on an end showing `on` (-1: leading). */
function playOn(st: MatchState, tile: string, on: number): MatchState {
  const view = viewFor(st, st.hand.turn);
  const move = view.legalMoves!.find(
    (m) => m.type === 'play' && m.tile === tile && (on < 0 || view.ends[m.end].number === on),
  );
  if (!move) throw new Error(`${tile} on ${on} is not legal for seat ${st.hand.turn}`);
  const res = applyMove(st, st.hand.turn, moveOf(move));
  if (!res.ok) throw new Error(res.error.message);
  return res.state;
}
