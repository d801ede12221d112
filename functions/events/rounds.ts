/**
 * The next round of an event, from its format and the rounds played (docs/events.md#rounds): the
 * matches to write, byes and forfeits against removed players already decided, or null when the
 * event is over.
 */
import { eliminationRounds, firstEliminationRound, nextEliminationRound } from './elimination';
import { type EventMatch, type EventRecord, isPoolGame, type MatchResult, sidesOf, winnerOf } from './model';
import { type PoolHistory, poolRound, poolRounds } from './pools';
import { roundRobinRound, roundRobinRounds } from './round-robin';
import { standings } from './standings';
import { pairSwiss, swissPlayers } from './swiss';

const BYE: MatchResult = { winner: 'a', how: 'bye', points: [0, 0] };

/**
 * The rounds an event of this format plays with this many entrants: a Swiss plays the rounds it
 * was created with, even more than its entrants less one (players then meet again, as few as can).
 */
export function roundCountOf(
  format: EventRecord['format'],
  swissRounds: number | null,
  entrants: number,
  pools = false,
): number {
  if (format === 'swiss') return Math.max(1, swissRounds ?? 1);
  if (format === 'round-robin') return pools ? poolRounds(entrants) : roundRobinRounds(entrants);
  return eliminationRounds(entrants);
}

/** What the next round follows from (no game: a two-player game's). */
type NextEvent = Pick<EventRecord, 'format' | 'entrants' | 'duplicate' | 'roundCount'> &
  Partial<Pick<EventRecord, 'game'>>;

/**
 * The matches of round `rounds.length + 1` (every earlier round complete), or null when the event
 * has played its rounds (or an elimination has its champion).
 */
export function nextRound(event: NextEvent, rounds: readonly (readonly EventMatch[])[]): EventMatch[] | null {
  const done = rounds.length;
  const total = event.roundCount ?? 0;
  if (done >= total) return null;
  const removed = new Set(event.entrants.filter((e) => e.removed).map((e) => e.playerId));
  let pairs: (readonly [string, string | null])[];
  if (event.format === 'swiss') {
    const table = standings(event.entrants, rounds, event.duplicate);
    const ranked = table.filter((r) => !r.removed);
    const score = new Map(ranked.map((r) => [r.playerId, event.duplicate ? (r.matchpoints ?? 0) : r.score]));
    const players = swissPlayers(
      ranked.map((r) => r.playerId),
      rounds,
      (id) => score.get(id)!,
    );
    const p = pairSwiss(players);
    pairs = [...p.pairs, ...(p.bye === null ? [] : [[p.bye, null] as const])];
  } else if (event.format === 'round-robin' && event.game && isPoolGame(event.game)) {
    return poolMatches(event, rounds);
  } else if (event.format === 'round-robin') {
    const r = roundRobinRound(
      event.entrants.map((e) => e.playerId),
      done + 1,
    );
    pairs = [...r.pairs, ...(r.bye === null ? [] : [[r.bye, null] as const])];
  } else if (done === 0) {
    pairs = firstEliminationRound(event.entrants.filter((e) => !e.removed).map((e) => e.playerId));
  } else {
    const winners = rounds[done - 1].map(winnerOf).filter((w): w is string => w !== null && !removed.has(w));
    if (winners.length <= 1) return null;
    const seed = new Map(event.entrants.map((e, i) => [e.playerId, i]));
    pairs = nextEliminationRound(winners, (id) => seed.get(id)!);
  }
  return pairs.map(([a, b], board) => ({
    board: board + 1,
    a,
    b,
    tableId: null,
    result: b === null ? BYE : removedResult(a, b, removed),
  }));
}

/** A four-player pools' round: the players still in at tables of four, the rest with a bye. */
function poolMatches(event: NextEvent, rounds: readonly (readonly EventMatch[])[]): EventMatch[] {
  const history: PoolHistory = { tables: [], byes: new Map(), firstSeats: new Map() };
  const byes = history.byes as Map<string, number>;
  const first = history.firstSeats as Map<string, number>;
  for (const matches of rounds)
    for (const m of matches) {
      if (m.b === null) byes.set(m.a, (byes.get(m.a) ?? 0) + 1);
      else {
        (history.tables as string[][]).push(sidesOf(m));
        first.set(m.a, (first.get(m.a) ?? 0) + 1);
      }
    }
  const ids = event.entrants.filter((e) => !e.removed).map((e) => e.playerId);
  const { tables, byes: out } = poolRound(ids, history);
  return [
    ...tables.map(([a, b, c, d], i) => ({ board: i + 1, a, b, more: [c, d], tableId: null, result: null })),
    ...out.map((a, i) => ({ board: tables.length + i + 1, a, b: null, tableId: null, result: BYE })),
  ];
}

/** A match against a removed player is the other's forfeit win at once (both removed: neither's). */
function removedResult(a: string, b: string, removed: ReadonlySet<string>): MatchResult | null {
  if (!removed.has(a) && !removed.has(b)) return null;
  const winner = removed.has(a) ? (removed.has(b) ? null : 'b') : 'a';
  return { winner, how: 'forfeit', points: [0, 0] };
}

/**
 * The result of a match its round's deadline found unfinished, as a timed-out rated table's: the
 * side whose turn it was forfeits (`late` its side); nobody's turn (not started): both forfeit.
 * A four-player pool's table (`sides` 4) scores nobody.
 */
export function deadlineResult(late: number | null, sides = 2): MatchResult {
  const points = new Array<number>(sides).fill(0);
  if (sides > 2 || late === null) return { winner: null, how: 'forfeit', points };
  return { winner: late === 0 ? 'b' : 'a', how: 'forfeit', points };
}
