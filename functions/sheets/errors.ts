/** Why a sheet operation is refused: stable `sheet/…` codes (api/problem.ts gives their statuses). */
import { DomainError } from '../core/domain-error';

export const SHEET_ERROR_CODES = [
  'sheet/not-found',
  'sheet/not-creator',
  /** The sheet is no longer at the version the request named. */
  'sheet/stale-version',
  'sheet/over',
  'sheet/no-hands',
  'sheet/full',
  'sheet/impossible-hand',
] as const;

export type SheetErrorCode = (typeof SHEET_ERROR_CODES)[number];

/** A refused sheet request; an impossible hand says which fields in `details.errors`. */
export class SheetError extends DomainError<SheetErrorCode> {}

declare module '../core/domain-error' {
  interface DomainCodes {
    sheets: SheetErrorCode;
  }
}
