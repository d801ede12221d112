/**
 * What the hint route does (definitions.ts defines it): loaded with the first hint asked for,
 * with the expert's search.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import { hintFor } from '../../tables/hint';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import type * as route from './definitions';

export function hintHandlers(deps: AppDeps) {
  const hint: RouteHandler<typeof route.createHintRoute, AuthEnv> = async (c) => {
    const h = await hintFor(deps, c.req.valid('param').id, c.get('player').id);
    // A hint is for this turn only: the next move makes it another position.
    c.header('cache-control', 'no-store');
    return c.json(
      {
        tableId: h.table.id,
        version: h.table.version,
        handNo: h.handNo,
        seat: h.seat,
        move: h.move,
        hints: h.hints,
      },
      200,
    );
  };
  return { createHint: hint };
}
