/**
 * What the score sheet routes do (definitions.ts defines them): loaded with the first sheet
 * request, with the sheets service and the engine's score keeping.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import {
  correctLastHand,
  createSheet,
  deleteLastHand,
  loadSheet,
  recordHand,
  type SheetChange,
} from '../../sheets/operations';
import { sheetView } from '../../sheets/view';
import type { AuthEnv } from '../auth';
import { expectedVersion } from '../common';
import type { AppDeps } from '../deps';
import { versionTag } from '../etag';
import { ifMatched } from '../problem';
import type * as route from './definitions';

export function sheetHandlers(deps: AppDeps) {
  const create: RouteHandler<typeof route.createSheetRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const key = c.req.valid('header')['idempotency-key'];
    const { sheet, replayed } = await createSheet(deps, player.id, c.req.valid('json'), key);
    c.header('location', `/v1/sheets/${sheet.id}`);
    c.header('etag', versionTag(sheet.version));
    if (replayed) {
      c.header('idempotent-replayed', 'true');
      return c.json(sheetView(sheet, player.id), 200);
    }
    return c.json(sheetView(sheet, player.id), 201);
  };

  const read: RouteHandler<typeof route.getSheetRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const sheet = await loadSheet(deps, c.req.valid('param').id);
    c.header('etag', versionTag(sheet.version));
    return c.json(sheetView(sheet, player.id), 200);
  };

  const record: RouteHandler<typeof route.recordHandRoute, AuthEnv> = async (c) => {
    const { version, ...hand } = c.req.valid('json');
    const { change, viaIfMatch } = changeOf(c, version);
    const sheet = await ifMatched(viaIfMatch, () => recordHand(deps, change, hand));
    c.header('etag', versionTag(sheet.version));
    return c.json(sheetView(sheet, c.get('player').id), 201);
  };

  const correct: RouteHandler<typeof route.correctLastHandRoute, AuthEnv> = async (c) => {
    const { version, ...hand } = c.req.valid('json');
    const { change, viaIfMatch } = changeOf(c, version);
    const sheet = await ifMatched(viaIfMatch, () => correctLastHand(deps, change, hand));
    c.header('etag', versionTag(sheet.version));
    return c.json(sheetView(sheet, c.get('player').id), 200);
  };

  const remove: RouteHandler<typeof route.deleteLastHandRoute, AuthEnv> = async (c) => {
    const { change, viaIfMatch } = changeOf(c, undefined);
    const sheet = await ifMatched(viaIfMatch, () => deleteLastHand(deps, change));
    c.header('etag', versionTag(sheet.version));
    return c.json(sheetView(sheet, c.get('player').id), 200);
  };

  return {
    createSheet: create,
    getSheet: read,
    recordHand: record,
    correctLastHand: correct,
    deleteLastHand: remove,
  };
}

interface WriteContext {
  get(key: 'player'): { id: string };
  req: { param(key: 'id'): string; header(name: string): string | undefined };
}

/**
 * Who changes which sheet, and the version they saw (If-Match or body.version, which must
 * agree), and whether it came in If-Match (a stale one is then 412).
 */
function changeOf(
  c: WriteContext,
  bodyVersion: number | undefined,
): { change: SheetChange; viaIfMatch: boolean } {
  const { viaIfMatch, ...version } = expectedVersion(c.req.header('if-match'), bodyVersion);
  return { change: { sheetId: c.req.param('id'), playerId: c.get('player').id, ...version }, viaIfMatch };
}
