/**
 * The API's CORS policy (cors-policy.ts) around the app, for the local server and the Lambda
 * function alike: the deployed HTTP API passes every request on (OPTIONS included), so the
 * answers are the same in both. A preflight (an OPTIONS with Origin and
 * Access-Control-Request-Method) on a route is answered with the CORS headers before the app's
 * token check; a plain OPTIONS is the app's (204 with Allow on a route, 404 elsewhere), as is a
 * preflight on a path that is no route.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { CORS_POLICY, corsOriginsFrom } from './cors-policy';

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

/** The app behind the API's CORS policy; `origins` as the stack's corsOrigins (default `*`). */
export function withCors(app: FetchApp, origins: string[] = corsOriginsFrom(undefined)): Hono {
  const policy = cors({
    origin: origins.includes('*') ? '*' : origins,
    allowMethods: [...CORS_POLICY.allowMethods],
    allowHeaders: [...CORS_POLICY.allowHeaders],
    exposeHeaders: [...CORS_POLICY.exposeHeaders],
    maxAge: CORS_POLICY.maxAgeSeconds,
  });
  const anyOrigin = origins.includes('*');
  const exposed = CORS_POLICY.exposeHeaders.join(',');
  const outer = new Hono();
  outer.all('*', async (c, next) => {
    // The app keeps its own not-found and error answers (a mounted sub-app would lose them).
    const answer = await app.fetch(c.req.raw, c.env);
    if (c.req.method === 'OPTIONS') {
      // The app says whether the path is a route (204 with Allow) or not (404), before any token.
      const preflight = c.req.header('origin') && c.req.header('access-control-request-method');
      if (!preflight || answer.status !== 204) return answer;
      // hono's cors answers every OPTIONS as a preflight: it is only given the preflights on a route.
      const allow = answer.headers.get('allow');
      if (allow) c.header('allow', allow);
      const answered = await policy(c, next);
      answered?.headers.set('x-content-type-options', 'nosniff');
      return answered;
    }
    // The answer's own headers, added to: replacing it (as hono's cors does, through c.res) would
    // copy its body into a stream, which the local server then writes the slow way.
    const origin = c.req.header('origin');
    const allowed = anyOrigin ? '*' : origin && origins.includes(origin) ? origin : undefined;
    if (allowed) answer.headers.set('access-control-allow-origin', allowed);
    answer.headers.set('access-control-expose-headers', exposed);
    if (!anyOrigin) answer.headers.append('vary', 'Origin');
    return answer;
  });
  return outer;
}
