/**
 * The stand-in's mark: a move chosen for a seat whose deadline passed is the same move in every
 * way but one bit of its own log entry, which the seat's history shows as `timedOut`.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  evStandIn,
  isChosenMove,
  legalMovesOf,
  type MatchState,
  moveOf,
  newMatch,
  parseRules,
  STAND_IN,
  viewFor,
} from '../../shared/engine';

function played(st: MatchState, standIn: boolean): MatchState {
  const result = applyMove(st, st.hand.turn, moveOf(legalMovesOf(st.rules, st.hand)[0]), { standIn });
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('the stand-in’s moves', () => {
  it('are marked in their own log entry only, and change nothing else', () => {
    const st = newMatch(parseRules({ preset: 'draw', players: 2 }), { seed: 'stand-in' });
    const own = played(st, false);
    const theirs = played(st, true);
    const at = st.hand.log.length;
    expect(evStandIn(theirs.hand.log[at])).toBe(true);
    expect(isChosenMove(theirs.hand.log[at])).toBe(true);
    expect(theirs.hand.log.map((e, i) => (i === at ? e & ~STAND_IN : e))).toEqual(own.hand.log);
    expect({ ...theirs, hand: { ...theirs.hand, log: [] } }).toEqual({
      ...own,
      hand: { ...own.hand, log: [] },
    });
    expect(own.hand.log.some(evStandIn)).toBe(false);
  });

  it('show as timedOut in every seat’s history; the seat’s own moves do not', () => {
    const st = newMatch(parseRules({ preset: 'draw', players: 2 }), { seed: 'stand-in-view' });
    const seat = st.hand.turn;
    const next = played(played(st, true), false);
    for (const viewer of [0, 1, null]) {
      const history = viewFor(next, viewer).history.filter((e) => e.type !== 'pass');
      const marked = history.filter((e) => 'timedOut' in e);
      expect(marked).toHaveLength(1);
      expect(marked[0]).toMatchObject({ seat, timedOut: true });
    }
  });
});
