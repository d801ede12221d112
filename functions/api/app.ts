/**
 * The HTTP API as one Hono app built from its dependencies: the Lambda entry, the local server
 * and the tests all call createApp. Building it touches no network.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { providerRoutes } from './accounts/providers';
import { identityRoutes, playerRoutes, signInRoutes, tokenRoutes } from './accounts/routes';
import { analysisRoutes } from './analysis/routes';
import { type AuthEnv, requirePlayer } from './auth';
import { type AppDeps, requestDeps } from './deps';
import { docRoutes } from './docs/routes';
import { eventRoutes } from './events/routes';
import { followRoutes } from './follow/routes';
import { headerLimit } from './header-limit';
import { hintRoutes } from './hint/routes';
import { levelRoutes } from './levels/routes';
import { methodGuard } from './methods';
import { moveRoutes } from './moves/routes';
import { pairingRoutes } from './pairing/routes';
import { phraseRoutes } from './phrases/routes';
import { pictureRoutes } from './picture/routes';
import { errorHandler, HttpProblem, notFoundHandler, problemLanguage, validationHook } from './problem';
import { pushRoutes } from './push/routes';
import { ratingRoutes } from './ratings/routes';
import { sheetRoutes } from './sheets/routes';
import { tableRoutes } from './tables/routes';
import { vacationRoutes } from './vacation/routes';
import { webhookRoutes } from './webhooks/routes';

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

/**
 * Bodies over `max` bytes are 413 request/too-large. A GET, HEAD or DELETE has none, and a body with a
 * Content-Length is judged by it: only a chunked body is counted as it is read (hono's
 * bodyLimit), which takes the request's body stream, and on the local server that turns Node's
 * lightweight request into a whole Request on every request.
 */
function bodySizeLimit(max: number): MiddlewareHandler {
  const tooLarge = () => new HttpProblem('request/too-large', `send at most ${max} bytes`).toResponse();
  const counted = bodyLimit({ maxSize: max, onError: tooLarge });
  return (c, next) => {
    // No route of these methods reads a body (a DELETE names what it deletes in its path).
    if (['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    return Number.parseInt(length, 10) > max ? Promise.resolve(tooLarge()) : next();
  };
}

export function createApp(deps: AppDeps): OpenAPIHono<AuthEnv> {
  const app = new OpenAPIHono<AuthEnv>({ defaultHook: validationHook });
  app.onError(errorHandler(deps.log));
  app.notFound(notFoundHandler);
  // Problems in the request's language (Accept-Language): outermost, so every problem passes it.
  app.use('*', problemLanguage);
  // No answer is ever sniffed into something else (a name in JSON taken for HTML).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
  });
  // Headers too large are 431; a method a path lacks is 405 with Allow: before anything else.
  app.use('*', headerLimit(deps.config.maxHeaderBytes));
  app.use('*', methodGuard(app));

  // Every request's store calls stop at one deadline: a hung store is a 503 in about 3 s. A
  // long-poll (`since`) keeps its own longer one: it waits up to longPollMaxMs on purpose. The
  // handlers take the request's deps (c.var.deps), whose store carries it.
  app.use('*', (c, next) => {
    const poll = c.req.query('since') === undefined ? 0 : deps.config.longPollMaxMs;
    c.set('deps', requestDeps(deps, deps.config.storeDeadlineMs + poll));
    return next();
  });
  app.use('*', bodySizeLimit(deps.config.maxBodyBytes));

  app.use(
    '/v1/*',
    requirePlayer(deps, clientAddress, () => app.openAPIRegistry.definitions),
  );

  playerRoutes(app);
  signInRoutes(app);
  providerRoutes(app, deps);
  tokenRoutes(app);
  identityRoutes(app);
  tableRoutes(app);
  levelRoutes(app);
  moveRoutes(app);
  followRoutes(app);
  pictureRoutes(app);
  analysisRoutes(app);
  hintRoutes(app);
  sheetRoutes(app);
  webhookRoutes(app);
  pushRoutes(app);
  ratingRoutes(app);
  phraseRoutes(app);
  vacationRoutes(app);
  eventRoutes(app);
  pairingRoutes(app);
  docRoutes(app);
  return app;
}
