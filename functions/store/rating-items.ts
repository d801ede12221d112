/**
 * The ratings items a table's save writes when it ends a rated match (follow-items.ts): apart
 * from the ratings adapter (dynamodb-ratings.ts), which the store loads on first use, since every
 * save may need these and only the ratings routes and a match's end read ratings.
 */
import type { PutCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RatingWrite } from '../ratings/model';
import { ratingFormat } from './formats/rating';
import { boardEntryFormat, boardKey } from './formats/rating-board';
import { PARTITION_KEY } from './table-schema';

type TransactItem = Record<string, unknown>;

/**
 * The transaction items of rating writes: each player's item on condition of the version read
 * (or that there is none yet), then the leaderboard entries it removes and adds. They ride in
 * the transaction of the save that ends the match (follow-items.ts), whose table condition makes
 * a losing racer's whole transaction fail.
 */
export function ratingTransactItems(writes: readonly RatingWrite[], dynamoTableName: string): TransactItem[] {
  return writes.flatMap((w) => [
    { Put: ratingPut(w, dynamoTableName) },
    ...w.unlist.map((k) => ({ Delete: { TableName: dynamoTableName, Key: boardKey(k) } })),
    ...w.list.map((e) => ({ Put: { TableName: dynamoTableName, Item: boardEntryFormat.encode(e) } })),
  ]);
}

/** A player's ratings item, on condition of the version read (or that there is none yet). */
export function ratingPut(w: RatingWrite, dynamoTableName: string): PutCommandInput {
  return {
    TableName: dynamoTableName,
    Item: ratingFormat.encode(w.next),
    ...(w.expectedVersion === null
      ? {
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        }
      : {
          ConditionExpression: '#v = :v',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': w.expectedVersion },
        }),
  };
}

/** How many transaction items a save's rating writes add (ratingTransactItems), without building them. */
export function ratingItemCount(writes: readonly RatingWrite[]): number {
  return writes.reduce((n, w) => n + 1 + w.unlist.length + w.list.length, 0);
}
