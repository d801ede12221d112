/**
 * What the table shows beside the line, in step with it: while a finished hand's last moves are
 * being shown, your hand, the scores and the hand's number are that hand's, never the next
 * deal's; a hand's end shows the scores it ended on. Pure.
 */

import { parseTile } from '../../../shared/engine/tiles';
import type { FeedEvent, SeatView } from '../api/client';
import type { Scene } from './scene';

type Ended = Extract<FeedEvent, { type: 'handEnded' }>;

/**
 * The scores to show: the match's at its end; a hand's end, the scores it ended on (the next
 * hand's first plays may have scored already); else the scene's.
 */
export function shownScores(view: SeatView, handOver: Ended | null, scene: Scene): number[] {
  if (view.status === 'over') return view.scores;
  if (handOver) return handOver.scores;
  return scene.scores;
}

/** The hand's number to show: the hand whose end is on screen, else the scene's. */
export function shownHandNo(view: SeatView, handOver: Ended | null, scene: Scene): number {
  if (view.status === 'over') return view.handNo;
  return handOver ? handOver.handNo : scene.handNo;
}

const order = (tile: string) => parseTile(tile) ?? 0;

/**
 * Your tiles as they were after the scene's moves: the hand's last tiles (the view's, or the
 * finished hand's revealed ones) with your later plays put back and your later draws taken out
 * (their tiles from your view's history, or for a finished hand from your feed). Null for a
 * spectator.
 */
export function handAt(view: SeatView, events: readonly FeedEvent[], scene: Scene): string[] | null {
  const you = view.seat;
  if (you === null || view.hand === null) return null;
  const finished = view.lastHand?.handNo === scene.handNo && view.handNo !== scene.handNo;
  if (!finished && scene.handNo !== view.handNo) return view.hand;
  const history = finished ? view.lastHand!.history : view.history;
  const last = finished ? view.lastHand!.hands[you] : view.hand;
  // Your draws in this hand, in order, with their tiles (a finished hand's history has none).
  const fedDraws = events.filter(
    (e): e is Extract<FeedEvent, { type: 'draw' }> =>
      e.type === 'draw' && e.handNo === scene.handNo && e.seat === you,
  );
  let drawsBefore = history.slice(0, scene.step).filter((e) => e.type === 'draw' && e.seat === you).length;
  const tiles = new Set(last);
  for (const [i, e] of history.entries()) {
    if (e.seat !== you || e.type === 'pass') continue;
    if (e.type === 'draw') {
      if (i < scene.step) continue;
      const drawn = e.tiles ?? fedDraws[drawsBefore]?.tiles ?? [];
      drawsBefore++;
      for (const t of drawn) tiles.delete(t);
    } else if (i >= scene.step) tiles.add(e.tile);
  }
  return [...tiles].sort((a, b) => order(a) - order(b));
}
