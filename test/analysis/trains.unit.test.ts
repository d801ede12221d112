/**
 * The review of a Mexican Train round (shared/analysis/trains): the replay rebuilds every round
 * from its record alone; each judged decision lists exactly the seat's legal moves with the one
 * played; the estimates rest on the seat's view only (hidden tiles changed, the same estimates);
 * the analysis is reproducible, its verdicts follow the thresholds, and each reader's cut names
 * only the draws and the dealt hand that reader saw.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handAnalysisFormat } from '../../functions/store/formats/hand-analysis';
import { THRESHOLDS, verdictOf } from '../../shared/analysis';
import {
  analyseTrainRound,
  decodeTrainAnalysis,
  estimateTrainMoves,
  lackedNumbers,
  playedFrom,
  replayRound,
  sampleRound,
  type TrainRoundAnalysis,
  trainAnalysisForSeat,
  unseenOf,
} from '../../shared/analysis/trains';
import { mexicanComputerPlayer } from '../../shared/bots/mexican-train';
import {
  applyMexicanMove,
  cloneMexican,
  type MexicanRules,
  type MexicanRulesInput,
  type MexicanState,
  mexicanMoveOf,
  mexicanViewFor,
  newMexicanMatch,
  parseMexicanRules,
  type RoundRecord,
} from '../../shared/engine/games/mexican-train';
import { seedState } from '../../shared/engine/rng';
import { tileSet } from '../../shared/engine/sets';
import { fixtures } from '../support/fixtures';

const SMALL = { playouts: 400, minWorlds: 4, maxWorlds: 8 };

/** Plays round 1 of a match to its end with computer players; returns the states before each move too. */
function playRound(
  input: MexicanRulesInput,
  seed: string,
  levels: ('random' | 'greedy')[] = ['greedy', 'random'],
) {
  const r = parseMexicanRules(input);
  let st = newMexicanMatch(r, { seed });
  const states: MexicanState[] = [];
  for (let i = 0; st.last === null; i++) {
    const seat = st.round.turn;
    const bot = mexicanComputerPlayer(levels[seat % levels.length]);
    const move = bot.choose(mexicanViewFor(st, seat), `${seed}:${i}`);
    states.push(st);
    const res = applyMexicanMove(st, seat, mexicanMoveOf(r, move));
    if (!res.ok) throw new Error(res.error.message);
    st = res.state;
  }
  return { r, record: st.last as RoundRecord, states };
}

const CASES: [string, MexicanRulesInput][] = [
  ['two players, double-twelve', { game: 'mexicanTrain', players: 2 }],
  [
    'four players, several tiles on the first turn',
    { game: 'mexicanTrain', players: 4, firstTurnManyTiles: true },
  ],
  ['eight players', { game: 'mexicanTrain', players: 8 }],
  [
    'three players, double-nine, 0-0 counts 50',
    { game: 'mexicanTrain', players: 3, set: 9, blankDoubleFifty: true },
  ],
];

describe('the replay of a round', () => {
  it.each(CASES)('%s: rebuilds the deal and every decision from the record alone', (_, input) => {
    for (const seed of ['a', 'b', 'c']) {
      const { record, states } = playRound(input, seed);
      const replay = replayRound(parseMexicanRules(input), record);
      expect(replay.dealt).toEqual(states[0].round.hands.map((h) => h.slice().sort((a, b) => a - b)));
      expect(replay.decisions.length).toBe(states.length);
      replay.decisions.forEach((d, i) => {
        expect(d.state.round.hands).toEqual(states[i].round.hands);
        expect(d.state.round.trains).toEqual(states[i].round.trains);
        expect(d.seat).toBe(states[i].round.turn);
      });
    }
  });

  it('refuses a record whose log the deal cannot make', () => {
    const { r, record } = playRound(CASES[0][1], 'a');
    const log = record.log.slice();
    log.reverse();
    expect(() => replayRound(r, { ...record, log })).toThrow();
  });
});

