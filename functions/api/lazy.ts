/**
 * Handlers whose code loads with their group's first request. The routes themselves (paths,
 * parameters, documented answers) are registered at once, so routing, 405s and the OpenAPI
 * document see every one; what the handlers run (their service and its packages) is a module
 * that esbuild puts in a chunk of its own (infra/slim-bundle.mjs), imported once per instance.
 */
export function lazyHandlers<H extends object>(load: () => Promise<H>) {
  let loading: Promise<H> | undefined;
  // A chunk that failed to load is tried again by the next request, not remembered.
  const handlers = () =>
    (loading ??= load().catch((err) => {
      loading = undefined;
      throw err;
    }));
  return <K extends keyof H>(name: K): H[K] =>
    (async (...args: unknown[]) =>
      ((await handlers())[name] as (...a: unknown[]) => unknown)(...args)) as H[K];
}
