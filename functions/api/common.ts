/** Pieces every route definition shares: problem responses, JSON bodies, the bearer scheme. */
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { IF_MATCH_FORM, versionOfIfMatch } from './etag';
import { HttpProblem, PROBLEM_CONTENT_TYPE, type ProblemCode, ProblemSchema } from './problem';

/** What each status means, before the codes a route lists for it. */
const REASONS: Record<number, string> = {
  400: 'Invalid request',
  401: 'Missing or refused bearer token, or sign-in code',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  412: 'If-Match names a version the resource is no longer at',
  413: 'Body larger than 16 KB',
  415: 'Body is not JSON',
  422: 'Refused, with the reason',
  429: 'Too many requests; see Retry-After',
  431: 'Request line and headers over 10 KB, before any token is read',
  503: 'Busy or unreachable; see Retry-After',
};

/** What a 503 store/outcome-unknown asks of a client. */
const OUTCOME_UNKNOWN =
  'store/outcome-unknown: the answer was lost, so a change may have been applied: send the same request ' +
  'again as the operation says, or GET the resource.';

/** Headers the API sends, as documented on the responses that carry them. */
const HEADERS = {
  etag: {
    description: 'The version, `"<n>"`: send it back in If-Match (a move) or If-None-Match (a poll).',
    schema: { type: 'string' as const },
  },
  location: { description: 'Where the new resource is.', schema: { type: 'string' as const } },
  'retry-after': { description: 'Seconds to wait before trying again.', schema: { type: 'string' as const } },
  'www-authenticate': { description: '`Bearer`', schema: { type: 'string' as const } },
  'idempotent-replayed': {
    description: '"true" when this answers a request sent again, already applied: nothing was applied now.',
    schema: { type: 'string' as const },
  },
};
type HeaderName = keyof typeof HEADERS;
/** The documentation of these response headers. */
export const responseHeaders = (names: readonly HeaderName[]) =>
  Object.fromEntries(names.map((n) => [n, HEADERS[n]]));

const PROBLEM_HEADERS: Record<number, HeaderName[]> = {
  401: ['www-authenticate'],
  429: ['retry-after'],
  503: ['retry-after'],
};

/** Every problem answer's language: the shared header component docs/routes.ts registers (a new object each, or YAML aliases it). */
const problemLanguage = () => ({ 'content-language': { $ref: '#/components/headers/ContentLanguage' } });

/** The status of a problem code, as problem.ts gives it. */
export const statusOf = (code: ProblemCode): number => new HttpProblem(code, '').status;

/**
 * The problem answers of a route from the codes it can return, by status: each response lists
 * its codes in its description and in `x-problem-codes`, which test/api/problem-codes.test.ts holds
 * to what the route answers.
 */
