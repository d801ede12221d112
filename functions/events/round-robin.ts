/**
 * Round-robin by the circle method (Berger tables): every pair meets once in n-1 rounds (n
 * rounded up to even; the stand-in "nobody" is the bye), each player sitting first in half
 * their matches, within one (docs/events.md#round-robin).
 */

/** The rounds a round-robin of `count` players takes. */
export function roundRobinRounds(count: number): number {
  return count < 2 ? 0 : count % 2 === 0 ? count - 1 : count;
}

/**
 * Round `round` (1-based) of the schedule over `ids` (in seeding order): [seat 0, seat 1] pairs,
 * and the player with the bye (odd counts only).
 */
export function roundRobinRound(
  ids: readonly string[],
  round: number,
): { pairs: [string, string][]; bye: string | null } {
  const total = roundRobinRounds(ids.length);
  if (!Number.isInteger(round) || round < 1 || round > total) {
    throw new RangeError(`round ${round} of a ${ids.length}-player round-robin (1..${total})`);
  }
  const slots: (string | null)[] = ids.length % 2 === 0 ? [...ids] : [...ids, null];
  const n = slots.length;
  const r = round - 1;
  // Slot n-1 stays put; the others turn one place a round: position k holds slot (k + r) mod (n-1).
  const at = (k: number) => (k === n - 1 ? slots[n - 1] : slots[(k + r) % (n - 1)]);
  const pairs: [string, string][] = [];
  let bye: string | null = null;
  for (let k = 0; k < n / 2; k++) {
    const x = at(k);
    const y = at(n - 1 - k);
    if (x === null || y === null) {
      bye = x ?? y;
      continue;
    }
    // The turning players pass through every place once: the top row's sit first, the bottom
    // row's second, so each sits first n/2 - 1 times and once more or less against the fixed
    // player, who alternates seats by round.
    const first = k === 0 ? r % 2 === 1 : true;
    pairs.push(first ? [x, y] : [y, x]);
  }
  return { pairs, bye };
}
