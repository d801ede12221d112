/**
 * The table processor on the in-memory store (memory-store.ts), for unit tests of moves, due
 * tables and the scheduler's worker: a context with a clock the test sets, and matches opened,
 * joined and started through the tables' own operations.
 */
import type { TableContext } from '../../functions/tables/context';
import { createTable, join, type NewTable, start } from '../../functions/tables/lifecycle';
import { lineMatch, type TableRecord } from '../../functions/tables/model';
import { RecentTables } from '../../functions/tables/recent';
import { type Move, moveOf, viewFor } from '../../shared/engine';
import { MemoryStore } from './memory-store';

export const ANA = { id: 'p-ana', name: 'Ana' };
export const BEN = { id: 'p-ben', name: 'Ben' };

/** A context on `store` whose clock reads `clock.now` (ms): a test moves it on. */
export interface MemoryTables {
  store: MemoryStore;
  ctx: TableContext;
  clock: { now: number };
}

/** The tables on a fresh in-memory store, at 2026-03-01 10:00 UTC unless said. */
export function memoryTables(
  options: { now?: number; botBudgetMs?: number; recent?: boolean; store?: MemoryStore } = {},
): MemoryTables {
  const store = options.store ?? new MemoryStore();
  const clock = { now: options.now ?? Date.parse('2026-03-01T10:00:00.000Z') };
  let n = 0;
  const ctx: TableContext = {
    store,
    now: () => new Date(clock.now),
    randomSeed: () => `seed-${++n}`,
    newId: () => `table-${String(++n).padStart(14, '0')}`,
    newCode: () => {
      let code = '';
      for (let k = ++n; code.length < 6; k = Math.floor(k / 31))
        code += 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[k % 31];
      return code;
    },
    botBudgetMs: options.botBudgetMs ?? 1000,
    clock: () => performance.now(),
    ...(options.recent && { recent: new RecentTables() }),
  };
  return { store, ctx, clock };
}

/** A table's settings: a private Draw game for two with a fixed seed, changed as `spec` says. */
export function spec(changes: Partial<NewTable> = {}): NewTable {
  return {
    rules: { preset: 'draw', players: 2 },
    fill: null,
    visibility: 'private',
    moveTimeLimitSeconds: null,
    onTimeout: 'computerMoves',
    playForcedMoves: false,
    dev: { seed: 'memory' },
    rated: false,
    ...changes,
  };
}

/** Ana opens a table (as `changes` say), Ben joins it if a seat is open, and Ana starts it. */
export async function startedTable(t: MemoryTables, changes: Partial<NewTable> = {}): Promise<TableRecord> {
  const { table } = await createTable(t.ctx, ANA, spec(changes));
  if (table.seats.some((s) => s.kind === 'open')) await join(t.ctx, table.id, BEN);
  return start(t.ctx, table.id, ANA.id);
}

/** Who is to move at `table`, and a legal move of theirs (the `pick`-th, wrapping). */
export function turnAt(table: TableRecord, pick = 0): { seat: number; playerId: string | null; move: Move } {
  const match = lineMatch(table)!;
  const seat = match.hand.turn;
  const legal = viewFor(match, seat).legalMoves!;
  const sitter = table.seats[seat];
  return {
    seat,
    playerId: sitter.kind === 'person' ? sitter.playerId : null,
    move: moveOf(legal[pick % legal.length]),
  };
}
