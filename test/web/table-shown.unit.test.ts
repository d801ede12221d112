/**
 * Pure parts of the table screen that keep what is shown in step with the line: the ends a tile
 * is offered (ends that make the same line are one choice), your hand, the scores and the hand's
 * number while a finished hand's last moves are shown and at its end. No DOM, no browser.
 */
import { describe, expect, it } from 'vitest';
import type { FeedEvent, HandSummary, HistoryEvent, SeatView } from '../../web/src/api/client';
import { distinctEnds } from '../../web/src/table/ends';
import { finishedHand, sceneAt } from '../../web/src/table/scene';
import { handAt, shownHandNo, shownScores } from '../../web/src/table/shown';

const play = (seat: number, tile: string, end: number) => ({ seat, tile, end });

describe('the ends a tile is offered', () => {
  it('a tile on a lone double: both ends make the same line, so one end, the first', () => {
    expect(distinctEnds([play(0, '4-4', 0)], 'none', '4-6', [0, 1])).toEqual([0]);
    // All Fives' spinner alone: the same.
    expect(distinctEnds([play(0, '5-5', 0)], 'firstDouble', '0-5', [0, 1])).toEqual([0]);
  });

  it('ends showing the same number with other tiles at their tips are two choices', () => {
    // 4-4, then 2-4, 2-3 and 3-4 on the right: both ends show 4, a double at one tip only.
    const line = [play(0, '4-4', 0), play(1, '2-4', 1), play(0, '2-3', 1), play(1, '3-4', 1)];
    expect(distinctEnds(line, 'none', '4-6', [0, 1])).toEqual([0, 1]);
  });

  it('the side of a lone spinner that opens its short arms is a choice of its own', () => {
    // The 5-5 spinner, its left arm 3-5, 1-3, 1-5 (showing 5), its right side empty (showing 5).
    const line = [play(0, '5-5', 0), play(1, '3-5', 0), play(0, '1-3', 0), play(1, '1-5', 0)];
    expect(distinctEnds(line, 'firstDouble', '5-6', [0, 1])).toEqual([0, 1]);
  });

  it('tiles with one end, or none, are left as they are', () => {
    expect(distinctEnds([play(0, '4-4', 0)], 'none', '4-6', [1])).toEqual([1]);
    expect(distinctEnds([], 'none', '4-6', [])).toEqual([]);
  });
});

/** A finished hand: you (seat 0) led 6-6, drew 0-3 and 1-3, passed; the computer went out. */
const history: HistoryEvent[] = [
  { type: 'play', seat: 0, tile: '6-6', end: 0, points: 0, forced: false },
  { type: 'play', seat: 1, tile: '5-6', end: 1, points: 0, forced: false },
  { type: 'draw', seat: 0, count: 2, chosen: false },
  { type: 'pass', seat: 0, numbers: [6, 5] },
  { type: 'play', seat: 1, tile: '4-5', end: 1, points: 0, forced: false },
];
const summary: HandSummary = {
  handNo: 1,
  reason: 'domino',
  out: 1,
  winner: 1,
  award: 20,
  doubled: false,
  deltas: [0, 20],
  points: [0, 0],
  hands: [['0-0', '0-1', '0-3', '1-3'], []],
  pips: [5, 0],
  scores: [0, 20],
  seed: 'x',
  history,
};
const ended: Extract<FeedEvent, { type: 'handEnded' }> = {
  ...summary,
  version: 9,
  type: 'handEnded',
} as unknown as Extract<FeedEvent, { type: 'handEnded' }>;
/** The view after it: hand 2 dealt, and the computer's opening play scored 10 already. */
const view = {
  seat: 0,
  handNo: 2,
  status: 'playing',
  hand: ['2-2', '2-3', '2-4', '2-5', '2-6', '3-3', '3-4'],
  history: [{ type: 'play', seat: 1, tile: '5-5', end: 0, points: 10, forced: false }],
  handCounts: [7, 6],
  scores: [0, 30],
  sides: [0, 1],
  lastHand: summary,
} as unknown as SeatView;
const feed = [
  { version: 4, handNo: 1, type: 'draw', seat: 0, count: 2, chosen: false, tiles: ['0-3', '1-3'] },
] as unknown as FeedEvent[];

describe('your hand while a finished hand is shown', () => {
  const record = finishedHand(summary, [0, 1]);

  it('is that hand as it stood, never the next deal', () => {
    expect(handAt(view, feed, sceneAt(record, 0))).toEqual(['0-0', '0-1', '6-6']);
    expect(handAt(view, feed, sceneAt(record, 1))).toEqual(['0-0', '0-1']);
    // The draw shown: its tiles join the hand.
    expect(handAt(view, feed, sceneAt(record, 3))).toEqual(['0-0', '0-1', '0-3', '1-3']);
    expect(handAt(view, feed, sceneAt(record, 5))).toEqual(['0-0', '0-1', '0-3', '1-3']);
  });

  it('is the view’s once the hand in play is shown', () => {
    const current = sceneAt(
      { handNo: 2, history: view.history, counts: [7, 6], scores: [0, 30], sides: [0, 1] },
      1,
    );
    expect(handAt(view, feed, current)).toEqual(view.hand);
  });

  it('the scores and the hand number are the finished hand’s, at its end too', () => {
    const last = sceneAt(record, 5);
    expect(shownScores(view, null, last)).toEqual([0, 0]);
    expect(shownScores(view, ended, last)).toEqual([0, 20]);
    expect(shownHandNo(view, ended, last)).toBe(1);
    expect(shownHandNo(view, null, last)).toBe(1);
  });
});
