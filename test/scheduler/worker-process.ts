/**
 * A scheduler worker in a process of its own (its own DynamoDB client), for the test that kills
 * one mid-batch: argv is the endpoint, the table name, the clock (ms) and the table ids. It tells
 * its parent each table it is about to save, and each action done.
 */
import { runDueWorker } from '../../functions/scheduler/worker';
import { createDocumentClient, createDynamoClient } from '../../functions/store/client';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { schedulerAt, scopedStore } from '../support/scheduler';

const [endpoint, tableName, at, ...ids] = process.argv.slice(2);
const client = createDynamoClient({ endpoint, region: 'us-east-1', tableName });
const store = new DynamoDbStore(createDocumentClient(client), tableName);
// Each save announced before it is sent, so the parent can kill this process with saves in flight.
const saving: typeof store.saveTable = (...args) => {
  process.send!({ type: 'saving', id: args[0].id });
  return store.saveTable(...args);
};
const scoped = scopedStore(store, ids);
const ctx = schedulerAt(
  new Proxy(scoped, { get: (t, p, r) => (p === 'saveTable' ? saving : Reflect.get(t, p, r)) }),
  () => Number(at),
);
runDueWorker(ctx, {
  parts: Array.from({ length: store.dueShardCount }, (_, shard) => ({ shard, slice: 0, slices: 1 })),
  concurrency: 2,
  onAction: (entry, action) => process.send!({ type: 'acted', id: entry.id, action }),
}).then(() => process.send!({ type: 'done' }));
