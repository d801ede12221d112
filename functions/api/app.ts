/**
 * The HTTP API as one Hono app built from its dependencies: the Lambda entry, the local server
 * and the tests all call createApp. Building it touches no network.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type AuthEnv, requirePlayer } from './auth';
import type { AppDeps } from './deps';
import { errorHandler, HttpProblem, notFoundHandler, validationHook } from './problem';
import { RateLimiter } from './rate-limit';
import { docRoutes } from './routes/docs';
import { followRoutes } from './routes/follow';
import { moveRoutes } from './routes/moves';
import { playerRoutes } from './routes/players';
import { sheetRoutes } from './routes/sheets';
import { tableRoutes } from './routes/tables';

/**
 * The caller's address as the edge saw it: API Gateway's source IP (in the Lambda event), else
 * the last X-Forwarded-For entry (a proxy appends the address it saw; the entries before it are
 * whatever the client sent, so they are never trusted).
 */
function clientAddress(c: Context): string {
  const env = c.env as { requestContext?: { http?: { sourceIp?: string } } } | undefined;
  const sourceIp = env?.requestContext?.http?.sourceIp;
  if (sourceIp) return sourceIp;
  return c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}

export function createApp(deps: AppDeps): OpenAPIHono<AuthEnv> {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  app.onError(errorHandler(deps.log));
  app.notFound(notFoundHandler);

  app.use(
    '*',
    bodyLimit({
      maxSize: deps.config.maxBodyBytes,
      onError: () =>
        new HttpProblem('request/too-large', `send at most ${deps.config.maxBodyBytes} bytes`).toResponse(),
    }),
  );

  const auth = requirePlayer(deps);
  const limiter = deps.config.rateLimit && new RateLimiter(deps.config.rateLimit, deps.clock);
  // Tokens that fail, per address: each costs a read of the store, so a caller guessing them is
  // slowed down before the read, not after.
  const failures = deps.config.rateLimit && new RateLimiter(deps.config.rateLimit, deps.clock);
  const refuse = (wait: number) => {
    throw new HttpProblem('request/rate-limited', `slow down: try again in ${wait} s`, {
      headers: { 'retry-after': String(wait) },
    });
  };
  const limit = (key: string) => {
    const wait = limiter?.take(key) ?? 0;
    if (wait > 0) refuse(wait);
  };
  app.use('/v1/*', async (c, next) => {
    // Sign-up is the one call without a token: limited per client address instead.
    if (c.req.method === 'POST' && c.req.path === '/v1/players') {
      limit(`addr:${clientAddress(c)}`);
      return next();
    }
    const address = `addr:${clientAddress(c)}`;
    const wait = failures?.waitFor(address) ?? 0;
    if (wait > 0) refuse(wait);
    try {
      return await auth(c, async () => {
        limit(`player:${c.get('player').id}`);
        await next();
      });
    } catch (err) {
      if (err instanceof HttpProblem && err.code === 'auth/invalid-token') failures?.take(address);
      throw err;
    }
  });

  playerRoutes(app, deps);
  tableRoutes(app, deps);
  moveRoutes(app, deps);
  followRoutes(app, deps);
  sheetRoutes(app, deps);
  docRoutes(app);
  return app;
}
