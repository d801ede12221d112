/**
 * A table as one caller sees it: the table's public facts, and the engine's view for the
 * caller's seat. It depends on the stored table alone (no clock), so a replayed move gets the
 * same body as the first answer. A Mexican Train table loads the train engine with its first
 * resource (train-resource.ts), so a cold start does not.
 */
import type { z } from '@hono/zod-openapi';
import { type MatchState, type Rules, resolveRules, viewFor } from '../../shared/engine';
import { fairDealOf } from '../tables/fair-deal';
import { isTrainMatch, isTrainRules, seatOf, type TableMatch, type TableRecord } from '../tables/model';
import { shownSeats, turnOf } from '../tables/public-facts';
import type { TableSchema } from './schemas/table-shapes';

export type TableResource = z.infer<typeof TableSchema>;

type TrainResource = typeof import('./train-resource');

let trainResource: Promise<TrainResource> | undefined;

/** The train engine's part, imported once by the first Mexican Train table (retried if it failed). */
function loadTrainResource(): Promise<TrainResource> {
  trainResource ??= import('./train-resource').catch((err) => {
    trainResource = undefined;
    throw err;
  });
  return trainResource;
}

export async function tableResource(
  table: TableRecord,
  playerId: string | null,
  /** A spectator's look: the spectator view, whoever asks. */
  spectating = false,
): Promise<TableResource> {
  const trains =
    isTrainRules(table.rules) || (table.match && isTrainMatch(table.match))
      ? await loadTrainResource()
      : null;
  const you = playerId === null || spectating ? -1 : seatOf(table, playerId);
  const st = table.match;
  return {
    id: table.id,
    code: table.code,
    status: table.status,
    version: table.version,
    visibility: table.visibility,
    createdBy: table.createdBy,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    rules: st
      ? isTrainMatch(st)
        ? st.rules
        : lineRules(st.rules)
      : isTrainRules(table.rules)
        ? trains!.resolveMexicanRules(table.rules)
        : lineRules(resolveRules(table.rules)),
    seats: shownSeats(table),
    fillWithComputers: table.fill ? { level: table.fill } : null,
    moveTimeLimitSeconds: table.moveTimeLimitSeconds,
    onTimeout: table.onTimeout,
    playForcedMoves: table.playForcedMoves,
    development: table.dev !== null,
    rated: table.rated === true,
    ratingChange: table.ratingChange
      ? {
          pool: table.ratingChange.pool,
          seats: table.ratingChange.before.map((before, seat) => ({
            seat,
            ratingBefore: before,
            ratingAfter: table.ratingChange!.after[seat],
            change: table.ratingChange!.after[seat] - before,
          })),
        }
      : null,
    you: you >= 0 ? you : null,
    turn: turnOf(table),
    // Only a seated caller gets a view, and only of their own seat.
    view: st && you >= 0 ? seatView(st, you, trains) : st && spectating ? seatView(st, null, trains) : null,
    fairDeal: (trains?.trainFairDealOf ?? fairDealOf)(table),
    rematchOf: table.rematchOf ?? null,
    rematch: table.rematch ?? null,
    // A duplicate round's deal seed stays in the record.
    event: table.event
      ? {
          id: table.event.id,
          name: table.event.name,
          round: table.event.round,
          board: table.event.board,
          eventUrl: `/v1/events/${table.event.id}`,
        }
      : null,
  };
}

/** The one view function of the match's game, for `seat` (null: a spectator). */
function seatView(st: TableMatch, seat: number | null, trains: TrainResource | null) {
  return isTrainMatch(st) ? trains!.mexicanViewFor(st, seat) : lineView(st, seat);
}

/** A line game's view for `seat` as the API shows it: the engine's, marked `game: 'line'`. */
export function lineView(st: MatchState, seat: number | null) {
  const view = viewFor(st, seat);
  return { ...view, game: 'line' as const, rules: lineRules(view.rules) };
}

/** A line game's resolved rules, marked with their game family (api-style.md#games). */
function lineRules(rules: Rules) {
  return { game: 'line' as const, ...rules };
}
