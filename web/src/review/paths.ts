/** Where a hand's review is: /tables/<id>/hands/<n>/review (routes.tsx's `review`). */
export const reviewPath = (tableId: string, handNo: number) => `/tables/${tableId}/hands/${handNo}/review`;

/** The hands of a table whose review may be read now: all once the match is over, else the finished ones. */
export function reviewableHands(view: {
  status: string;
  handNo: number;
  lastHand: { handNo: number } | null;
}): number {
  return view.status === 'over' ? view.handNo : (view.lastHand?.handNo ?? view.handNo - 1);
}
