/// <reference path="./edmonds-blossom.d.ts" />
/**
 * A pairing wave over one queue, pure: who sits with whom, from the entries waiting and the time.
 * The rules (docs/pairing.md#a-wave): the allowed rating gap widens with the wait (`allowedGap`);
 * two-player pools are paired by a maximum-weight matching (most tables, then the smallest gaps);
 * three- and four-player pools seat the longest waiter first with the nearest others; a
 * partnership table sets the strongest and the weakest against the two between; nobody meets the
 * person they last played while anyone else waits; one person never sits twice at one table.
 */
import blossom from 'edmonds-blossom';
import { type Pace, type Pairing, POOL_SEATS, type QueueEntry, type QueueKey } from './model';

/**
 * The widest rating difference a person who has waited `waitedSeconds` may be paired across; null
 * once anyone will do. Live: 100 points, 10 more each second, 600 at 50 s, anyone from 90 s.
 * Correspondence: 100 points, 100 more each hour, 600 at 5 h, anyone from 12 h.
 */
export function allowedGap(pace: Pace, waitedSeconds: number): number | null {
  const t = Math.max(0, waitedSeconds);
  if (pace === 'live') return t >= 90 ? null : Math.min(600, 100 + Math.floor(10 * t));
  const hours = t / 3600;
  return hours >= 12 ? null : Math.min(600, 100 + Math.floor(100 * hours));
}

export function waitedSeconds(entry: Pick<QueueEntry, 'joinedAt'>, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(entry.joinedAt)) / 1000));
}

/** Whether a rating difference is within a gap (null: any). */
const within = (diff: number, gap: number | null) => gap === null || diff <= gap;

/** The weight that makes one more table always worth more than any sum of smaller gaps. */
const TABLE_WEIGHT = 1_000_000;

export interface WaveResult {
  pairings: Pairing[];
  /** Entries left waiting. */
  waiting: QueueEntry[];
}

/** The tables one wave makes in `queue` from the entries waiting in it at `now`. */
export function planWave(queue: QueueKey, entries: readonly QueueEntry[], now: Date): WaveResult {
  // Oldest first: the order every rule below breaks ties in.
  const sorted = [...entries].sort(
    (a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.id.localeCompare(b.id),
  );
  const people = new Set(sorted.map((e) => e.playerId)).size;
  const seats = POOL_SEATS[queue.pool];
  const groups =
    seats === 2 ? matchPairs(queue, sorted, now, people) : fillGroups(queue, sorted, now, people, seats);
  const used = new Set(groups.flat().map((e) => e.id));
  return {
    pairings: groups.map((g) => ({ queue, seats: seatOrder(queue, g) })),
    waiting: sorted.filter((e) => !used.has(e.id)),
  };
}

/**
 * Whether these two may be paired: two people, within the allowed gap of the one who has waited
 * longer, and not each other's last opponent unless nobody else is waiting (`people` ≤ 2).
 */
export function mayMeet(pace: Pace, a: QueueEntry, b: QueueEntry, now: Date, people: number): boolean {
  if (a.playerId === b.playerId) return false;
  if (isRematch(a, b) && people > 2) return false;
  const longer = Math.max(waitedSeconds(a, now), waitedSeconds(b, now));
  return within(Math.abs(a.rating - b.rating), allowedGap(pace, longer));
}

/** Two-player pools: the maximum-weight matching (each pair weighs TABLE_WEIGHT less its gap). */
function matchPairs(queue: QueueKey, sorted: QueueEntry[], now: Date, people: number): QueueEntry[][] {
  const edges: [number, number, number][] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      if (!mayMeet(queue.pace, sorted[i], sorted[j], now, people)) continue;
      edges.push([i, j, TABLE_WEIGHT - Math.abs(sorted[i].rating - sorted[j].rating)]);
    }
  }
  if (edges.length === 0) return [];
  const mate: number[] = blossom(edges);
  const pairs: QueueEntry[][] = [];
  for (let i = 0; i < sorted.length; i++) {
    const j = mate[i] ?? -1;
    if (j > i) pairs.push([sorted[i], sorted[j]]);
  }
  return pairs;
}

/**
 * Three- and four-player pools: the longest waiter not yet seated takes the nearest others in
 * rating who may meet everyone already in the group, within the gap of the group's longest wait.
 */
function fillGroups(
  queue: QueueKey,
  sorted: QueueEntry[],
  now: Date,
  people: number,
  seats: number,
): QueueEntry[][] {
  const used = new Set<string>();
  const groups: QueueEntry[][] = [];
  // "Anyone else" for the no-rematch rule: more people waiting than one table seats.
  const othersWaiting = people > seats;
  for (const anchor of sorted) {
    if (used.has(anchor.id)) continue;
    const group = [anchor];
    const nearest = sorted
      .filter((e) => !used.has(e.id) && e.id !== anchor.id)
      .sort((a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating));
    for (const e of nearest) {
      if (group.length === seats) break;
      if (group.some((g) => g.playerId === e.playerId || (isRematch(g, e) && othersWaiting))) continue;
      const next = [...group, e];
      const ratings = next.map((g) => g.rating);
      const longest = Math.max(...next.map((g) => waitedSeconds(g, now)));
      if (!within(Math.max(...ratings) - Math.min(...ratings), allowedGap(queue.pace, longest))) continue;
      group.push(e);
    }
    if (group.length < seats) continue;
    for (const g of group) used.add(g.id);
    groups.push(group);
  }
  return groups;
}

/** Whether either of the two last played the other in this pool. */
function isRematch(a: QueueEntry, b: QueueEntry): boolean {
  return a.avoid.includes(b.playerId) || b.avoid.includes(a.playerId);
}

/**
 * Who sits where: partnership seats the strongest and the weakest as one team (seats 0 and 2),
 * the two between as the other (1 and 3), the split of four with the nearest team strengths;
 * other pools seat the longest waiter first.
 */
export function seatOrder(queue: QueueKey, group: QueueEntry[]): QueueEntry[] {
  if (queue.pool !== 'partnership' && queue.pool !== 'doubleNinePartnership') return group;
  const [r1, r2, r3, r4] = [...group].sort((a, b) => b.rating - a.rating || a.id.localeCompare(b.id));
  return [r1, r2, r4, r3];
}

/** The difference in strength between a partnership table's two teams (sum of ratings). */
export function teamGap(seats: readonly QueueEntry[]): number {
  return Math.abs(seats[0].rating + seats[2].rating - (seats[1].rating + seats[3].rating));
}
