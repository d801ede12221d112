/**
 * Why the engine rejects a move. Codes are stable and namespaced (`move/…`): clients and the
 * API's problem+json answers key on them. A rejected move never changes the state.
 */

export const MOVE_ERRORS = {
  matchOver: 'move/match-over',
  noSuchSeat: 'move/no-such-seat',
  notYourTurn: 'move/not-your-turn',
  unknownTile: 'move/unknown-tile',
  tileNotInHand: 'move/tile-not-in-hand',
  noSuchEnd: 'move/no-such-end',
  endRequired: 'move/end-required',
  tileDoesNotMatchEnd: 'move/tile-does-not-match-end',
  mustPlay: 'move/must-play',
  cannotDraw: 'move/cannot-draw',
  leaderCannotDraw: 'move/leader-cannot-draw',
} as const;

export type MoveErrorCode = (typeof MOVE_ERRORS)[keyof typeof MOVE_ERRORS];

export interface MoveRejection {
  code: MoveErrorCode;
  /** A sentence for people. */
  message: string;
}

export function reject(code: MoveErrorCode, message: string): MoveRejection {
  return { code, message };
}
