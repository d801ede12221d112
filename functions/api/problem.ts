/**
 * Answers every error as RFC 9457 problem+json with a stable `code`: the app's error hooks and their tables.
 *
 * Every refusal is a 4xx; only a store outage (503) and a bug (500, logged) are 5xx, and nothing a
 * client sends reaches the 500: [api.md](../../docs/api.md#errors).
 */
import { z } from '@hono/zod-openapi';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { AuthCode } from '../accounts/errors';
import { type DomainCode, DomainError } from '../core/domain-error';
import { type StoreFailure, storeFailureOf } from '../core/store-failure';
import type { EventCode } from '../events/errors';
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
  'request/validation': [400, 'The request is not valid'],
  'request/malformed-json': [400, 'The body is not valid JSON'],
  'request/too-large': [413, 'The body is too large'],
  'request/unsupported-media-type': [415, 'Send JSON'],
  'request/rate-limited': [429, 'Too many requests'],
  'route/not-found': [404, 'No such resource'],
  'route/method-not-allowed': [405, 'The resource does not take this method'],
  'request/headers-too-large': [431, 'The request headers are too large'],
  'dev/disabled': [403, 'Development options are off here'],
  'store/unavailable': [503, 'Try again shortly'],
  'store/outcome-unknown': [503, 'The outcome is not known'],
  'server/internal': [500, 'Something went wrong on our side'],
  'server/loop-down': [503, 'A background task of the server is down'],
} as const satisfies Record<string, StatusAndTitle>;

type StatusAndTitle = readonly [status: number, title: string];

const NOT_ALLOWED = [422, 'The move is not allowed'] as const;

/**
 * The tables' codes (tables/errors.ts) and every engine refusal: most refused moves break a
 * rule (the engine's reason goes in detail). `satisfies` holds it complete and exact: a code
 * added to the tables or the engine without its status here does not compile.
 */
const TABLE_PROBLEMS = {
  'table/not-found': [404, 'Table not found'],
  'table/not-seated': [403, 'You have no seat at this table'],
  'table/not-creator': [403, 'Only the creator may do this'],
  'table/stale-version': [409, 'The table has changed'],
  'table/seat-taken': [409, 'That seat is taken'],
  'table/no-such-seat': [409, 'No such seat'],
  'table/full': [409, 'The table is full'],
  'table/not-started': [409, 'The match has not started'],
  'table/already-started': [409, 'The match has already started'],
  'table/not-enough-players': [409, 'Not enough players to start'],
  'table/closed': [409, 'The table was closed'],
  'table/not-over': [409, 'The match is not over'],
  'table/too-many-open-tables': [409, 'Too many unfinished tables'],
  'request/idempotency-key-reused': [422, 'Idempotency-Key reused with a different move'],
  'analysis/hand-not-over': [409, 'The hand is not over yet'],
  'analysis/no-such-hand': [404, 'No such hand'],
  'analysis/match-in-play': [403, 'The match is still being played'],
  'hint/rated-table': [403, 'No hints in a rated match'],
  'hint/not-against-computers': [403, 'Hints are for games against computer players only'],
  'move/not-your-turn': [409, 'Not your turn'],
  'move/match-over': [409, 'The match is over'],
  'move/no-such-seat': NOT_ALLOWED,
  'move/unknown-tile': NOT_ALLOWED,
  'move/tile-not-in-hand': NOT_ALLOWED,
  'move/no-such-end': NOT_ALLOWED,
  'move/end-required': NOT_ALLOWED,
  'move/tile-does-not-match-end': NOT_ALLOWED,
  'move/must-play': NOT_ALLOWED,
  'move/cannot-draw': NOT_ALLOWED,
  'move/leader-cannot-draw': NOT_ALLOWED,
} as const satisfies Record<TableErrorCode, StatusAndTitle>;

/** The sheets' codes (sheets/errors.ts). */
const SHEET_PROBLEMS = {
  'sheet/not-found': [404, 'Sheet not found'],
  'sheet/not-creator': [403, 'Only the sheet’s creator may change it'],
  'sheet/stale-version': [409, 'The sheet has changed'],
  'sheet/over': [409, 'The game on this sheet is over'],
  'sheet/no-hands': [409, 'No hand recorded yet'],
  'sheet/full': [409, 'The sheet is full'],
  'sheet/impossible-hand': [422, 'That hand could not have happened'],
} as const satisfies Record<SheetErrorCode, StatusAndTitle>;

