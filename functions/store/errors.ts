/**
 * DynamoDB's errors translated into the store errors of the ports (core/store-errors.ts), so
 * callers branch on `instanceof` and never on AWS error names.
 */
import {
  StoreError,
  StoreMissingError,
  StoreUnavailableError,
  VersionConflictError,
} from '../core/store-errors';

const THROTTLED = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  // Cancellation reason codes inside a TransactionCanceledException:
  'ProvisionedThroughputExceeded',
  'ThrottlingError',
]);

// Another transaction or replica is writing the same item right now; trying again shortly works.
const CONTENDED = new Set([
  'TransactionConflictException',
  'TransactionInProgressException',
  'ReplicatedWriteConflictException',
  'TransactionConflict', // cancellation reason code
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

const THROTTLED_RETRY_SECONDS = 1;
const OUTAGE_RETRY_SECONDS = 2;

/**
 * Maps an error thrown by the AWS SDK onto the store's errors. A failed condition is a
 * VersionConflictError here; a write whose condition means something else says so with its
 * `onCondition` (call.ts), using `conditionFailedAt` for a transaction. Store errors and errors
 * that did not come from DynamoDB (bugs) are returned as they are.
 */
export function translateDynamoError(err: unknown): Error {
  if (err instanceof StoreError) return err;
  const name = errorName(err);

  if (isConditionFailure(err)) {
    return new VersionConflictError('a conditional write lost to another write', { cause: err });
  }
  if (name === 'TransactionCanceledException') {
    const codes = cancellationCodes(err);
    if (codes.some((code) => THROTTLED.has(code))) return throttled(err, 'the transaction was throttled');
    if (codes.some((code) => CONTENDED.has(code))) return contended(err);
    return new StoreError(`DynamoDB cancelled the transaction: ${codes.join(', ')}`, { cause: err });
  }
  if (name === 'ResourceNotFoundException') {
    return new StoreMissingError(`DynamoDB has no such table or index (${describe(err)})`, { cause: err });
  }
  if (THROTTLED.has(name)) return throttled(err, `DynamoDB throttled the request (${name})`);
  if (CONTENDED.has(name)) return contended(err);
  if (isServerFault(err) || isNetworkFailure(err)) {
    return new StoreUnavailableError(`DynamoDB is unreachable or failing (${describe(err)})`, {
      retryAfterSeconds: OUTAGE_RETRY_SECONDS,
      cause: err,
    });
  }
  if (isFromSdk(err))
    return new StoreError(`DynamoDB refused the request (${describe(err)})`, { cause: err });
  return err instanceof Error ? err : new StoreError(String(err), { cause: err });
}

/**
 * The writes that failed their conditions: their positions in a cancelled transaction (DynamoDB
 * names each), [0] for a single write, [] when no condition failed.
 */
export function failedConditions(err: unknown): number[] {
  if (errorName(err) === 'ConditionalCheckFailedException') return [0];
  if (errorName(err) !== 'TransactionCanceledException') return [];
  return cancellationCodes(err).flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));
}

/** The first write that failed its condition (-1: none did). */
export function conditionFailedAt(err: unknown): number {
  return failedConditions(err)[0] ?? -1;
}

/** True for a failed condition, on a single write or inside a transaction. */
export function isConditionFailure(err: unknown): boolean {
  return conditionFailedAt(err) >= 0;
}

function throttled(err: unknown, message: string): StoreUnavailableError {
  return new StoreUnavailableError(message, { retryAfterSeconds: THROTTLED_RETRY_SECONDS, cause: err });
}

function contended(err: unknown): StoreUnavailableError {
  return new StoreUnavailableError('another write to the same item is in progress', {
    retryAfterSeconds: THROTTLED_RETRY_SECONDS,
    cause: err,
    contended: true,
  });
}

interface SdkErrorShape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: number };
  CancellationReasons?: { Code?: string }[];
}

const shape = (err: unknown): SdkErrorShape => (typeof err === 'object' && err !== null ? err : {});

// By name rather than instanceof: a bundle can hold two copies of the SDK's error classes.
const errorName = (err: unknown): string => String(shape(err).name ?? '');

const cancellationCodes = (err: unknown): string[] =>
  (shape(err).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');

function isServerFault(err: unknown): boolean {
  const { $fault, $metadata } = shape(err);
  return $fault === 'server' || ($metadata?.httpStatusCode ?? 0) >= 500;
}

function isNetworkFailure(err: unknown): boolean {
  const { code, message } = shape(err);
  const name = errorName(err);
  return (
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    // Node's name for a connection closed before any answer came.
    /socket hang up/i.test(String(message ?? ''))
  );
}

// Failures that happen before a request can have reached DynamoDB: nothing was sent.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * Whether a failed request may have reached DynamoDB (a write may have happened): any network
 * failure or server fault except those known to happen before anything was sent.
 */
export function mayHaveLanded(err: unknown): boolean {
  return (isServerFault(err) || isNetworkFailure(err)) && !neverSent(err);
}

/** True when the request is known never to have reached DynamoDB (so a write did not happen). */
function neverSent(err: unknown): boolean {
  const { code, message } = shape(err);
  if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return true;
  // The SDK's connectionTimeout: no connection was made within it.
  return (
    errorName(err) === 'TimeoutError' && /without establishing a connection/i.test(String(message ?? ''))
  );
}

const isFromSdk = (err: unknown): boolean => shape(err).$metadata !== undefined;

const describe = (err: unknown): string => {
  const { code, message } = shape(err);
  return [errorName(err) || 'error', typeof code === 'string' ? code : '', String(message ?? '')]
    .filter(Boolean)
    .join(': ');
};