describe('the analysis of a round', () => {
  const { r, record } = playRound(CASES[1][1], 'review');
  const analysis = analyseTrainRound(r, record, { ...SMALL, seed: 's' });
  const replay = replayRound(r, record);

  it('has a step per log entry; a judged decision lists exactly the seat’s legal moves, the one played among them', () => {
    expect(analysis.steps.map((s) => s.at)).toEqual(record.log.map((_, i) => i));
    const judged = analysis.steps.filter((s) => (s.type === 'play' || s.type === 'stop') && s.review);
    expect(judged.length).toBeGreaterThan(5);
    for (const step of judged) {
      if (step.type !== 'play' && step.type !== 'stop') continue;
      const d = replay.decisions.find((x) => x.at === step.at)!;
      const view = mexicanViewFor(d.state, d.seat);
      expect(step.review!.moves.map((m) => m.move)).toEqual(view.legalMoves);
      const played = step.review!.moves[step.review!.played].move;
      if (step.type === 'play') expect(played).toEqual({ type: 'play', tile: step.tile, train: step.train });
      else expect(played).toEqual({ type: 'stop' });
    }
    // Draws and passes happen by themselves: never judged; nor a move with no alternative.
    for (const step of analysis.steps) {
      if (step.type === 'draw' || step.type === 'pass') expect(step.forced).toBe(true);
      else expect(step.forced).toBe(step.review === null);
    }
  });

  it('gives each verdict by the line review’s thresholds, the best move’s loss 0', () => {
    for (const step of analysis.steps) {
      if ((step.type !== 'play' && step.type !== 'stop') || !step.review) continue;
      const rv = step.review;
      const values = rv.moves.map((m) => m.estimate.value);
      expect(rv.moves[rv.best].estimate.value).toBe(Math.max(...values));
      expect(rv.loss.value).toBeCloseTo(values[rv.best] - values[rv.played], 3);
      expect(rv.verdict).toBe(verdictOf(rv.loss.value));
      if (rv.played === rv.best) expect(rv.accuracy).toBe(100);
      if (rv.loss.value >= THRESHOLDS.blunder) expect(rv.verdict).toBe('blunder');
    }
    for (const seat of analysis.seats) {
      const judged = Object.values(seat.verdicts).reduce((a, b) => a + b, 0);
      expect(judged).toBe(seat.judged);
      if (seat.judged > 0) expect(seat.accuracy).toBeGreaterThanOrEqual(0);
    }
  });

  it('is reproducible: the same record, rules and seed give the same analysis; another seed other estimates', () => {
    expect(analyseTrainRound(r, record, { ...SMALL, seed: 's' })).toEqual(analysis);
    const other = analyseTrainRound(r, record, { ...SMALL, seed: 't' });
    expect(JSON.stringify(other.steps)).not.toEqual(JSON.stringify(analysis.steps));
  });

  it('keeps to its budget: half deals every decision alike, the rest more deals where a verdict is unsettled', () => {
    const moves = analysis.steps.reduce(
      (n, s) => n + ((s.type === 'play' || s.type === 'stop') && s.review ? s.review.moves.length : 0),
      0,
    );
    const spentOn = (a: TrainRoundAnalysis, budget: typeof SMALL) => {
      const { settings } = a;
      expect(settings.worlds).toBeGreaterThanOrEqual(budget.minWorlds);
      expect(settings.worlds).toBeLessThanOrEqual(budget.maxWorlds);
      expect(settings.spent).toBeGreaterThanOrEqual(settings.worlds * moves);
      if (settings.worlds * moves <= budget.playouts)
        expect(settings.spent).toBeLessThanOrEqual(budget.playouts);
      return settings;
    };
    spentOn(analysis, SMALL);
    const more = { playouts: 3000, minWorlds: 4, maxWorlds: 64 };
    const wide = spentOn(analyseTrainRound(r, record, { ...more, seed: 's' }), more);
    // Some verdict was unsettled at first: its decision was dealt more.
    expect(wide.spent).toBeGreaterThan(wide.worlds * moves);
  });

  it('is stored in its own format: the whole analysis and every cut decode as they are', () => {
    const json = (a: TrainRoundAnalysis) => JSON.parse(JSON.stringify(a));
    expect(decodeTrainAnalysis(json(analysis))).toEqual(analysis);
    for (const seat of [null, 0, 1, 2, 3]) {
      const cut = trainAnalysisForSeat(analysis, seat);
      expect(decodeTrainAnalysis(json(cut))).toEqual(cut);
    }
    expect(() => decodeTrainAnalysis({ ...json(analysis), format: 2 })).toThrow();
  });

  it('cuts for a reader: its own dealt hand and draws, nobody else’s', () => {
    for (const seat of [null, 0, 1, 2, 3]) {
      const cut = trainAnalysisForSeat(analysis, seat);
      cut.dealt.forEach((d, s) => {
        expect(d !== null, `seat ${s}`).toBe(s === seat);
      });
      for (const step of cut.steps)
        if (step.type === 'draw') expect(step.tile !== undefined).toBe(step.seat === seat);
    }
    expect(analysis.steps.some((s) => s.type === 'draw')).toBe(true);
  });
});

