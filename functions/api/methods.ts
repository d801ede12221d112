/**
 * A method a path does not have: 405 `route/method-not-allowed` with `Allow` (RFC 9110), before
 * authentication (a wrong method needs no token to be told so); OPTIONS answers 204 with `Allow`,
 * or 404 on a path no route has. Any other method on a path no route has is left to the 404. The routes are read from the app on first use, after
 * they are all registered, so the answer follows the routes and never a list kept by hand.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpProblem, notFoundHandler } from './problem';

/** What is read of the app: its routes (hono's `app.routes`). */
interface Routed {
  routes: readonly { method: string; path: string }[];
}

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/v1/tables/:id/moves` as a regular expression (hono's `:param` is one segment, `*` anything). */
function patternOf(path: string): RegExp {
  const segments = path.split('/').map((s) => {
    if (s.startsWith(':')) return '[^/]+';
    if (s === '*') return '.*';
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

function routeTable(app: Routed): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  for (const r of app.routes) {
    // Middleware (`app.use`) is registered as ALL: it is no route of its own.
    if (r.method === 'ALL') continue;
    const methods = byPath.get(r.path) ?? new Set<string>();
    methods.add(r.method);
    if (r.method === 'GET') methods.add('HEAD');
    byPath.set(r.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
}

/** The methods some route has for `path` (empty when no route has the path). */
function allowedFor(table: PathMethods[], path: string): string[] {
  const allowed = new Set<string>();
  for (const r of table) if (r.pattern.test(path)) for (const m of r.methods) allowed.add(m);
  return [...allowed].sort();
}

export function methodGuard(app: Routed): MiddlewareHandler {
  let table: PathMethods[] | undefined;
  return async (c, next) => {
    table ??= routeTable(app);
    const allowed = allowedFor(table, c.req.path);
    // OPTIONS on a path no route has: no such resource (before a token check could say 401).
    if (allowed.length === 0 && c.req.method === 'OPTIONS') return notFoundHandler(c);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
    const allow = [...allowed, 'OPTIONS'].join(', ');
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { allow });
    const problem = new HttpProblem(
      'route/method-not-allowed',
      `${c.req.path} has no ${c.req.method}: it takes ${allowed.join(', ')}`,
      { headers: { allow } },
    );
    return problem.toResponse();
  };
}
