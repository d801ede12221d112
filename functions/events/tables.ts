/**
 * An event's rounds at real tables (docs/events.md#tables): a paired match's table opened with
 * both players seated and its match dealt (rated as the event is, a timeout forfeiting), each
 * finished table's end recorded as its match's result, and the round's deadline forfeiting the
 * side to move at each unfinished table. `syncRound` does all three and is safe to call from
 * anywhere, any number of times: a table is opened once (its id is the round's), a result counted
 * once, a round paired once.
 */
import { ItemAlreadyExistsError } from '../core/store-errors';
import type { TableContext } from '../tables/context';
import { indexesOf } from '../tables/indexes';
import { newTableRecord, startNow } from '../tables/lifecycle';
import {
  lineMatch,
  type SavePlan,
  type SeatRecord,
  type TableEvent,
  type TableRecord,
} from '../tables/model';
import {
  type EventGame,
  type EventMatch,
  type EventRecord,
  entrantOf,
  type MatchResult,
  type RoundRecord,
  SIDES,
  sidesOf,
} from './model';
import { type AdvanceOutcome, advanceEvent, type EventContext, recordResult } from './operations';

/** Each event game's table: its preset and players. */
const TABLE_RULES = {
  draw2: { preset: 'draw', players: 2 },
  block2: { preset: 'block', players: 2 },
  allFives2: { preset: 'allFives', players: 2 },
  partnership: { preset: 'partnership', players: 4 },
  draw4: { preset: 'draw', players: 4 },
  block4: { preset: 'block', players: 4 },
  allFives4: { preset: 'allFives', players: 4 },
  allThrees2: { preset: 'allThrees', players: 2 },
  fivesAndThrees2: { preset: 'fivesAndThrees', players: 2 },
} as const satisfies Record<EventGame, { preset: string; players: number }>;

/**
 * The people of a match's table in seat order: two players; a partnership's teams, a's in seats 0
 * and 2 and b's in 1 and 3; a four-player pool's four.
 */
export function seatedAt(event: Pick<EventRecord, 'entrants'>, match: EventMatch): string[] {
  const sides = sidesOf(match);
  const teams = sides.map((id) => event.entrants.find((e) => e.playerId === id));
  if (sides.length === 2 && teams.every((t) => t?.partner)) {
    return [sides[0], sides[1], teams[0]!.partner!.playerId, teams[1]!.partner!.playerId];
  }
  return sides;
}

/** A move's time limit at an event's tables: a live event's minutes, a correspondence event's day. */
export const MOVE_SECONDS = { live: 120, correspondence: 86_400 } as const;

/**
 * The table of a paired match, dealt (its save: the table and what goes with it). It knows its
 * event, round and board; a duplicate round's table deals from the round's seed.
 */
export function eventTable(
  tctx: TableContext,
  event: EventRecord,
  round: Pick<RoundRecord, 'round' | 'deal'>,
  match: EventMatch,
): SavePlan {
  const name = (id: string) => {
    const e = entrantOf(event.entrants, id);
    return (e?.playerId === id ? e.name : e?.partner?.name) ?? id;
  };
  const seats: SeatRecord[] = seatedAt(event, match).map((playerId) => ({
    kind: 'person',
    playerId,
    name: name(playerId),
  }));
  const opened = newTableRecord(tctx, {
    id: match.tableId!,
    createdBy: event.organiserId,
    seats,
    settings: {
      rules: TABLE_RULES[event.game],
      fill: null,
      visibility: 'private',
      moveTimeLimitSeconds: MOVE_SECONDS[event.pace],
      onTimeout: 'forfeit',
      playForcedMoves: false,
      dev: null,
      rated: event.rated,
    },
    botSeedTag: 'bots',
  });
  const at: TableEvent = { id: event.id, name: event.name, round: round.round, board: match.board };
  if (round.deal) at.dealSeed = round.deal.seed;
  return startNow({ ...opened, event: at }, tctx);
}

/** A finished table's end as its match's result (seat 0 is the match's `a`); null while it is played. */
export function tableResult(table: TableRecord): MatchResult | null {
  const m = lineMatch(table);
  if (!m || m.winner < 0) return null;
  // The engine's winner and scores are by side: a partnership's team, a pool's seat.
  return {
    winner: SIDES[m.winner] ?? null,
    how: m.forfeit === undefined ? 'played' : 'forfeit',
    points: [...m.scores],
  };
}

export interface SyncReport {
  opened: number;
  recorded: number;
  advanced: AdvanceOutcome | null;
}

/**
 * Opens the current round's missing tables, records the ends of its finished ones, and pairs the
 * next round when it is complete or its deadline has passed (the side to move at each unfinished
 * table forfeits).
 */
export async function syncRound(
  ectx: EventContext,
  tctx: TableContext,
  eventId: string,
  again = true,
): Promise<SyncReport> {
  const report: SyncReport = { opened: 0, recorded: 0, advanced: null };
  const event = await ectx.store.events.findEvent(eventId);
  if (!event || event.round === 0) return report;
  const round = await ectx.store.events.findRound(eventId, event.round);
  if (!round) return report;
  const matches = round.matches.filter((m) => m.tableId !== null);
  const tables = new Map((await tctx.store.loadTables(matches.map((m) => m.tableId!))).map((t) => [t.id, t]));
  for (const m of matches) {
    const table = tables.get(m.tableId!);
    if (!table) {
      if (m.result !== null) continue;
      const made = eventTable(tctx, event, round, m);
      try {
        await tctx.store.createTable(made.table, indexesOf(made.table), {
          ...made.writes,
          seated: seatedAt(event, m),
        });
        report.opened++;
      } catch (err) {
        // Another caller opened it first: the same table.
        if (!(err instanceof ItemAlreadyExistsError)) throw err;
      }
      continue;
    }
    const result = m.result === null ? tableResult(table) : null;
    if (result && (await recordResult(ectx, eventId, round.round, m.board, result)) === 'recorded')
      report.recorded++;
  }
  if (event.status === 'running') {
    report.advanced = await advanceEvent(ectx, eventId, async (m) => {
      const t = m.tableId === null ? undefined : tables.get(m.tableId);
      const line = t && lineMatch(t);
      const turn = line && line.winner < 0 ? line.hand.turn : -1;
      if (turn < 0) return null;
      // A partnership's seat 2 plays for side a, 3 for b.
      return sidesOf(m).length === 2 ? turn % 2 : turn;
    });
  }
  // A new round paired (by the last result, or here): open its tables now.
  const moved = await ectx.store.events.findEvent(eventId);
  if (again && moved && moved.round > round.round && moved.status === 'running') {
    const next = await syncRound(ectx, tctx, eventId, false);
    report.opened += next.opened;
  }
  return report;
}
