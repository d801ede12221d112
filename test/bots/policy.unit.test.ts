import { describe, expect, it } from 'vitest';
import { POLICY_DEFAULTS, policyMove } from '../../shared/bots/expert/policy';
import {
  emptyLine,
  HAND_PLAYING,
  type HandState,
  maskOf,
  parseRules,
  place,
  type Tile,
  tileOf,
} from '../../shared/engine';

const r = parseRules({ preset: 'draw', players: 2 });

/** Seat 0 to move on a line showing 1 and 2, holding 1-5 and 2-4 (equal pips, each keeps the other playable). */
function position(next: Tile[]): HandState {
  const line = emptyLine();
  place(line, tileOf(1, 2), 0, r.spinner);
  return {
    seed: '',
    opener: 0,
    hands: [maskOf([tileOf(1, 5), tileOf(2, 4)]), maskOf(next)],
    bone: [],
    line,
    turn: 0,
    log: [],
    pts: [0, 0],
    end: HAND_PLAYING,
    dbl: false,
  };
}

const tileOfMove = (m: number) => m & 31;

describe('the playout policy', () => {
  it('with exposure, leaves the ends fewer of the next seat’s tiles fit', () => {
    const exposed = { ...POLICY_DEFAULTS, randomShare: 0, exposure: 2 };
    // 1-5 leaves 5 and 2 (the next seat's 5-6 and 3-5 fit); 2-4 leaves 1 and 4 (its 4-6 fits).
    expect(tileOfMove(policyMove(r, position([tileOf(5, 6), tileOf(3, 5), tileOf(4, 6)]), exposed))).toBe(
      tileOf(2, 4),
    );
    // The next seat's tiles the other way round: 1-5 leaves the fewer.
    expect(tileOfMove(policyMove(r, position([tileOf(4, 6), tileOf(3, 4), tileOf(5, 6)]), exposed))).toBe(
      tileOf(1, 5),
    );
  });

  it('without exposure (the shipped weights), how many of them fit does not count', () => {
    const shipped = { ...POLICY_DEFAULTS, randomShare: 0 };
    const a = policyMove(r, position([tileOf(5, 6), tileOf(3, 5), tileOf(4, 6)]), shipped);
    const b = policyMove(r, position([tileOf(4, 6), tileOf(3, 4), tileOf(5, 6)]), shipped);
    expect(a).toBe(b);
  });
});
