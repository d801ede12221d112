/**
 * Changes a table by its state (seats, the start, a resignation): read, edit, one conditional write.
 *
 * A lost race re-runs the edit on the fresh table; a move does not, since its client chose it on
 * the version it saw (play.ts).
 */
import { StoreUnavailableError, VersionConflictError } from '../core/store-errors';
import type { TableContext } from './context';
import { getTableOrThrow } from './load';
import {
  mergeWrites,
  peopleAt,
  peopleInvited,
  type SavePlan,
  type TableRecord,
  type WritePlan,
} from './model';
import { saveTable } from './save';

const CHANGE_ATTEMPTS = 4;

/**
 * Applies `edit` (null: nothing to change) with a conditional write, re-running it on a lost
 * race; the seat memberships that follow from it go in the same write. An edit may ask the store
 * what only some tables need (join: the person's count of tables), after the read and only then;
 * it runs again on each fresh read, so what it asked it asks again unless it keeps the answer.
 */
export async function change(
  ctx: TableContext,
  idOrCode: string,
  edit: (table: TableRecord) => SavePlan | null | Promise<SavePlan | null>,
): Promise<TableRecord> {
  // Whether an earlier save of this very change went unanswered (it may have landed).
  let unknown: Error | null = null;
  for (let attempt = 1; ; attempt++) {
    const table = await getTableOrThrow(ctx, idOrCode);
    let edited: SavePlan | null;
    try {
      edited = await edit(table);
    } catch (err) {
      // Refused on the fresh table, perhaps because the change already landed (a start that
      // finds the match started): the truth is that its outcome is unknown.
      throw unknown ?? err;
    }
    // Nothing to change (joining a seat one holds): the table is as asked, whoever wrote it.
    if (!edited) return table;
    // settle() counts the start itself; other edits are one version step.
    const next =
      edited.table.version === table.version
        ? { ...edited.table, version: table.version + 1, updatedAt: ctx.now().toISOString() }
        : edited.table;
    try {
      return await saveTable(ctx, table, {
        table: next,
        writes: mergeWrites(edited.writes, seatChanges(table, next)),
      });
    } catch (err) {
      // A lost race, or another transaction on the same item in flight: either way the edit is
      // judged again on a fresh read.
      const contended = isContended(err);
      if (!(err instanceof VersionConflictError || contended) || attempt >= CHANGE_ATTEMPTS) throw err;
      if (err.earlierAttemptUnknown) unknown = err;
      if (contended) await contentionPause();
    }
  }
}

/** Another transaction on the same item was in flight (on DynamoDB, not DynamoDB Local). */
export function isContended(err: unknown): err is StoreUnavailableError {
  return err instanceof StoreUnavailableError && err.contended;
}

/** A short random pause before judging a contended change again. */
export function contentionPause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
}

/**
 * The seat memberships (the inbox) a seat change writes, in the same write as the table.
 *
 * An invitation leaves the inbox when it is declined, when its seat goes to a computer player at
 * the start, or when the table is closed.
 */
export function seatChanges(before: TableRecord, after: TableRecord): WritePlan {
  const members = (t: TableRecord) => [...new Set([...peopleAt(t), ...peopleInvited(t)])];
  const was = members(before);
  const now = after.status === 'closed' ? [] : members(after);
  const seated = now.filter((p) => !was.includes(p));
  // The creator closing the table leaves its inbox; the people seated keep it (they see it closed).
  const unseated = was.filter(
    (p) =>
      !now.includes(p) &&
      (after.status !== 'closed' || p === after.createdBy || !peopleAt(before).includes(p)),
  );
  // Those who keep a table that closes see it until TTL deletes it: their memberships are
  // rewritten to expire with it, so none outlives its table.
  const closing = after.status === 'closed' && before.status !== 'closed';
  const keep = closing ? was.filter((p) => !unseated.includes(p)) : [];
  return { seated: [...seated, ...keep], unseated, ...(closing && { expireCode: true }) };
}
