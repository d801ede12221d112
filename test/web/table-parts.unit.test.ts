/**
 * Pure parts of the table screen: the scene after some of a hand's moves (worked back from where
 * the hand ended: the line so far, tile counts, the boneyard, the scores), the words of end
 * buttons (never two alike), the log that never runs ahead of the board, and where seats sit.
 * No DOM, no browser.
 */
import { describe, expect, it } from 'vitest';
import type { FeedEvent, HandSummary, HistoryEvent } from '../../web/src/api/client';
import { t } from '../../web/src/i18n';
import { shownEvents } from '../../web/src/table/Feed';
import { backOffMs } from '../../web/src/table/follow';
import { endChoiceWords } from '../../web/src/table/Line';
import { placeOf } from '../../web/src/table/Seats';
import { currentHand, finishedHand, sceneAt } from '../../web/src/table/scene';

/** An All Fives hand for two: 5-5 leads (10 points), 3-5, a draw of two, a pass, 0-5 (5 points). */
const history: HistoryEvent[] = [
  { type: 'play', seat: 0, tile: '5-5', end: 0, points: 10, forced: false },
  { type: 'play', seat: 1, tile: '3-5', end: 0, points: 0, forced: false },
  { type: 'draw', seat: 0, count: 2, chosen: false },
  { type: 'play', seat: 0, tile: '0-5', end: 1, points: 5, forced: false },
  { type: 'pass', seat: 1, numbers: [3, 0] },
];

describe('the scene after some of a hand’s moves', () => {
  // After the five moves: seat 0 holds 7 - 2 + 2 = 7 tiles, seat 1 6; scores 15 and 0.
  const hand = { handNo: 1, history, counts: [7, 6], scores: [15, 0], sides: [0, 1] };

  it('at the deal: no line, the tiles dealt, the boneyard full, the scores before the hand', () => {
    const s = sceneAt(hand, 0);
    expect([s.line, s.counts, s.boneyard, s.scores, s.last]).toEqual([[], [7, 7], 14, [0, 0], null]);
  });

  it('move by move: the line grows, a draw fills a hand from the boneyard, points come with their play', () => {
    expect(sceneAt(hand, 1)).toMatchObject({ counts: [6, 7], boneyard: 14, scores: [10, 0], step: 1 });
    expect(sceneAt(hand, 2).line.map((p) => p.tile)).toEqual(['5-5', '3-5']);
    expect(sceneAt(hand, 3)).toMatchObject({ counts: [8, 6], boneyard: 12, scores: [10, 0] });
    expect(sceneAt(hand, 4)).toMatchObject({ counts: [7, 6], scores: [15, 0] });
    const end = sceneAt(hand, 5);
    expect([end.counts, end.boneyard, end.scores, end.last]).toEqual([[7, 6], 12, [15, 0], history[4]]);
    expect(end.lastBySeat).toEqual([history[3], history[4]]);
  });

  it('on a bigger set the boneyard counts that set: double-nine leaves 55 - 14 at the deal', () => {
    expect(sceneAt({ ...hand, tiles: 55 }, 0).boneyard).toBe(41);
    expect(sceneAt({ ...hand, tiles: 91 }, 5).boneyard).toBe(91 - 3 - 13);
  });

  it('is held to the hand: no step before the deal or past the last move', () => {
    expect(sceneAt(hand, -3).step).toBe(0);
    expect(sceneAt(hand, 99).step).toBe(5);
  });

  it('a finished hand starts from its scores before the award, its hands as revealed', () => {
    const summary: HandSummary = {
      handNo: 2,
      reason: 'domino',
      out: 0,
      winner: 0,
      award: 10,
      doubled: false,
      deltas: [10, 0],
      points: [15, 0],
      hands: [[], ['6-6', '4-6']],
      pips: [0, 22],
      scores: [45, 20],
      seed: 's',
      history: [{ type: 'play', seat: 0, tile: '1-1', end: 0, points: 0, forced: false }],
    };
    const record = finishedHand(summary, [0, 1]);
    expect(record.scores).toEqual([35, 20]);
    expect(sceneAt(record, 0)).toMatchObject({ counts: [1, 2], scores: [35, 20], handNo: 2 });
    expect(sceneAt(record, 1)).toMatchObject({ counts: [0, 2], boneyard: 25 });
  });

  it('the hand in play, as the view has it', () => {
    const view = { handNo: 3, history, handCounts: [7, 6], scores: [15, 0], sides: [0, 1] };
    expect(currentHand(view as Parameters<typeof currentHand>[0])).toEqual({ ...hand, handNo: 3 });
  });
});

