/**
 * One request's budget for the store: a context whose store is bound to the request (Store.until),
 * so that every store call the services make for it stops `ms` from now. The caller that serves
 * a request gives the budget; the store keeps it. Passed explicitly, with the context: no async
 * context is tracked. The webhooks' context (`notify`), when it shares the store, shares the bound one.
 */
import type { Store } from '../store/port';

interface Served {
  store: Store;
  notify?: { store: unknown };
}

export function withRequestDeadline<C extends Served>(ctx: C, ms: number): C {
  const store = ctx.store.until(Date.now() + ms);
  const notify = ctx.notify?.store === ctx.store ? { ...ctx.notify, store } : ctx.notify;
  return { ...ctx, store, ...(notify && { notify }) };
}
