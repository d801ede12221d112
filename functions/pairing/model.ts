/**
 * Quick pairing and open challenges (seeks): queues by pool, pace and rated or not, the entries
 * waiting in them, and the seeks listed in the lobby (docs/pairing.md).
 */
import type { MexicanRulesInput, RulesInput } from '../../shared/engine';
import { POOLS, type Pool } from '../ratings/model';

export { POOLS, type Pool };

/** How fast a paired game is played: live (minutes a move) or correspondence (days a move). */
export const PACES = ['live', '1d', '2d', '3d', '7d'] as const;
export type Pace = (typeof PACES)[number];

/** The move time limit of each pace, in seconds. */
export const PACE_SECONDS: Record<Pace, number> = {
  live: 300,
  '1d': 86_400,
  '2d': 2 * 86_400,
  '3d': 3 * 86_400,
  '7d': 7 * 86_400,
};

export const isCorrespondence = (pace: Pace) => pace !== 'live';

/** A queue: the people waiting to play one pool at one pace, rated or not. */
export interface QueueKey {
  pool: Pool;
  pace: Pace;
  rated: boolean;
}

/** Every queue there is (the scheduler's waves go over them all). */
export const QUEUES: readonly QueueKey[] = POOLS.flatMap((pool) =>
  PACES.flatMap((pace) => [true, false].map((rated) => ({ pool, pace, rated }))),
);

/** A queue as text: `draw2.live.rated` (stored keys, logs). */
export const queueName = (q: QueueKey) => `${q.pool}.${q.pace}.${q.rated ? 'rated' : 'unrated'}`;

export function sameQueue(a: QueueKey, b: QueueKey): boolean {
  return a.pool === b.pool && a.pace === b.pace && a.rated === b.rated;
}

/**
 * How many people one table of the pool seats. Mexican Train: four, its most played count and
 * the most its 15-tile hands deal (docs/pairing.md#mexican-train); a rated table of 2-8 opened
 * by invitation is rated in the same pool.
 */
export const POOL_SEATS: Record<Pool, number> = {
  draw2: 2,
  block2: 2,
  allFives2: 2,
  allThrees2: 2,
  fivesAndThrees2: 2,
  ffa3: 3,
  ffa4: 4,
  partnership: 4,
  mexicanTrain: 4,
  doubleNinePartnership: 4,
};

/** The pools of two-player games, the ones a seek may list (one acceptance fills the table). */
export const TWO_PLAYER_POOLS = [
  'draw2',
  'block2',
  'allFives2',
  'allThrees2',
  'fivesAndThrees2',
] as const satisfies readonly Pool[];

/** The rules a paired table of the pool plays: the game as it is (a rated table must). */
export const POOL_RULES: Record<Pool, RulesInput | MexicanRulesInput> = {
  draw2: { preset: 'draw', players: 2 },
  block2: { preset: 'block', players: 2 },
  allFives2: { preset: 'allFives', players: 2 },
  allThrees2: { preset: 'allThrees', players: 2 },
  fivesAndThrees2: { preset: 'fivesAndThrees', players: 2 },
  ffa3: { preset: 'draw', players: 3 },
  ffa4: { preset: 'draw', players: 4 },
  partnership: { preset: 'partnership', players: 4 },
  mexicanTrain: { game: 'mexicanTrain', players: 4 },
  doubleNinePartnership: { preset: 'partnership', players: 4, set: 9 },
};

/**
 * Entries one person may hold at once: one live entry (a person plays one live game at a time),
 * and up to this many correspondence entries (games at a day a move run side by side).
 */
export const MAX_LIVE_ENTRIES = 1;
export const MAX_CORRESPONDENCE_ENTRIES = 5;
/** Open seeks one person may hold at once. */
export const MAX_SEEKS = 3;

/** A person waiting in a queue: what a wave needs to pair them. */
export interface QueueEntry {
  id: string;
  queue: QueueKey;
  playerId: string;
  name: string;
  /** The pairing rating at joining (ratings.ts pairingRating). */
  rating: number;
  joinedAt: string;
  /** The people this person last played in the pool: not met again while anyone else waits. */
  avoid: string[];
}

/** A person's entry as they see it: waiting, or paired with the table made for it. */
export interface EntryRecord extends QueueEntry {
  status: 'waiting' | 'paired';
  /** The table it was seated at (status paired). */
  tableId: string | null;
  pairedAt: string | null;
}

/** An open challenge anyone who fits may accept. */
export interface SeekRecord {
  id: string;
  /** Two-player pools only: one acceptance fills the table. */
  pool: Pool;
  pace: Pace;
  rated: boolean;
  playerId: string;
  name: string;
  rating: number;
  /** The accepting person's pairing rating must be within these (null: no bound). */
  minRating: number | null;
  maxRating: number | null;
  createdAt: string;
  /** When it leaves the list unanswered. */
  expiresAt: string;
}

/** How long an unanswered seek stays listed: a live one an hour, a correspondence one a week. */
export function seekLifetimeSeconds(pace: Pace): number {
  return isCorrespondence(pace) ? 7 * 86_400 : 3_600;
}

/** A table a wave (or an acceptance) makes: who sits where, from which entries. */
export interface Pairing {
  queue: QueueKey;
  /** In seat order (partnership: seats 0 and 2 one team, 1 and 3 the other). */
  seats: QueueEntry[];
}
