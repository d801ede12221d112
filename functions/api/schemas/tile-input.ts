/** A tile as a client sends it, in either order: read at once by the move and table bodies. */
import { z } from '@hono/zod-openapi';

/** A tile a client sends: either order, as parseTile reads it. */
export const TileInputSchema = z
  .string()
  .regex(/^(1[0-2]|\d)-(1[0-2]|\d)$/)
  .openapi('TileInput', {
    description:
      'A tile as `a-b` (pips on each half: 0-6, up to 9 or 12 on the bigger sets), in either order: `5-3` is the tile `3-5`.',
    example: '3-5',
  });
