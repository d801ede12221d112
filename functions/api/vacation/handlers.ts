/** What the vacation routes do (definitions.ts defines them): functions/vacation, for the caller. */
import type { RouteHandler } from '@hono/zod-openapi';
import {
  CAP_DAYS,
  CORRESPONDENCE_ABOVE_SECONDS,
  DAYS_A_YEAR,
  SLICE_MINUTES,
  STARTING_DAYS,
  type VacationBank,
} from '../../vacation/model';
import { announceAway, awayPlayers, endAway, vacationBank } from '../../vacation/operations';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import type * as route from './definitions';

const POLICY = {
  startingDays: STARTING_DAYS,
  daysAYear: DAYS_A_YEAR,
  capDays: CAP_DAYS,
  sliceHours: SLICE_MINUTES / 60,
  correspondenceAboveSeconds: CORRESPONDENCE_ABOVE_SECONDS,
};

const shown = (b: VacationBank) => ({
  balanceMinutes: b.balanceMinutes,
  balanceDays: Math.floor((b.balanceMinutes / 1440) * 10) / 10,
  awayUntil: b.awayUntil,
  askedUntil: b.awayUntil === null ? null : (b.asked?.until ?? b.awayUntil),
  policy: POLICY,
});

export function vacationHandlers(deps: AppDeps) {
  const ctx = deps;

  const mine: RouteHandler<typeof route.getMyVacationRoute, AuthEnv> = async (c) =>
    c.json(shown(await vacationBank(ctx, c.get('player').id)), 200);

  const away: RouteHandler<typeof route.updateMyVacationRoute, AuthEnv> = async (c) => {
    const { until } = c.req.valid('json');
    return c.json(shown(await announceAway(ctx, c.get('player').id, new Date(until))), 200);
  };

  const back: RouteHandler<typeof route.endMyVacationRoute, AuthEnv> = async (c) =>
    c.json(shown(await endAway(ctx, c.get('player').id)), 200);

  const who: RouteHandler<typeof route.listVacationsRoute, AuthEnv> = async (c) => {
    const ids = c.req.valid('query').players.split(',');
    c.header('cache-control', 'private, max-age=60');
    return c.json({ away: await awayPlayers(ctx, ids) }, 200);
  };

  return { getMyVacation: mine, updateMyVacation: away, endMyVacation: back, listVacations: who };
}
