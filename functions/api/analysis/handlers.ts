/**
 * What the analysis route does (definitions.ts defines it): loaded with the first analysis asked
 * for, with the analyst (shared/analysis and the expert's search).
 */
import type { RouteHandler } from '@hono/zod-openapi';
import { isTrainAnalysis } from '../../../shared/analysis/format';
import { handReview } from '../../tables/analysis';
import { type AuthEnv, callerOrNull } from '../auth';
import { type AppDeps, requestDeps } from '../deps';
import type * as route from './definitions';

export function analysisHandlers(deps: AppDeps) {
  const handAnalysis: RouteHandler<typeof route.getHandAnalysisRoute, AuthEnv> = async (c) => {
    const { id, n } = c.req.valid('param');
    const review = await handReview(deps, id, n, callerOrNull(c)?.id ?? null, {
      writeContext: () => requestDeps(deps, deps.config.storeDeadlineMs),
    });
    // A hand's analysis never changes; who may read it does not either once it is readable.
    c.header('cache-control', 'private, max-age=3600');
    const { seat, analysis, hints } = review;
    const tableId = review.table.id;
    if (isTrainAnalysis(analysis))
      return c.json({ game: 'mexicanTrain' as const, tableId, roundNo: n, seat, analysis, hints }, 200);
    return c.json({ game: 'line' as const, tableId, handNo: n, seat, analysis, hints }, 200);
  };
  return { getHandAnalysis: handAnalysis };
}
