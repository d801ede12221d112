import { rate } from 'openskill';
import { describe, expect, it } from 'vitest';
import { displayRating } from '../../functions/ratings/model';
import { pairingRating, stakesOf } from '../../functions/ratings/stakes';

describe('the rating at stake', () => {
  it('is the change the end of the match writes: openskill’s update of a win and of a loss', () => {
    const a = { mu: 27, sigma: 3 };
    const b = { mu: 24, sigma: 5 };
    const [sa, sb] = stakesOf([a, b], [[0], [1]]);
    const [[aWins], [bLoses]] = rate([[a], [b]], { rank: [1, 2] });
    expect(sa.win).toBe(displayRating(aWins) - displayRating(a));
    expect(sb.loss).toBe(displayRating(bLoses) - displayRating(b));
    // The weaker, less certain side has more to win.
    expect(sb.win).toBeGreaterThan(sa.win);
    expect(sa.loss).toBeLessThan(0);
  });

  it('partners share their side’s result: both win or both lose', () => {
    const s = stakesOf(
      [
        { mu: 25, sigma: 8 },
        { mu: 25, sigma: 8 },
        { mu: 25, sigma: 8 },
        { mu: 25, sigma: 8 },
      ],
      [
        [0, 2],
        [1, 3],
      ],
    );
    expect(s[0]).toEqual(s[2]);
    expect(s.every((x) => x.win > 0 && x.loss < 0)).toBe(true);
  });

  it('pairs a newcomer at 1500, with settled average players', () => {
    expect(pairingRating(undefined, 'draw2')).toBe(1500);
  });
});
