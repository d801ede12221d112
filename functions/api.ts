/** The API as a Lambda function (API Gateway HTTP API): the same app as the local server. */
import { handle } from 'hono/aws-lambda';
import { config as zodConfig } from 'zod';
import { secretTokenKeys } from './accounts/key-secret';
import { issuersFromEnv } from './accounts/oidc';
import { createApp } from './api/app';
import { withCors } from './api/cors';
import { corsOriginsFrom } from './api/cors-policy';
import { DEFAULT_CONFIG, defaultDeps } from './api/deps';
import { rateLimitFromEnv } from './api/rate-limit';
import { createDocumentClient, storeSettingsFromEnv } from './store/client';
import { DynamoDbStore } from './store/dynamodb-store';

// zod's generated parsers off: on its first parse of each object shape, zod writes a parser for it
// and compiles it (new Function), which a cold start pays on every shape its first request reads
// (the stored table's, built on first use): 8-12 ms of the first request's CPU in bench/bundle.ts,
// for no measurable gain on the requests after it (about 1.5 ms of CPU each either way). The
// results are the same; only the schemas built from here on are affected, and the ones built
// during the imports (the routes') are parsed asynchronously, where zod never generates one.
zodConfig({ jitless: true });
const settings = storeSettingsFromEnv();
const store = new DynamoDbStore(createDocumentClient(), settings.tableName);
const keySecret = process.env.TOKEN_KEYS_SECRET_ARN;
if (!keySecret) throw new Error('TOKEN_KEYS_SECRET_ARN is not set: the API cannot sign or check tokens');
const keys = secretTokenKeys(keySecret);
// Read during the cold start, beside everything else; a failure is tried again by the next request.
keys.get().catch(() => {});
// Development tables (fixed seeds and hands) stay off in the deployed stack unless asked for.
const deps = defaultDeps(
  store,
  {
    devMode: process.env.DEV_MODE === 'true',
    rateLimit: rateLimitFromEnv(process.env.RATE_LIMIT, DEFAULT_CONFIG.rateLimit),
    oidcIssuers: issuersFromEnv(process.env.OIDC_ISSUERS),
  },
  { keys },
);
// Powertools' logger loads with the first unexpected error, not at every cold start (the 500
// waits for the line: problem.ts errorHandler).
deps.log = (message, err) =>
  import('./observability/logger').then(
    (logger) => logger.logUnexpected(message, err),
    () => console.error(message, err),
  );
const app = createApp(deps);

// CORS is the function's (API Gateway passes preflights on): CORS_ORIGINS from the stack, by
// default the site it deploys.
export const handler = handle(withCors(app, corsOriginsFrom(process.env.CORS_ORIGINS)));
