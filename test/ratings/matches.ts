/**
 * Rated matches played in process with the real table code (lifecycle's start, settle, the
 * engine): a table of people, moves chosen from the legal ones by a seeded pick, stopped just
 * before the move that ends the match, so that a test can end it one way or another.
 */

import type { RatableTable } from '../../functions/ratings/model';
import { newJoinCode } from '../../functions/tables/codes';
import type { TableContext } from '../../functions/tables/context';
import { newTableRecord, startNow } from '../../functions/tables/lifecycle';
import {
  asLineTable,
  type LineTable,
  lineMatch,
  type SavePlan,
  type SeatRecord,
  type TableRecord,
} from '../../functions/tables/model';
import { settle } from '../../functions/tables/settle';
import {
  applyMove,
  type HandRecord,
  isOver,
  legalMovesOf,
  type Move,
  moveOf,
  type RulesInput,
} from '../../shared/engine';

export interface Person {
  id: string;
  name: string;
}

/** A table context for settle: a fixed clock (moved by `advance`), seeds from a counter. */
export function matchContext(tag: string, start = new Date('2026-03-01T12:00:00.000Z')) {
  let n = 0;
  let now = start.getTime();
  const ctx: TableContext = {
    store: undefined as never,
    now: () => new Date(now),
    randomSeed: () => `${tag}:${n++}`,
    newId: () => `${tag.replace(/[^A-Za-z0-9]/g, '')}${String(n++).padStart(6, '0')}`.slice(-20),
    newCode: newJoinCode,
    botBudgetMs: 0,
    clock: () => 0,
  };
  return { ctx, advance: (ms: number) => (now += ms) };
}

/** The table with the `rated` option (the table record gains it when the lead wires it in). */
export const rated = (t: TableRecord): LineTable & RatableTable => ({ ...asLineTable(t)!, rated: true });

/** A table of these people, just started. */
export function startedTable(
  ctx: TableContext,
  id: string,
  rules: RulesInput,
  people: Person[],
  settings: Partial<Pick<TableRecord, 'moveTimeLimitSeconds' | 'onTimeout'>> = {},
): SavePlan {
  const seats: SeatRecord[] = people.map((p) => ({ kind: 'person', playerId: p.id, name: p.name }));
  const open = newTableRecord(ctx, {
    id,
    createdBy: people[0].id,
    seats,
    settings: {
      rules,
      fill: null,
      visibility: 'private',
      moveTimeLimitSeconds: settings.moveTimeLimitSeconds ?? null,
      onTimeout: settings.onTimeout ?? 'forfeit',
      playForcedMoves: false,
      dev: null,
    },
    botSeedTag: 'bots',
  });
  return startNow(open, ctx);
}

function pick(seed: string, version: number, count: number): number {
  let h = 2166136261;
  for (const c of `${seed}:${version}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h % count;
}

/** The move the seeded pick makes for the seat to move. */
export function nextMove(table: TableRecord, seed: string): Move {
  const match = lineMatch(table)!;
  const legal = legalMovesOf(match.rules, match.hand);
  return moveOf(legal[pick(seed, table.version, legal.length)]);
}

/** One move for the seat to move, settled as play.ts settles it. */
export function moveOn(
  table: TableRecord,
  ctx: TableContext,
  move: Move,
): SavePlan & { finished: HandRecord[] } {
  const match = lineMatch(table)!;
  const result = applyMove(match, match.hand.turn, move, { nextHandSeed: () => ctx.randomSeed() });
  if (!result.ok) throw new Error(result.error.message);
  return { ...settle(table, result.state, 1, ctx, result.finished), finished: result.finished };
}

/**
 * Plays from `start` (stored at its version) until the next move would end the match. `onSave`
 * is handed what a store must hold on the way, under the version it holds: every plan that
 * finishes a hand (the archives), and the table before the last move. Returns that table, the
 * last move, and every hand finished so far.
 */
export async function playToLastMove(
  start: SavePlan,
  ctx: TableContext,
  seed: string,
  onSave: (plan: SavePlan, expectedVersion: number) => Promise<void> = async () => {},
): Promise<{ before: TableRecord; last: Move; hands: HandRecord[] }> {
  let table = start.table;
  let stored = table.version;
  const hands: HandRecord[] = [...(start.writes.hands ?? []).map((a) => a.record)];
  for (;;) {
    const move = nextMove(table, seed);
    const plan = moveOn(table, ctx, move);
    if (isOver(lineMatch(plan.table)!)) {
      if (stored !== table.version) await onSave({ table, writes: {} }, stored);
      return { before: table, last: move, hands };
    }
    if (plan.writes.hands?.length) {
      await onSave(plan, stored);
      stored = plan.table.version;
      hands.push(...plan.writes.hands.map((a) => a.record));
    }
    table = plan.table;
  }
}
