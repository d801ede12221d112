/**
 * What the picture route does (definitions.ts defines it): loaded with the first picture
 * asked for, with the drawing and the line's layout.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import type { PlayerRecord } from '../../accounts/model';
import { tablePicture } from '../../tables/picture';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import { pictureTag } from '../etag';
import { notModified } from '../polling';
import type * as route from './definitions';
import { PICTURE_CONTENT_TYPE, PICTURE_CSP } from './definitions';

export function pictureHandlers(deps: AppDeps) {
  const picture: RouteHandler<typeof route.getTablePictureRoute, AuthEnv> = async (c) => {
    // Set only when the caller sent a token (app.ts lets a picture through without one).
    const viewer = c.get('player') as PlayerRecord | undefined;
    const pic = await tablePicture(deps, c.req.valid('param').id, viewer?.id ?? null);
    const unchanged = notModified(c, pic.table, pictureTag(pic.table.version, pic.format));
    // The image changes with every move: any cache may keep a public one, asking again each time.
    c.header('cache-control', `${pic.table.visibility === 'public' ? 'public' : 'private'}, no-cache`);
    if (unchanged) return c.body(null, 304);
    return c.body(pic.svg(), 200, {
      'content-type': PICTURE_CONTENT_TYPE,
      'content-security-policy': PICTURE_CSP,
    });
  };
  return { getTablePicture: picture };
}
