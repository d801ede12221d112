/** What the event routes do (definitions.ts defines them): functions/events, for the caller. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { EventRecord, RoundRecord } from '../../events/model';
import {
  createEvent,
  type EventContext,
  eventWithRounds,
  joinEvent,
  leaveEvent,
  pauseEvent,
  playerEvents,
  publicEvents,
  removeEntrant,
  roundsOf,
  startEvent,
} from '../../events/operations';
import { crosstable, standings } from '../../events/standings';
import { syncRound } from '../../events/tables';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import type * as route from './definitions';

const PAGE = 20;

/** The event as its page shows it, to `viewer`: standings, crosstable, rounds; a round's deal seed only once it is over. */
function shown(e: EventRecord, rounds: RoundRecord[], viewer: string) {
  const played = rounds.map((r) => r.matches);
  const cross = crosstable(e.entrants, played);
  return {
    id: e.id,
    name: e.name,
    game: e.game,
    pace: e.pace,
    format: e.format,
    rounds: e.rounds,
    minPlayers: e.minPlayers,
    maxPlayers: e.maxPlayers,
    startAt: e.startAt,
    rated: e.rated,
    visibility: e.visibility,
    duplicate: e.duplicate,
    roundSeconds: e.roundSeconds,
    organiserId: e.organiserId,
    code: viewer === e.organiserId ? e.code : null,
    status: e.status,
    round: e.round,
    roundCount: e.roundCount,
    createdAt: e.createdAt,
    startedAt: e.startedAt,
    finishedAt: e.finishedAt,
    entrants: e.entrants.map((x) => ({
      playerId: x.playerId,
      name: x.name,
      joinedAt: x.joinedAt,
      removed: x.removed === true,
      partner: x.partner ? { playerId: x.partner.playerId, name: x.partner.name } : null,
    })),
    standings: standings(e.entrants, played, e.duplicate),
    crosstable: e.entrants.map((x) => ({ playerId: x.playerId, rounds: cross.get(x.playerId) ?? [] })),
    pairedRounds: rounds.map((r) => ({
      round: r.round,
      pairedAt: r.pairedAt,
      deadline: r.deadline,
      finishedAt: r.finishedAt,
      deal: r.deal && {
        commitment: r.deal.commitment,
        seed: r.finishedAt ? r.deal.seed : null,
        salt: r.finishedAt ? r.deal.salt : null,
      },
      matches: r.matches.map((m) => ({
        ...m,
        more: m.more ?? null,
        tableUrl: m.tableId ? `/v1/tables/${m.tableId}` : null,
      })),
    })),
  };
}

export function eventHandlers(deps: AppDeps) {
  const ctx: EventContext = deps;
  const answer = async (e: EventRecord, viewer: string) => shown(e, await roundsOf(ctx, e.id), viewer);
  /** Opens the round's tables, records ended ones, pairs when due (tables.ts), then the event as it is. */
  const synced = async (e: EventRecord, viewer: string) => {
    if (e.round === 0) return answer(e, viewer);
    await syncRound(ctx, deps, e.id);
    const { event, rounds } = await eventWithRounds(ctx, e.id);
    return shown(event, rounds, viewer);
  };

  const createEventHandler: RouteHandler<typeof route.createEventRoute, AuthEnv> = async (c) => {
    const { join, ...settings } = c.req.valid('json');
    const player = c.get('player');
    const e = await createEvent(ctx, { id: player.id, name: player.name }, settings, { join });
    return c.json(await answer(e, player.id), 201);
  };

  const listEventsHandler: RouteHandler<typeof route.listEventsRoute, AuthEnv> = async (c) => {
    const { status, cursor } = c.req.valid('query');
    const page = await publicEvents(ctx, status, PAGE, cursor ?? null);
    return c.json({ events: page.items, cursor: page.cursor }, 200);
  };

  const listMyEventsHandler: RouteHandler<typeof route.listMyEventsRoute, AuthEnv> = async (c) => {
    const { cursor } = c.req.valid('query');
    const page = await playerEvents(ctx, c.get('player').id, PAGE, cursor ?? null);
    return c.json({ events: page.items, cursor: page.cursor }, 200);
  };

  const getEventHandler: RouteHandler<typeof route.getEventRoute, AuthEnv> = async (c) => {
    const { event, rounds } = await eventWithRounds(ctx, c.req.valid('param').id);
    if (event.status !== 'running') return c.json(shown(event, rounds, c.get('player').id), 200);
    return c.json(await synced(event, c.get('player').id), 200);
  };

  const joinEventHandler: RouteHandler<typeof route.joinEventRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    const body = c.req.header('content-type') ? c.req.valid('json') : undefined;
    const e = await joinEvent(
      ctx,
      c.req.valid('param').id,
      { id: player.id, name: player.name },
      body?.code ?? null,
      body?.partnerOf ?? null,
    );
    // The join that starts the event opens round 1's tables (as the docs say a join does).
    return c.json(await synced(e, player.id), 200);
  };

  const leaveEventHandler: RouteHandler<typeof route.leaveEventRoute, AuthEnv> = async (c) => {
    const player = c.get('player');
    return c.json(await answer(await leaveEvent(ctx, c.req.valid('param').id, player.id), player.id), 200);
  };

  const removeEntrantHandler: RouteHandler<typeof route.removeEntrantRoute, AuthEnv> = async (c) => {
    const { id, playerId } = c.req.valid('param');
    const by = c.get('player').id;
    return c.json(await synced(await removeEntrant(ctx, id, by, playerId), by), 200);
  };

  const startEventHandler: RouteHandler<typeof route.startEventRoute, AuthEnv> = async (c) => {
    const by = c.get('player').id;
    return c.json(await synced(await startEvent(ctx, c.req.valid('param').id, by), by), 200);
  };

  const pauseEventHandler: RouteHandler<typeof route.pauseEventRoute, AuthEnv> = async (c) => {
    const by = c.get('player').id;
    return c.json(await answer(await pauseEvent(ctx, c.req.valid('param').id, by, true), by), 200);
  };

  const resumeEventHandler: RouteHandler<typeof route.resumeEventRoute, AuthEnv> = async (c) => {
    const by = c.get('player').id;
    return c.json(await answer(await pauseEvent(ctx, c.req.valid('param').id, by, false), by), 200);
  };

  return {
    createEvent: createEventHandler,
    listEvents: listEventsHandler,
    listMyEvents: listMyEventsHandler,
    getEvent: getEventHandler,
    joinEvent: joinEventHandler,
    leaveEvent: leaveEventHandler,
    removeEntrant: removeEntrantHandler,
    startEvent: startEventHandler,
    pauseEvent: pauseEventHandler,
    resumeEvent: resumeEventHandler,
  };
}
