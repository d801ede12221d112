import { describe, expect, it } from 'vitest';
import { applyMove, forfeitMatch, isOver, newMatch, parseRules, viewFor } from '../../shared/engine';

describe('forfeiting a match (a correspondence timeout under the forfeit policy)', () => {
  it('ends the match at once; the other side wins', () => {
    const st = newMatch(parseRules({ preset: 'draw', players: 2 }), { seed: 'f' });
    const before = JSON.stringify(st);
    const over = forfeitMatch(st, st.hand.turn);
    expect(JSON.stringify(st)).toBe(before);
    expect(isOver(over)).toBe(true);
    expect(over.winner).toBe(1 - st.hand.turn);
    const view = viewFor(over, 0);
    expect(view.status).toBe('over');
    expect(view.forfeitedBy).toBe(st.hand.turn);
    expect(view.legalMoves).toBeNull();
    const seat = st.hand.turn;
    const res = applyMove(over, seat, { type: 'draw' });
    expect(res.ok ? null : res.error.code).toBe('move/match-over');
  });

  it('with teams the forfeiting seat takes its partner down; with individuals the best other score wins', () => {
    const teams = newMatch(parseRules({ preset: 'partnership', players: 4 }), { seed: 't' });
    expect(forfeitMatch(teams, 2).winner).toBe(1);
    const three = newMatch(parseRules({ preset: 'block', players: 3 }), { seed: 'i' });
    three.scores = [10, 40, 25];
    expect(forfeitMatch(three, 1).winner).toBe(2);
    three.scores = [30, 0, 30];
    // Tied: the first of them in turn order after the forfeiting seat.
    expect(forfeitMatch(three, 1).winner).toBe(2);
  });
});
