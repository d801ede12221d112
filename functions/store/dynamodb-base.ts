/**
 * What every DynamoDB adapter shares: its client, its table, its timeouts, and the few ways it
 * talks to DynamoDB, each one request bounded and tried again as call.ts says. An adapter names
 * which one it means; there is no other way to send.
 * - read: a Get, Query or BatchGet (a failed read changes nothing).
 * - conditionalWrite: a write with a condition whose failure the caller can judge even after an
 *   unanswered attempt: the item carries its version (a table, a sheet), or an attempt that
 *   landed still meets the condition (setting a name). The failure is `onCondition(err)`, marked
 *   `earlierAttemptUnknown`, and the caller reads again to tell its own write from another's.
 * - conditionalWriteOrUnknown: a write with a condition whose failure, after an unanswered
 *   attempt, may be that attempt having landed (items without a version: tokens, codes,
 *   webhooks): the outcome is then unknown (503 store/outcome-unknown), never "it was gone".
 * - transaction: several such writes at once; the position of the one whose condition failed
 *   names the error.
 * - unconditionalWrite: an item written whole, whose retry rewrites it (a delivery, a reminder).
 */
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { StoreError } from '../core/store-errors';
import {
  type AttemptBounds,
  callConditionalWrite,
  callStore,
  DEFAULT_STORE_TIMEOUTS,
  type StoreTimeouts,
} from './call';
import { conditionFailedAt } from './errors';

/** One attempt: the command sent with the attempt's bounds, `(bounds) => db.send(cmd, bounds)`. */
type Send<T> = (bounds: AttemptBounds) => Promise<T>;

export abstract class DynamoDbAdapter {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly dynamoTableName: string,
    protected readonly timeouts: StoreTimeouts = DEFAULT_STORE_TIMEOUTS,
  ) {}

  protected read<T>(send: Send<T>): Promise<T> {
    return callStore(this.timeouts, { write: false }, send);
  }

  protected conditionalWrite<T>(send: Send<T>, onCondition: (err: unknown) => Error): Promise<T> {
    return callStore(this.timeouts, { write: true, onCondition }, send);
  }

  protected conditionalWriteOrUnknown<T>(send: Send<T>, onCondition: (err: unknown) => Error): Promise<T> {
    return callConditionalWrite(this.timeouts, onCondition, send);
  }

  /** A conditionalWriteOrUnknown that answers false when its condition failed (nothing written). */
  protected async writeUnlessCondition(send: Send<unknown>): Promise<boolean> {
    try {
      await this.conditionalWriteOrUnknown(send, () => new ConditionFailed('the condition failed'));
      return true;
    } catch (err) {
      if (err instanceof ConditionFailed) return false;
      throw err;
    }
  }

  /** One transaction of conditional writes (as conditionalWriteOrUnknown); `onCondition` gets the failed one's position. */
  protected transaction(
    items: Record<string, unknown>[],
    onCondition: (index: number) => Error,
  ): Promise<void> {
    return this.conditionalWriteOrUnknown(
      async (bounds) => {
        await this.db.send(new TransactWriteCommand({ TransactItems: items }), bounds);
      },
      (err) => onCondition(conditionFailedAt(err)),
    );
  }

  protected unconditionalWrite<T>(send: Send<T>): Promise<T> {
    return callStore(this.timeouts, { write: true }, send);
  }
}

/** The failed condition of writeUnlessCondition's write, caught there. */
class ConditionFailed extends StoreError {}
