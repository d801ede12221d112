/**
 * What a store failure means to a caller: try again, the outcome is unknown, or the cursor is not ours.
 *
 * It never says which adapter threw; the API maps it to a problem (api/problem.ts).
 */
import {
  InvalidCursorError,
  ItemAlreadyExistsError,
  StoreError,
  StoreMissingError,
  StoreUnavailableError,
  VersionConflictError,
} from './store-errors';

export type StoreFailure =
  /** The store's answer was lost: the change may or may not have been made. */
  | { kind: 'outcome-unknown'; retryAfterSeconds: number }
  /**
   * Throttled, busy or unreachable, and nothing was changed; `missing` when the store's table is
   * not there (an operator's mistake, or a server still starting: worth a log line).
   */
  | { kind: 'unavailable'; retryAfterSeconds: number; missing?: string }
  /** A race lost after its retries: the client may simply try again. */
  | { kind: 'lost-race' }
  /** Every new id or join code tried was taken. */
  | { kind: 'no-free-key' }
  /** A page cursor the service did not hand out. */
  | { kind: 'invalid-cursor'; message: string };

/** A missing table is an operator's to fix (or a local server's to finish making): not at once. */
const MISSING_RETRY_SECONDS = 5;

const retryAfter = (err: StoreError) =>
  Math.max(1, Math.ceil(err instanceof StoreUnavailableError ? err.retryAfterSeconds : 1));

/**
 * The failure a thrown store error means to a caller; undefined for anything else (a service's
 * own refusal, an unreadable item, a bug), which the caller handles or reports as unexpected.
 */
export function storeFailureOf(err: unknown): StoreFailure | undefined {
  if (err instanceof InvalidCursorError) return { kind: 'invalid-cursor', message: err.message };
  if (!(err instanceof StoreError)) return undefined;
  // Nothing can have been written to a table that is not there.
  if (err instanceof StoreMissingError)
    return { kind: 'unavailable', retryAfterSeconds: MISSING_RETRY_SECONDS, missing: err.message };
  const unavailable = err instanceof StoreUnavailableError;
  if ((unavailable && err.outcome === 'unknown') || (!unavailable && err.earlierAttemptUnknown)) {
    return { kind: 'outcome-unknown', retryAfterSeconds: retryAfter(err) };
  }
  if (err instanceof VersionConflictError) return { kind: 'lost-race' };
  if (err instanceof ItemAlreadyExistsError) return { kind: 'no-free-key' };
  if (unavailable) return { kind: 'unavailable', retryAfterSeconds: retryAfter(err) };
  return undefined;
}
