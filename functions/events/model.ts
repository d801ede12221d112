/**
 * An event (a tournament) as the service keeps it: its settings, its entrants, and its rounds,
 * each round one record of matches and their results (docs/events.md).
 */

export type EventFormat = 'swiss' | 'round-robin' | 'elimination';
export type EventPace = 'live' | 'correspondence';
export type EventStatus = 'upcoming' | 'running' | 'paused' | 'finished';
export type EventVisibility = 'public' | 'invitation';

export interface Entrant {
  playerId: string;
  name: string;
  joinedAt: string;
  /** Removed by the organiser (a no-show): paired no more; their past matches stand. */
  removed?: true;
}

/** The event's settings, fixed at its creation. */
export interface EventSettings {
  name: string;
  /** The rating pool's game: a standard preset for two players (ratings/pools.ts). */
  game: 'draw2' | 'block2' | 'allFives2';
  pace: EventPace;
  format: EventFormat;
  /** Swiss: the rounds to play; round-robin and elimination follow from the entrants (null). */
  rounds: number | null;
  minPlayers: number;
  maxPlayers: number;
  /** When it starts (ISO); null: when full. */
  startAt: string | null;
  rated: boolean;
  visibility: EventVisibility;
  /** Duplicate: every table of a round plays the same deals from the same seats. */
  duplicate: boolean;
  /** A round's time, from its pairing to its deadline, in seconds. */
  roundSeconds: number;
}

export interface EventRecord extends EventSettings {
  id: string;
  /** Grows by one with every change to the record (not its rounds). */
  version: number;
  organiserId: string;
  /** The invitation code (invitation events only). */
  code: string | null;
  status: EventStatus;
  entrants: Entrant[];
  /** The round being played (0 before the start); its record is round `round`. */
  round: number;
  /** The round count once started (Swiss: its setting; the others: from the entrants). */
  roundCount: number | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** How a match ended. A bye has no opponent; a forfeit's loser did not play (or timed out). */
export type ResultHow = 'played' | 'forfeit' | 'bye';

export interface MatchResult {
  /** The winning side, or null when neither won (a double forfeit: neither came). */
  winner: 'a' | 'b' | null;
  how: ResultHow;
  /** The match's final scores of a and b (0, 0 for a bye or a forfeit before any hand). */
  points: [number, number];
}

/** One match of a round: `a` sits in seat 0 (opens the match's seat order), `b` in seat 1. */
export interface EventMatch {
  board: number;
  a: string;
  /** Null: `a` has the bye. */
  b: string | null;
  /** The table it is played at (null for a bye, or until the table is opened). */
  tableId: string | null;
  result: MatchResult | null;
}

/** A duplicate round's deals: committed at the pairing, revealed when the round ends. */
export interface RoundDeal {
  /** SHA-256 (hex) of `<seed>:<salt>`. */
  commitment: string;
  /** Hidden until the round is over. */
  seed: string;
  salt: string;
}

export interface RoundRecord {
  eventId: string;
  round: number;
  /** Grows by one with every result recorded. */
  version: number;
  pairedAt: string;
  /** When unfinished matches are forfeited and the next round paired. */
  deadline: string;
  matches: EventMatch[];
  deal: RoundDeal | null;
  /** When its last result came in. */
  finishedAt: string | null;
}

/** A match result's points for the standings: a win or a bye 1, a loss or a forfeit's loss 0. */
export function scoreOf(match: EventMatch, playerId: string): number {
  const r = match.result;
  if (!r) return 0;
  if (r.how === 'bye') return match.a === playerId ? 1 : 0;
  if (r.winner === null) return 0;
  return (r.winner === 'a' ? match.a : match.b) === playerId ? 1 : 0;
}

/** The other player of a match (null for a bye or someone not in it). */
export function opponentOf(match: EventMatch, playerId: string): string | null {
  if (match.a === playerId) return match.b;
  if (match.b === playerId) return match.a;
  return null;
}

/** Whether every match of the round has its result. */
export function roundComplete(round: Pick<RoundRecord, 'matches'>): boolean {
  return round.matches.every((m) => m.result !== null);
}
