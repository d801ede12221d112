/**
 * Answers every error as RFC 9457 problem+json with a stable `code`: the app's error hooks and their tables.
 *
 * Every refusal is a 4xx; only a store outage (503) and a bug (500, logged) are 5xx, and nothing a
 * client sends reaches the 500: [api.md](../../docs/api.md#errors).
 */
import { z } from '@hono/zod-openapi';
import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { AuthCode } from '../accounts/errors';
import { type DomainCode, DomainError } from '../core/domain-error';
import { type StoreFailure, storeFailureOf } from '../core/store-failure';
import type { EventCode } from '../events/errors';
import { EN_TITLES } from '../i18n/en-titles';
import { type Language, negotiateLanguage } from '../i18n/languages';
import type { WebhookErrorCode } from '../notifications/errors';
import type { PairingCode, SeekCode } from '../pairing/errors';
import type { PhraseCode } from '../phrases/errors';
import type { RatingCode } from '../ratings/errors';
import type { SheetErrorCode } from '../sheets/errors';
import type { TableErrorCode } from '../tables/errors';
import type { VacationCode } from '../vacation/errors';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

// Built on first use (the OpenAPI document): the error responses themselves never parse it.
export const ProblemSchema = z.lazy(() =>
  z
    .object({
      type: z.string().openapi({ example: 'urn:dominoes:problem:table:not-found' }),
      title: z.string().openapi({ example: 'Table not found' }),
      status: z.number().int().openapi({ example: 404 }),
      detail: z.string().openapi({ example: 'there is no table 7HXQ2K' }),
      code: z.string().describe('Stable machine-readable code, e.g. table/not-found, move/tile-not-in-hand.'),
      errors: z
        .array(
          z.object({
            path: z.string().openapi({ example: 'body.rules.players' }),
            message: z.string().openapi({ example: 'Too big: expected number to be <=4' }),
          }),
        )
        .optional()
        .describe('For request/validation: each problem found.'),
    })
    .openapi('Problem'),
);

export type Problem = z.infer<typeof ProblemSchema>;

/** The API's own codes (requests, routes, the store); each layer below has its table. */
const API_PROBLEMS = {
  'request/validation': 400,
  'request/malformed-json': 400,
  'request/too-large': 413,
  'request/unsupported-media-type': 415,
  'request/rate-limited': 429,
  'route/not-found': 404,
  'route/method-not-allowed': 405,
  'request/headers-too-large': 431,
  'dev/disabled': 403,
  'store/unavailable': 503,
  'store/outcome-unknown': 503,
  'server/internal': 500,
  'server/loop-down': 503,
} as const satisfies Record<string, Status>;

/** The HTTP status a code answers with; its title is in the server's catalogs (i18n/en-titles.ts). */
type Status = number;

/**
 * The tables' codes (tables/errors.ts) and every engine refusal: most refused moves break a
 * rule (the engine's reason goes in detail). `satisfies` holds it complete and exact: a code
 * added to the tables or the engine without its status here does not compile.
 */
const TABLE_PROBLEMS = {
  'table/not-found': 404,
  'table/not-seated': 403,
  'table/not-creator': 403,
  'table/stale-version': 409,
  'table/seat-taken': 409,
  'table/no-such-seat': 409,
  'table/full': 409,
  'table/not-started': 409,
  'table/already-started': 409,
  'table/not-enough-players': 409,
  'table/closed': 409,
  'table/not-over': 409,
  'table/too-many-open-tables': 409,
  'request/idempotency-key-reused': 422,
  'analysis/hand-not-over': 409,
  'analysis/no-such-hand': 404,
  'analysis/match-in-play': 403,
  'hint/rated-table': 403,
  'hint/not-against-computers': 403,
  'move/not-your-turn': 409,
  'move/match-over': 409,
  'move/no-such-seat': 422,
  'move/unknown-tile': 422,
  'move/tile-not-in-hand': 422,
  'move/no-such-end': 422,
  'move/end-required': 422,
  'move/tile-does-not-match-end': 422,
  'move/must-play': 422,
  'move/cannot-draw': 422,
  'move/leader-cannot-draw': 422,
} as const satisfies Record<TableErrorCode, Status>;

