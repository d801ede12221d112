/**
 * `npm start`'s stand-in for the Lambda event source mapping: reads DynamoDB Local's stream of
 * the table (the same Streams API as in AWS) and hands each batch of records to the same code
 * as the notifier Lambda (table-stream.ts, notifications/stream.ts). Like the mapping: records
 * in order per shard, a failed record tried again a few times (with the ones after it), then set
 * aside as a dead letter (logged) so that the stream moves on; new shards (DynamoDB rolls them
 * over) are followed from their start. A failed read is reported and tried again, with a growing
 * wait while every read fails; an expired iterator is renewed after the last record read.
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
  /** A read of the stream failed (it is tried again, after a back-off when every read fails). */
  onReadError?(what: string, err: Error): void;
  /** A round over the open shards read each without a failure. */
  onRound?(): void;
  /** The longest wait after rounds that failed in a row (the wait doubles from `pollMs`). */
  maxBackoffMs?: number;
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
  /** The last record read in each shard, to start again after it when an iterator expires. */
  const lastRead = new Map<string, string>();
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

  const readError =
    opts.onReadError ??
    ((what: string, err: Error) => console.error(`stream: ${what} failed: ${err.message}`));
  /**
   * A shard's iterator again, after its last record read, when one expired (else from the shard's
   * end) or was refused as trimmed (else from its start: docs/storage.md#dynamodb-locals-stream).
   */
  const renew = async (id: string, none: 'LATEST' | 'TRIM_HORIZON') => {
    const after = lastRead.get(id);
    const it = await opts.streams.send(
      new GetShardIteratorCommand({
        StreamArn: arn,
        ShardId: id,
        ...(after
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
          : { ShardIteratorType: none }),
      }),
    );
    if (it.ShardIterator) positions.set(id, it.ShardIterator);
  };

  let stopped = false;
  const loop = (async () => {
    let rounds = 0;
    let failedRounds = 0;
    while (!stopped) {
      let closed = false;
      let failures = 0;
      for (const [id, iterator] of positions) {
        if (stopped) break;
        try {
          const out = await opts.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
          const records = (out.Records ?? []) as ChangeRecord[];
          await deliver(records);
          const last = records.at(-1)?.dynamodb?.SequenceNumber;
          if (last) lastRead.set(id, last);
          if (out.NextShardIterator) positions.set(id, out.NextShardIterator);
          else {
            positions.delete(id);
            closed = true;
          }
        } catch (err) {
          if (stopped) break;
          failures++;
          readError(`reading shard ${id}`, err as Error);
          // An iterator lives 15 minutes: after a long outage, a new one from where this shard was.
          const name = (err as Error).name;
          if (name === 'ExpiredIteratorException' || name === 'TrimmedDataAccessException')
            await renew(id, name === 'ExpiredIteratorException' ? 'LATEST' : 'TRIM_HORIZON').catch(
              (e: Error) => readError(`renewing shard ${id}'s iterator`, e),
            );
        }
      }
      // Look for new shards when one closed or none is open (a stream just enabled), and now and then.
      if (!stopped && (closed || positions.size === 0 || ++rounds % 20 === 0)) {
        await discover(false).catch((err: Error) => {
          failures++;
          readError('describing the stream', err);
        });
      }
      if (failures === 0) {
        failedRounds = 0;
        opts.onRound?.();
      } else failedRounds++;
      // Every read failing (DynamoDB down): wait longer each round, up to maxBackoffMs.
      const wait =
        failures > 0 && failures >= positions.size
          ? Math.min(opts.maxBackoffMs ?? 30_000, pollMs * 2 ** failedRounds)
          : pollMs;
      if (!stopped) await sleep(wait);
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}
