/**
 * The computer players on double-nine and double-twelve (shared/bots/expert/wide.ts): every level
 * plays whole hands with legal moves from its seat's view, the expert the same move for the same
 * view and seed, and it wins more hands than greedy in a fixed set of deals.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, computerPlayer } from '../../shared/bots';
import { chooseWide } from '../../shared/bots/expert/wide';
import {
  applyMove,
  isOver,
  type MatchState,
  moveOf,
  newMatch,
  parseRules,
  viewFor,
} from '../../shared/engine';

function playHand(st: MatchState, levels: readonly string[], seed: string) {
  const start = st.handNo;
  for (let i = 0; !isOver(st) && st.handNo === start; i++) {
    const seat = st.hand.turn;
    const view = viewFor(st, seat);
    const move = computerPlayer(levels[seat] as (typeof BOT_LEVELS)[number]).choose(view, `${seed}-${i}`);
    expect(view.legalMoves).toContainEqual(move);
    const res = applyMove(st, seat, moveOf(move), { nextHandSeed: `${seed}-next` });
    if (!res.ok) throw new Error(res.error.message);
    if (res.handEnded) return res.finished[0];
    st = res.state;
  }
  throw new Error('the hand did not end');
}

describe('computer players on the bigger sets', () => {
  it.each([
    [{ preset: 'partnership', players: 4, set: 9 }],
    [{ preset: 'draw', players: 2, set: 12 }],
    [{ preset: 'allFives', players: 3, set: 9 }],
  ] as const)('every level plays a whole hand of %o', (input) => {
    const r = parseRules(input);
    // The master (three times the expert's work) once, on the first game.
    for (const level of BOT_LEVELS.filter((l) => l !== 'master' || input.preset === 'partnership')) {
      const levels = Array.from({ length: r.players }, (_, s) => (s === 0 ? level : 'greedy'));
      const rec = playHand(newMatch(r, { seed: `levels-${level}` }), levels, level);
      expect(rec.hands.length).toBe(r.players * (r.set === 9 ? 2 : 3));
    }
  });

  it('the expert chooses the same move for the same view and seed', () => {
    const r = parseRules({ preset: 'draw', players: 2, set: 9 });
    const st = newMatch(r, { seed: 'same' });
    const view = viewFor(st, st.hand.turn);
    expect(view.legalMoves!.length).toBeGreaterThan(1);
    expect(chooseWide(view, 'a')).toEqual(chooseWide(view, 'a'));
  });

  it('the expert wins more double-nine Draw hands than greedy on the same deals', () => {
    const r = parseRules({ preset: 'draw', players: 2, set: 9 });
    let expert = 0;
    let greedy = 0;
    for (let d = 0; d < 10; d++) {
      // Duplicate deals: each plays the same deal once from each seat.
      const st = newMatch(r, { seed: `dup-${d}` });
      const a = playHand(st, ['expert', 'greedy'], `a${d}`);
      const b = playHand(st, ['greedy', 'expert'], `b${d}`);
      if (a.score.winner === 0) expert++;
      if (a.score.winner === 1) greedy++;
      if (b.score.winner === 1) expert++;
      if (b.score.winner === 0) greedy++;
    }
    expect(expert).toBeGreaterThan(greedy);
  });
});
