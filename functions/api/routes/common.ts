/** Pieces every route definition shares: problem responses, JSON bodies, the bearer scheme. */
import type { ZodType } from 'zod';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '../problem';

const REASONS: Record<number, string> = {
  400: 'Invalid request (request/validation, request/malformed-json)',
  401: 'Missing or invalid bearer token (auth/missing-token, auth/invalid-token)',
  403: 'Not allowed (table/not-seated, table/not-creator, dev/disabled)',
  404: 'No such table (table/not-found)',
  409: 'Conflicts with the table’s state (table/stale-version, move/not-your-turn, table/seat-taken, …)',
  412: 'If-Match names a version the table is no longer at (table/stale-version)',
  413: 'Body larger than 16 KB (request/too-large)',
  415: 'Body is not JSON (request/unsupported-media-type)',
  422: 'The engine refuses the move (move/…, with its reason)',
  429: 'Too many requests (request/rate-limited); see Retry-After',
  503: 'The store is busy or unreachable; nothing changed; see Retry-After',
};

export function problems(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: REASONS[s], content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemSchema } } },
    ]),
  );
}

/** Errors any authenticated route may give. */
export const AUTHED = [400, 401, 413, 415, 429, 503];

export function jsonBody<T extends ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

export function jsonResponse<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export const BEARER = [{ bearer: [] }];
