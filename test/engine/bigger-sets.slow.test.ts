/**
 * Properties over random matches of every line game and player count on double-nine and
 * double-twelve (docs/rules.md#sets): tiles conserved, each seat's view the same whatever the
 * tiles it cannot see are, and each hand's score as scoreHand counts it from the revealed hands.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  EV_PLAY,
  evTile,
  evType,
  HAND_PLAYING,
  isOver,
  LINE_PRESETS,
  type MatchState,
  moveOf,
  newMatch,
  nextInt,
  PIPS,
  parseRules,
  type Rules,
  RulesInputSchema,
  scoreHand,
  seatTilesOf,
  seedState,
  setTileCount,
  type Tile,
  viewFor,
} from '../../shared/engine';
import { addTile } from '../../shared/engine/words';

/** Every tile of the match's set in exactly one place: a hand, the boneyard or the line. */
function expectConserved(st: MatchState) {
  const r = st.rules;
  const count = setTileCount(r.set ?? 6);
  const seen: Tile[] = [];
  for (const ts of seatTilesOf(r, st.hand.hands)) seen.push(...ts);
  seen.push(...st.hand.bone);
  for (const e of st.hand.log) if (evType(e) === EV_PLAY) seen.push(evTile(e));
  expect(seen.length).toBe(count);
  expect(new Set(seen).size).toBe(count);
  for (const t of seen) expect(t).toBeLessThan(count);
}

/** The seat's view is the same when the tiles it cannot see are dealt otherwise. */
function expectViewHides(st: MatchState, seat: number, seed: string) {
  const r = st.rules;
  const W = r.set === 9 ? 2 : r.set === 12 ? 3 : 1;
  const held = seatTilesOf(r, st.hand.hands);
  const hidden = [...held.flatMap((ts, s) => (s === seat ? [] : ts)), ...st.hand.bone];
  const rng = seedState(seed);
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [hidden[i], hidden[j]] = [hidden[j], hidden[i]];
  }
  const other: MatchState = { ...st, hand: { ...st.hand, hands: st.hand.hands.map(() => 0), bone: [] } };
  let k = 0;
  held.forEach((ts, s) => {
    for (const t of ts) addTile(other.hand.hands, s * W, s === seat ? t : hidden[k++]);
  });
  other.hand.bone = hidden.slice(k);
  expect(viewFor(other, seat)).toEqual(viewFor(st, seat));
}

describe('properties on the bigger sets', () => {
  const cases: { preset: (typeof LINE_PRESETS)[number]; players: number; set: 9 | 12 }[] = [];
  for (const set of [9, 12] as const)
    for (const preset of LINE_PRESETS)
      for (const players of [2, 3, 4])
        if (RulesInputSchema.safeParse({ preset, players, set }).success)
          cases.push({ preset, players, set });

  it.each(cases)('$preset for $players on double-$set', ({ preset, players, set }) => {
    const r: Rules = parseRules({ preset, players, set });
    for (let game = 0; game < 2; game++) {
      const rng = seedState(`${preset}-${players}-${set}-${game}`);
      let st = newMatch(r, { seed: `m-${preset}-${players}-${set}-${game}` });
      for (let step = 0; step < 3000 && !isOver(st); step++) {
        expectConserved(st);
        if (step % 7 === 0) expectViewHides(st, step % players, `h${step}`);
        const seat = st.hand.turn;
        const moves = viewFor(st, seat).legalMoves!;
        expect(moves.length).toBeGreaterThan(0);
        const before = st.scores.slice();
        const res = applyMove(st, seat, moveOf(moves[nextInt(rng, moves.length)]), {
          nextHandSeed: `s${game}-${step}`,
        });
        if (!res.ok) throw new Error(res.error.message);
        for (const rec of res.finished) {
          // The award from the revealed hands' pips, counted here from the tiles' names.
          const revealed = seatTilesOf(r, rec.hands);
          const pips = revealed.map((ts) => ts.reduce((a, t) => a + PIPS[t], 0));
          const outcome =
            rec.out >= 0
              ? { kind: 'domino' as const, seat: rec.out, doubled: rec.score.doubled }
              : { kind: 'blocked' as const };
          expect(rec.score).toEqual(scoreHand(r, pips, outcome));
          if (res.finished.length === 1)
            expect(rec.scores).toEqual(before.map((s, i) => s + rec.pts[i] + rec.score.deltas[i]));
        }
        st = res.state;
      }
      expect(isOver(st) || st.hand.end === HAND_PLAYING).toBe(true);
    }
  });
});
