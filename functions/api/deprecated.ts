/**
 * An old path kept as a deprecated alias of a route: documented `deprecated: true`, answered by
 * the same handler, with `Deprecation` (RFC 9745) and `Link: <new>; rel="successor-version"`.
 * Why the paths moved: [api-style.md](../../docs/api-style.md#deprecated-paths).
 */
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';

/** When the old paths were deprecated: 2026-12-06, as RFC 9745's `@<seconds>`. */
export const DEPRECATED_SINCE = '@1796515200';

const DEPRECATION_HEADERS = {
  deprecation: {
    description: 'When this path was deprecated (RFC 9745): it answers as before; move to the successor.',
    schema: { type: 'string' as const },
  },
  link: {
    description: 'The path that replaces this one: `<path>; rel="successor-version"`.',
    schema: { type: 'string' as const },
  },
};

/** The successor's path with its parameters filled in; null when one of them is not given. */
export function successorPath(successor: string, params: Record<string, string | undefined>): string | null {
  const names = [...successor.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (names.some((name) => params[name] === undefined)) return null;
  return successor.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
}

/**
 * The headers of an answer on an alias: when it was deprecated, and the path that replaced it
 * (when the successor names a parameter the old path has not, the handler links it itself).
 */
function deprecationHeaders(successor: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = successorPath(successor, c.req.param() as Record<string, string>);
    c.res.headers.set('deprecation', DEPRECATED_SINCE);
    if (path !== null) c.res.headers.append('link', `<${path}>; rel="successor-version"`);
  };
}

/** The route again at `oldPath`, deprecated; typed as the route, so its handler serves both. */
export function deprecatedAlias<R extends RouteConfig>(route: R, oldPath: string, operationId: string): R {
  return deprecatedRoute({ ...route, path: oldPath, operationId }, route);
}

/** An old route with its own request and handler, deprecated in favour of `successor`. */
export function deprecatedRoute<R extends RouteConfig>(
  route: R,
  successor: RouteConfig,
  description = `Deprecated: use ${successor.method.toUpperCase()} ${successor.path}, which answers the same.`,
): R {
  const { getRoutingPath: _, middleware, responses, ...config } = route as R & { getRoutingPath?: unknown };
  const own = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  // Each answer that is no problem documents the two headers.
  const documented = Object.fromEntries(
    Object.entries(responses).map(([status, r]) => [
      status,
      Number(status) >= 400 || !('description' in r)
        ? r
        : { ...r, headers: { ...(r as { headers?: object }).headers, ...DEPRECATION_HEADERS } },
    ]),
  );
  return createRoute({
    ...config,
    deprecated: true,
    description,
    responses: documented,
    middleware: [deprecationHeaders(successor.path), ...own],
  }) as unknown as R;
}
