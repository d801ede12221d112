/** What the pairing and seek routes do (definitions.ts defines them): functions/pairing, for the caller. */
import type { RouteHandler } from '@hono/zod-openapi';
import { PAIRING_CODES, PairingError, SEEK_CODES } from '../../pairing/errors';
import type { SeekRecord } from '../../pairing/model';
import {
  acceptSeek,
  cancelSeek,
  createSeek,
  type EntryStatus,
  joinQueue,
  leaveQueue,
  listSeeks,
  pollEntry,
} from '../../pairing/operations';
import { readTableStakes } from '../../ratings/stakes';
import { getTableOrThrow } from '../../tables/load';
import type { AuthEnv } from '../auth';
import type { AppDeps } from '../deps';
import { HttpProblem } from '../problem';
import type * as route from './definitions';

const shownEntry = (s: EntryStatus) => ({
  id: s.entry.id,
  pool: s.entry.queue.pool,
  pace: s.entry.queue.pace,
  rated: s.entry.queue.rated,
  status: s.entry.status,
  version: s.version,
  joinedAt: s.entry.joinedAt,
  rating: s.entry.rating,
  waitedSeconds: s.waitedSeconds,
  waitingInQueue: s.waitingInQueue,
  allowedGap: s.allowedGap,
  tableId: s.entry.tableId,
});

const shownSeek = ({ expiresAt, ...s }: SeekRecord) => ({ ...s, expiresAt });

/** A refusal that names a table (already paired, a seek accepted): its Location the table. */
function withTable<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((err) => {
    if (
      err instanceof PairingError &&
      err.tableId !== undefined &&
      (err.code === PAIRING_CODES.alreadyPaired || err.code === SEEK_CODES.gone)
    ) {
      throw new HttpProblem(err.code, err.message, { headers: { location: `/v1/tables/${err.tableId}` } });
    }
    throw err;
  });
}

export function pairingHandlers(deps: AppDeps) {
  const createPairingEntry: RouteHandler<typeof route.createPairingEntryRoute, AuthEnv> = async (c) => {
    const body = c.req.valid('json');
    const status = await joinQueue(deps, c.get('player'), body);
    c.header('location', `/v1/players/me/pairing/${status.entry.id}`);
    return c.json(shownEntry(status), 201);
  };

  const getPairingEntry: RouteHandler<typeof route.getPairingEntryRoute, AuthEnv> = async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const maxMs = Math.min((q.wait ?? 20) * 1000, deps.config.longPollMaxMs);
    const wait = { since: q.since, maxMs, intervalMs: Math.max(deps.config.longPollIntervalMs, 500) };
    const status = await pollEntry(deps, c.get('player').id, id, wait, c.req.raw.signal);
    c.header('cache-control', 'private, no-cache');
    return c.json(shownEntry(status), 200);
  };

  const deletePairingEntry: RouteHandler<typeof route.deletePairingEntryRoute, AuthEnv> = async (c) => {
    const { id } = c.req.valid('param');
    await withTable(() => leaveQueue(deps, c.get('player').id, id));
    return c.body(null, 204);
  };

  const createSeekHandler: RouteHandler<typeof route.createSeekRoute, AuthEnv> = async (c) => {
    const body = c.req.valid('json');
    const seek = await createSeek(deps, c.get('player'), {
      pool: body.pool,
      pace: body.pace,
      rated: body.rated,
      minRating: body.minRating ?? null,
      maxRating: body.maxRating ?? null,
    });
    c.header('location', `/v1/seeks/${seek.id}`);
    return c.json(shownSeek(seek), 201);
  };

  const listSeeksHandler: RouteHandler<typeof route.listSeeksRoute, AuthEnv> = async (c) => {
    const q = c.req.valid('query');
    const page = await listSeeks(
      deps,
      { pool: q.pool, pace: q.pace, fits: q.rating },
      q.limit ?? 20,
      q.cursor ?? null,
    );
    c.header('cache-control', 'private, no-cache');
    return c.json({ seeks: page.seeks.map(shownSeek), cursor: page.next }, 200);
  };

  const acceptSeekHandler: RouteHandler<typeof route.acceptSeekRoute, AuthEnv> = async (c) => {
    const { id } = c.req.valid('param');
    const table = await acceptSeek(deps, c.get('player'), id);
    c.header('location', `/v1/tables/${table.id}`);
    return c.json({ tableId: table.id }, 201);
  };

  const deleteSeek: RouteHandler<typeof route.deleteSeekRoute, AuthEnv> = async (c) => {
    const { id } = c.req.valid('param');
    await withTable(() => cancelSeek(deps, c.get('player').id, id));
    return c.body(null, 204);
  };

  const getTableStakes: RouteHandler<typeof route.getTableStakesRoute, AuthEnv> = async (c) => {
    const table = await getTableOrThrow(deps, c.req.valid('param').id);
    const stakes = await readTableStakes(deps.rating.store, table);
    c.header('cache-control', 'private, no-cache');
    return c.json({ rated: stakes.pool !== null && stakes.seats.length > 0, ...stakes }, 200);
  };

  return {
    createPairingEntry,
    getPairingEntry,
    deletePairingEntry,
    createSeek: createSeekHandler,
    listSeeks: listSeeksHandler,
    acceptSeek: acceptSeekHandler,
    deleteSeek,
    getTableStakes,
  };
}