/** The accounts' codes (accounts/errors.ts). */
const AUTH_PROBLEMS = {
  'auth/missing-token': [401, 'A bearer token is needed'],
  'auth/invalid-token': [401, 'The bearer token is not valid'],
  'auth/revoked-token': [401, 'The token was revoked'],
  'auth/unknown-issuer': [401, 'The token’s issuer is not accepted'],
  'auth/unsigned-token': [401, 'The token is not signed'],
  'auth/algorithm-not-allowed': [401, 'The token’s algorithm is not allowed'],
  'auth/unknown-key': [401, 'The token’s key is unknown'],
  'auth/bad-signature': [401, 'The token’s signature is wrong'],
  'auth/token-expired': [401, 'The token has expired'],
  'auth/token-not-yet-valid': [401, 'The token is not valid yet'],
  'auth/wrong-audience': [401, 'The token is for another audience'],
  'auth/invalid-claims': [401, 'The token’s claims are not usable'],
  'auth/issuer-unavailable': [503, 'The token’s issuer cannot be reached'],
  'auth/unknown-sign-in-code': [401, 'No such sign-in code'],
  'auth/sign-in-code-expired': [401, 'The sign-in code has expired'],
  'auth/token-not-found': [404, 'No such token'],
  'auth/not-a-device-token': [409, 'Not a device token'],
  'auth/identity-linked-elsewhere': [409, 'That account belongs to another player'],
  'auth/no-issuers': [409, 'No sign-in provider is configured'],
} as const satisfies Record<AuthCode, StatusAndTitle>;

/** The notifications' codes (notifications/errors.ts). */
const WEBHOOK_PROBLEMS = {
  'webhook/not-found': [404, 'Webhook not found'],
  'webhook/too-many': [409, 'Too many webhooks'],
  'webhook/url-refused': [422, 'That URL is not sent to'],
  'webhook/push-off': [503, 'Push notifications are off'],
  'webhook/push-keys-refused': [422, 'Those are not a browser’s push keys'],
} as const satisfies Record<WebhookErrorCode, StatusAndTitle>;

/** The ratings' codes (ratings/errors.ts): a table that cannot be rated, a pool or player not there. */
const RATING_PROBLEMS = {
  'rating/house-rules': [422, 'A rated table plays a standard preset'],
  'rating/no-pool': [422, 'No rating pool for this game'],
  'rating/computer-seat': [422, 'A rated table is for people only'],
  'rating/dev-table': [422, 'A development table is never rated'],
  'rating/stand-in-moves': [422, 'A rated table’s timeouts must forfeit'],
  'rating/player-not-found': [404, 'Player not found'],
  'rating/unknown-pool': [404, 'No such rating pool'],
} as const satisfies Record<RatingCode, StatusAndTitle>;

/** The quick phrases' codes (phrases/errors.ts). */
const PHRASE_PROBLEMS = {
  'phrase/unknown': [422, 'Not one of the quick phrases'],
  'phrase/too-many': [429, 'Too many phrases'],
} as const satisfies Record<PhraseCode, StatusAndTitle>;

/** The vacation bank's codes (vacation/errors.ts). */
const VACATION_PROBLEMS = {
  'vacation/bad-date': [422, 'Not a date you can be away until'],
  'vacation/bank-empty': [409, 'Your vacation bank is empty'],
} as const satisfies Record<VacationCode, StatusAndTitle>;

/** The events' codes (events/errors.ts). */
const EVENT_PROBLEMS = {
  'event/not-found': [404, 'Event not found'],
  'event/bad-settings': [422, 'These settings make no event'],
  'event/started': [409, 'The event has started'],
  'event/full': [409, 'The event is full'],
  'event/wrong-code': [403, 'This event is by invitation'],
  'event/not-entered': [409, 'Not entered in this event'],
  'event/not-organiser': [403, 'Only the organiser may do this'],
  'event/too-few-players': [409, 'Too few players to start'],
  'event/wrong-state': [409, 'The event is not in that state'],
  'event/busy': [503, 'The event kept changing: try again'],
} as const satisfies Record<EventCode, StatusAndTitle>;

/** Quick pairing's and seeks' codes (pairing/errors.ts). */
const PAIRING_PROBLEMS = {
  'pairing/not-found': [404, 'Pairing entry not found'],
  'pairing/already-paired': [409, 'Already paired'],
  'pairing/too-many-entries': [409, 'Too many pairing entries'],
  'seek/not-found': [404, 'Seek not found'],
  'seek/gone': [409, 'The seek is gone'],
  'seek/own-seek': [422, 'Your own seek'],
  'seek/out-of-range': [422, 'Outside the seek’s rating range'],
  'seek/too-many-seeks': [409, 'Too many open seeks'],
  'seek/two-players-only': [422, 'A seek is for two players'],
  'seek/not-yours': [403, 'Not your seek'],
  'seek/bad-range': [422, 'Not a rating range'],
} as const satisfies Record<PairingCode | SeekCode, StatusAndTitle>;

/** Status and title per code, every layer's; a domain's code missing here does not compile. */
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
} satisfies Record<DomainCode, StatusAndTitle>;

export type ProblemCode = keyof typeof PROBLEMS;

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
    const [status, title] = PROBLEMS[code];
    this.status = opts.status ?? status;
    this.title = title;
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

/** zod's issues as "where: what" pairs a person can read. */
export function validationProblem(error: ZodError, target: string): HttpProblem {
  const where = TARGET_NAMES[target] ?? target;
  const errors = error.issues.map((i) => ({
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
