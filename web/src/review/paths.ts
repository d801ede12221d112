/** Where a hand's review is: /tables/<id>/hands/<n>/review (routes.tsx's `review`). */
export const reviewPath = (tableId: string, handNo: number) => `/tables/${tableId}/hands/${handNo}/review`;

/**
 * How many hands of a table have a review now: the hands played to their end. A match over by
 * its score ended with its last hand; one forfeited (or resigned) ended mid-hand, whose hand has
 * no end to review; in play, the hands before the current one.
 */
export function reviewableHands(view: {
  status: string;
  handNo: number;
  forfeitedBy: number | null;
  lastHand: { handNo: number } | null;
}): number {
  if (view.status === 'over' && view.forfeitedBy === null) return view.handNo;
  return view.lastHand?.handNo ?? view.handNo - 1;
}
