/**
 * The bank's part in a due table (tables/due.ts asks it first): when a person's correspondence
 * deadline has passed, their bank is read (one consistent GetItem, only then: the scheduler
 * learns of an "away" without scanning anything) and, if it is away or has time left, the
 * deadline moves on instead of the table's timeout policy applying.
 *
 * The table is saved as the one conditional write on the version it was read at, the bank's
 * debit in the same transaction on the bank's version: both land or neither. The version stays
 * where it was: it counts the game's moves (every event's version follows from it, tables/feed.ts),
 * and a deadline moved is not one. So a move sent with the version read before the extension is
 * still good after it, for the player and for everyone else.
 */
import type { TableContext } from '../tables/context';
import { matchInPlay } from '../tables/guards';
import type { SavePlan, TableRecord } from '../tables/model';
import { extensionFor, freshBank, isCorrespondence } from './model';

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
  const sitter = table.seats[state.hand.turn];
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