/** The sheets' codes (sheets/errors.ts). */
const SHEET_PROBLEMS = {
  'sheet/not-found': 404,
  'sheet/not-creator': 403,
  'sheet/stale-version': 409,
  'sheet/over': 409,
  'sheet/no-hands': 409,
  'sheet/full': 409,
  'sheet/impossible-hand': 422,
} as const satisfies Record<SheetErrorCode, Status>;

/** The accounts' codes (accounts/errors.ts). */
const AUTH_PROBLEMS = {
  'auth/missing-token': 401,
  'auth/invalid-token': 401,
  'auth/revoked-token': 401,
  'auth/unknown-issuer': 401,
  'auth/unsigned-token': 401,
  'auth/algorithm-not-allowed': 401,
  'auth/unknown-key': 401,
  'auth/bad-signature': 401,
  'auth/token-expired': 401,
  'auth/token-not-yet-valid': 401,
  'auth/wrong-audience': 401,
  'auth/invalid-claims': 401,
  'auth/issuer-unavailable': 503,
  'auth/unknown-sign-in-code': 401,
  'auth/sign-in-code-expired': 401,
  'auth/token-not-found': 404,
  'auth/not-a-device-token': 409,
  'auth/identity-linked-elsewhere': 409,
  'auth/no-issuers': 409,
} as const satisfies Record<AuthCode, Status>;

/** The notifications' codes (notifications/errors.ts). */
const WEBHOOK_PROBLEMS = {
  'webhook/not-found': 404,
  'webhook/too-many': 409,
  'webhook/url-refused': 422,
  'webhook/push-off': 503,
  'webhook/push-keys-refused': 422,
} as const satisfies Record<WebhookErrorCode, Status>;

/** The ratings' codes (ratings/errors.ts): a table that cannot be rated, a pool or player not there. */
const RATING_PROBLEMS = {
  'rating/house-rules': 422,
  'rating/no-pool': 422,
  'rating/computer-seat': 422,
  'rating/dev-table': 422,
  'rating/stand-in-moves': 422,
  'rating/player-not-found': 404,
  'rating/unknown-pool': 404,
} as const satisfies Record<RatingCode, Status>;

/** The quick phrases' codes (phrases/errors.ts). */
const PHRASE_PROBLEMS = {
  'phrase/unknown': 422,
  'phrase/too-many': 429,
} as const satisfies Record<PhraseCode, Status>;

/** The vacation bank's codes (vacation/errors.ts). */
const VACATION_PROBLEMS = {
  'vacation/bad-date': 422,
  'vacation/bank-empty': 409,
} as const satisfies Record<VacationCode, Status>;

/** The events' codes (events/errors.ts). */
const EVENT_PROBLEMS = {
  'event/not-found': 404,
  'event/bad-settings': 422,
  'event/started': 409,
  'event/full': 409,
  'event/wrong-code': 403,
  'event/not-entered': 409,
  'event/not-organiser': 403,
  'event/too-few-players': 409,
  'event/wrong-state': 409,
  'event/busy': 503,
} as const satisfies Record<EventCode, Status>;

/** Quick pairing's and seeks' codes (pairing/errors.ts). */
const PAIRING_PROBLEMS = {
  'pairing/not-found': 404,
  'pairing/already-paired': 409,
  'pairing/too-many-entries': 409,
  'seek/not-found': 404,
  'seek/gone': 409,
  'seek/own-seek': 422,
  'seek/out-of-range': 422,
  'seek/too-many-seeks': 409,
  'seek/two-players-only': 422,
  'seek/not-yours': 403,
  'seek/bad-range': 422,
} as const satisfies Record<PairingCode | SeekCode, Status>;

/** Status per code, every layer's; a domain's code missing here does not compile. */
const PROBLEMS = {
  ...API_PROBLEMS,
  ...TABLE_PROBLEMS,
  ...SHEET_PROBLEMS,
  ...AUTH_PROBLEMS,
  ...WEBHOOK_PROBLEMS,
  ...RATING_PROBLEMS,
  ...PHRASE_PROBLEMS,
  ...VACATION_PROBLEMS,
  ...PAIRING_PROBLEMS,
  ...EVENT_PROBLEMS,
} satisfies Record<DomainCode, Status>;

