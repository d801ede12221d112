import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LOBBY_INDEX, PARTITION_KEY, SORT_KEY } from '../../functions/store/table-schema';
import { testDynamoDb } from '../support/dynamodb';

// Proves the harness talks to a real engine: conditions, transactions and sparse indexes are
// exactly the behaviour an in-memory fake would get subtly wrong.
describe('the test DynamoDB', () => {
  const { documentClient: db, tableName } = testDynamoDb();
  const key = (id: string) => ({ [PARTITION_KEY]: `TEST#${id}`, [SORT_KEY]: 'META' });

  it('applies a conditional put and rejects one with a stale condition', async () => {
    const id = randomUUID();
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...key(id), version: 1 },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY },
      }),
    );
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...key(id), version: 2 },
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': 1 },
      }),
    );

    const stale = db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...key(id), version: 2 },
        ConditionExpression: 'version = :expected',
        ExpressionAttributeValues: { ':expected': 1 },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );

    await expect(stale).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    const failure = (await stale.catch((err: unknown) => err)) as ConditionalCheckFailedException;
    expect(failure.Item?.version).toEqual({ N: '2' }); // the item that won, in wire format
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: key(id), ConsistentRead: true }),
    );
    expect(Item?.version).toBe(2);
  });

  it('writes a transaction all at once, or not at all', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: { ...key(a), version: 1 } } },
          {
            Put: {
              TableName: tableName,
              Item: { ...key(b), version: 1 },
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': PARTITION_KEY },
            },
          },
        ],
      }),
    );

    const clash = db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: key(a),
              UpdateExpression: 'SET version = :next',
              ExpressionAttributeValues: { ':next': 2 },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: { ...key(b), version: 9 },
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': PARTITION_KEY },
            },
          },
        ],
      }),
    );

    await expect(clash).rejects.toBeInstanceOf(TransactionCanceledException);
    const failure = (await clash.catch((err: unknown) => err)) as TransactionCanceledException;
    expect(failure.CancellationReasons?.map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: key(a), ConsistentRead: true }),
    );
    expect(Item?.version).toBe(1);
  });

  it('lists in a sparse index only the items that carry its key', async () => {
    // A partition of the lobby index of this test's own, so other tests' tables stay out of it.
    const lobby = `TEST#${randomUUID()}`;
    const [waiting, other] = [randomUUID(), randomUUID()];
    const since = new Date().toISOString();
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...key(waiting),
          [LOBBY_INDEX.partitionKey]: lobby,
          [LOBBY_INDEX.sortKey]: `${since}#${waiting}`,
        },
      }),
    );
    // No index key attributes: must stay out of the index.
    await db.send(new PutCommand({ TableName: tableName, Item: { ...key(other), note: lobby } }));

    const { Items } = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: LOBBY_INDEX.name,
        KeyConditionExpression: '#pk = :lobby',
        ExpressionAttributeNames: { '#pk': LOBBY_INDEX.partitionKey },
        ExpressionAttributeValues: { ':lobby': lobby },
      }),
    );

    expect(Items?.map((item) => item[PARTITION_KEY])).toEqual([`TEST#${waiting}`]);
  });
});
