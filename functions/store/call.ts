/**
 * One store request, bounded: each attempt is cut off at the call's budget (and the request's
 * deadline, StoreTimeouts.deadline) by the SDK's per-request timeout, when that comes before the client's
 * own connection and request timeouts (client.ts); failures DynamoDB may recover from are tried again while time is left.
 * Every write the store makes is conditional, so trying one again never applies it twice: if
 * the first attempt did land, the second fails its condition, and that error says an earlier
 * attempt went unanswered (`earlierAttemptUnknown`), so the caller can tell its own write from
 * someone else's. The error thrown at the end says whether a write may have happened (`outcome`).
 */

import { setTimeout as sleep } from 'node:timers/promises';
import { countedStoreCall } from '../core/store-calls';
import { StoreError, StoreUnavailableError } from '../core/store-errors';
import { isConditionFailure, mayHaveLanded, translateDynamoError } from './errors';

export interface StoreTimeouts {
  /** Establishing a connection (the SDK's connectionTimeout). */
  connectMs: number;
  /** Waiting for an answer once the request is sent (the SDK's requestTimeout). */
  requestMs: number;
  /** All attempts of one call together. */
  budgetMs: number;
  /** Attempts of one call, at most. */
  attempts: number;
  /**
   * When the request being served must be done with the store (epoch ms): every call stops at
   * it, whichever comes first with its own budget. Set on a store bound to a request (api/deps.ts
   * Store.until), never on the shared one.
   */
  deadline?: number;
}

/** DynamoDB answers in milliseconds; these bound a hung or unreachable one to about 2.5 s. */
export const DEFAULT_STORE_TIMEOUTS: StoreTimeouts = {
  connectMs: 1_000,
  requestMs: 1_200,
  budgetMs: 2_500,
  attempts: 3,
};

const BACKOFF_MS = 40;

/**
 * What bounds one attempt, for the SDK's send (its HttpHandlerOptions): a `requestTimeout`
 * shorter than the client's own when less than that is left of the call's budget or the
 * request's deadline; nothing otherwise (the client's connection and request timeouts bound it).
 * A per-attempt timeout, not an AbortSignal: the SDK's handler sets its one timer either way.
 */
export interface AttemptBounds {
  requestTimeout?: number;
}

export interface CallOptions {
  /** A write (its outcome matters when it fails), rather than a read. */
  write: boolean;
  /** What a failed condition means; the store's default translation otherwise. */
  onCondition?: (err: unknown) => Error;
}

/** A call's limits: its budget and attempts, and the client's own request timeout (if known). */
export type CallTimeouts = Pick<StoreTimeouts, 'budgetMs' | 'attempts'> &
  Partial<Pick<StoreTimeouts, 'requestMs' | 'deadline'>>;

export async function callStore<T>(
  timeouts: CallTimeouts,
  options: CallOptions,
  send: (bounds: AttemptBounds) => Promise<T>,
): Promise<T> {
  const deadline = Math.min(Date.now() + timeouts.budgetMs, timeouts.deadline ?? Number.POSITIVE_INFINITY);
  const own = timeouts.requestMs ?? 0;
  let unknown = false;
  for (let attempt = 1; ; attempt++) {
    const left = deadline - Date.now();
    if (left <= 0) throw spent(options.write && unknown);
    try {
      return await countedStoreCall(() => send(left < own || own === 0 ? { requestTimeout: left } : {}));
    } catch (err) {
      const e =
        isConditionFailure(err) && options.onCondition ? options.onCondition(err) : translateDynamoError(err);
      if (!(e instanceof StoreUnavailableError)) {
        if (e instanceof StoreError) e.earlierAttemptUnknown = unknown;
        throw e;
      }
      if (options.write && mayHaveLanded(err)) unknown = true;
      e.outcome = options.write && unknown ? 'unknown' : 'not-applied';
      const wait = BACKOFF_MS * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
      // Contended writes are judged again by their callers on a fresh read (tables/change.ts).
      if (e.contended || attempt >= timeouts.attempts || Date.now() + wait >= deadline) throw e;
      await sleep(wait);
    }
  }
}

/**
 * A conditional write for callers that cannot tell their own landed write from another's (the
 * accounts' and webhooks' items carry no version): after an unanswered attempt, a failed
 * condition may be that attempt having landed, so the outcome is unknown (503
 * store/outcome-unknown), never "it was gone" or "it exists".
 */
export async function callConditionalWrite<T>(
  timeouts: CallTimeouts,
  onCondition: (err: unknown) => Error,
  send: (bounds: AttemptBounds) => Promise<T>,
): Promise<T> {
  try {
    return await callStore(timeouts, { write: true, onCondition }, send);
  } catch (err) {
    if (err instanceof StoreError && !(err instanceof StoreUnavailableError) && err.earlierAttemptUnknown) {
      throw new StoreUnavailableError(`an earlier attempt went unanswered, then: ${err.message}`, {
        outcome: 'unknown',
        retryAfterSeconds: 1,
        cause: err,
      });
    }
    throw err;
  }
}

function spent(unknown: boolean): StoreUnavailableError {
  return new StoreUnavailableError('the time for this request ran out waiting for DynamoDB', {
    retryAfterSeconds: 2,
    outcome: unknown ? 'unknown' : 'not-applied',
  });
}
