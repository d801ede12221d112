/** The table picture route: its definition (definitions.ts) with its handler (handlers.ts), loaded with the first picture. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import { getTablePictureRoute } from './definitions';

export function pictureRoutes(app: OpenAPIHono<AuthEnv>): void {
  // The drawing and the line's layout load with the first picture asked for.
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.pictureHandlers));
  app.openapi(getTablePictureRoute, handler('getTablePicture'));
}
