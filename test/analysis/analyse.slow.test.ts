/**
 * The analysis of whole hands of every game: every step listed, judged only where there was a
 * choice, consistently; what a reader of it is shown names no tile that reader could not see at
 * the hand's end; the same hand and seed give the same analysis. The quick parts (a constructed
 * blunder, the verdicts and accuracy): analyse.unit.test.ts; each estimate resting on the seat's
 * own view: leak.slow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnalysisStep,
  analyseHand,
  analysisForSeat,
  type DecisionReview,
  type HandAnalysis,
  replayHand,
  verdictOf,
} from '../../shared/analysis';
import {
  EV_DRAW,
  EV_PLAY,
  evSeat,
  evTile,
  evType,
  type LegalMove,
  type RulesInput,
  tileName,
  tilesOf,
} from '../../shared/engine';
import { GAMES, type PlayedHand, playedHand, QUICK } from './hands';

/** The hands each game's tests look at, two a game. */
const DEALS = 2;

const analysed = new Map<string, { played: PlayedHand; analysis: HandAnalysis }>();

/**
 * Deal `d` of a game, played out, and its analysis: made once, read by both describes below (an
 * analysis of a whole hand is most of their time).
 */
function analysedHand(input: RulesInput, d: number) {
  const key = `${JSON.stringify(input)} ${d}`;
  let found = analysed.get(key);
  if (!found) {
    const played = playedHand(input, `analyse-${d}`);
    found = { played, analysis: analyseHand(played.rules, played.record, QUICK) };
    analysed.set(key, found);
  }
  return found;
}

function namedTiles(a: HandAnalysis): Set<string> {
  return new Set([...JSON.stringify(a).matchAll(/"([0-6]-[0-6])"/g)].map((m) => m[1]));
}

const reviewed = (steps: AnalysisStep[]) =>
  steps.flatMap((s) => (s.type !== 'pass' && s.review ? [{ step: s, review: s.review }] : []));

function checkReview(review: DecisionReview, legal: LegalMove[]) {
  expect(review.moves.map((m) => m.move)).toEqual(legal);
  const values = review.moves.map((m) => m.estimate.value);
  expect(values[review.best]).toBe(Math.max(...values));
  expect(review.loss.value).toBeGreaterThanOrEqual(0);
  expect(review.loss.value).toBeCloseTo(values[review.best] - values[review.played], 3);
  expect(review.verdict).toBe(verdictOf(review.loss.value));
  for (const m of review.moves) {
    expect(m.estimate.winChance).toBeGreaterThanOrEqual(0);
    expect(m.estimate.winChance).toBeLessThanOrEqual(1);
  }
  if (review.exactBest === null) expect(review.moves.every((m) => m.exact === null)).toBe(true);
  else {
    const exact = review.moves.map((m) => m.exact!.value);
    expect(exact[review.exactBest]).toBe(Math.max(...exact));
  }
}

describe('the analysis of a hand', () => {
  it.each(GAMES.map((g) => [JSON.stringify(g), g] as const))(
    '%s: every step listed in order, judged only where there was a choice',
    (_, input) => {
      for (let d = 0; d < DEALS; d++) {
        const {
          played: { record, views },
          analysis: a,
        } = analysedHand(input, d);
        // The steps cover the log, entry by entry.
        let next = 0;
        for (const s of a.steps) {
          expect(s.at).toBe(next);
          next += s.type === 'draw' ? s.count : 1;
        }
        expect(next).toBe(record.log.length);
        for (const s of a.steps) {
          const view = views.get(s.at);
          if (s.type === 'pass') {
            expect(s.forced).toBe(true);
            continue;
          }
          const choice = view && view.legalMoves!.length > 1;
          expect(s.forced).toBe(!choice);
          expect(s.review === null).toBe(!choice);
          if (s.type === 'draw' && !s.chosen) expect(view).toBeUndefined();
          if (s.review) checkReview(s.review, view!.legalMoves!);
        }
        // exactFrom: every judged decision from there on has its open-hands results.
        const judged = reviewed(a.steps);
        if (a.exactFrom !== null) {
          for (const { step, review } of judged) {
            const i = a.steps.indexOf(step);
            expect(review.exactBest !== null).toBe(i >= a.exactFrom);
          }
        } else expect(judged.every((x) => x.review.exactBest === null)).toBe(true);
        for (const seat of a.seats) {
          const mine = judged.filter((x) => x.step.seat === seat.seat);
          expect(seat.judged).toBe(mine.length);
          expect(Object.values(seat.verdicts).reduce((x, y) => x + y, 0)).toBe(mine.length);
          expect(seat.accuracy === null).toBe(mine.length === 0);
        }
      }
    },
  );

  it('the same hand and seed give the same analysis; another seed other estimates, the same open-hands results', () => {
    const { rules, record } = playedHand({ preset: 'draw', players: 2 }, 'determinism');
    const once = analyseHand(rules, record, { ...QUICK, worlds: 600, maxWorlds: 1200 });
    const twice = analyseHand(rules, record, { ...QUICK, worlds: 600, maxWorlds: 1200 });
    expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
    const other = analyseHand(rules, record, { ...QUICK, worlds: 600, maxWorlds: 1200, seed: 'other' });
    expect(other.steps.length).toBe(once.steps.length);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(once));
    // The open-hands results rest on the deal alone, never on the seed.
    const exact = (a: typeof once) => reviewed(a.steps).map((x) => x.review.moves.map((m) => m.exact));
    expect(exact(other)).toEqual(exact(once));
  });
});

describe('what a reader of the analysis is shown', () => {
  it.each(GAMES.map((g) => [JSON.stringify(g), g] as const))(
    '%s: no tile the reader could not see at the end of the hand',
    (_, input) => {
      for (let d = 0; d < DEALS; d++) {
        const {
          played: { rules, record },
          analysis,
        } = analysedHand(input, d);
        const replay = replayHand(rules, record);
        let played = 0;
        const drewBy = new Array<number>(rules.players).fill(0);
        for (const e of record.log) {
          if (evType(e) === EV_PLAY) played |= 1 << evTile(e);
          if (evType(e) === EV_DRAW) drewBy[evSeat(e)] |= 1 << evTile(e);
        }
        const revealed = record.hands.reduce((m, h) => m | h, played);
        // The tiles left in the boneyard: nobody saw them, and the analysis never names them.
        const stayed = replay.bone.filter((t) => !(revealed & (1 << t)));
        const named = namedTiles(analysis);
        for (const t of stayed) expect(named.has(tileName(t)), tileName(t)).toBe(false);
        for (const seat of [...Array.from({ length: rules.players }, (_, s) => s), null]) {
          const cut = analysisForSeat(analysis, seat);
          const visible = seat === null ? revealed : revealed | drewBy[seat];
          for (const name of namedTiles(cut)) {
            const t = tilesOf((1 << 28) - 1).find((x) => tileName(x) === name)!;
            expect(visible & (1 << t), `${name} shown to seat ${seat}`).not.toBe(0);
          }
          // As the views cut a history: only the drawing seat learns what it drew, and when.
          for (const s of cut.steps) if (s.type === 'draw') expect('tiles' in s).toBe(s.seat === seat);
          cut.dealt.forEach((hand, s) => {
            expect(hand === null).toBe(s !== seat);
          });
          expect(cut.steps.length).toBe(analysis.steps.length);
        }
      }
    },
  );
});
