/**
 * Ratings as the service keeps them: one rating per player per pool (Weng-Lin, through
 * `openskill`), the few statistics a profile shows, and the player's last rated matches, all in
 * one item per player (store/formats/rating.ts), so the end of a match writes one item per person
 * in the table's own transaction and a profile is one read. Leaderboards are separate small
 * entries (one per listed player and pool), written in the same transaction.
 *
 * Nothing here imports the tables: a rated table is described structurally (RatableTable), so
 * this folder depends on the engine alone and the tables may depend on it.
 */
import type { MatchState, MexicanRulesInput, MexicanState, RulesInput } from '../../shared/engine';

/**
 * The pools: players are compared only with players of the same game. Two-player Draw, Block and
 * All Fives each have their own; three and four players each for themselves share one pool per
 * count (the game's preset aside); four players in two partnerships have theirs; Mexican Train
 * (double-twelve, any count) and the double-nine partnership have theirs (docs/ratings.md#pools).
 * New pools go at the end: a queue's scheduler shard is its place in the list (pairing/model.ts).
 */
export const POOLS = [
  'draw2',
  'block2',
  'allFives2',
  'ffa3',
  'ffa4',
  'partnership',
  // Added with the Threes games (docs/ratings.md#pools).
  'allThrees2',
  'fivesAndThrees2',
  // Added with the bigger sets and Mexican Train (docs/ratings.md#pools).
  'mexicanTrain',
  'doubleNinePartnership',
] as const;
export type Pool = (typeof POOLS)[number];

/** openskill's defaults: a new player is mu 25, sigma 25/3 (and beta 25/6, tau 25/300). */
export const INITIAL_MU = 25;
export const INITIAL_SIGMA = 25 / 3;

/**
 * A rating is provisional (shown with "?", left out of leaderboards) until its sigma falls below
 * this: about 9 two-player matches or 15 partnership matches for a new player (openskill's sigma
 * shrinks more slowly when a result is shared by a team). A third of the way from the initial
 * 8.33 to where regular players settle (about 2.5).
 */
export const PROVISIONAL_SIGMA = 6.5;

/**
 * The number players see: `round(48 * (mu - 3 * sigma) + 660)`, at least 0. mu - 3 sigma is
 * openskill's ordinal (a skill the player is 99.7% sure to have); 48 points per unit of it makes
 * one beta of skill (25/6, about a 76% chance to win a two-player match) worth 200 points, as on
 * an Elo scale; the offset puts a settled average player (mu 25, sigma 2.5) at 1500. A new
 * player starts at 660 and the number rises as their sigma shrinks.
 */
export const DISPLAY_SCALE = 48;
export const DISPLAY_OFFSET = 660;
export const DISPLAY_MAX = 99_999;

export function displayRating(r: { mu: number; sigma: number }): number {
  const shown = Math.round(DISPLAY_SCALE * (r.mu - 3 * r.sigma) + DISPLAY_OFFSET);
  return Math.min(DISPLAY_MAX, Math.max(0, shown));
}

export function isProvisional(r: { sigma: number }): boolean {
  return r.sigma >= PROVISIONAL_SIGMA;
}

/** One player's rating and counts in one pool. */
export interface PoolRating {
  mu: number;
  sigma: number;
  /** Rated matches played, and won (ffa: ranked first; partnership: the team won). */
  played: number;
  won: number;
  /**
   * Finished hands of those matches, and those the player's side won by going out or in a block.
   * Mexican Train: its rounds, and `dominoed`/`blocked` stay 0 (docs/ratings.md#mexican-train).
   */
  hands: number;
  dominoed: number;
  blocked: number;
  /** Points the player's side scored in those hands; Mexican Train: the pips the player took. */
  points: number;
  /** The rating the player's leaderboard entry sorts by, or null when they are not listed. */
  listed: number | null;
  /** When the last rated match in this pool finished. */
  lastPlayedAt: string;
}

/** A rated match as the player's profile lists it. */
export interface RecentMatch {
  tableId: string;
  pool: Pool;
  finishedAt: string;
  /** 1 = first; ties share a place. Partnership: 1 for the winning team, 2 for the other. */
  place: number;
  /** How many sides played (2 in partnership: two teams). */
  sides: number;
  /** The player resigned or ran out of time: ranked last. */
  forfeited: boolean;
  /** The displayed rating before and after the match. */
  before: number;
  after: number;
}

/** How many rated matches a player's item keeps for the profile (the item stays near 1 KB). */
export const RECENT_KEPT = 10;

/** Everything rated about one player: the one ratings item. */
export interface PlayerRatings {
  playerId: string;
  /** Grows by one with every write: the condition of the next one. */
  version: number;
  /** The table whose match was rated last: a second rating of it is refused (rate.ts). */
  lastMatch: string | null;
  /** Left out of every leaderboard (the profile itself stays public). */
  hidden: boolean;
  pools: Partial<Record<Pool, PoolRating>>;
  /** The last rated matches, newest first, at most RECENT_KEPT. */
  recent: RecentMatch[];
  updatedAt: string;
}

/** A player's place on a pool's leaderboard: sorts by `rating`, then by player id. */
export interface BoardEntry {
  pool: Pool;
  playerId: string;
  /** The displayed rating it is listed at. */
  rating: number;
  played: number;
}

export type BoardKey = Pick<BoardEntry, 'pool' | 'playerId' | 'rating'>;

/**
 * One player's ratings item as a save writes it, with what it replaces: it goes in the same
 * transaction as the table's end, on condition that the item is still at `expectedVersion`
 * (null: that there is none yet), with the leaderboard entries it removes and adds.
 */
export interface RatingWrite {
  next: PlayerRatings;
  expectedVersion: number | null;
  unlist: BoardKey[];
  list: BoardEntry[];
}

/** A seat as far as ratings care. */
export type RatableSeat = { kind: 'person'; playerId: string } | { kind: 'open' } | { kind: 'computer' };

/**
 * What ratings read of a table (a TableRecord is one; `rated` is the option it was opened with).
 * Structural, so that this folder imports nothing of functions/tables.
 */
export interface RatableTable {
  id: string;
  status: 'open' | 'playing' | 'over' | 'closed';
  rated?: boolean;
  /** A line game's rules, or Mexican Train's (`game: 'mexicanTrain'`). */
  rules: RulesInput | MexicanRulesInput;
  seats: readonly RatableSeat[];
  fill: string | null;
  moveTimeLimitSeconds: number | null;
  onTimeout: 'computerMoves' | 'forfeit';
  dev: unknown;
  match: MatchState | MexicanState | null;
  finishedAt?: string;
  updatedAt: string;
}

/** A player never rated. */
export function unrated(playerId: string, at: string): PlayerRatings {
  return { playerId, version: 0, lastMatch: null, hidden: false, pools: {}, recent: [], updatedAt: at };
}

/** A player's first rating in a pool. */
export function newPoolRating(at: string): PoolRating {
  return {
    mu: INITIAL_MU,
    sigma: INITIAL_SIGMA,
    played: 0,
    won: 0,
    hands: 0,
    dominoed: 0,
    blocked: 0,
    points: 0,
    listed: null,
    lastPlayedAt: at,
  };
}
