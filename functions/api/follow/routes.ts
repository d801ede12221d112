/** Following tables: the event feed, watching, "my tables", and rematches. */

import { createRoute, type OpenAPIHono, type RouteHandler, z } from '@hono/zod-openapi';
import { readFeedPage } from '../../tables/feed-read';
import { inbox } from '../../tables/inbox';
import type { TableRecord } from '../../tables/model';
import { watcherSeat } from '../../tables/visibility';
import { access } from '../access';
import { type AuthEnv, callerOrNull } from '../auth';
import { jsonResponse, OPTIONAL_READ, PLAYER_READ, problems, queryInteger, VERSIONED } from '../common';
import { deprecatedAlias } from '../deprecated';
import { feedPageTag } from '../etag';
import { loadForPoll, NOT_MODIFIED, notModified, PollHeadersSchema, PollQuerySchema } from '../polling';
import { later } from '../schemas/later';
import { TableParamsSchema, TableSchema } from '../schemas/table';
import { tableResource } from '../table-resource';

const FeedSchema = later('FeedSchema');
const InboxSchema = later('InboxSchema');

const listTableEventsRoute = createRoute({
  method: 'get',
  operationId: 'listTableEvents',
  path: '/v1/tables/{id}/events',
  tags: ['moves'],
  summary: 'The table’s events since a version, in order, each with its version',
  description:
    'Public events (deals with their commitment, plays, draws as counts, passes, hand ends with the ' +
    'revealed hands, seed and salt, the match end) plus your own private ones (your dealt hand, the ' +
    'tiles you drew). Seated players get their seat’s feed; anyone may read a public table’s public ' +
    'feed, with a token or without one, and a person invited back to a rematch the public feed of the ' +
    'table keeping their seat (empty: it has not started). A private table without a token: 401. ' +
    'A page never splits a version; continue with `since=next` while `more`. ' +
    'With `wait`, the request is held until the table is past `since` (a long-poll for the next events). ' +
    'Each page has an ETag (`"<version>:<since>:<limit>"`, not the table’s own): If-None-Match answers 304 ' +
    'while the table is unchanged.',
  ...access('optional'),
  request: {
    params: TableParamsSchema,
    headers: PollHeadersSchema,
    query: z.object({
      since: queryInteger(0, 1e12)
        .default(0)
        .optional()
        .openapi({ default: 0 })
        .describe('Events after this version.'),
      limit: z.coerce.number().int().min(1).max(500).default(200).optional(),
      wait: queryInteger(0, 20)
        .optional()
        .describe(
          'Long-poll: hold the request up to this many seconds until there is an event after `since`.',
        ),
    }),
  },
  responses: {
    200: jsonResponse(FeedSchema, 'A page of events', VERSIONED),
    304: NOT_MODIFIED,
    ...problems(...OPTIONAL_READ, 'auth/missing-token', 'table/not-found', 'table/not-seated'),
  },
});

const getSpectatorViewRoute = createRoute({
  method: 'get',
  operationId: 'getSpectatorView',
  path: '/v1/tables/{id}/spectator-view',
  tags: ['tables'],
  summary: 'Watch a table (by id or join code): the spectator view, no hand, no boneyard',
  description:
    'Public tables: anyone, with a token or without one (limited per client address). Private tables: ' +
    'their seated players, and a person invited back to a rematch while their seat is kept (before the ' +
    'start); without a token, 401. ETag, If-None-Match and `?since=` work as on GET /v1/tables/{id}.',
  ...access('optional'),
  request: { params: TableParamsSchema, query: PollQuerySchema, headers: PollHeadersSchema },
  responses: {
    200: jsonResponse(TableSchema, 'The table as a spectator sees it', VERSIONED),
    304: NOT_MODIFIED,
    ...problems(...OPTIONAL_READ, 'auth/missing-token', 'table/not-found', 'table/not-seated'),
  },
});

const listMyTablesRoute = createRoute({
  method: 'get',
  operationId: 'listMyTables',
  path: '/v1/players/me/tables',
  tags: ['tables'],
  summary:
    'Your tables: those in play or open (your turn first, earliest deadline first; then the rest), then the finished ones (latest finished first)',
  ...access('player'),
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20).optional(),
      cursor: z.string().max(2000).optional().describe('From the previous page.'),
    }),
  },
  responses: { 200: jsonResponse(InboxSchema, 'A page of your tables'), ...problems(...PLAYER_READ) },
});

export function followRoutes(app: OpenAPIHono<AuthEnv>): void {
  // Each handler takes the request's deps (app.ts: c.var.deps), whose store stops at the
  // request's deadline; a long-poll's reads stop at its own.
  app.openapi(listTableEventsRoute, async (c) => {
    const deps = c.get('deps');
    const player = callerOrNull(c);
    const q = c.req.valid('query');
    const since = q.since ?? 0;
    let seat: number | null = null;
    const check = (t: TableRecord) => {
      seat = watcherSeat(t, player?.id ?? null);
    };
    const poll = q.wait === undefined ? {} : { since, wait: q.wait };
    const table = await loadForPoll(deps, c.req.valid('param').id, poll, check, c.req.raw.signal);
    // A page is a function of the table's version (archives are written with the version that
    // ends their hand, and never change), the seat (Vary: Authorization) and the query: the ETag
    // names all three, so a client reusing one page's ETag for the next page gets that page.
    const limit = q.limit ?? 200;
    if (notModified(c, table, feedPageTag(table.version, since, limit))) return c.body(null, 304);
    // The table first, then the archives it knows of: one consistent picture at its version.
    const page = await readFeedPage(deps, table, seat, since, limit);
    return c.json({ tableVersion: table.version, ...page }, 200);
  });

  const getSpectatorView: RouteHandler<typeof getSpectatorViewRoute, AuthEnv> = async (c) => {
    const player = callerOrNull(c);
    const id = c.req.valid('param').id;
    const check = (t: TableRecord) => watcherSeat(t, player?.id ?? null);
    const table = await loadForPoll(c.get('deps'), id, c.req.valid('query'), check, c.req.raw.signal);
    if (notModified(c, table)) return c.body(null, 304);
    return c.json(await tableResource(table, player?.id ?? null, true), 200);
  };
  app.openapi(getSpectatorViewRoute, getSpectatorView);
  // The path ended in a verb (docs/api-style.md#deprecated-paths).
  app.openapi(
    deprecatedAlias(getSpectatorViewRoute, '/v1/tables/{id}/spectate', 'getSpectatorViewDeprecated'),
    getSpectatorView,
  );

  const listMyTables: RouteHandler<typeof listMyTablesRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const q = c.req.valid('query');
    const page = await inbox(c.get('deps'), player.id, q.limit ?? 20, q.cursor ?? null);
    return c.json(page, 200);
  };
  app.openapi(listMyTablesRoute, listMyTables);
  app.openapi(deprecatedAlias(listMyTablesRoute, '/v1/me/tables', 'listMyTablesDeprecated'), listMyTables);
}
