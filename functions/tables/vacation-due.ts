/**
 * A vacation bank's part in a due table: a passed correspondence deadline moves on while its player is away.
 *
 * tables/due.ts asks it first; how the bank and the table are written together, and why the
 * table's version stays: [vacation.md](../../docs/vacation.md#the-version-what-it-counts-and-why-an-extension-keeps-it).
 */
import { extensionFor, freshBank, isCorrespondence } from '../vacation/model';
import type { TableContext } from './context';
import { matchInPlay, seatToMove } from './guards';
import type { SavePlan, TableRecord } from './model';

export type VacationAction = 'vacation-away' | 'vacation-slice';

/** What the seat-to-move's bank does for the table now; null when it does nothing (not due, live, empty). */
export async function vacationChange(
  ctx: TableContext,
  table: TableRecord,
): Promise<{ next: SavePlan; action: VacationAction } | null> {
  const state = matchInPlay(table);
  if (!state || !table.deadline || !isCorrespondence(table)) return null;
  const now = ctx.now();
  if (Date.parse(table.deadline) > now.getTime()) return null;
  const sitter = table.seats[seatToMove(state)];
  if (sitter.kind !== 'person') return null;
  const bank = (await ctx.store.vacations.findBank(sitter.playerId)) ?? freshBank(sitter.playerId, now);
  const ext = extensionFor(bank, table.deadline, table.moveTimeLimitSeconds!, now);
  if (!ext) return null;
  // Only the deadline changes: not the version, not updatedAt (the table's last change stays its last move).
  const next: TableRecord = { ...table, deadline: ext.deadline };
  return ext.bank
    ? {
        next: { table: next, writes: { vacation: { bank: ext.bank, expectedVersion: bank.version } } },
        action: 'vacation-slice',
      }
    : { next: { table: next, writes: {} }, action: 'vacation-away' };
}
