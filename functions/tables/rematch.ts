/**
 * A rematch: once a match is over, any seated person may ask for a new table with the same seats,
 * rules and settings. The asker sits at once; the other people's seats are kept for them until
 * they accept (by taking their seat); computer players stay. The new table and the link from the
 * old one are written in one transaction, so asking twice (or two people at once) gives one
 * rematch, and asking after it exists is accepting it (after it was closed, asking again opens
 * a new one).
 */
import { ItemAlreadyExistsError, VersionConflictError } from '../store/errors';
import type { TableContext } from './context';
import { requireOver } from './guards';
import { join, type Person, startNow } from './lifecycle';
import { getTableOrThrow } from './load';
import type { SeatRecord, TableRecord } from './model';
import { requireSeat } from './visibility';

const ATTEMPTS = 5;

export async function rematch(
  ctx: TableContext,
  idOrCode: string,
  person: Person,
): Promise<{ table: TableRecord; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const old = await getTableOrThrow(ctx, idOrCode);
    requireSeat(old, person.id);
    requireOver(old);
    if (old.rematch) {
      // A rematch closed (by its creator, or left idle) or already deleted by TTL is asked afresh.
      const current = await ctx.store.findTable(old.rematch);
      if (current && current.status !== 'closed') {
        return { table: await join(ctx, old.rematch, person), created: false };
      }
    }
    const next = rematchOf(old, person, ctx);
    const now = ctx.now().toISOString();
    const linked = { ...old, rematch: next.id, version: old.version + 1, updatedAt: now };
    try {
      await ctx.store.createTable(next, { table: linked, expectedVersion: old.version });
      return { table: next, created: true };
    } catch (err) {
      // A join code taken, or someone else linked a rematch first (or this request's own
      // attempt did, its answer lost): look again, and find it linked.
      const again = err instanceof ItemAlreadyExistsError || err instanceof VersionConflictError;
      if (!again || attempt >= ATTEMPTS) throw err;
    }
  }
}

/** The new table: same seats (people invited back), rules and settings; started at once if nobody is invited. */
function rematchOf(old: TableRecord, asker: Person, ctx: TableContext): TableRecord {
  // The asker takes their seat now, under their name as it is now (a seat copies the name when
  // it is taken); the others are invited under the name they had, and take theirs on accepting.
  const seats = old.seats.map((s): SeatRecord => {
    if (s.kind !== 'person') return s;
    if (s.playerId === asker.id) return { ...s, name: asker.name };
    return { kind: 'open', invited: { playerId: s.playerId, name: s.name } };
  });
  const now = ctx.now().toISOString();
  const table: TableRecord = {
    id: ctx.newId(),
    code: ctx.newCode(),
    version: 1,
    status: 'open',
    createdBy: asker.id,
    createdAt: now,
    updatedAt: now,
    rules: old.rules,
    seats,
    fill: old.fill,
    visibility: old.visibility,
    moveTimeLimitSeconds: old.moveTimeLimitSeconds,
    onTimeout: old.onTimeout,
    playForcedMoves: old.playForcedMoves,
    dev: old.dev,
    botSeed: old.dev?.seed !== undefined ? `${old.dev.seed}:rematch:bots` : ctx.randomSeed(),
    match: null,
    turnSince: null,
    deadline: null,
    idem: {},
    rematchOf: old.id,
    rematch: null,
    // Everyone invited back finds it in their inbox.
    pending: { seated: old.seats.flatMap((s) => (s.kind === 'person' ? [s.playerId] : [])) },
  };
  return seats.some((s) => s.kind === 'open') ? table : startNow(table, ctx);
}
