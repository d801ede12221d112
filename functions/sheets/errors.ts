/**
 * Why a sheet operation is refused. Codes are stable (`sheet/…`) and carry no HTTP: the API
 * gives each its status and title (api/problem.ts).
 */
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

export interface SheetFieldProblem {
  /** Where in the request, e.g. `body.pips.1`. */
  path: string;
  message: string;
}

export class SheetError extends Error {
  constructor(
    readonly code: SheetErrorCode,
    message: string,
    /** What in the request was wrong, field by field (an impossible hand). */
    readonly details: { errors?: SheetFieldProblem[] } = {},
  ) {
    super(message);
    this.name = 'SheetError';
  }
}
