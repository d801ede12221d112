/**
 * Why a sheet operation is refused. Codes are stable (`sheet/…`); the API maps each to an HTTP
 * status in one place (api/problem.ts).
 */
export interface SheetFieldProblem {
  /** Where in the request, e.g. `body.pips.1`. */
  path: string;
  message: string;
}

export class SheetError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly opts: { status?: number; errors?: SheetFieldProblem[] } = {},
  ) {
    super(message);
    this.name = 'SheetError';
  }
}
