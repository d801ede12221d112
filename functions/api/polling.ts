/**
 * Cheap polling. Every table read carries a strong ETag, `"<version>"` (the body also depends on
 * the caller's seat, hence `Vary: Authorization`; the same value is what If-Match takes on a
 * move); If-None-Match with it answers 304 and no body. A long-poll (`?since=<version>`) holds
 * the request until the table is past that version or the wait is over, looking at the store
 * every `longPollIntervalMs` (one consistent GetItem each time).
 */

import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { TableRecord } from '../tables/model';
import { pollTable } from '../tables/poll';
import { queryInteger } from './common';
import type { AppDeps } from './deps';
import { ifNoneMatchHolds, versionTag } from './etag';

export const PollQuerySchema = z.object({
  since: queryInteger(0, 1e12)
    .optional()
    .describe('Long-poll: answer once the table’s version is above this one (or when the wait is over).'),
  wait: queryInteger(0, 20)
    .optional()
    .describe('With `since`: the longest wait, in seconds (default and most: 20).'),
});

export const PollHeadersSchema = z.object({
  'if-none-match': z
    .string()
    .max(200)
    .optional()
    .openapi({ description: 'The ETag you have ("12"): 304 with no body while the table is unchanged.' }),
});

export const NOT_MODIFIED = {
  description: 'Unchanged since the ETag in If-None-Match (no body)',
  headers: z.object({ etag: z.string() }),
};

/** Loads the table (or takes the one `read` with the token); with `since`, waits for a version above it, up to the wait (tables/poll.ts). */
export function loadForPoll(
  deps: AppDeps,
  idOrCode: string,
  query: { since?: number; wait?: number },
  check: (table: TableRecord) => void,
  signal?: AbortSignal,
  read?: TableRecord | null,
): Promise<TableRecord> {
  const maxMs = Math.min((query.wait ?? 20) * 1000, deps.config.longPollMaxMs);
  const wait = { since: query.since, maxMs, intervalMs: deps.config.longPollIntervalMs };
  return pollTable(deps, idOrCode, wait, check, signal, read);
}

/**
 * The answer's caching headers; true when If-None-Match already holds this ETag (send 304). The
 * ETag is the table's version, or `etag` when the body depends on more than that (a feed page).
 */
export function notModified(c: Context, table: TableRecord, etag = versionTag(table.version)): boolean {
  c.header('etag', etag);
  c.header('vary', 'authorization');
  c.header('cache-control', 'private, no-cache');
  return ifNoneMatchHolds(c.req.header('if-none-match'), etag);
}
