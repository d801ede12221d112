/**
 * An event (a tournament) as the service keeps it: its settings, its entrants, and its rounds,
 * each round one record of matches and their results (docs/events.md).
 */

export type EventFormat = 'swiss' | 'round-robin' | 'elimination';
export type EventPace = 'live' | 'correspondence';
export type EventStatus = 'upcoming' | 'running' | 'paused' | 'finished';
export type EventVisibility = 'public' | 'invitation';

/**
 * Who takes part: a player, or in a partnership event a team of two (the player who entered it,
 * whose id is the team's, and the partner who joined it).
 */
export interface Entrant {
  playerId: string;
  name: string;
  joinedAt: string;
  /** Removed by the organiser (a no-show): paired no more; their past matches stand. */
  removed?: true;
  /** A partnership event's second player of the team (absent until one joins it). */
  partner?: { playerId: string; name: string; joinedAt: string };
}

/**
 * The games an event is played in: a two-player rated pool's, the partnership game (teams of two
 * at four-player tables), or a four-player pool's game each for themselves (four-player pools).
 */
export const EVENT_GAMES = [
  'draw2',
  'block2',
  'allFives2',
  'partnership',
  'draw4',
  'block4',
  'allFives4',
  'allThrees2',
  'fivesAndThrees2',
] as const;
export type EventGame = (typeof EVENT_GAMES)[number];

/** A partnership event: its entrants are teams of two, its matches team against team. */
export const isPartnershipGame = (game: EventGame) => game === 'partnership';
/** A four-player pool event: four players a table, each for themselves. */
export const isPoolGame = (game: EventGame) => game === 'draw4' || game === 'block4' || game === 'allFives4';

/** The entrant a player is in (as the one who entered it or as its partner), if any. */
export function entrantOf(entrants: readonly Entrant[], playerId: string): Entrant | undefined {
  return entrants.find((e) => e.playerId === playerId || e.partner?.playerId === playerId);
}

/** An entrant's name as standings show it: a team's is both names. */
export function entrantName(e: Entrant): string {
  return e.partner ? `${e.name} & ${e.partner.name}` : e.name;
}

/** The people of an entrant: the player, and a team's partner. */
export function peopleOf(e: Entrant): string[] {
  return e.partner ? [e.playerId, e.partner.playerId] : [e.playerId];
}

/** The event's settings, fixed at its creation. */
export interface EventSettings {
  name: string;
  /** The rated pool's game (ratings/pools.ts): see EVENT_GAMES. */
  game: EventGame;
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

/** A match's sides by letter: a, b, and a four-player pool's c and d. */
export const SIDES = ['a', 'b', 'c', 'd'] as const;
export type Side = (typeof SIDES)[number];

export interface MatchResult {
  /** The winning side, or null when none won (a double forfeit: neither came). */
  winner: Side | null;
  how: ResultHow;
  /** The match's final scores by side (0s for a bye or a forfeit before any hand). */
  points: number[];
}

/**
 * One match of a round: `a` sits in seat 0 (opens the match's seat order), `b` in seat 1, and at
 * a four-player pool's table `more` in seats 2 and 3. A partnership event's sides are teams (their
 * entrants' ids): the team's players sit 0 and 2 (a's) and 1 and 3 (b's).
 */
export interface EventMatch {
  board: number;
  a: string;
  /** Null: `a` has the bye. */
  b: string | null;
  /** A four-player pool's third and fourth players (seats 2 and 3). */
  more?: string[];
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

/** The sides of a match in seat order (a, then b, then a pool's others); a bye's is `a` alone. */
export function sidesOf(match: Pick<EventMatch, 'a' | 'b' | 'more'>): string[] {
  return [match.a, ...(match.b === null ? [] : [match.b]), ...(match.more ?? [])];
}

/** The winning side's entrant (null: none won). */
export function winnerOf(match: EventMatch): string | null {
  const w = match.result?.winner;
  if (w === null || w === undefined) return null;
  return sidesOf(match)[SIDES.indexOf(w)] ?? null;
}

/** A match result's points for the standings: a win or a bye 1, a loss or a forfeit's loss 0. */
export function scoreOf(match: EventMatch, playerId: string): number {
  const r = match.result;
  if (!r) return 0;
  if (r.how === 'bye') return match.a === playerId ? 1 : 0;
  return winnerOf(match) === playerId ? 1 : 0;
}

/** The other player of a two-sided match (null for a bye or someone not in it; a pool's first other). */
export function opponentOf(match: EventMatch, playerId: string): string | null {
  return opponentsOf(match, playerId)[0] ?? null;
}

/** Everyone else at a match (none for a bye or someone not in it). */
export function opponentsOf(match: EventMatch, playerId: string): string[] {
  const sides = sidesOf(match);
  return sides.includes(playerId) ? sides.filter((x) => x !== playerId) : [];
}

/** Whether every match of the round has its result. */
export function roundComplete(round: Pick<RoundRecord, 'matches'>): boolean {
  return round.matches.every((m) => m.result !== null);
}
