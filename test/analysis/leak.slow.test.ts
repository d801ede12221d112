/**
 * The analysis leaks no hidden tile: each decision's estimate rests on that seat's view at that
 * moment and nothing else, so a deal whose hidden tiles differ, where the seat saw the same, gets
 * the same estimates for that seat's decisions (same seed). What a reader gets (analysisForSeat)
 * names no tile that reader could not see once the hand was over: analyse.slow.test.ts, on the
 * analyses it makes anyway.
 */
import { describe, expect, it } from 'vitest';
import { analyseHand, type HandAnalysis, replayHand } from '../../shared/analysis';
import {
  applyMove,
  EV_DRAW,
  EV_PLAY,
  evSeat,
  evTile,
  evType,
  type HandRecord,
  matchFromDeal,
  moveOf,
  parseRules,
  popcount,
  type Rules,
  type RulesInput,
  seedState,
  shuffle,
  type Tile,
  tilesOf,
  viewFor,
} from '../../shared/engine';
import { playedHand, playOut, QUICK } from './hands';

/**
 * The record's deal with the tiles `seat` could not see at its decision k dealt afresh (the
 * others' dealt tiles still in hand then, and the boneyard's undrawn tiles), played as recorded
 * up to and including that decision, then out by computer players. Null when the new tiles would
 * have changed what happened before (a seat that passed would now hold a tile that fits), or
 * changed nothing.
 */
function dealtAfresh(rules: Rules, record: HandRecord, k: number, tag: string): HandRecord | null {
  const { decisions, dealt } = replayHand(rules, record);
  const { state, seat } = decisions[k];
  const h = state.hand;
  const played = new Array<number>(rules.players).fill(0);
  const drewBy = new Array<number>(rules.players).fill(0);
  const drawn: Tile[] = [];
  for (const e of h.log) {
    if (evType(e) === EV_PLAY) played[evSeat(e)] |= 1 << evTile(e);
    if (evType(e) === EV_DRAW) {
      drewBy[evSeat(e)] |= 1 << evTile(e);
      drawn.push(evTile(e));
    }
  }
  const others = Array.from({ length: rules.players }, (_, s) => s).filter((s) => s !== seat);
  const pool = shuffle(seedState(tag), [
    ...others.flatMap((s) => tilesOf(h.hands[s] & ~drewBy[s])),
    ...h.bone,
  ]);
  const hands = dealt.map((m, s) =>
    s === seat
      ? tilesOf(m)
      : [...tilesOf(played[s] & ~drewBy[s]), ...pool.splice(0, popcount(h.hands[s] & ~drewBy[s]))],
  );
  // The boneyard: the rest of the pool, then the tiles drawn so far, the first drawn last.
  let st = matchFromDeal(rules, { hands, bone: [...pool, ...drawn.reverse()], opener: record.opener });
  for (const d of decisions.slice(0, k)) {
    const res = applyMove(st, d.seat, moveOf(d.move));
    if (!res.ok || res.handEnded) return null;
    st = res.state;
  }
  const same = st.hand.log.length === h.log.length && st.hand.log.every((e, i) => e === h.log[i]);
  if (!same) return null;
  if (st.hand.hands.every((m, s) => m === h.hands[s]) && st.hand.bone.every((t, i) => t === h.bone[i]))
    return null;
  // What the seat saw is what it saw in the recorded hand: only the hidden tiles differ.
  expect(viewFor(st, seat)).toEqual(viewFor(state, seat));
  const res = applyMove(st, seat, moveOf(decisions[k].move));
  if (!res.ok) throw new Error(res.error.message);
  return res.handEnded ? res.finished[0] : playOut(res.state, tag, () => 'greedy').record;
}

/** A seat's reviews up to log entry `upTo`, without the open-hands results (they rest on the deal). */
function estimatesOf(a: HandAnalysis, seat: number, upTo: number) {
  return a.steps.flatMap((s) => {
    if (s.type === 'pass' || s.seat !== seat || s.at > upTo || !s.review) return [];
    const { moves, exactBest: _exact, ...judged } = s.review;
    return [{ at: s.at, ...judged, moves: moves.map((m) => ({ move: m.move, estimate: m.estimate })) }];
  });
}

describe('each estimate rests on the seat’s own view', () => {
  const games: RulesInput[] = [
    { preset: 'draw', players: 2 },
    { preset: 'block', players: 3 },
    { preset: 'draw', players: 3 },
    { preset: 'allFives', players: 2 },
  ];
  it.each(games.map((g) => [JSON.stringify(g), g] as const))(
    '%s: other hidden tiles, the same estimates for that seat (same seed)',
    (_, input) => {
      const r = parseRules(input);
      let cases = 0;
      let exactMoved = 0;
      for (let d = 0; cases < 3 && d < 12; d++) {
        const { record } = playedHand(input, `hidden-${d}`);
        const decisions = replayHand(r, record).decisions;
        // The recorded hand's analysis: the same for every decision of this deal, made once.
        let a: HandAnalysis | undefined;
        // A decision with a choice, late enough that the history says something.
        for (let k = decisions.length - 2; k >= 1 && cases < 3; k -= 2) {
          const { seat, at, state } = decisions[k];
          if (viewFor(state, seat).legalMoves!.length < 2) continue;
          const other = dealtAfresh(r, record, k, `afresh-${d}-${k}`);
          if (!other) continue;
          a ??= analyseHand(r, record, QUICK);
          const b = analyseHand(r, other, QUICK);
          const mine = estimatesOf(a, seat, at);
          expect(mine.length).toBeGreaterThan(0);
          expect(estimatesOf(b, seat, at)).toEqual(mine);
          const exactAt = (x: HandAnalysis) =>
            x.steps.find((s) => s.at === at && s.type !== 'pass' && s.review)!;
          if (JSON.stringify(exactAt(a)) !== JSON.stringify(exactAt(b))) exactMoved++;
          cases++;
        }
      }
      expect(cases).toBeGreaterThanOrEqual(3);
      // The deals did differ where it counts: the open-hands line, which sees them, moved.
      expect(exactMoved).toBeGreaterThan(0);
    },
  );
});
