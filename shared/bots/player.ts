/**
 * The computer-player interface. A computer player sees exactly what its seat's view shows
 * (`SeatView`, never the stored state), so reading another hand or the boneyard is impossible,
 * not merely avoided. It is deterministic given its seed.
 */
import type { LegalMove, SeatView } from '../engine/view';

/** The levels people choose from (the API's enum). */
export const BOT_LEVELS = ['random', 'greedy', 'expert', 'master'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Reference players the benchmark measures the levels against; never seated by the API. */
export const REFERENCE_LEVELS = ['ismcts'] as const;
export type ReferenceLevel = (typeof REFERENCE_LEVELS)[number];
export type PlayerLevel = BotLevel | ReferenceLevel;

export interface ComputerPlayer {
  readonly level: PlayerLevel;
  /** Picks one of `view.legalMoves` (which must be non-empty: it is this seat's turn). */
  choose(view: SeatView, seed: string): LegalMove;
}
