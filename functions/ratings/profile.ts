/**
 * A player's public profile: their name, a rating per pool they played with its uncertainty,
 * what they played and won, a few statistics, and their last rated matches. Made from the
 * stored items alone (the player's name and their ratings item), so it holds nothing a table
 * hides: no tile, no hand, no seed.
 */

import { VersionConflictError } from '../core/store-errors';
import { RATING_CODES, RatingError } from './errors';
import { displayRating, isProvisional, type PlayerRatings, POOLS, type Pool, type PoolRating } from './model';
import type { RatingStore } from './port';
import { hideWrite } from './rate';

export interface PoolProfile {
  pool: Pool;
  /** The displayed rating (model.ts), and as shown: with "?" while provisional. */
  rating: number;
  shown: string;
  provisional: boolean;
  /** openskill's mean and uncertainty (the rating is round(48 * (mu - 3 * sigma) + 660)). */
  mu: number;
  sigma: number;
  played: number;
  won: number;
  hands: number;
  handsWon: number;
  /** Hands the player's side won by going out, and in a block. */
  dominoed: number;
  blocked: number;
  /** Points the player's side scored a hand, to one decimal (null before a hand). */
  averagePoints: number | null;
  lastPlayedAt: string;
}

export interface ProfileMatch {
  tableId: string;
  pool: Pool;
  finishedAt: string;
  place: number;
  sides: number;
  won: boolean;
  forfeited: boolean;
  ratingBefore: number;
  ratingAfter: number;
  change: number;
}

export interface PublicProfile {
  id: string;
  name: string;
  /** False when the player hid from leaderboards. */
  listed: boolean;
  ratings: PoolProfile[];
  recent: ProfileMatch[];
}

export function publicProfile(
  player: { id: string; name: string },
  ratings: PlayerRatings | null,
): PublicProfile {
  const pools = ratings?.pools ?? {};
  return {
    id: player.id,
    name: player.name,
    listed: !(ratings?.hidden ?? false),
    ratings: POOLS.flatMap((pool) => {
      const r = pools[pool];
      return r ? [poolProfile(pool, r)] : [];
    }),
    recent: (ratings?.recent ?? []).map((m) => ({
      tableId: m.tableId,
      pool: m.pool,
      finishedAt: m.finishedAt,
      place: m.place,
      sides: m.sides,
      won: m.place === 1,
      forfeited: m.forfeited,
      ratingBefore: m.before,
      ratingAfter: m.after,
      change: m.after - m.before,
    })),
  };
}

function poolProfile(pool: Pool, r: PoolRating): PoolProfile {
  const rating = displayRating(r);
  const provisional = isProvisional(r);
  return {
    pool,
    rating,
    shown: provisional ? `${rating}?` : String(rating),
    provisional,
    mu: r.mu,
    sigma: r.sigma,
    played: r.played,
    won: r.won,
    hands: r.hands,
    handsWon: r.dominoed + r.blocked,
    dominoed: r.dominoed,
    blocked: r.blocked,
    averagePoints: r.hands === 0 ? null : Math.round((r.points / r.hands) * 10) / 10,
    lastPlayedAt: r.lastPlayedAt,
  };
}

/** GET /v1/players/{id}: the profile, or RatingError rating/player-not-found. */
export async function profileOf(
  store: Pick<RatingStore, 'getRatings' | 'playerNames'>,
  playerId: string,
): Promise<PublicProfile> {
  const [names, ratings] = await Promise.all([store.playerNames([playerId]), store.getRatings([playerId])]);
  const name = names.get(playerId);
  if (name === undefined) throw new RatingError(RATING_CODES.playerNotFound, `no player ${playerId}`);
  return publicProfile({ id: playerId, name }, ratings.get(playerId) ?? null);
}

/** PUT /v1/me/ratings {hidden}: hides the player from (or shows them on) every leaderboard. */
export async function setHidden(
  store: Pick<RatingStore, 'getRatings' | 'saveRatings'>,
  playerId: string,
  hidden: boolean,
  now: Date,
): Promise<void> {
  // A lost race (a match of theirs rated meanwhile) is tried again on a fresh read.
  for (let attempt = 1; ; attempt++) {
    const current = (await store.getRatings([playerId])).get(playerId);
    const write = hideWrite(playerId, current, hidden, now.toISOString());
    if (!write) return;
    try {
      await store.saveRatings(write);
      return;
    } catch (err) {
      if (!(err instanceof VersionConflictError) || attempt >= 3) throw err;
    }
  }
}
