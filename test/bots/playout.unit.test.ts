import { describe, expect, it } from 'vitest';
import { handValues } from '../../shared/bots/expert/playout';
import {
  applyEncoded,
  countMoves,
  HAND_DOMINO,
  HAND_PLAYING,
  type HandState,
  newMatch,
  nextInt,
  nthMove,
  parseRules,
  pipsOf,
  type Rules,
  type RulesInput,
  scoreHand,
  seedState,
} from '../../shared/engine';

/** handValues as it was written on the engine's scoreHand: the reference for the fast one. */
function referenceValues(r: Rules, h: HandState, marginWeight: number): number[] {
  const score = scoreHand(
    r,
    h.hands.map(pipsOf),
    h.end === HAND_DOMINO ? { kind: 'domino', seat: h.turn, doubled: h.dbl } : { kind: 'blocked' },
  );
  const totals = score.deltas.map((d, s) => h.pts[s] + d);
  return totals.map((mine, s) => {
    const best = Math.max(...totals.filter((_, o) => o !== s));
    const win = score.winner === s ? 1 : score.winner === null ? 0.5 : 0;
    return win + (mine - best) * marginWeight;
  });
}

const games: RulesInput[] = [
  { preset: 'draw', players: 2 },
  { preset: 'draw', players: 3 },
  { preset: 'draw', players: 4, spinner: 'everyDouble', roundToFive: true },
  { preset: 'block', players: 3, blockedScoring: 'othersTotal' },
  { preset: 'block', players: 4, blockedScoring: 'eachOpponentMinusOwn', losersLosePips: true },
  { preset: 'block', players: 2, blockedScoring: 'allHands', doubledScores: true },
  { preset: 'block', players: 4, teams: 'partnership', doubledScores: true, roundToFive: true },
  { preset: 'partnership', players: 4 },
  { preset: 'partnership', players: 4, losersLosePips: true, blockedScoring: 'othersTotal' },
  { preset: 'allFives', players: 2 },
  { preset: 'allFives', players: 4, spinner: 'everyDouble' },
];

describe('playout values', () => {
  it("handValues scores finished hands as the engine's scoreHand does, under every scoring option", () => {
    let blocked = 0;
    let dominoes = 0;
    for (const input of games) {
      const r = parseRules(input);
      const rng = seedState(JSON.stringify(input));
      for (let d = 0; d < 300; d++) {
        const h = newMatch(r, { seed: `values-${d}` }).hand;
        while (h.end === HAND_PLAYING) applyEncoded(r, h, nthMove(r, h, nextInt(rng, countMoves(r, h))));
        if (h.end === HAND_DOMINO) dominoes++;
        else blocked++;
        for (const weight of [0, 0.005, 0.02]) {
          const out = new Float64Array(h.pts.length);
          handValues(r, h, weight, out);
          expect([...out]).toEqual(referenceValues(r, h, weight));
        }
      }
    }
    // Both ends of a hand were scored, many times each.
    expect(blocked).toBeGreaterThan(300);
    expect(dominoes).toBeGreaterThan(300);
  });
});
