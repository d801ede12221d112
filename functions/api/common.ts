/** Pieces every route definition shares: problem responses, JSON bodies, the bearer scheme. */
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { IF_MATCH_FORM, versionOfIfMatch } from './etag';
import { HttpProblem, PROBLEM_CONTENT_TYPE, ProblemSchema } from './problem';

const REASONS: Record<number, string> = {
  400: 'Invalid request (request/validation, request/malformed-json)',
  401: 'Missing or refused bearer token (auth/missing-token, auth/invalid-token, auth/revoked-token; a provider token: auth/token-expired, auth/wrong-audience, … )',
  403: 'Not allowed (table/not-seated, table/not-creator, dev/disabled)',
  404: 'Not found (table/not-found, webhook/not-found)',
  409: 'Conflicts with the current state (table/stale-version, move/not-your-turn, table/seat-taken, webhook/too-many, …)',
  412: 'If-Match names a version the table is no longer at (table/stale-version)',
  413: 'Body larger than 16 KB (request/too-large)',
  415: 'Body is not JSON (request/unsupported-media-type)',
  422: 'Refused, with the reason (move/… from the engine, webhook/url-refused)',
  429: 'Too many requests (request/rate-limited); see Retry-After',
  431: 'Request line and headers over 10 KB (request/headers-too-large), before any token is read',
  503:
    'The store is busy or unreachable; see Retry-After. store/unavailable: nothing was changed. ' +
    'store/outcome-unknown: the store’s answer was lost, so a change may have been applied: send the ' +
    'same request again (same Idempotency-Key or version; it is answered as a replay if it was ' +
    'applied) or GET the resource',
};

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

/** The problem answers of a route; any request may be 431 (its headers are checked first). */
export function problems(...statuses: number[]) {
  return Object.fromEntries(
    [...new Set([...statuses, 431])].map((s) => [
      s,
      {
        description: REASONS[s],
        ...(PROBLEM_HEADERS[s] && { headers: responseHeaders(PROBLEM_HEADERS[s]) }),
        content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemSchema } },
      },
    ]),
  );
}

/** Idempotency-Key: the same request sent again with it is applied once. */
export const idempotencyKeyHeader = (description: string) =>
  z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .optional()
    .openapi({ description });

/** Errors any authenticated route with a JSON body may give. */
export const AUTHED = [400, 401, 413, 415, 429, 503];
/** Errors any authenticated route without a body may give (no 415: there is no body to refuse). */
export const AUTHED_NO_BODY = [400, 401, 413, 429, 503];

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
