/** A computer player's level, as a table's seats and options name it. */
import { z } from '@hono/zod-openapi';
// The levels alone: the computer players themselves load with the first table change (tables/handlers.ts).
import { BOT_LEVELS } from '../../../shared/bots/player';

export const BotLevelSchema = z.enum(BOT_LEVELS).openapi('BotLevel', {
  description:
    'A computer player’s level: random plays any legal move, greedy its heaviest playable ' +
    'tile, expert infers the hidden tiles from its view and plays the move that does best over samples of them.',
});
