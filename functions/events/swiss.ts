/**
 * Swiss pairing: one maximum-weight matching over the players still in (docs/events.md#swiss).
 * The weights are lexicographic: first as few repeat meetings as possible, then as few seat clashes
 * (two players who both sat one seat twice more than the other), then the smallest score
 * differences (squared, by score group), then seat preferences met; an odd count adds a "bye"
 * vertex that only players without a bye yet may take, the lowest score group first.
 */
import blossom from 'edmonds-blossom';
import { type EventMatch, opponentOf, sidesOf } from './model';

/** How far down the ranking a large event's first try looks for each player's opponent. */
export const NEAREST = 48;

/** What the pairing knows of one player. */
export interface SwissPlayer {
  id: string;
  /** The score the pairing groups by (wins, or a duplicate event's matchpoints). */
  score: number;
  /** Opponents met before (by id). */
  met: ReadonlySet<string>;
  hadBye: boolean;
  /** Times in seat 0 less times in seat 1. */
  seatBalance: number;
  /** The seat of the last match played, if any (a tie of balance alternates). */
  lastSeat: 0 | 1 | null;
}

export interface SwissPairing {
  /** [seat 0, seat 1] per match, the highest score group's first. */
  pairs: [string, string][];
  bye: string | null;
  /** Pairs of players who had met before (0 unless no pairing without one exists). */
  repeats: number;
}

/** Each player's history from the rounds played, for `pairSwiss`. */
export function swissPlayers(
  ids: readonly string[],
  rounds: readonly (readonly EventMatch[])[],
  scoreOf: (id: string) => number,
): SwissPlayer[] {
  const by = new Map<string, SwissPlayer>(
    ids.map((id) => [
      id,
      { id, score: scoreOf(id), met: new Set(), hadBye: false, seatBalance: 0, lastSeat: null },
    ]),
  );
  for (const round of rounds) {
    for (const m of round) {
      for (const id of sidesOf(m)) {
        const p = by.get(id);
        if (!p) continue;
        const other = opponentOf(m, p.id);
        if (other === null) {
          p.hadBye = true;
          continue;
        }
        (p.met as Set<string>).add(other);
        const seat = m.a === p.id ? 0 : 1;
        p.seatBalance += seat === 0 ? 1 : -1;
        p.lastSeat = seat;
      }
    }
  }
  return [...by.values()];
}

/**
 * Pairs a round. `players` in ranking order (the standings' order: it breaks ties of weight and
 * gives the higher-ranked the first say on seats). Deterministic: the same input, the same pairs.
 */
export function pairSwiss(players: readonly SwissPlayer[]): SwissPairing {
  const n = players.length;
  if (n === 0) return { pairs: [], bye: null, repeats: 0 };
  if (n === 1) return { pairs: [], bye: players[0].id, repeats: 0 };
  const groups = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  const group = new Map(groups.map((s, i) => [s, i]));
  const g = players.map((p) => group.get(p.score)!);
  const odd = n % 2 === 1;
  const matched = Math.floor((n + (odd ? 1 : 0)) / 2);
  const gMax = groups.length - 1;
  const worst = gMax * gMax + 1;
  // base = C * (worst - diff^2) + seat: one step of score is worth more than every seat term.
  const C = matched + 1;
  const maxBase = C * worst + 1;
  // One clash fewer is worth more than every base term together; one meeting fewer, than both.
  const B = matched * maxBase + 1;
  const A = matched * (B + maxBase) + 1;
  const seatTerm = (i: number, j: number) =>
    Math.sign(players[i].seatBalance) * Math.sign(players[j].seatBalance) > 0 ? 0 : 1;
  const clash = (i: number, j: number) => seatClash(players[i], players[j]);
  const build = (allowRepeats: boolean, allowSecondBye: boolean, window: number) => {
    const edges: [number, number, number][] = [];
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < Math.min(n, i + 1 + window); j++) {
        const repeat = players[i].met.has(players[j].id);
        if (repeat && !allowRepeats) continue;
        const d = g[i] - g[j];
        edges.push([i, j, (repeat ? 0 : A) + (clash(i, j) ? 0 : B) + C * (worst - d * d) + seatTerm(i, j)]);
      }
    }
    if (odd) {
      // The bye vertex n: as good as a pairing with the lowest group (a bye to the top is costly).
      for (let i = 0; i < n; i++) {
        if (players[i].hadBye && !allowSecondBye) continue;
        const d = gMax - g[i];
        edges.push([i, n, A + B + C * (worst - d * d)]);
      }
    }
    return edges;
  };
  const vertices = n + (odd ? 1 : 0);
  let mate: number[] | null = null;
  // Large events first try edges to the nearest in the ranking only (NEAREST each way), which
  // holds every pairing a Swiss of them makes in practice; then the whole graph.
  const windows = n > 2 * NEAREST + 2 ? [NEAREST, n] : [n];
  for (const [repeats, secondBye, window] of [false, true].flatMap((r) =>
    (r ? [false, true] : [false]).flatMap((b) => windows.map((w) => [r, b, w] as const)),
  )) {
    const m = blossom(build(repeats, secondBye, window), true);
    while (m.length < vertices) m.push(-1);
    if (m.every((x) => x >= 0)) {
      mate = m;
      break;
    }
  }
  if (!mate) throw new Error(`no pairing of ${n} players`);
  const pairs: [string, string][] = [];
  let bye: string | null = null;
  let repeats = 0;
  const order = players.map((_, i) => i);
  for (const i of order) {
    const j = mate[i];
    if (j === n && odd) {
      bye = players[i].id;
      continue;
    }
    if (j < i) continue;
    if (players[i].met.has(players[j].id)) repeats++;
    pairs.push(seatOrder(players[i], players[j]));
  }
  return { pairs, bye, repeats };
}

/** Two players who both sat the same seat twice more than the other: one of them goes to three. */
export function seatClash(p: SwissPlayer, q: SwissPlayer): boolean {
  return p.seatBalance * q.seatBalance > 0 && Math.min(Math.abs(p.seatBalance), Math.abs(q.seatBalance)) >= 2;
}

/**
 * Who sits first: the one who sat first less often; at equal balance, the one who sat second
 * last time; else the higher-ranked (`p`, who comes first in the ranking).
 */
export function seatOrder(p: SwissPlayer, q: SwissPlayer): [string, string] {
  if (p.seatBalance !== q.seatBalance) return p.seatBalance < q.seatBalance ? [p.id, q.id] : [q.id, p.id];
  if (p.lastSeat !== q.lastSeat) {
    if (p.lastSeat === 1 || q.lastSeat === 0) return [p.id, q.id];
    return [q.id, p.id];
  }
  return [p.id, q.id];
}
