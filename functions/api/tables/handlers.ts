/**
 * What the routes that change a table's seats or its match do, and the rematch (definitions.ts
 * defines them): loaded with the first of them, with the tables' lifecycle,
 * the engine's deals and the computer players who may move at the start.
 */
import type { RouteHandler, z } from '@hono/zod-openapi';
import { parseTile, tileSet } from '../../../shared/engine';
import { createTable, firstDeal, join, leave, type NewTable, start } from '../../tables/lifecycle';
import { isTrainRules } from '../../tables/model';
import { rematch } from '../../tables/rematch';
import { resign } from '../../tables/resign';
import { firstTrainDeal } from '../../tables/trains';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import { versionTag } from '../etag';
import { HttpProblem } from '../problem';
import type { CreateTableBodySchema } from '../schemas/table';
import { tableResource } from '../table-resource';
import type * as route from './definitions';

export function tableHandlers(deps: AppDeps) {
  const create: RouteHandler<typeof route.createTableRoute, AuthEnv> = async (c) => {
    const body = c.req.valid('json');
    const player = c.get('player');
    const spec: NewTable = {
      rules: body.rules,
      seats: body.seats,
      fill: body.fillWithComputers?.level ?? null,
      visibility: body.visibility,
      moveTimeLimitSeconds: body.moveTimeLimitSeconds ?? null,
      onTimeout: body.onTimeout,
      playForcedMoves: body.playForcedMoves,
      dev: devOptions(body, deps),
      rated: body.rated,
    };
    const key = c.req.valid('header')['idempotency-key'];
    const { table, replayed } = await createTable(deps, player, spec, key);
    c.header('location', `/v1/tables/${table.id}`);
    c.header('etag', versionTag(table.version));
    if (replayed) {
      c.header('idempotent-replayed', 'true');
      return c.json(await tableResource(table, player.id), 200);
    }
    return c.json(await tableResource(table, player.id), 201);
  };

  const joinTable: RouteHandler<typeof route.joinTableRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const body = (c.req.valid('json') ?? {}) as { seat?: number };
    const table = await join(deps, c.req.valid('param').id, player, body.seat);
    c.header('etag', versionTag(table.version));
    return c.json(await tableResource(table, player.id), 200);
  };

  const leaveTable: RouteHandler<typeof route.leaveTableRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const table = await leave(deps, c.req.valid('param').id, player.id);
    c.header('etag', versionTag(table.version));
    return c.json(await tableResource(table, player.id), 200);
  };

  const startTable: RouteHandler<typeof route.startTableRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const table = await start(deps, c.req.valid('param').id, player.id);
    c.header('etag', versionTag(table.version));
    return c.json(await tableResource(table, player.id), 200);
  };

  const resignMatch: RouteHandler<typeof route.resignMatchRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const table = await resign(deps, c.req.valid('param').id, player.id);
    c.header('etag', versionTag(table.version));
    return c.json(await tableResource(table, player.id), 200);
  };

  const createRematch: RouteHandler<typeof route.createRematchRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const { table, created } = await rematch(deps, c.req.valid('param').id, player);
    c.header('location', `/v1/tables/${table.id}`);
    c.header('etag', versionTag(table.version));
    const body = await tableResource(table, player.id);
    return created ? c.json(body, 201) : c.json(body, 200);
  };

  return { createTable: create, joinTable, leaveTable, startTable, resignMatch, createRematch };
}

/** A fixed seed or fixed hands: development mode only, and checked against the rules now. */
function devOptions(body: z.infer<typeof CreateTableBodySchema>, deps: AppDeps): NewTable['dev'] {
  if (body.seed === undefined && body.deal === undefined) return null;
  if (!deps.config.devMode) {
    throw new HttpProblem('dev/disabled', 'fixed seeds and deals are for development servers only');
  }
  const rules = body.rules;
  const trains = isTrainRules(rules);
  // A tile of the table's set: a line game's (double-six), or Mexican Train's (its set).
  const set = trains ? tileSet(rules.set ?? 12) : null;
  const tile = (n: string) => (set ? set.parse(n) : parseTile(n));
  const tiles = (names: string[]) =>
    names.map((n) => {
      const t = tile(n);
      if (t === undefined) throw badDeal(`there is no tile ${n} in this game's set`);
      return t;
    });
  const deal = body.deal && {
    hands: body.deal.hands.map(tiles),
    bone: body.deal.bone && tiles(body.deal.bone),
    opener: body.deal.opener,
    ...('round' in body.deal && body.deal.round !== undefined && { round: body.deal.round }),
  };
  const dev = { seed: body.seed, deal };
  try {
    if (isTrainRules(rules)) firstTrainDeal({ rules, dev }, deps);
    else firstDeal({ rules, dev }, deps);
  } catch (err) {
    const message = (err as Error).message;
    throw new HttpProblem('request/validation', `body.deal: ${message}`, {
      errors: [{ path: 'body.deal', message }],
    });
  }
  return dev;
}

function badDeal(message: string): HttpProblem {
  return new HttpProblem('request/validation', `body.deal: ${message}`, {
    errors: [{ path: 'body.deal', message }],
  });
}
