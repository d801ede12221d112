import {
  BatchGetItemCommand,
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  ResourceInUseException,
  ResourceNotFoundException,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';

// The single table: every item has PK/SK. Index key attributes are written only on items that
// belong in that index (sparse GSIs), and removed when they stop belonging, so each index
// holds just the live rows it is queried for. All key attributes are strings.

export const PARTITION_KEY = 'PK';
export const SORT_KEY = 'SK';

/** Number attribute, epoch seconds (DynamoDB TTL ignores anything else). */
export const TTL_ATTRIBUTE = 'expiresAt';

export type IndexProjection = 'ALL' | 'KEYS_ONLY';

export interface IndexDefinition {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  readonly projection: IndexProjection;
}

/**
 * The lobby: open public tables waiting for players, and public matches in play (one partition
 * each). Every attribute is projected, so a page is one query with no reads after it; the price is
 * that each move of a public match writes the index too (private tables, most of them, never do).
 */
export const LOBBY_INDEX = {
  name: 'lobby',
  partitionKey: 'lobbyPk',
  sortKey: 'lobbySk', // ISO time + '#' + table id: oldest first, unique
  projection: 'ALL',
} as const satisfies IndexDefinition;

/** The lobby's partition values: a list each (tables/indexes.ts says which a table is in). */
export const LOBBY_PARTITIONS = { open: 'LOBBY', playing: 'LOBBY#PLAYING' } as const;

/** Work due at a time (turn timeouts, computer moves), spread over shards to avoid a hot key. */
export const DUE_INDEX = {
  name: 'due',
  partitionKey: 'duePk',
  sortKey: 'dueAt', // ISO time
  projection: 'KEYS_ONLY',
} as const satisfies IndexDefinition;

/** Readers query every shard; writers pick one (e.g. from a hash of the table id). */
export const DUE_SHARD_COUNT = 4;

export function duePartition(shard: number): string {
  if (!Number.isInteger(shard) || shard < 0 || shard >= DUE_SHARD_COUNT) {
    throw new RangeError(`Due shard must be an integer in 0..${DUE_SHARD_COUNT - 1}, got ${shard}`);
  }
  return `DUE#${shard}`;
}

export const GLOBAL_INDEXES: readonly IndexDefinition[] = [LOBBY_INDEX, DUE_INDEX];

/** CreateTable input for the local setup; the CDK stack builds the same table from the constants above. */
export function createTableInput(dynamoTableName: string): CreateTableCommandInput {
  const keyAttributes = [
    PARTITION_KEY,
    SORT_KEY,
    ...GLOBAL_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return {
    TableName: dynamoTableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: PARTITION_KEY, KeyType: 'HASH' },
      { AttributeName: SORT_KEY, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: index.projection },
    })),
    StreamSpecification: TABLE_STREAM,
  };
}

/** The change stream the notifier reads: each change's item before and after (table-stream.ts). */
export const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } as const;

/**
 * Creates the table if it is missing, waits until it is ACTIVE and turns TTL on. Safe to run
 * concurrently and repeatedly. An existing table that lacks one of our indexes is an error
 * (local data from an older schema): this never alters a table.
 */
export async function ensureTable(client: DynamoDBClient, dynamoTableName: string): Promise<void> {
  const existing = await describeTable(client, dynamoTableName);
  if (existing === undefined) {
    try {
      await client.send(new CreateTableCommand(createTableInput(dynamoTableName)));
    } catch (err) {
      if (!(err instanceof ResourceInUseException)) throw err; // someone else just created it
    }
  } else {
    const missing = GLOBAL_INDEXES.filter((i) => !existing.includes(i.name)).map((i) => i.name);
    if (missing.length > 0) {
      throw new Error(
        `Table ${dynamoTableName} exists without the index(es) ${missing.join(', ')}; delete it (locally: the .dynamodb folder) to recreate it`,
      );
    }
  }
  await waitUntilTableExists({ client, maxWaitTime: 120, minDelay: 1 }, { TableName: dynamoTableName });
  await enableTtl(client, dynamoTableName);
  await enableStream(client, dynamoTableName);
}

