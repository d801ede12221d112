/** The table as an SVG image: the spectator's view, to embed in a chat or a mail. */

import { createRoute, z } from '@hono/zod-openapi';
import { access } from '../access';
import { OPTIONAL_READ, problems, responseHeaders } from '../common';
import { NOT_MODIFIED, PollHeadersSchema } from '../polling';
import { TableParamsSchema } from '../schemas/table';

export const PICTURE_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';

/**
 * The picture opened on its own (not as an <img>, where an SVG runs nothing anyway): no script,
 * nothing loaded from anywhere; it draws with attributes only. Defence in depth: names are escaped.
 */
export const PICTURE_CSP = "default-src 'none'; script-src 'none'; base-uri 'none'; form-action 'none'";

/** A token is optional: none is needed for a public table's picture. */

export const getTablePictureRoute = createRoute({
  method: 'get',
  operationId: 'getTablePicture',
  path: '/v1/tables/{id}/picture.svg',
  tags: ['tables'],
  summary: 'The table as an SVG image (by id or join code): the line, the ends, the seats, the scores',
  description:
    'What a spectator sees, drawn: the line laid out as on a real table (doubles crosswise, the ' +
    'spinner’s four arms, turning at the edge), the open ends, each seat’s name and tile count, ' +
    'the scores against the target and whose turn it is; never a hand or the boneyard. Public ' +
    'tables: no token needed (limited per client address). Private tables: their seated players ' +
    'only, with their token. The ETag changes with the table’s version: If-None-Match answers 304 ' +
    'while it is unchanged; `Cache-Control: no-cache` (public for public tables) lets caches keep ' +
    'the image but ask again each time.',
  ...access('optional'),
  request: { params: TableParamsSchema, headers: PollHeadersSchema },
  responses: {
    200: {
      description: 'The picture (SVG 1.1)',
      headers: {
        ...responseHeaders(['etag']),
        'cache-control': {
          description: '`public, no-cache` for a public table, `private, no-cache` for a private one.',
          schema: { type: 'string' as const },
        },
        'content-security-policy': {
          description: `\`${PICTURE_CSP}\`: the image runs no script and loads nothing.`,
          schema: { type: 'string' as const },
        },
      },
      content: { 'image/svg+xml': { schema: z.string() } },
    },
    304: NOT_MODIFIED,
    ...problems(...OPTIONAL_READ, 'auth/missing-token', 'table/not-found', 'table/not-seated'),
  },
});
