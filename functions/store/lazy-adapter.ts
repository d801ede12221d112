/**
 * An adapter whose module loads with its first call, not at a cold start: the API's start loads
 * only what every request needs (docs/benchmarks.md, the bundle), and the adapters of score
 * sheets, analyses, hints, webhooks and phrases are for some routes alone. The module is a
 * chunk of its own (esbuild's code splitting of a dynamic import), imported once per instance.
 */

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countedStoreCall } from '../core/store-calls';
import { DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from './call';

/** What an adapter of the store is made with (dynamodb-base.ts's constructor). */
export type AdapterClass<T> = new (
  db: DynamoDBDocumentClient,
  dynamoTableName: string,
  timeouts: StoreTimeouts,
) => T;

type Operation<T> = { [K in keyof T]: T[K] extends (...a: never[]) => Promise<unknown> ? K : never }[keyof T];

/**
 * A stand-in for the adapter `load` gives, with its `operations` (every async method of it, so
 * that one added to the adapter and not here fails the typecheck):
 * each one loads the module (once; one that failed to load is tried again by the next call) and
 * calls the adapter made with this stand-in's client, table and timeouts. The timeouts are read
 * at each call, so a view of the stand-in with other timeouts (DynamoDbStore.until, a request's
 * deadline: `Object.create(standIn, { timeouts })`) calls an adapter with those.
 */
export function lazyAdapter<T extends object>(
  load: () => Promise<AdapterClass<T>>,
  operations: Record<Operation<T>, true>,
): AdapterClass<T> {
  let loading: Promise<AdapterClass<T>> | undefined;
  const adapterClass = () =>
    (loading ??= load().catch((err) => {
      loading = undefined;
      throw err;
    }));

  class LazyAdapter {
    constructor(
      readonly db: DynamoDBDocumentClient,
      readonly dynamoTableName: string,
      readonly timeouts: StoreTimeouts = DEFAULT_STORE_TIMEOUTS,
    ) {}

    /** The adapter with this object's timeouts: made for each call, a few fields (no state). */
    async adapter(): Promise<T> {
      const Adapter = await adapterClass();
      return new Adapter(this.db, this.dynamoTableName, this.timeouts);
    }
  }
  for (const op of Object.keys(operations) as Operation<T>[])
    Object.defineProperty(LazyAdapter.prototype, op, {
      value(this: LazyAdapter, ...args: unknown[]) {
        // Counted from the module's load on: a call's deadline runs from its start.
        return countedStoreCall(async () => {
          const adapter = await this.adapter();
          return (adapter[op] as (...a: unknown[]) => Promise<unknown>).apply(adapter, args);
        });
      },
      writable: true,
      configurable: true,
    });
  return LazyAdapter as unknown as AdapterClass<T>;
}