/** A table made before notifications (local data in .dynamodb/) gets its stream. */
async function enableStream(client: DynamoDBClient, dynamoTableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: dynamoTableName }));
  if (Table?.StreamSpecification?.StreamEnabled) return;
  try {
    await client.send(
      new UpdateTableCommand({ TableName: dynamoTableName, StreamSpecification: TABLE_STREAM }),
    );
  } catch (err) {
    // A concurrent ensureTable enabled it first.
    if (!(err instanceof Error && /already (has|enabled)/i.test(err.message))) throw err;
  }
}

/** The table's index names, or undefined when there is no such table. */
async function describeTable(client: DynamoDBClient, dynamoTableName: string): Promise<string[] | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: dynamoTableName }));
    return (Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? '');
  } catch (err) {
    if (err instanceof ResourceNotFoundException) return undefined;
    throw err;
  }
}

// DynamoDB Local accepts and reports the TTL setting but never deletes expired items; tests
// must not rely on expiry. UpdateTimeToLive fails when TTL is already on, hence the check.
async function enableTtl(client: DynamoDBClient, dynamoTableName: string): Promise<void> {
  const { TimeToLiveDescription } = await client.send(
    new DescribeTimeToLiveCommand({ TableName: dynamoTableName }),
  );
  const status = TimeToLiveDescription?.TimeToLiveStatus;
  if (status === 'ENABLED' || status === 'ENABLING') return;
  try {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: dynamoTableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } catch (err) {
    // A concurrent ensureTable won the race.
    if (!(err instanceof Error && /already enabled/i.test(err.message))) throw err;
  }
}

/** The items the readiness probe writes and reads back (no table's, account's or index's key). */
export const PROBE_KEY = { PK: 'PROBE#ready', SK: 'PROBE' } as const;

/**
 * Every kind of call the API makes, on the probe's items, each answered; resolves to the slowest
 * call's milliseconds. A DynamoDB that has just started (DynamoDB Local, warming up) accepts
 * CreateTable long before it answers items promptly, and answers each kind of call slowly the
 * first times it sees it (a transaction, a query). The items expire by themselves (TTL) and are
 * no part of the stream's table changes.
 */
export async function probeTable(client: DynamoDBClient, dynamoTableName: string, lane = 0): Promise<number> {
  const key = (sk: string) => ({ [PARTITION_KEY]: { S: PROBE_KEY.PK }, [SORT_KEY]: { S: sk } });
  const Key = key(lane === 0 ? PROBE_KEY.SK : `${PROBE_KEY.SK}#${lane}`);
  const Other = key(`${PROBE_KEY.SK}#${lane}#other`);
  const expires = { N: String(Math.floor(Date.now() / 1000) + 86_400) };
  let slowest = 0;
  const timed = async (send: () => Promise<unknown>) => {
    const at = performance.now();
    await send();
    slowest = Math.max(slowest, performance.now() - at);
  };
  const TableName = dynamoTableName;
  await timed(() =>
    client.send(new PutItemCommand({ TableName, Item: { ...Key, [TTL_ATTRIBUTE]: expires } })),
  );
  await timed(() => client.send(new GetItemCommand({ TableName, Key, ConsistentRead: true })));
  await timed(() =>
    client.send(
      new BatchGetItemCommand({ RequestItems: { [TableName]: { Keys: [Key], ConsistentRead: true } } }),
    ),
  );
  // A conditional update, and a transaction of two conditional writes (a sign-up, a move).
  const touch = { UpdateExpression: 'SET #t = :t', ExpressionAttributeNames: { '#t': TTL_ATTRIBUTE } };
  await timed(() =>
    client.send(
      new UpdateItemCommand({
        TableName,
        Key,
        ...touch,
        ConditionExpression: 'attribute_exists(#t)',
        ExpressionAttributeValues: { ':t': expires },
      }),
    ),
  );
  await timed(() =>
    client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key,
              ...touch,
              ConditionExpression: 'attribute_exists(#t)',
              ExpressionAttributeValues: { ':t': expires },
            },
          },
          { Put: { TableName, Item: { ...Other, [TTL_ATTRIBUTE]: expires } } },
        ],
      }),
    ),
  );
  await timed(() =>
    client.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        ExpressionAttributeValues: { ':pk': { S: PROBE_KEY.PK } },
        Limit: 5,
      }),
    ),
  );
  return slowest;
}
