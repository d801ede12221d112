/**
 * Four-player pools (docs/events.md#four-player-pools): each round seats the players at tables of
 * four so that meetings stay balanced: a table's cost is the sum over its pairs of 4^(times they
 * met before), and the round is the grouping a greedy start and then swaps between tables bring
 * lowest. A count that is no multiple of four gives the rest a bye, the fewest byes first.
 * Deterministic: the same players and history, the same round.
 */

/** The rounds a pool event of `count` players plays: enough for each to meet every other once. */
export function poolRounds(count: number): number {
  return count < 4 ? 0 : Math.ceil((count - 1) / 3);
}

/** What the schedule knows of the rounds before: each earlier table's players, and each player's byes. */
export interface PoolHistory {
  tables: readonly (readonly string[])[];
  byes: ReadonlyMap<string, number>;
  /** Times each player sat in seat 0 (who sits first less often sits first). */
  firstSeats: ReadonlyMap<string, number>;
}

const key = (p: string, q: string) => (p < q ? `${p}\u0000${q}` : `${q}\u0000${p}`);

/** How many times each pair met before. */
export function meetings(tables: readonly (readonly string[])[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const t of tables)
    for (let i = 0; i < t.length; i++)
      for (let j = i + 1; j < t.length; j++) met.set(key(t[i], t[j]), (met.get(key(t[i], t[j])) ?? 0) + 1);
  return met;
}

/**
 * One round over `ids` (in ranking or joining order): tables of four (seat order inside each:
 * who sat first least often first) and the players with a bye.
 */
export function poolRound(
  ids: readonly string[],
  history: PoolHistory,
): { tables: string[][]; byes: string[] } {
  const met = meetings(history.tables);
  const cost = (p: string, q: string) => 4 ** (met.get(key(p, q)) ?? 0);
  const order = new Map(ids.map((id, i) => [id, i]));
  // The rest of a count of four sit out: the fewest byes first, then the latest in the order.
  const rest = ids.length % 4;
  const byByes = [...ids].sort(
    (p, q) => (history.byes.get(p) ?? 0) - (history.byes.get(q) ?? 0) || order.get(q)! - order.get(p)!,
  );
  const byes = byByes.slice(0, rest);
  const playing = ids.filter((id) => !byes.includes(id));
  const n = playing.length / 4;
  // Greedy: each player to the open table it costs least at (the first such).
  const tables: string[][] = Array.from({ length: n }, () => []);
  for (const p of playing) {
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let t = 0; t < n; t++) {
      if (tables[t].length >= 4) continue;
      const c = tables[t].reduce((s, q) => s + cost(p, q), 0);
      if (c < bestCost) {
        bestCost = c;
        best = t;
      }
    }
    tables[best].push(p);
  }
  // Then swaps between tables while one lowers the total (bounded passes).
  const at = (t: number, except: number, p: string) =>
    tables[t].reduce((s, q, i) => (i === except ? s : s + cost(p, q)), 0);
  for (let pass = 0; pass < 50; pass++) {
    let improved = false;
    for (let t = 0; t < n; t++) {
      for (let u = t + 1; u < n; u++) {
        for (let i = 0; i < 4; i++) {
          for (let j = 0; j < 4; j++) {
            const p = tables[t][i];
            const q = tables[u][j];
            const before = at(t, i, p) + at(u, j, q);
            const after = at(t, i, q) + at(u, j, p);
            if (after < before) {
              tables[t][i] = q;
              tables[u][j] = p;
              improved = true;
            }
          }
        }
      }
    }
    if (!improved) break;
  }
  const first = (p: string) => history.firstSeats.get(p) ?? 0;
  for (const t of tables) t.sort((p, q) => first(p) - first(q) || order.get(p)! - order.get(q)!);
  return { tables, byes };
}
