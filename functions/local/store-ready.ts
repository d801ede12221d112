/**
 * The local server starts whether or not its DynamoDB answers: until it does, requests get 503s
 * and the log says plainly what cannot be reached; once it answers, the table is created if
 * needed and the API works, with no restart. "Answers" means the table exists and DynamoDB has
 * answered every kind of call the API makes, promptly (probeTable): a DynamoDB Local just started
 * creates a table long before it answers items within a request's time.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CORS_POLICY } from '../api/cors-policy';
import { HttpProblem } from '../api/problem';
import { ensureTable, probeTable } from '../store/table-schema';

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/**
 * The answer while the store is starting: 503 store/unavailable with Retry-After: 1, and a CORS
 * preflight's 204 (with Allow), so that behind the CORS policy a page on another origin reads the 503.
 */
export function notReadyYet(request: Request): Response {
  if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
    return new Response(null, { status: 204, headers: { allow: CORS_POLICY.allowMethods.join(', ') } });
  }
  return new HttpProblem(
    'store/unavailable',
    'the game store is starting (its table is being made ready); try again in a moment',
    { headers: { 'retry-after': '1' } },
  ).toResponse();
}

/**
 * The server's fetch, answering with `starting` (notReadyYet, or it behind the CORS policy) to
 * every request until `ready` resolves: the API, its documents and the client's files alike.
 */
export function untilReady(ready: Promise<void>, fetch: Fetch, starting: Fetch = notReadyYet): Fetch {
  let isReady = false;
  void ready.then(() => {
    isReady = true;
  });
  return (request, env) => (isReady ? fetch(request, env) : starting(request, env));
}

/** How the table is made ready: how often to try again, and how warm DynamoDB must be. */
export interface ReadyOptions {
  /** Between attempts while DynamoDB does not answer. */
  everyMs: number;
  /** Ready when a round of probes' slowest call took at most this long... */
  promptMs: number;
  /** ...or once warming has taken this long (then the log says it is still slow). */
  warmMs: number;
  /** Probes run side by side in a round, as requests come. */
  lanes: number;
}

const READY: ReadyOptions = { everyMs: 2_000, promptMs: 250, warmMs: 20_000, lanes: 3 };

/**
 * Ensures the table and probes it, trying again every `everyMs` until DynamoDB answers, then
 * until it answers promptly (a request's store calls time out after about a second, and a just
 * started DynamoDB Local answers each kind of call slowly at first); resolves when it did.
 */
export async function ensureTableWhenReachable(
  client: DynamoDBClient,
  tableName: string,
  where: string,
  log: (line: string) => void,
  options: Partial<ReadyOptions> = {},
): Promise<void> {
  const { everyMs, promptMs, warmMs, lanes } = { ...READY, ...options };
  for (let said = false; ; ) {
    try {
      await ensureTable(client, tableName);
      const warming = Date.now();
      for (;;) {
        const rounds = await Promise.all(
          Array.from({ length: lanes }, (_, lane) => probeTable(client, tableName, lane)),
        );
        const slowest = Math.max(...rounds);
        if (slowest <= promptMs) break;
        if (Date.now() - warming >= warmMs) {
          log(`DynamoDB at ${where} still answers slowly (${Math.round(slowest)} ms): serving all the same`);
          break;
        }
      }
      if (said) log(`DynamoDB at ${where} answers again: table ${tableName} is ready`);
      return;
    } catch (err) {
      if (!said) {
        const why = plainly(err);
        log(
          `Cannot reach DynamoDB at ${where} (${why}): serving 503s until it answers; trying again every ${everyMs / 1000} s`,
        );
        said = true;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

/** What went wrong, in a few words for the log (no error class names: nothing crashed). */
function plainly(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'no answer in time';
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : err.message || err.name;
}
