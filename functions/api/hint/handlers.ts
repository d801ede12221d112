/**
 * What the hint route does (definitions.ts defines it): loaded with the first hint asked for,
 * with the expert's search.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import type { LegalMove } from '../../../shared/engine';
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
        // A train table's move (TrainLegalMove) is not in the declared union yet: the web
        // client's hint reads it as a line move (docs/analysis.md#hints).
        move: h.move as LegalMove,
        hints: h.hints,
      },
      200,
    );
  };
  return { createHint: hint };
}
