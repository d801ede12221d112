/** The computer players' levels people choose from, with what each does and how strong it is. */

import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { LEVELS } from '../../../shared/bots/levels';
import { BOT_LEVELS } from '../../../shared/bots/player';
import { access } from '../access';
import type { AuthEnv } from '../auth';
import { jsonResponse, PLAYER, problems } from '../common';

const LevelsSchema = z.lazy(() =>
  z
    .object({
      levels: z.array(
        z
          .object({
            level: z.enum(BOT_LEVELS).describe('What a seat or fillWithComputers names.'),
            name: z.string().describe('Its display name; its seats are called `<name> computer`.'),
            description: z.string().describe('One line: how it plays.'),
            strength: z.string().describe('Its strength as measured on duplicate deals.'),
          })
          .openapi('Level'),
      ),
    })
    .openapi('Levels'),
);

const listLevelsRoute = createRoute({
  method: 'get',
  operationId: 'listLevels',
  path: '/v1/levels',
  tags: ['tables'],
  summary: 'The computer players’ levels, weakest first',
  ...access('player'),
  responses: { 200: jsonResponse(LevelsSchema, 'Every level'), ...problems(...PLAYER) },
});

export function levelRoutes(app: OpenAPIHono<AuthEnv>): void {
  app.openapi(listLevelsRoute, (c) =>
    c.json({ levels: BOT_LEVELS.map((level) => ({ level, ...LEVELS[level] })) }, 200),
  );
}