describe('the log', () => {
  const at = (version: number, e: Partial<FeedEvent> & { type: FeedEvent['type'] }) =>
    ({ version, handNo: 1, ...e }) as FeedEvent;
  const events: FeedEvent[] = [
    at(1, { type: 'handDealt' }),
    at(1, { type: 'play' }),
    at(2, { type: 'play' }),
    at(3, { type: 'pass' }),
    at(3, { type: 'handEnded' }),
    { ...at(3, { type: 'handDealt' }), handNo: 2 },
  ];
  const scene = (handNo: number, step: number, moves: number) =>
    ({ handNo, step, moves }) as Parameters<typeof shownEvents>[1];

  it('shows the moves the board shows, and the end of a hand only once its last move is shown', () => {
    expect(shownEvents(events, scene(1, 0, 3)).length).toBe(1);
    expect(shownEvents(events, scene(1, 2, 3)).length).toBe(3);
    expect(shownEvents(events, scene(1, 3, 3)).length).toBe(5);
    expect(shownEvents(events, scene(2, 0, 0))).toEqual(events);
  });
});

describe('end buttons', () => {
  const anchor = (end: number, x: number, y: number) => ({
    end,
    number: 1,
    direction: 'right' as const,
    x,
    y,
    square: { x, y, width: 1, height: 1 },
    emptySpinnerSide: false,
  });
  const box = { x: 0, y: 0, width: 18, height: 6 };

  it('two ends that read alike are told apart by where they lie on the line', () => {
    const words = endChoiceWords([anchor(0, 16, 0), anchor(1, 16, 5)], box);
    expect(words).toEqual([
      'the right end, showing 1, at the top right of the line',
      'the right end, showing 1, at the bottom right of the line',
    ]);
  });

  it('and by their order when they lie alike too; ends that differ keep their plain words', () => {
    expect(new Set(endChoiceWords([anchor(0, 16, 0), anchor(1, 17, 0)], box)).size).toBe(2);
    const left = { ...anchor(1, 0, 2), direction: 'left' as const, number: 4 };
    expect(endChoiceWords([anchor(0, 16, 2), left], box)).toEqual([
      'the right end, showing 1',
      'the left end, showing 4',
    ]);
  });
});

describe('seats around the table', () => {
  it('you at the bottom, the next in turn on your left, a partner across; a spectator sees seat 0 at the bottom', () => {
    expect([0, 1, 2, 3].map((s) => placeOf(s, 0, 4))).toEqual(['bottom', 'left', 'top', 'right']);
    expect([0, 1, 2, 3].map((s) => placeOf(s, 2, 4))).toEqual(['top', 'right', 'bottom', 'left']);
    expect([0, 1, 2].map((s) => placeOf(s, 1, 3))).toEqual(['right', 'bottom', 'left']);
    expect([0, 1].map((s) => placeOf(s, null, 2))).toEqual(['bottom', 'top']);
  });
});

describe('words and waits', () => {
  it('counts in words: one pip, two pips', () => {
    const counted = [
      t('common.pips', { count: 1 }),
      t('common.pips', { count: 0 }),
      t('common.tiles', { count: 2 }),
    ];
    expect(counted).toEqual(['1 pip', '0 pips', '2 tiles']);
  });

  it('tries again after a failure soon, and never waits more than 1.5 s', () => {
    expect([1, 2, 3, 4, 10, 50].map(backOffMs)).toEqual([500, 1000, 1500, 1500, 1500, 1500]);
  });
});
