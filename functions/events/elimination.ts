/**
 * Single elimination: a seeded bracket (seed 1 meets the last seed, the top seeds take the byes
 * of a count short of a power of two), the winners meeting as the bracket says
 * (docs/events.md#single-elimination).
 */

/** The rounds a bracket of `count` players takes. */
export function eliminationRounds(count: number): number {
  return count < 2 ? 0 : Math.ceil(Math.log2(count));
}

/** The bracket's slots for `size` (a power of two), as seed numbers 1..size: 1, size, ... */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
}

/**
 * The first round: `ids` in seeding order (the best first). Slots whose seed is past the count
 * are byes, which go to the top seeds.
 */
export function firstEliminationRound(ids: readonly string[]): (readonly [string, string | null])[] {
  const size = 2 ** eliminationRounds(ids.length);
  const order = bracketOrder(size);
  const slots: (readonly [string, string | null])[] = [];
  for (let k = 0; k < size; k += 2) {
    const a = ids[order[k] - 1];
    const b = ids[order[k + 1] - 1] ?? null;
    slots.push(a === undefined ? [b!, null] : [a, b]);
  }
  return slots;
}

/**
 * The next round from the winners of the last, in bracket order (winner of slot 0 meets that of
 * slot 1, ...). The better seed of each pair sits first.
 */
export function nextEliminationRound(
  winners: readonly string[],
  seedOf: (id: string) => number,
): (readonly [string, string | null])[] {
  const slots: (readonly [string, string | null])[] = [];
  for (let k = 0; k < winners.length; k += 2) {
    const a = winners[k];
    const b = winners[k + 1] ?? null;
    slots.push(b === null || seedOf(a) < seedOf(b) ? [a, b] : [b, a]);
  }
  return slots;
}
