/**
 * Handlers whose code loads with their group's first request. The routes themselves (paths,
 * parameters, documented answers) are registered at once, so routing, 405s and the OpenAPI
 * document see every one; what the handlers run (their service and its packages) is a module
 * that esbuild puts in a chunk of its own (infra/slim-bundle.mjs), imported once per instance.
 */
import type { Context } from 'hono';
import type { AuthEnv } from './auth';
import type { AppDeps } from './deps';

export function lazyHandlers<H extends object>(load: () => Promise<(deps: AppDeps) => H>) {
  let loading: Promise<(deps: AppDeps) => H> | undefined;
  // A chunk that failed to load is tried again by the next request, not remembered.
  const handlers = () =>
    (loading ??= load().catch((err) => {
      loading = undefined;
      throw err;
    }));
  // Made for each request from its deps (app.ts: the store bound to the request's deadline);
  // a handler group is a few closures.
  return <K extends keyof H>(name: K): H[K] =>
    (async (c: Context<AuthEnv>, ...rest: unknown[]) =>
      ((await handlers())(c.get('deps'))[name] as (...a: unknown[]) => unknown)(c, ...rest)) as H[K];
}
