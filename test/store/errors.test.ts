import { randomUUID } from 'node:crypto';
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  InternalServerError,
  ListTablesCommand,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ResourceNotFoundException,
  ThrottlingException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  ItemAlreadyExistsError,
  isConditionFailure,
  StoreError,
  StoreUnavailableError,
  translateDynamoError,
  VersionConflictError,
} from '../../functions/store/errors';
import { findFreePort } from '../../functions/store/free-port';
import { PARTITION_KEY, SORT_KEY } from '../../functions/store/table-schema';
import { testDynamoDb } from '../support/dynamodb';

const $metadata = { httpStatusCode: 400, attempts: 3 };

describe('translateDynamoError', () => {
  it('turns a failed condition into a version conflict carrying the table and version', () => {
    const err = new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata });

    const out = translateDynamoError(err, { kind: 'version', tableId: 't1', expectedVersion: 7 });

    expect(out).toBeInstanceOf(VersionConflictError);
    expect(out).toBeInstanceOf(StoreError);
    expect(out).toMatchObject({
      name: 'VersionConflictError',
      tableId: 't1',
      expectedVersion: 7,
      cause: err,
    });
  });

  it('turns a failed condition on a create into ItemAlreadyExistsError', () => {
    const err = new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata });

    const out = translateDynamoError(err, { kind: 'new-item', item: 'player p1' });

    expect(out).toBeInstanceOf(ItemAlreadyExistsError);
    expect(out).toMatchObject({ item: 'player p1', message: 'player p1 already exists' });
  });

  it('without context, treats a failed condition as a version conflict', () => {
    const err = new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata });

    expect(translateDynamoError(err)).toBeInstanceOf(VersionConflictError);
  });

  it('picks the context of the transaction item whose condition failed', () => {
    const err = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata,
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    const items = [
      { kind: 'new-item', item: 'join code ABCD' },
      { kind: 'new-item', item: 'table t1' },
    ] as const;

    const out = translateDynamoError(err, (i) => items[i]);

    expect(out).toMatchObject({ name: 'ItemAlreadyExistsError', item: 'table t1' });
    expect(isConditionFailure(err)).toBe(true);
  });

  it.each([
    ['ProvisionedThroughputExceededException', ProvisionedThroughputExceededException],
    ['ThrottlingException', ThrottlingException],
    ['RequestLimitExceeded', RequestLimitExceeded],
    ['TransactionConflictException', TransactionConflictException],
  ])('reports %s as unavailable, to retry after a second', (_, ErrorClass) => {
    const err = new ErrorClass({ message: 'slow down', $metadata });

    const out = translateDynamoError(err);

    expect(out).toBeInstanceOf(StoreUnavailableError);
    expect((out as StoreUnavailableError).retryAfterSeconds).toBe(1);
    expect(out.cause).toBe(err);
  });

  it.each([['TransactionConflict'], ['ThrottlingError']])(
    'reports a transaction cancelled for %s as unavailable',
    (code) => {
      const err = new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata,
        CancellationReasons: [{ Code: code }, { Code: 'None' }],
      });

      const out = translateDynamoError(err);
      expect(out).toBeInstanceOf(StoreUnavailableError);
      // Contention (another transaction on the item) is worth trying again at once; throttling is not.
      expect((out as StoreUnavailableError).contended).toBe(code === 'TransactionConflict');
      expect(isConditionFailure(err)).toBe(false);
    },
  );

  it('reports server faults, 5xx answers and network failures as unavailable', () => {
    const serverFault = new InternalServerError({ message: 'oops', $metadata: { httpStatusCode: 500 } });
    // What the SDK throws for a 503 whose body is not JSON.
    const badGateway = Object.assign(new SyntaxError('Unexpected token'), {
      $metadata: { httpStatusCode: 503 },
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
      $metadata: { attempts: 3 },
    });
    const timedOut = Object.assign(new Error('socket hang up'), { name: 'TimeoutError', code: 'ECONNRESET' });

    for (const err of [serverFault, badGateway, refused, timedOut]) {
      const out = translateDynamoError(err);
      expect(out, err.message).toBeInstanceOf(StoreUnavailableError);
      expect((out as StoreUnavailableError).retryAfterSeconds).toBe(2);
    }
  });

  it('wraps other DynamoDB refusals in a plain StoreError', () => {
    const err = new ResourceNotFoundException({ message: 'Requested resource not found', $metadata });

    const out = translateDynamoError(err);

    expect(out.constructor).toBe(StoreError);
    expect(out.message).toContain('ResourceNotFoundException');
    expect(out.cause).toBe(err);
  });

  it('returns store errors and errors from elsewhere unchanged', () => {
    const storeError = new VersionConflictError('lost');
    const bug = new TypeError('x is undefined');

    expect(translateDynamoError(storeError)).toBe(storeError);
    expect(translateDynamoError(bug)).toBe(bug);
  });
});

describe('translateDynamoError on errors from a real DynamoDB', () => {
  const { documentClient: db, tableName } = testDynamoDb();
  const key = () => ({ [PARTITION_KEY]: `ERRORS#${randomUUID()}`, [SORT_KEY]: 'META' });
  const catchError = (p: Promise<unknown>) =>
    p.then(
      () => expect.fail('should have failed'),
      (err: unknown) => err,
    );

  it('maps a lost version check', async () => {
    const item = { ...key(), version: 2 };
    await db.send(new PutCommand({ TableName: tableName, Item: item }));

    const err = await catchError(
      db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...item, version: 2 },
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': 1 },
        }),
      ),
    );

    const out = translateDynamoError(err, { kind: 'version', tableId: 'x', expectedVersion: 1 });
    expect(out).toBeInstanceOf(VersionConflictError);
  });

  it('maps a taken key inside a transaction', async () => {
    const [free, taken] = [key(), key()];
    await db.send(new PutCommand({ TableName: tableName, Item: taken }));
    const notThere = {
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PARTITION_KEY },
    };

    const err = await catchError(
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: free, ...notThere } },
            { Put: { TableName: tableName, Item: taken, ...notThere } },
          ],
        }),
      ),
    );

    const out = translateDynamoError(err, (i) => ({ kind: 'new-item', item: i === 0 ? 'free' : 'taken' }));
    expect(out).toMatchObject({ name: 'ItemAlreadyExistsError', item: 'taken' });
  });

  it('maps an endpoint nobody listens on', async () => {
    const client = new DynamoDBClient({
      endpoint: `http://127.0.0.1:${await findFreePort()}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });

    const err = await catchError(client.send(new ListTablesCommand({})));
    client.destroy();

    expect(translateDynamoError(err)).toBeInstanceOf(StoreUnavailableError);
  });
});
