/**
 * The rating at stake at a rated table before it is played: each seat's shown rating, and what it
 * would become should the seat's side win or finish last, by the same openskill update the end of
 * the match makes (rate.ts), so the numbers shown are the numbers that will be written.
 */
import { rate } from 'openskill';
import {
  displayRating,
  INITIAL_MU,
  INITIAL_SIGMA,
  type PlayerRatings,
  type Pool,
  type RatableTable,
} from './model';
import { ratedPool, ratedSides } from './pools';
import type { RatingStore } from './port';

/** One seat's stakes: its shown rating now, and the change on a win and on finishing last. */
export interface SeatStake {
  rating: number;
  win: number;
  loss: number;
}

/** A person's skill in a pool (a newcomer's is openskill's initial one). */
export function poolSkill(ratings: PlayerRatings | undefined, pool: Pool): { mu: number; sigma: number } {
  const r = ratings?.pools[pool];
  return r ? { mu: r.mu, sigma: r.sigma } : { mu: INITIAL_MU, sigma: INITIAL_SIGMA };
}

/**
 * The number pairing compares people by: the skill's mean on the shown scale, 48 × mu + 300
 * (a newcomer and a settled average player both 1500), not the shown rating, which is low while
 * a rating is uncertain (docs/pairing.md#ratings).
 */
export function pairingRating(ratings: PlayerRatings | undefined, pool: Pool): number {
  return Math.round(48 * poolSkill(ratings, pool).mu + 300);
}

/**
 * Each seat's stakes. `sides[k]` lists the seats of side k (one seat a side, or two partners);
 * `skills[seat]` is the seat's skill in the pool.
 */
export function stakesOf(
  skills: readonly { mu: number; sigma: number }[],
  sides: readonly (readonly number[])[],
): SeatStake[] {
  const teams = sides.map((seats) => seats.map((s) => skills[s]));
  const outcome = (side: number, place: 'first' | 'last') =>
    rate(teams, {
      rank: sides.map((_, k) => (k === side ? (place === 'first' ? 1 : 2) : place === 'first' ? 2 : 1)),
    });
  const stakes: SeatStake[] = skills.map((s) => ({ rating: displayRating(s), win: 0, loss: 0 }));
  sides.forEach((seats, side) => {
    const won = outcome(side, 'first')[side];
    const lost = outcome(side, 'last')[side];
    seats.forEach((seat, i) => {
      stakes[seat].win = displayRating(won[i]) - stakes[seat].rating;
      stakes[seat].loss = displayRating(lost[i]) - stakes[seat].rating;
    });
  });
  return stakes;
}

/** A table's stakes: its pool and each seat's, or none when it is not rated (or not full of people). */
export function tableStakes(
  table: RatableTable,
  ratings: ReadonlyMap<string, PlayerRatings>,
): { pool: Pool | null; seats: (SeatStake & { seat: number })[] } {
  const pool = table.rated === true ? ratedPool(table) : null;
  if (pool === null || !table.seats.every((s) => s.kind === 'person')) return { pool, seats: [] };
  const skills = table.seats.map((s) =>
    poolSkill(s.kind === 'person' ? ratings.get(s.playerId) : undefined, pool),
  );
  const sides = ratedSides(table.rules);
  return { pool, seats: stakesOf(skills, sides).map((s, seat) => ({ seat, ...s })) };
}

/** Reads the seated people's ratings and answers the table's stakes. */
export async function readTableStakes(store: Pick<RatingStore, 'getRatings'>, table: RatableTable) {
  const people = table.seats.flatMap((s) => (s.kind === 'person' ? [s.playerId] : []));
  const ratings = table.rated === true ? await store.getRatings(people) : new Map<string, PlayerRatings>();
  return tableStakes(table, ratings);
}
