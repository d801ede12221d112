/**
 * Why a vacation is refused. Codes are stable (`vacation/…`); the API maps each to its HTTP
 * status and title (api/problem.ts), never this folder.
 */
export const VACATION_CODES = {
  /** "Away until" a date that is not in the future, or too far ahead. */
  badDate: 'vacation/bad-date',
  /** "Away until" with nothing left in the bank. */
  bankEmpty: 'vacation/bank-empty',
} as const;

export type VacationCode = (typeof VACATION_CODES)[keyof typeof VACATION_CODES];

export class VacationError extends Error {
  constructor(
    readonly code: VacationCode,
    message: string,
  ) {
    super(message);
    this.name = 'VacationError';
  }
}
