/**
 * What the move route does (definitions.ts defines it): loaded with the first move, with the
 * tables' play service, the engine's moves and the computer players who reply.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import { type Move, parseTile } from '../../../shared/engine';
import { playMove } from '../../tables/play';
import type { TrainMoveInput } from '../../tables/trains';
import type { AuthEnv } from '../auth';
import { expectedVersion } from '../common';
import type { AppDeps } from '../deps';
import { versionTag } from '../etag';
import { ifMatched } from '../problem';
import { tableResource } from '../table-resource';
import type * as route from './definitions';

export function moveHandlers(deps: AppDeps) {
  const play: RouteHandler<typeof route.playMoveRoute, AuthEnv> = async (c) => {
    const body = c.req.valid('json');
    const headers = c.req.valid('header');
    const player = c.get('player');
    const { viaIfMatch, ...version } = expectedVersion(headers['if-match'], body.version);
    const move: Move | TrainMoveInput =
      'draw' in body || ('type' in body && body.type === 'draw')
        ? { type: 'draw' }
        : 'type' in body && body.type === 'stop'
          ? { stop: true }
          : 'train' in body
            ? { tile: body.tile, train: body.train }
            : { type: 'play', tile: parseTile(body.tile)!, end: body.end };
    const outcome = await ifMatched(viaIfMatch, () =>
      playMove(deps, {
        tableId: c.req.valid('param').id,
        playerId: player.id,
        move,
        ...version,
        idempotencyKey: headers['idempotency-key'],
        read: c.get('tableRead'),
      }),
    );
    if (outcome.replayed) c.header('idempotent-replayed', 'true');
    c.header('etag', versionTag(outcome.table.version));
    return c.json(await tableResource(outcome.table, player.id), 200);
  };

  return { playMove: play };
}
