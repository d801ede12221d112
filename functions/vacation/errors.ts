/** Why a vacation is refused: stable `vacation/…` codes (api/problem.ts gives their statuses). */
import { DomainError } from '../core/domain-error';

export const VACATION_CODES = {
  /** "Away until" a date that is not in the future, or too far ahead. */
  badDate: 'vacation/bad-date',
  /** "Away until" with nothing left in the bank. */
  bankEmpty: 'vacation/bank-empty',
} as const;

export type VacationCode = (typeof VACATION_CODES)[keyof typeof VACATION_CODES];

export class VacationError extends DomainError<VacationCode> {}

declare module '../core/domain-error' {
  interface DomainCodes {
    vacation: VacationCode;
  }
}
