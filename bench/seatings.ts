/** What the bot benchmarks share: how one deal is seated so that its luck cancels. */
import { type Rules, sideOf } from '../shared/engine';

/** Seat assignments for one deal: each puts player a in some seats; together they cancel luck. */
export function seatings(r: Rules): boolean[][] {
  const n = r.players;
  if (r.teams === 'partnership')
    return [0, 1].map((side) => Array.from({ length: n }, (_, s) => sideOf(r, s) === side));
  // Individuals: a in each seat once, b everywhere else.
  return Array.from({ length: n }, (_, aSeat) => Array.from({ length: n }, (_, s) => s === aSeat));
}