export type ProblemCode = keyof typeof PROBLEMS;

/** Every code's English title, from the server's catalog: a code without one there does not compile. */
const TITLES: Record<`title.${ProblemCode}`, string> = EN_TITLES;

/** Every code the API answers with. */
export const PROBLEM_CODES = Object.keys(PROBLEMS) as readonly ProblemCode[];

export class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors?: { path: string; message: string }[];
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    opts: {
      status?: number;
      errors?: { path: string; message: string }[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail);
    this.status = opts.status ?? PROBLEMS[code];
    this.title = TITLES[`title.${code}`];
    this.errors = opts.errors;
    // RFC 6750: a 401 names the scheme it wants.
    this.headers = { ...(this.status === 401 && { 'www-authenticate': 'Bearer' }), ...opts.headers };
  }

  toJSON(): Problem {
    return {
      type: `urn:dominoes:problem:${this.code.replace('/', ':')}`,
      title: this.title,
      status: this.status,
      detail: this.detail,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }

  toResponse(): Response {
    return new Response(JSON.stringify(this.toJSON()), {
      status: this.status,
      headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'x-content-type-options': 'nosniff', ...this.headers },
    });
  }
}

const TARGET_NAMES: Record<string, string> = {
  json: 'body',
  param: 'path',
  query: 'query',
  header: 'header',
};

type Issue = ZodError['issues'][number];

/** zod's message for a union none of whose options matched, when the union gives none of its own. */
const UNION_DEFAULT_MESSAGE = 'Invalid input';

/**
 * The issues a person reads for `issue`: a union with no message of its own (line or Mexican
 * Train rules) is told by the one option that came nearest (the fewest issues), if one did.
 */
function readableIssues(issue: Issue): { path: PropertyKey[]; message: string }[] {
  if (issue.code !== 'invalid_union' || issue.message !== UNION_DEFAULT_MESSAGE || issue.errors.length === 0)
    return [issue];
  const fewest = Math.min(...issue.errors.map((e) => e.length));
  const nearest = issue.errors.filter((e) => e.length === fewest);
  if (nearest.length !== 1 || fewest === 0) return [issue];
  return nearest[0].flatMap((i) => readableIssues({ ...i, path: [...issue.path, ...i.path] } as Issue));
}

