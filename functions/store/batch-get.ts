/**
 * BatchGetItem for any number of keys, read consistently: at most 100 a request, and the keys
 * DynamoDB leaves unprocessed (throttling) asked again after a growing wait. Still unprocessed,
 * the store is busy (503): an answer with items silently missing would be wrong.
 */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StoreUnavailableError, sendTranslated } from './errors';

type Key = Record<string, unknown>;

const BATCH_GET_MAX = 100;
const BATCH_GET_ATTEMPTS = 5;
const BATCH_GET_BACKOFF_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The items found for `keys`, in no particular order (missing ones left out). */
export async function batchGetItems(
  db: DynamoDBDocumentClient,
  tableName: string,
  keys: Key[],
  what: string,
): Promise<Key[]> {
  const found: Key[] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_MAX) {
    let asked = keys.slice(i, i + BATCH_GET_MAX);
    for (let attempt = 0; asked.length > 0; attempt++) {
      if (attempt === BATCH_GET_ATTEMPTS) {
        throw new StoreUnavailableError(`DynamoDB left ${asked.length} ${what} unread`, {
          retryAfterSeconds: 1,
        });
      }
      if (attempt > 0) await sleep(BATCH_GET_BACKOFF_MS * 2 ** (attempt - 1) * (0.5 + Math.random() / 2));
      const out = await sendTranslated(() =>
        db.send(
          new BatchGetCommand({ RequestItems: { [tableName]: { Keys: asked, ConsistentRead: true } } }),
        ),
      );
      found.push(...(out.Responses?.[tableName] ?? []));
      asked = (out.UnprocessedKeys?.[tableName]?.Keys as Key[] | undefined) ?? [];
    }
  }
  return found;
}
