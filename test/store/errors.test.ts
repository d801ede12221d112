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
  JOIN_CODE_ITEM,
  StoreError,
  StoreMissingError,
  StoreUnavailableError,
  TABLE_ITEM,
  VersionConflictError,
} from '../../functions/core/store-errors';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { conditionFailedAt, isConditionFailure, translateDynamoError } from '../../functions/store/errors';
import { findFreePort } from '../../functions/store/free-port';
import { PARTITION_KEY, SORT_KEY } from '../../functions/store/table-schema';
import { newId } from '../../functions/tables/codes';
import { indexesOf } from '../../functions/tables/indexes';
import { TEST_TIMEOUTS, testDynamoDb } from '../support/dynamodb';
import { openTableRecord } from '../support/table-record';

const $metadata = { httpStatusCode: 400, attempts: 3 };

describe('translateDynamoError', () => {
  it('turns a failed condition into a version conflict (a write that means otherwise says so itself)', () => {
    const err = new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata });

    const out = translateDynamoError(err);

    expect(out).toBeInstanceOf(VersionConflictError);
    expect(out).toBeInstanceOf(StoreError);
    expect(out).toMatchObject({ name: 'VersionConflictError', cause: err });
    expect(conditionFailedAt(err)).toBe(0);
  });

  it('names the transaction item whose condition failed', () => {
    const err = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata,
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });

    expect(conditionFailedAt(err)).toBe(1);
    expect(translateDynamoError(err)).toBeInstanceOf(VersionConflictError);
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
      expect(conditionFailedAt(err)).toBe(-1);
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

  it('says a missing table or index is missing (StoreMissingError), not a plain refusal', () => {
    const err = new ResourceNotFoundException({ message: 'Requested resource not found', $metadata });

    const out = translateDynamoError(err);

    expect(out.constructor).toBe(StoreMissingError);
    expect(out.message).toContain('ResourceNotFoundException');
    expect(out.cause).toBe(err);
  });

  it('wraps other DynamoDB refusals in a plain StoreError', () => {
    const err = Object.assign(new Error('1 validation error detected'), {
      name: 'ValidationException',
      $metadata,
    });

    const out = translateDynamoError(err);

    expect(out.constructor).toBe(StoreError);
    expect(out.message).toContain('ValidationException');
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

    expect(translateDynamoError(err)).toBeInstanceOf(VersionConflictError);
    expect(conditionFailedAt(err)).toBe(0);
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

    expect(conditionFailedAt(err)).toBe(1);
  });

  it("names the condition a table's create failed: its code taken, its id taken, or the linked table changed", async () => {
    const store = new DynamoDbStore(db, tableName, TEST_TIMEOUTS);
    const code = () => randomUUID().slice(0, 6).toUpperCase();
    const first = { ...openTableRecord({ preset: 'draw', players: 2 }, []), code: code(), version: 1 };
    await store.createTable(first, indexesOf(first), {});

    const codeTaken = await catchError(store.createTable({ ...first, id: newId() }, indexesOf(first), {}));
    expect(codeTaken).toMatchObject({ name: 'ItemAlreadyExistsError', item: JOIN_CODE_ITEM });
    const idTaken = await catchError(store.createTable({ ...first, code: code() }, indexesOf(first), {}));
    expect(idTaken).toMatchObject({ name: 'ItemAlreadyExistsError', item: TABLE_ITEM });
    const linked = {
      table: { ...first, version: 3 },
      indexes: indexesOf(first),
      expectedVersion: 2,
      writes: {},
    };
    const changed = await catchError(
      store.createTable({ ...first, id: newId(), code: code() }, indexesOf(first), {}, linked),
    );
    expect(changed).toMatchObject({ name: 'VersionConflictError', tableId: first.id, expectedVersion: 2 });
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
