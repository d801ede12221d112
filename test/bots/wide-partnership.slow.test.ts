/**
 * The expert on double-nine partnership (Cuba's game: ten tiles each, fifteen never seen) beats
 * greedy over a seeded series: each deal played twice, the expert's team in either pair of seats,
 * so the luck of the deal cancels.
 */
import { describe, expect, it } from 'vitest';
import { computerPlayer } from '../../shared/bots';
import { applyMove, moveOf, newMatch, parseRules, sideOf, viewFor } from '../../shared/engine';

const r = parseRules({ preset: 'partnership', players: 4, set: 9 });

/** Plays the first hand of `seed` with the expert's team on `expertSide`; returns that side's lead in points. */
function playHand(expertSide: number, seed: string): { won: boolean; lead: number } {
  let st = newMatch(r, { seed });
  const expert = computerPlayer('expert');
  const greedy = computerPlayer('greedy');
  for (let i = 0; ; i++) {
    const seat = st.hand.turn;
    const player = sideOf(r, seat) === expertSide ? expert : greedy;
    const res = applyMove(st, seat, moveOf(player.choose(viewFor(st, seat), `${seed}-${i}`)));
    if (!res.ok) throw new Error(res.error.message);
    if (res.handEnded) {
      const { score } = res.finished[0];
      return {
        won: score.winner === expertSide,
        lead: score.deltas[expertSide] - score.deltas[1 - expertSide],
      };
    }
    st = res.state;
  }
}

describe('the expert on double-nine partnership', () => {
  it('wins more hands and more points than greedy over a series of duplicate deals', () => {
    let won = 0;
    let lost = 0;
    let lead = 0;
    for (let d = 0; d < 16; d++) {
      for (const side of [0, 1]) {
        const hand = playHand(side, `series-${d}`);
        if (hand.won) won++;
        else lost++;
        lead += hand.lead;
      }
    }
    expect(won).toBeGreaterThan(lost);
    expect(lead).toBeGreaterThan(0);
  });
});
