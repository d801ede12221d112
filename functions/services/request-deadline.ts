/**
 * One request's budget for the store: every store call made by the services inside `fn` stops
 * `ms` from now (store/deadline.ts keeps it per async context; store/call.ts reads it). The
 * caller that serves a request gives the budget; the store keeps it.
 */
import { withStoreDeadline } from '../store/deadline';

export function withRequestDeadline<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  return withStoreDeadline(ms, fn);
}
