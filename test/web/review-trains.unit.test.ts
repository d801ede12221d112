/**
 * The Mexican Train review screen's frames (web/src/review/trains/frames.ts), from a reader's cut
 * of a real round's analysis: after each step every train holds the tiles played on it so far,
 * a pass leaves its seat's marker until that seat plays on its own train, and the reader's tiles
 * are its dealt hand, plus its own draws, less its plays, ending as the round revealed them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TrainRoundAnalysis, trainAnalysisForSeat } from '../../shared/analysis/trains';
import type { RoundRecord } from '../../shared/engine/games/mexican-train';
import { tileSet } from '../../shared/engine/sets';
import { type TrainAnalysis, trainFramesOf } from '../../web/src/review/trains/frames';

const golden = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', 'fixtures', 'analysis', 'trains-v1', 'three-nine-round-1.json'),
    'utf8',
  ),
) as { record: RoundRecord; analysis: TrainRoundAnalysis };
const set = tileSet(9);

describe('the frames of a round’s review', () => {
  it.each([0, 1, 2])('seat %i: the trains step by step, its own tiles ending as revealed', (seat) => {
    const cut = trainAnalysisForSeat(golden.analysis, seat) as TrainAnalysis;
    const frames = trainFramesOf(cut, seat);
    expect(frames.length).toBe(cut.steps.length + 1);
    expect(frames[0].trains.every((tr) => tr.length === 0)).toBe(true);
    expect(frames[0].hand).toEqual(golden.analysis.dealt[seat]);
    const last = frames.at(-1)!;
    expect(last.hand!.slice().sort()).toEqual(golden.record.hands[seat].map(set.name).sort());
    const plays = cut.steps.filter((s) => s.type === 'play');
    expect(last.trains.flat().sort()).toEqual(plays.map((s) => s.tile).sort());
    cut.steps.forEach((s, i) => {
      if (s.type === 'pass') expect(frames[i + 1].markers[s.seat]).toBe(true);
      if (s.type === 'play' && s.train === s.seat) expect(frames[i + 1].markers[s.seat]).toBe(false);
    });
  });

  it('a spectator’s: no hand, the same trains', () => {
    const cut = trainAnalysisForSeat(golden.analysis, null) as TrainAnalysis;
    const frames = trainFramesOf(cut, null);
    expect(frames.every((f) => f.hand === null)).toBe(true);
    expect(frames.at(-1)!.trains).toEqual(trainFramesOf(golden.analysis as TrainAnalysis, 0).at(-1)!.trains);
  });
});
