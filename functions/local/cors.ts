/**
 * CORS for the local server only. When deployed, API Gateway answers preflights and adds the
 * CORS headers itself (infra/api.ts, from the same CORS_POLICY), before the Lambda function runs:
 * doing it in the app too would be code the function loads at every cold start for nothing, and
 * headers sent twice. So the policy wraps the app here, in the local adapter, and a preflight is
 * answered before the app (and its token check) ever sees it.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { CORS_POLICY, corsOriginsFrom } from '../api/cors-policy';

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

/** The app behind the API's CORS policy; `origins` as the stack's corsOrigins (default `*`). */
export function withCors(app: FetchApp, origins: string[] = corsOriginsFrom(undefined)): Hono {
  const outer = new Hono();
  outer.use(
    '*',
    cors({
      origin: origins.includes('*') ? '*' : origins,
      allowMethods: [...CORS_POLICY.allowMethods],
      allowHeaders: [...CORS_POLICY.allowHeaders],
      exposeHeaders: [...CORS_POLICY.exposeHeaders],
      maxAge: CORS_POLICY.maxAgeSeconds,
    }),
  );
  // The app keeps its own not-found and error answers (a mounted sub-app would lose them).
  outer.all('*', (c) => app.fetch(c.req.raw, c.env));
  return outer;
}
