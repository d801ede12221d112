/**
 * `npm start`'s stand-in for the Lambda event source mapping: reads DynamoDB Local's stream of
 * the table (the same Streams API as in AWS) and hands each batch of records to the same code
 * as the notifier Lambda (table-stream.ts, notifications/stream.ts). Like the mapping: records
 * in order per shard, a failed record tried again a few times (with the ones after it), then set
 * aside as a dead letter (logged) so that the stream moves on; new shards (DynamoDB rolls them
 * over) are followed from their start.
 */
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { ChangeRecord } from './table-stream';

export interface StreamFollowerOptions {
  dynamo: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  tableName: string;
  /** Handles records in order; returns the sequence number of the first that failed (null: none). */
  handle(records: ChangeRecord[]): Promise<string | null>;
  /** Where to start in the shards open now: new changes only (default), or all the stream keeps. */
  from?: 'LATEST' | 'TRIM_HORIZON';
  /** Between reads of a shard with nothing new. */
  pollMs?: number;
  /** Attempts per record before it is a dead letter. */
  maxAttempts?: number;
  /** Between attempts of a failed record. */
  retryDelayMs?: number;
  onDeadLetter(record: ChangeRecord, attempts: number): void;
}

export interface StreamFollower {
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function followStream(opts: StreamFollowerOptions): Promise<StreamFollower> {
  const { Table } = await opts.dynamo.send(new DescribeTableCommand({ TableName: opts.tableName }));
  const arn = Table?.LatestStreamArn;
  if (!arn || !Table?.StreamSpecification?.StreamEnabled) {
    throw new Error(`table ${opts.tableName} has no stream: notifications need one (table-schema.ts)`);
  }
  const pollMs = opts.pollMs ?? 250;
  const positions = new Map<string, string>();
  const known = new Set<string>();

  const discover = async (initial: boolean) => {
    let start: string | undefined;
    do {
      const out = await opts.streams.send(
        new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: start }),
      );
      for (const shard of out.StreamDescription?.Shards ?? []) {
        const id = shard.ShardId!;
        if (known.has(id)) continue;
        known.add(id);
        const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
        // At the start, shards closed already hold only the past.
        if (initial && closed && (opts.from ?? 'LATEST') === 'LATEST') continue;
        const type = initial ? (opts.from ?? 'LATEST') : 'TRIM_HORIZON';
        const it = await opts.streams.send(
          new GetShardIteratorCommand({ StreamArn: arn, ShardId: id, ShardIteratorType: type }),
        );
        if (it.ShardIterator) positions.set(id, it.ShardIterator);
      }
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
  };
  await discover(true);

  const deliver = async (records: ChangeRecord[]) => {
    let rest = records;
    let attempts = 0;
    while (rest.length > 0) {
      const failed = await opts.handle(rest);
      if (failed === null) return;
      const at = Math.max(
        0,
        rest.findIndex((r) => r.dynamodb?.SequenceNumber === failed),
      );
      if (at > 0) attempts = 0;
      rest = rest.slice(at);
      attempts++;
      if (attempts >= (opts.maxAttempts ?? 3)) {
        opts.onDeadLetter(rest[0], attempts);
        rest = rest.slice(1);
        attempts = 0;
      } else await sleep(opts.retryDelayMs ?? 500);
    }
  };

  let stopped = false;
  const loop = (async () => {
    let rounds = 0;
    while (!stopped) {
      let closed = false;
      for (const [id, iterator] of positions) {
        if (stopped) break;
        try {
          const out = await opts.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
          await deliver((out.Records ?? []) as ChangeRecord[]);
          if (out.NextShardIterator) positions.set(id, out.NextShardIterator);
          else {
            positions.delete(id);
            closed = true;
          }
        } catch (err) {
          if (stopped) break;
          console.error(`stream: reading shard ${id} failed: ${(err as Error).message}`);
        }
      }
      // Look for new shards when one closed or none is open (a stream just enabled), and now and then.
      if (!stopped && (closed || positions.size === 0 || ++rounds % 20 === 0))
        await discover(false).catch(() => {});
      if (!stopped) await sleep(pollMs);
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}
