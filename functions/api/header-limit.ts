/**
 * Headers too large: 431 `request/headers-too-large` (problem+json), before anything reads them
 * (a forged token of any size is never parsed). The limit is API Gateway's for an HTTP API
 * (10 KB of request line and headers), so the answer is the same locally and deployed; Node's
 * own, larger limit is answered the same way by the local server (functions/local/client-errors.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { HttpProblem } from './problem';

export function headerLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    let bytes = c.req.method.length + c.req.url.length;
    for (const [name, value] of c.req.raw.headers) bytes += name.length + value.length;
    if (bytes > maxBytes) return headersTooLarge(maxBytes).toResponse();
    return next();
  };
}

export function headersTooLarge(maxBytes: number): HttpProblem {
  return new HttpProblem(
    'request/headers-too-large',
    `the request line and headers come to more than ${maxBytes} bytes: send a shorter token or fewer headers`,
  );
}
