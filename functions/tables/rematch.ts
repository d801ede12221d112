/**
 * A rematch: once a match is over, any seated person may ask for a new table with the same seats,
 * rules and settings. The asker sits at once; the other people's seats are kept for them until
 * they accept (by taking their seat); computer players stay. The new table and the link from the
 * old one are written in one transaction, so asking twice (or two people at once) gives one
 * rematch, and asking after it exists is accepting it (after it was closed, asking again opens
 * a new one).
 */
import { ItemAlreadyExistsError, VersionConflictError } from '../core/store-errors';
import { contentionPause, isContended } from './change';
import type { TableContext } from './context';
import { TableError } from './errors';
import { requireOver } from './guards';
import { indexesOf } from './indexes';
import { holdsMostTables, join, newTableRecord, type Person, startNow, tooManyTables } from './lifecycle';
import { getTableOrThrow } from './load';
import { finishedAt, mergeWrites, peopleAt, type SavePlan, type SeatRecord, type TableRecord } from './model';
import { requireSeat } from './visibility';

const ATTEMPTS = 5;

export async function rematch(
  ctx: TableContext,
  idOrCode: string,
  person: Person,
): Promise<{ table: TableRecord; created: boolean }> {
  // The tables this request tried to open: one of them may have landed with its answer lost.
  const tried = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    const old = await getTableOrThrow(ctx, idOrCode);
    requireSeat(old, person.id);
    requireOver(old);
    if (old.rematch) {
      // A rematch closed (by its creator, or left idle) or already deleted by TTL is asked afresh.
      const current = await ctx.store.findTable(old.rematch);
      if (current && current.status !== 'closed') {
        return { table: await join(ctx, old.rematch, person), created: tried.has(old.rematch) };
      }
    }
    // The asker sits at the new table at once: one more in their list (accepting one that
    // exists is a join, which asks the same when it adds one).
    if (await holdsMostTables(ctx, person.id)) throw tooManyTables();
    const next = rematchOf(old, person, ctx);
    tried.add(next.table.id);
    const now = ctx.now().toISOString();
    // The link changes the old table, not when it finished (where its memberships sort): pinned.
    const linked = {
      ...old,
      finishedAt: finishedAt(old) ?? undefined,
      rematch: next.table.id,
      version: old.version + 1,
      updatedAt: now,
    };
    // The link is a change, so the old table's expiry moves (indexes.ts): its memberships and
    // join code follow, or they would expire before it. (A new code equal to the old one is
    // refused as taken, and the next attempt draws another: a transaction touches an item once.)
    const writes = { expireMemberships: true, expireCode: next.table.code !== old.code };
    try {
      await ctx.store.createTable(next.table, indexesOf(next.table), next.writes, {
        table: linked,
        indexes: indexesOf(linked),
        expectedVersion: old.version,
        writes,
      });
      return { table: next.table, created: true };
    } catch (err) {
      // The old table changed: someone else linked a rematch first, or this request's own
      // attempt did (its answer lost); or another write to it was in flight. Either way the next
      // look finds the truth. A join code taken: the next attempt draws another.
      const raced = err instanceof VersionConflictError || isContended(err);
      if (!raced && !(err instanceof ItemAlreadyExistsError)) throw err;
      if (attempt >= ATTEMPTS) throw raced ? tableChanged() : err;
      if (isContended(err)) await contentionPause();
    }
  }
}

/** Every look found the old table changed again before its link was written. */
function tableChanged(): TableError {
  return new TableError(
    'table/stale-version',
    'the finished table kept changing while the rematch was asked: GET it and ask again',
  );
}

/** The new table: same seats (people invited back), rules and settings; started at once if nobody is invited. */
function rematchOf(old: TableRecord, asker: Person, ctx: TableContext): SavePlan {
  // The asker takes their seat now, under their name as it is now (a seat copies the name when
  // it is taken); the others are invited under the name they had, and take theirs on accepting.
  const seats = old.seats.map((s): SeatRecord => {
    if (s.kind !== 'person') return s;
    if (s.playerId === asker.id) return { ...s, name: asker.name };
    return { kind: 'open', invited: { playerId: s.playerId, name: s.name } };
  });
  const table: TableRecord = {
    ...newTableRecord(ctx, {
      id: ctx.newId(),
      createdBy: asker.id,
      seats,
      settings: old,
      botSeedTag: 'rematch:bots',
    }),
    rematchOf: old.id,
    rematch: null,
  };
  // Everyone invited back finds it in their inbox.
  const invited = { seated: peopleAt(old) };
  if (seats.some((s) => s.kind === 'open')) return { table, writes: invited };
  const started = startNow(table, ctx);
  return { table: started.table, writes: mergeWrites(invited, started.writes) };
}