export function problems(...codes: readonly (ProblemCode | readonly [ProblemCode, number])[]) {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const item of codes) {
    const [code, status] = typeof item === 'string' ? [item, statusOf(item)] : item;
    const list = byStatus.get(status) ?? [];
    if (!list.includes(code)) byStatus.set(status, [...list, code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        status,
        {
          description: `${REASONS[status] ?? 'Refused'}: ${list.map((c) => `\`${c}\``).join(', ')}.${
            list.includes('store/outcome-unknown') ? ` ${OUTCOME_UNKNOWN}` : ''
          }`,
          'x-problem-codes': list,
          headers: { ...responseHeaders(PROBLEM_HEADERS[status] ?? []), ...problemLanguage() },
          content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemSchema, example: exampleOf(list[0], status) } },
        },
      ]),
  );
}

/** An example answer of `code` at `status`, as HttpProblem writes it. */
function exampleOf(code: ProblemCode, status: number) {
  return new HttpProblem(code, `a ${code} refusal, its reason in words`, { status }).toJSON();
}

/** A stale version sent in If-Match: 412, where the same code in the body is 409. */
export const underIfMatch = (code: ProblemCode) => [code, 412] as const;

/** Any request: its headers are checked first, and every `/v1` caller is rate limited. */
export const ANY: ProblemCode[] = ['request/headers-too-large', 'request/rate-limited'];
/** A token sent and refused (a device token, or a provider's), or its provider unreachable. */
export const TOKEN_REFUSED: ProblemCode[] = [
  'auth/invalid-token',
  'auth/revoked-token',
  'auth/unknown-issuer',
  'auth/unsigned-token',
  'auth/algorithm-not-allowed',
  'auth/unknown-key',
  'auth/bad-signature',
  'auth/token-expired',
  'auth/token-not-yet-valid',
  'auth/wrong-audience',
  'auth/invalid-claims',
  'auth/issuer-unavailable',
];
/** A JSON body: not JSON, too large, or another media type. */
export const BODY: ProblemCode[] = [
  'request/malformed-json',
  'request/too-large',
  'request/unsupported-media-type',
  'request/validation',
];
/** A read on an open route with input (the store read). */
export const OPEN_READ: ProblemCode[] = [...ANY, 'request/validation', 'store/unavailable'];
/** A read a token is optional on: a token sent is checked. */
export const OPTIONAL_READ: ProblemCode[] = [...OPEN_READ, ...TOKEN_REFUSED];
/** A player's read without input. */
export const PLAYER: ProblemCode[] = [...ANY, 'auth/missing-token', ...TOKEN_REFUSED, 'store/unavailable'];
/** A player's read with parameters or a query. */
export const PLAYER_READ: ProblemCode[] = [...PLAYER, 'request/validation'];
/** A player's write without a body. */
export const PLAYER_WRITE: ProblemCode[] = [...PLAYER_READ, 'store/outcome-unknown'];
/** A player's write with a JSON body. */
export const PLAYER_BODY: ProblemCode[] = [...PLAYER_WRITE, ...BODY];

/** Idempotency-Key: the same request sent again with it is applied once. */
export const idempotencyKeyHeader = (description: string) =>
  z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .optional()
    .openapi({ description });

export function jsonBody<T extends ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

/**
 * A JSON body a route may go without (`required: false`); put `emptyBodyIsNone` in the route's
 * middleware, so that an empty one is no body too.
 */
export function optionalJsonBody<T extends ZodType>(schema: T, description?: string) {
  return { required: false, description, content: { 'application/json': { schema } } };
}

/**
 * An empty body (zero bytes) is no body, whatever its Content-Type says: a client that always
 * sends `Content-Type: application/json` may send nothing where nothing is needed. The request
 * goes on without a Content-Type, so the route's optional body is taken as absent.
 */
export const emptyBodyIsNone: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw;
  if (
    raw.headers.has('content-type') &&
    (raw.headers.get('content-length') === '0' || (await c.req.text()) === '')
  ) {
    const headers = new Headers(raw.headers);
    headers.delete('content-type');
    headers.delete('content-length');
    c.req.raw = new Request(raw.url, { method: raw.method, headers, signal: raw.signal });
  }
  return next();
};

export function jsonResponse<T extends ZodType>(
  schema: T,
  description: string,
  headers: readonly HeaderName[] = [],
) {
  return {
    description,
    ...(headers.length > 0 && { headers: responseHeaders(headers) }),
    content: { 'application/json': { schema } },
  };
}

/** The headers of a table or sheet answer: its version, and where a new one is. */
export const VERSIONED = ['etag'] as const;
export const CREATED = ['etag', 'location'] as const;

/** The If-Match request header of a conditional write (a move, a sheet change). */
export const IF_MATCH_HEADER = z
  .string()
  .regex(IF_MATCH_FORM)
  .optional()
  .openapi({ description: 'The version you saw, as an ETag ("7"); a stale one gets 412.' });

/**
 * The version a write expects: If-Match or body.version (which must agree when both are sent),
 * and whether it came in If-Match (a stale one is then 412, else 409).
 */
export function expectedVersion(
  ifMatch: string | undefined,
  bodyVersion: number | undefined,
): { expectedVersion: number | undefined; viaIfMatch: boolean } {
  const fromHeader = versionOfIfMatch(ifMatch);
  if (fromHeader !== undefined && bodyVersion !== undefined && fromHeader !== bodyVersion) {
    throw new HttpProblem('request/validation', 'If-Match and body.version disagree', {
      errors: [{ path: 'body.version', message: 'differs from If-Match' }],
    });
  }
  return { expectedVersion: fromHeader ?? bodyVersion, viaIfMatch: fromHeader !== undefined };
}

/**
 * A whole number in a query string, min to max, documented as a plain integer: a coerced number
 * would be documented nullable (null coerces to 0) though `?since=null` is 400.
 */
export const queryInteger = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).openapi({ type: 'integer', minimum: min, maximum: max });
