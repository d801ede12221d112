/** Rating pools of the Threes games (docs/ratings.md#pools): their own for two, ffa for more. */
import { describe, expect, it } from 'vitest';
import { isStandardRules, poolOf } from '../../functions/ratings/pools';

describe('the Threes games in rating pools', () => {
  it('two players have a pool each; three or four each for themselves join ffa3 and ffa4', () => {
    expect(poolOf({ preset: 'allThrees', players: 2 })).toBe('allThrees2');
    expect(poolOf({ preset: 'fivesAndThrees', players: 2 })).toBe('fivesAndThrees2');
    expect(poolOf({ preset: 'fivesAndThrees', players: 3 })).toBe('ffa3');
    expect(poolOf({ preset: 'allThrees', players: 4 })).toBe('ffa4');
  });

  it('Block scored as Fives and Threes is a house rule of Block, not Block as it is', () => {
    expect(isStandardRules({ preset: 'block', players: 3, scoring: 'fivesAndThrees' })).toBe(false);
    expect(isStandardRules({ preset: 'block', players: 3, scoring: 'none' })).toBe(true);
    expect(isStandardRules({ preset: 'allThrees', players: 3 })).toBe(true);
    expect(isStandardRules({ preset: 'allThrees', players: 3, roundToThree: false })).toBe(false);
  });
});