/** zod's issues as "where: what" pairs a person can read. */
export function validationProblem(error: ZodError, target: string): HttpProblem {
  const where = TARGET_NAMES[target] ?? target;
  const errors = error.issues.flatMap(readableIssues).map((i) => ({
    path: [where, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  const detail = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
  return new HttpProblem('request/validation', detail, { errors });
}

/** The OpenAPIHono defaultHook: a failed zod validation becomes a 400 problem. */
export function validationHook(
  result: { success: true } | { success: false; error: ZodError; target?: string },
  _c: Context,
): Response | undefined {
  if (!result.success) return validationProblem(result.error, result.target ?? 'json').toResponse();
  return undefined;
}

/** What a 503 store/outcome-unknown says: the truth, and how to find out. */
export const OUTCOME_UNKNOWN_DETAIL =
  'the game store did not answer in time, so your change may or may not have been applied; ' +
  'send the same request again (with the same Idempotency-Key, or the same version) to find out, ' +
  'or GET the resource';

/** What a store failure, in the services' words (core/store-failure.ts), answers. */
function storeProblem(failure: StoreFailure): HttpProblem {
  switch (failure.kind) {
    case 'invalid-cursor':
      return new HttpProblem('request/validation', failure.message, {
        errors: [{ path: 'query.cursor', message: failure.message }],
      });
    // The store's answer was lost: the change may or may not have been made.
    case 'outcome-unknown':
      return new HttpProblem('store/outcome-unknown', OUTCOME_UNKNOWN_DETAIL, {
        headers: { 'retry-after': String(failure.retryAfterSeconds) },
      });
    // Lost races that survived their retries: the client may simply try again.
    case 'lost-race':
      return new HttpProblem(
        'table/stale-version',
        'the table changed while your request was handled; try again',
      );
    case 'no-free-key':
      return new HttpProblem('store/unavailable', 'could not find a free id or join code; try again', {
        headers: { 'retry-after': '1' },
      });
    case 'unavailable':
      return new HttpProblem(
        'store/unavailable',
        'the game store is busy or unreachable; nothing was changed',
        {
          headers: { 'retry-after': String(failure.retryAfterSeconds) },
        },
      );
  }
}

/**
 * Runs a write whose version came in If-Match, so that a stale version answers 412, not 409.
 *
 * RFC 9110's Precondition Failed; whether If-Match was sent is the API's to know, the domains
 * only say that the version is stale.
 */
export async function ifMatched<T>(viaIfMatch: boolean, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (viaIfMatch && err instanceof DomainError && STALE_VERSIONS.has(err.code))
      throw new HttpProblem(err.code, err.message, { status: 412 });
    throw err;
  }
}

/** The refusals of a write whose version is stale, which If-Match turns into 412. */
const STALE_VERSIONS = new Set<DomainCode>(['table/stale-version', 'sheet/stale-version']);

/** A domain's refusal as a problem: the status and title its code has in PROBLEMS. */
function domainProblem(err: DomainError): HttpProblem {
  return new HttpProblem(err.code, err.message, { errors: err.details.errors, headers: err.headers });
}

/** Maps anything thrown to a problem; unexpected errors are logged and become a bare 500. */
export function toProblem(err: unknown, log: (message: string, err: unknown) => void): HttpProblem {
  if (err instanceof HttpProblem) return err;
  if (err instanceof DomainError) return domainProblem(err);
  const failure = storeFailureOf(err);
  if (failure?.kind === 'unavailable' && failure.missing) {
    log(`the store's table is missing, answering 503 store/unavailable: ${failure.missing}`, err);
  }
  if (failure) return storeProblem(failure);
  if (err instanceof HTTPException) {
    if (err.status === 400) return new HttpProblem('request/malformed-json', err.message);
    if (err.status === 413) return new HttpProblem('request/too-large', err.message);
    if (err.status === 415) return new HttpProblem('request/unsupported-media-type', 'send application/json');
  }
  log('unexpected error', err);
  return new HttpProblem('server/internal', 'an unexpected error happened; it has been logged');
}

/** A log may write its line asynchronously (the Lambda's loads its logger first): the answer waits for it. */
export function errorHandler(log: (message: string, err: unknown) => unknown): ErrorHandler {
  return async (err) => {
    let logged: unknown;
    const problem = toProblem(err, (message, e) => {
      logged = log(message, e);
    });
    // A log that failed does not turn the answer into a crash.
    await Promise.resolve(logged).catch(() => {});
    return problem.toResponse();
  };
}

export const notFoundHandler: NotFoundHandler = (c) =>
  new HttpProblem('route/not-found', `no resource ${c.req.method} ${c.req.path}`).toResponse();

/**
 * Tells every problem answer in the language the request's Accept-Language prefers (English by
 * default): its title, and its detail where the catalog knows it; the code and the rest unchanged.
 *
 * Outermost in the app, so that every problem passes it, wherever it was made. A language other
 * than English loads its catalog with its first answer ([i18n-api.md](../../docs/i18n-api.md)).
 */
export const problemLanguage: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.get('content-type')?.startsWith(PROBLEM_CONTENT_TYPE)) return;
  const wanted = negotiateLanguage(c.req.header('accept-language'));
  const told = wanted === 'en' ? null : await inLanguage(c.res, wanted);
  if (told) c.res = told;
  c.res.headers.set('content-language', told ? wanted : 'en');
  c.res.headers.append('vary', 'Accept-Language');
};

/** The problem `res` in `language`; null when it cannot be told (no JSON body, a catalog not loaded). */
async function inLanguage(res: Response, language: Language): Promise<Response | null> {
  try {
    const [body, i18n] = await Promise.all([res.clone().json() as Promise<Problem>, import('../i18n/index')]);
    const { title, detail, errors } = i18n.problemWords(
      await i18n.wordsIn(language),
      body.code,
      body.detail,
      body.errors,
    );
    return new Response(JSON.stringify({ ...body, title, detail, ...(errors ? { errors } : {}) }), {
      status: res.status,
      headers: res.headers,
    });
  } catch {
    return null;
  }
}
