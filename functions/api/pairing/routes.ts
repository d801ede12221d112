/** The pairing and seek routes: their definitions (definitions.ts) with their handlers (handlers.ts), loaded with the first such request. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthEnv } from '../auth';
import { lazyHandlers } from '../lazy';
import {
  acceptSeekRoute,
  createPairingEntryRoute,
  createSeekRoute,
  deletePairingEntryRoute,
  deleteSeekRoute,
  getPairingEntryRoute,
  getTableStakesRoute,
  listSeeksRoute,
} from './definitions';

export function pairingRoutes(app: OpenAPIHono<AuthEnv>): void {
  const handler = lazyHandlers(() => import('./handlers').then((m) => m.pairingHandlers));
  app.openapi(createPairingEntryRoute, handler('createPairingEntry'));
  app.openapi(getPairingEntryRoute, handler('getPairingEntry'));
  app.openapi(deletePairingEntryRoute, handler('deletePairingEntry'));
  app.openapi(createSeekRoute, handler('createSeek'));
  app.openapi(listSeeksRoute, handler('listSeeks'));
  app.openapi(acceptSeekRoute, handler('acceptSeek'));
  app.openapi(deleteSeekRoute, handler('deleteSeek'));
  app.openapi(getTableStakesRoute, handler('getTableStakes'));
}
