/** The score keeper's checks of a recorded hand: what the tiles could not have held. */
import { describe, expect, it } from 'vitest';
import {
  mostPipsIn,
  type RecordedHand,
  recordProblems,
  resolveSheetRules,
  SET_PIPS,
} from '../../shared/engine';

const three = resolveSheetRules({ players: ['Ana', 'Ben', 'Cy'] });
const paths = (r: ReturnType<typeof resolveSheetRules>, hand: RecordedHand) =>
  recordProblems(r, hand).map((p) => p.path.join('.'));

describe('recordProblems', () => {
  it('the heaviest tiles: 6-6 alone holds 12, seven tiles at most 69, the whole set 168', () => {
    expect([mostPipsIn(0), mostPipsIn(1), mostPipsIn(7), mostPipsIn(28), mostPipsIn(40)]).toEqual([
      0,
      12,
      69,
      SET_PIPS,
      SET_PIPS,
    ]);
  });

  it('accepts the worked examples', () => {
    expect(paths(three, { outcome: { kind: 'domino', player: 0 }, pips: [0, 17, 11] })).toEqual([]);
    const two = resolveSheetRules({ players: ['Ana', 'Ben'], handSize: 7, drawing: false });
    expect(paths(two, { outcome: { kind: 'blocked' }, pips: [10, 19] })).toEqual([]);
  });

  it('two players out (two zeros besides the one who went out) and a winner with pips', () => {
    expect(paths(three, { outcome: { kind: 'domino', player: 0 }, pips: [0, 0, 0] })).toEqual(['pips.2']);
    // One other player at 0 holds the 0-0: possible.
    expect(paths(three, { outcome: { kind: 'domino', player: 0 }, pips: [0, 0, 9] })).toEqual([]);
    expect(paths(three, { outcome: { kind: 'blocked' }, pips: [0, 0, 9] })).toEqual(['pips.1']);
    expect(paths(three, { outcome: { kind: 'domino', player: 1 }, pips: [0, 4, 9] })).toEqual(['pips.1']);
  });

  it('more pips than the tiles could hold, for the set, a deal without drawing, and a deal with the boneyard', () => {
    expect(paths(three, { outcome: { kind: 'blocked' }, pips: [100, 60, 9] })).toEqual(['pips']);
    // Every other player holds a tile, one is on the line: 25 tiles hold at most 165.
    expect(paths(three, { outcome: { kind: 'blocked' }, pips: [1, 166, 1] })).toEqual(['pips.1']);
    const block = resolveSheetRules({ players: ['Ana', 'Ben', 'Cy'], handSize: 5, drawing: false });
    expect(mostPipsIn(5)).toBe(52);
    expect(paths(block, { outcome: { kind: 'domino', player: 0 }, pips: [0, 52, 10] })).toEqual([]);
    expect(paths(block, { outcome: { kind: 'domino', player: 0 }, pips: [0, 53, 10] })).toEqual(['pips.1']);
    // Drawing: the deal plus the whole boneyard (5 + 13 tiles).
    const draw = resolveSheetRules({ players: ['Ana', 'Ben', 'Cy'], handSize: 5 });
    expect(paths(draw, { outcome: { kind: 'domino', player: 0 }, pips: [0, mostPipsIn(18), 0] })).toEqual([]);
    expect(paths(draw, { outcome: { kind: 'domino', player: 0 }, pips: [0, mostPipsIn(18) + 1, 0] })).toEqual(
      ['pips.1'],
    );
  });

  it('wrong counts and a player who is not there', () => {
    expect(paths(three, { outcome: { kind: 'blocked' }, pips: [1, 2] })).toEqual(['pips']);
    expect(paths(three, { outcome: { kind: 'domino', player: 3 }, pips: [1, 2, 3] })).toEqual([
      'outcome.player',
    ]);
    expect(paths(three, { outcome: { kind: 'blocked' }, pips: [1, 2, 3], points: [5, 3, 0] })).toEqual([
      'points.1',
    ]);
  });
});
