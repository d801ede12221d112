/**
 * BatchGetItem for any number of keys, read consistently: at most 100 a request, each request a
 * bounded store call (call.ts), and the keys DynamoDB leaves unprocessed (throttling) asked again
 * after a growing wait, all within the one budget of the call (and the request's deadline).
 * Still unprocessed then, the store is busy (503): an answer with items silently missing would
 * be wrong.
 */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StoreUnavailableError } from '../core/store-errors';
import { callStore, DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from './call';

type Key = Record<string, unknown>;

const BATCH_GET_MAX = 100;
const BATCH_GET_ATTEMPTS = 5;
const BATCH_GET_BACKOFF_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The items found for `keys`, in no particular order (missing ones left out). */
export async function batchGetItems(
  db: DynamoDBDocumentClient,
  dynamoTableName: string,
  keys: Key[],
  what: string,
  timeouts: StoreTimeouts = DEFAULT_STORE_TIMEOUTS,
): Promise<Key[]> {
  const deadline = Math.min(Date.now() + timeouts.budgetMs, timeouts.deadline ?? Number.POSITIVE_INFINITY);
  const found: Key[] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_MAX) {
    let asked = keys.slice(i, i + BATCH_GET_MAX);
    for (let attempt = 0; asked.length > 0; attempt++) {
      if (attempt > 0) {
        const wait = BATCH_GET_BACKOFF_MS * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
        if (attempt === BATCH_GET_ATTEMPTS || Date.now() + wait >= deadline) {
          throw new StoreUnavailableError(`DynamoDB left ${asked.length} ${what} unread`, {
            retryAfterSeconds: 1,
          });
        }
        await sleep(wait);
      }
      // What is left of the budget: a throttled batch never waits longer than one read would.
      const left = {
        budgetMs: deadline - Date.now(),
        attempts: timeouts.attempts,
        requestMs: timeouts.requestMs,
      };
      const out = await callStore(left, { write: false }, (bounds) =>
        db.send(
          new BatchGetCommand({ RequestItems: { [dynamoTableName]: { Keys: asked, ConsistentRead: true } } }),
          bounds,
        ),
      );
      found.push(...(out.Responses?.[dynamoTableName] ?? []));
      asked = (out.UnprocessedKeys?.[dynamoTableName]?.Keys as Key[] | undefined) ?? [];
    }
  }
  return found;
}