describe('the estimates rest on the seat’s view alone', () => {
  it('other hidden tiles, the same view: the same estimates', () => {
    let checked = 0;
    for (const seed of ['h1', 'h2', 'h3', 'h4']) {
      const { states } = playRound({ game: 'mexicanTrain', players: 4 }, seed);
      for (const st of states.filter((_, i) => i % 7 === 3)) {
        const seat = st.round.turn;
        const view = mexicanViewFor(st, seat);
        if (view.legalMoves!.length < 2) continue;
        // Swap a tile of the next seat's hand with one of the boneyard's, and two other seats' tiles.
        const other = cloneMexican(st);
        const a = (seat + 1) % 4;
        const b = (seat + 2) % 4;
        const rd = other.round;
        if (rd.bone.length === 0) continue;
        [rd.hands[a][0], rd.bone[0]] = [rd.bone[0], rd.hands[a][0]];
        [rd.hands[a][1], rd.hands[b][0]] = [rd.hands[b][0], rd.hands[a][1]];
        for (const h of rd.hands) h.sort((x, y) => x - y);
        expect(rd.hands).not.toEqual(st.round.hands);
        const otherView = mexicanViewFor(other, seat);
        expect(otherView).toEqual(view);
        expect(estimateTrainMoves(otherView, 'leak', 6)).toEqual(estimateTrainMoves(view, 'leak', 6));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('the playouts depend on the deal: a different seed deals other worlds', () => {
    const { states } = playRound({ game: 'mexicanTrain', players: 4 }, 'h1');
    const st = states.find((s) => mexicanViewFor(s, s.round.turn).legalMoves!.length > 2)!;
    const view = mexicanViewFor(st, st.round.turn);
    expect(estimateTrainMoves(view, 'x', 20)).not.toEqual(estimateTrainMoves(view, 'y', 20));
  });
});

describe('the deals honour what the passes prove', () => {
  it('every seat really lacks the numbers its passes prove, and every deal keeps to them', () => {
    let proved = 0;
    for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      const { states } = playRound({ game: 'mexicanTrain', players: 4 }, seed);
      for (const st of states) {
        const seat = st.round.turn;
        const view = mexicanViewFor(st, seat);
        const lacked = lackedNumbers(view);
        const set = tileSet(12);
        const holds = (hand: number[], s: number) =>
          hand.some((t) => lacked[s].has(set.low[t]) || lacked[s].has(set.high[t]));
        for (let s = 0; s < 4; s++) {
          if (s === seat) continue;
          expect(holds(st.round.hands[s], s), `seat ${s}`).toBe(false);
          proved += lacked[s].size;
        }
        const world = sampleRound(view, unseenOf(view), lacked, seedState(`w${seat}`), playedFrom(view));
        for (let s = 0; s < 4; s++) {
          expect(world.hands[s].length).toBe(st.round.hands[s].length);
          if (s !== seat) expect(holds(world.hands[s], s)).toBe(false);
        }
        expect(world.bone.length).toBe(st.round.bone.length);
      }
    }
    expect(proved).toBeGreaterThan(20);
  });
});

describe('the stored format’s golden fixture', () => {
  // test/fixtures/analysis/trains-v1: a double-nine round for three (the rules, the round's
  // record and its analysis as this code first wrote them); the store's item of it is
  // test/fixtures/store/v4/hand-analysis/mexican-train-round-1.json (test/store/formats.unit.test.ts).
  const golden = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', 'fixtures', 'analysis', 'trains-v1', 'three-nine-round-1.json'),
      'utf8',
    ),
  ) as { rules: MexicanRules; record: RoundRecord; analysis: unknown };

  it('decodes to what was stored, a step per entry of the round’s log, its seats’ moves legal', () => {
    const a = decodeTrainAnalysis(golden.analysis);
    expect(a).toEqual(golden.analysis);
    expect(a.steps.map((s) => s.at)).toEqual(golden.record.log.map((_, i) => i));
    const replay = replayRound(golden.rules, golden.record);
    for (const step of a.steps) {
      if ((step.type !== 'play' && step.type !== 'stop') || !step.review) continue;
      const d = replay.decisions.find((x) => x.at === step.at)!;
      expect(step.review.moves.map((m) => m.move)).toEqual(mexicanViewFor(d.state, d.seat).legalMoves);
    }
  });

  it('is read through the store item’s format as it is', () => {
    const item = fixtures().find((f) => f.name === 'v4/hand-analysis/mexican-train-round-1')!;
    const { analysis } = handAnalysisFormat.decode(item.item);
    expect(analysis).toEqual(golden.analysis);
  });
});
