/**
 * Why a sheet operation is refused. Codes are stable (`sheet/…`); each has its HTTP status and
 * title here, read by the API's one problem type (api/problem.ts).
 */
export const SHEET_PROBLEMS = {
  'sheet/not-found': [404, 'Sheet not found'],
  'sheet/not-creator': [403, 'Only the sheet’s creator may change it'],
  'sheet/stale-version': [409, 'The sheet has changed'],
  'sheet/over': [409, 'The game on this sheet is over'],
  'sheet/no-hands': [409, 'No hand recorded yet'],
  'sheet/full': [409, 'The sheet is full'],
  'sheet/impossible-hand': [422, 'That hand could not have happened'],
} as const satisfies Record<string, readonly [status: number, title: string]>;

export type SheetErrorCode = keyof typeof SHEET_PROBLEMS;

export interface SheetFieldProblem {
  /** Where in the request, e.g. `body.pips.1`. */
  path: string;
  message: string;
}

export class SheetError extends Error {
  constructor(
    readonly code: SheetErrorCode,
    message: string,
    readonly opts: { status?: number; errors?: SheetFieldProblem[] } = {},
  ) {
    super(message);
    this.name = 'SheetError';
  }
}
