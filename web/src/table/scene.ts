/**
 * The table as it stood after some of a hand's moves: the line so far, each hand's tile count,
 * the boneyard, the scores. Worked out from the hand's history (the view's, or the last hand's)
 * backwards from where it ended, so the screen can show the moves one at a time. Pure.
 */
import type { HandSummary, HistoryEvent, SeatView } from '../api/client';

/** Tiles in the double-N set: 28, 55 or 91 (docs/rules.md#sets). */
const tilesIn = (set: number) => ((set + 1) * (set + 2)) / 2;

export type LinePlay = SeatView['line'][number];

export interface Scene {
  handNo: number;
  /** How many of the hand's moves are shown (0: the deal). */
  step: number;
  /** Every move of the hand. */
  moves: number;
  line: LinePlay[];
  counts: number[];
  /** Tiles neither in a hand nor on the line: the boneyard (or, in a block game, set aside). */
  boneyard: number;
  /** Per side. */
  scores: number[];
  /** The move shown last, if any. */
  last: HistoryEvent | null;
  /** The move shown before it, if any. */
  previous: HistoryEvent | null;
  /** Each seat's latest move shown in this hand. */
  lastBySeat: (HistoryEvent | null)[];
}

/** A hand's moves and where they left the table. */
export interface HandRecord {
  handNo: number;
  history: HistoryEvent[];
  /** Tiles in each hand after the last move. */
  counts: number[];
  /** Per side, after the last move (before the hand's award, for a finished hand). */
  scores: number[];
  /** Seat → side. */
  sides: number[];
  /** Tiles in the set played (absent: double-six's 28). */
  tiles?: number;
}

/** The hand in play, as the view has it. */
export function currentHand(view: SeatView): HandRecord {
  return {
    handNo: view.handNo,
    history: view.history,
    counts: view.handCounts,
    scores: view.scores,
    sides: view.sides,
    ...(view.set > 6 && { tiles: tilesIn(view.set) }),
  };
}

/** A finished hand: its revealed hands, and the scores before its award (`set`: the view's). */
export function finishedHand(h: HandSummary, sides: number[], set = 6): HandRecord {
  return {
    handNo: h.handNo,
    history: h.history,
    counts: h.hands.map((tiles) => tiles.length),
    scores: h.scores.map((s, side) => s - (h.deltas[side] ?? 0)),
    sides,
    ...(set > 6 && { tiles: tilesIn(set) }),
  };
}

/** The table after the first `step` moves of `hand`. */
export function sceneAt(hand: HandRecord, step: number): Scene {
  const k = Math.max(0, Math.min(step, hand.history.length));
  const counts = [...hand.counts];
  const scores = [...hand.scores];
  // Undo the moves after `k`, newest first.
  for (let i = hand.history.length - 1; i >= k; i--) {
    const e = hand.history[i];
    if (e.type === 'play') {
      counts[e.seat]++;
      scores[hand.sides[e.seat]] -= e.points;
    } else if (e.type === 'draw') counts[e.seat] -= e.count;
  }
  const line: LinePlay[] = [];
  const lastBySeat: (HistoryEvent | null)[] = hand.counts.map(() => null);
  for (const e of hand.history.slice(0, k)) {
    if (e.type === 'play') line.push({ seat: e.seat, tile: e.tile, end: e.end });
    lastBySeat[e.seat] = e;
  }
  const held = counts.reduce((a, b) => a + b, 0);
  return {
    handNo: hand.handNo,
    step: k,
    moves: hand.history.length,
    line,
    counts,
    boneyard: Math.max(0, (hand.tiles ?? 28) - line.length - held),
    scores,
    last: k > 0 ? hand.history[k - 1] : null,
    previous: k > 1 ? hand.history[k - 2] : null,
    lastBySeat,
  };
}
