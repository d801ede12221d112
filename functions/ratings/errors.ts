/** Why ratings refuse something: stable `rating/…` codes (api/problem.ts gives their statuses). */
import { DomainError } from '../core/domain-error';

export const RATING_CODES = {
  /** A rated table's rules are a preset with an option changed (house rules). */
  houseRules: 'rating/house-rules',
  /** A game no pool rates (the two-player partnership preset). */
  noPool: 'rating/no-pool',
  /** A seat reserved for a computer player, or open seats to be filled by them. */
  computerSeat: 'rating/computer-seat',
  /** A development table (a fixed seed or fixed hands). */
  devTable: 'rating/dev-table',
  /** A move time limit whose expiry lets a computer player move for the person (not a forfeit). */
  standInMoves: 'rating/stand-in-moves',
  /** A profile of a player there is none of. */
  playerNotFound: 'rating/player-not-found',
  /** A leaderboard of a pool there is none of. */
  unknownPool: 'rating/unknown-pool',
} as const;

export type RatingCode = (typeof RATING_CODES)[keyof typeof RATING_CODES];

export class RatingError extends DomainError<RatingCode> {}

declare module '../core/domain-error' {
  interface DomainCodes {
    ratings: RatingCode;
  }
}
