/**
 * The errors every store port may throw, in the domains' words rather than DynamoDB's.
 *
 * Callers branch on `instanceof`, never on an adapter's error names. Every domain may import
 * this; it imports nothing.
 */

export class StoreError extends Error {
  /**
   * An earlier attempt of the same write went unanswered (store/call.ts): it may have been
   * applied, so a failed condition now may be that very write, and not someone else's.
   */
  earlierAttemptUnknown = false;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A conditional write lost: the item is no longer at the version the writer read. */
export class VersionConflictError extends StoreError {
  readonly tableId: string | undefined;
  readonly expectedVersion: number | undefined;

  constructor(
    message: string,
    details: { tableId?: string; expectedVersion?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.tableId = details.tableId;
    this.expectedVersion = details.expectedVersion;
  }
}

/** What a failed create of a table names (ItemAlreadyExistsError.item): its code, or its id. */
export const JOIN_CODE_ITEM = 'join code';
export const TABLE_ITEM = 'table';

/** A create found its key (player id, table id, join code) already taken. */
export class ItemAlreadyExistsError extends StoreError {
  readonly item: string | undefined;

  constructor(message: string, details: { item?: string; cause?: unknown } = {}) {
    super(message, { cause: details.cause });
    this.item = details.item;
  }
}

/** A write that needs an item found it gone (a sign-in code used, a token revoked meanwhile). */
export class ItemMissingError extends StoreError {
  readonly item: string | undefined;

  constructor(message: string, details: { item?: string; cause?: unknown } = {}) {
    super(message, { cause: details.cause });
    this.item = details.item;
  }
}

/**
 * Whether a failed write may have been applied. `not-applied`: known not to have happened (the
 * request never left: no connection, no such host; or DynamoDB refused it: throttled, busy).
 * `unknown`: the request may have reached DynamoDB and its answer was lost (a timeout, a
 * connection reset, a 5xx). A failed read changes nothing: always `not-applied`.
 */
export type StoreOutcome = 'not-applied' | 'unknown';

/** Throttled, busy or unreachable, after the store's own retries (store/call.ts). */
export class StoreUnavailableError extends StoreError {
  readonly retryAfterSeconds: number;
  /** Another write to the same item was in flight (a transaction): trying again at once works. */
  readonly contended: boolean;
  outcome: StoreOutcome;

  constructor(
    message: string,
    details: {
      retryAfterSeconds?: number;
      cause?: unknown;
      contended?: boolean;
      outcome?: StoreOutcome;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.retryAfterSeconds = details.retryAfterSeconds ?? 1;
    this.contended = details.contended ?? false;
    this.outcome = details.outcome ?? 'not-applied';
  }
}

/**
 * A save that ends a rated match lost only on a player's ratings item: another match of theirs
 * was rated meanwhile. The table's own condition held, so nothing was written and the table is
 * as it was read: not stale, busy. The tables rate the end again on fresh ratings and save once
 * more (tables/save.ts); past that, a caller is told to try again (503, nothing changed).
 */
export class RatingsChangedError extends StoreUnavailableError {
  constructor(message: string, details: { cause?: unknown } = {}) {
    super(message, { cause: details.cause, contended: true });
  }
}

/**
 * The store's table (or an index of it) does not exist: a deploy pointed at the wrong table, or a
 * local server whose table is still being made. Nothing was read or written; trying again at
 * once would not help, so the store does not (store/call.ts).
 */
export class StoreMissingError extends StoreError {}

/**
 * A stored item this code cannot read: a format version it does not know (an item written by a
 * newer deploy) or an item that does not match its version's schema. A bug or a bad deploy,
 * never the caller's fault: a 500, logged with the item's key.
 */
export class StoreFormatError extends StoreError {
  readonly kind: string;
  readonly version: number;

  constructor(message: string, details: { kind: string; version: number; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.kind = details.kind;
    this.version = details.version;
  }
}

/** A page cursor this service did not hand out (a port's listing refuses it). */
export class InvalidCursorError extends Error {
  constructor() {
    super('the cursor is not one this service handed out');
    this.name = 'InvalidCursorError';
  }
}
