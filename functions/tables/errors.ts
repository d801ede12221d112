/**
 * Why the table processor refuses a request. Codes are stable (`table/…`, `move/…` from the
 * engine, `request/…`); the API maps each code to an HTTP status in one place (api/problem.ts).
 */
export class TableError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Overrides the status the code usually maps to (412 for a stale If-Match). */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TableError';
  }
}
