/**
 * Who may call a route, declared once on its definition: the documented `security` and the
 * runtime policy (auth.ts) both come from it ([api-style.md](../../docs/api-style.md#security)).
 */

/** open: no token is read; optional: a token is checked when sent; player: a token is needed. */
export type Access = 'open' | 'optional' | 'player';

/** What a route declares of its callers, kept in the document as `x-access`. */
export interface AccessDeclaration {
  access: Access;
  /** The per-address bucket of a caller without a token (open and optional routes): sign-up's by default. */
  bucket?: 'signUp' | 'signIn';
  /** The signed-in player is limited in the sign-in bucket too (a sign-in code is a target). */
  playerBucket?: 'signIn';
  /** The table `{id}` names is read with the device token, in one round trip (a table's read, a move). */
  preRead?: 'table';
}

/** Either a device token of this service or a provider's JWT (OpenID Connect). */
const TOKEN: { [scheme: string]: string[] }[] = [{ bearer: [] }, { oidc: [] }];

/** The OpenAPI `security` of each kind of access. */
export const SECURITY: Record<Access, { [scheme: string]: string[] }[]> = {
  open: [],
  optional: [{}, ...TOKEN],
  player: TOKEN,
};

/** The route definition's fields for its access: spread it into createRoute's config. */
export function access(kind: Access, more: Omit<AccessDeclaration, 'access'> = {}) {
  const declaration: AccessDeclaration = { access: kind, ...more };
  return { security: SECURITY[kind], 'x-access': declaration };
}

/** A route as the OpenAPI registry holds it (@hono/zod-openapi's `openAPIRegistry.definitions`). */
export interface RegisteredRoute {
  type: string;
  route?: { method: string; path: string; 'x-access'?: AccessDeclaration };
}

/** The access a request's route declares, with the route's path parameters. */
export interface Matched {
  declaration: AccessDeclaration;
  params: Record<string, string>;
}

interface Compiled {
  method: string;
  pattern: RegExp;
  declaration: AccessDeclaration;
}

/** `/v1/tables/{id}/moves` as a pattern whose groups are the parameters. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((s) => {
      const param = /^\{(\w+)\}$/.exec(s);
      if (param) return `(?<${param[1]}>[^/]+)`;
      return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The access of each request, read from the registered routes on first use (after they are all
 * registered). The first route registered that matches wins, as in hono's routing; a `/v1`
 * route without a declaration is an error at once.
 */
export function accessTable(definitions: () => readonly RegisteredRoute[]) {
  let compiled: Compiled[] | undefined;
  const build = () =>
    definitions().flatMap((d): Compiled[] => {
      const r = d.route;
      if (d.type !== 'route' || !r) return [];
      const declaration = r['x-access'];
      if (!declaration) {
        if (r.path.startsWith('/v1/')) throw new Error(`${r.method} ${r.path} declares no access`);
        return [];
      }
      return [{ method: r.method.toUpperCase(), pattern: patternOf(r.path), declaration }];
    });
  return (method: string, path: string): Matched | undefined => {
    compiled ??= build();
    const m = method === 'HEAD' ? 'GET' : method;
    for (const c of compiled) {
      if (c.method !== m) continue;
      const found = c.pattern.exec(path);
      if (found) return { declaration: c.declaration, params: { ...found.groups } };
    }
    return undefined;
  };
}
