/**
 * The time a request may still spend waiting for the store. The app sets it when a request
 * starts (about 3 s: API Gateway gives up at 29 s, and a Lambda waiting on a hung store is held
 * for nothing); a long-poll sets a longer one for its own waits. Every store call stops at it
 * (store/call.ts), whichever comes first with the call's own budget.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/** Runs `fn` with store calls inside it stopping `ms` from now. */
export function withStoreDeadline<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  return deadlines.run(Date.now() + ms, fn);
}

/** The deadline (epoch ms) of the request being served, if one was set. */
export function storeDeadline(): number | undefined {
  return deadlines.getStore();
}
