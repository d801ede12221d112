/**
 * The pairing port's contract, run on every adapter (the in-memory one in the unit tests, the
 * DynamoDB one on DynamoDB Local): through the operations, as the API calls them, with the races
 * the issue names: two accepting one seek, a cancel racing an accept, waves and an arrival at
 * once, a leave racing a wave, a lost answer. Each subject is a fresh, empty store.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PairingError } from '../../functions/pairing/errors';
import {
  MAX_CORRESPONDENCE_ENTRIES,
  POOL_RULES,
  POOL_SEATS,
  POOLS,
  type QueueKey,
  TWO_PLAYER_POOLS,
} from '../../functions/pairing/model';
import {
  acceptSeek,
  cancelSeek,
  createSeek,
  entryStatus,
  joinQueue,
  leaveQueue,
  listSeeks,
  type PairingContext,
  runWave,
  seekTableId,
} from '../../functions/pairing/operations';
import type { PairingStore } from '../../functions/pairing/port';
import { newJoinCode, newSeed } from '../../functions/tables/codes';

export interface PairingSubject {
  store: PairingContext['store'];
  /** The next transaction lands and its answer is lost on the way back. */
  loseNextAnswer(): void;
}

const newId = () => randomBytes(15).toString('base64url');

function context(store: PairingContext['store'], now: () => Date = () => new Date()): PairingContext {
  return {
    store,
    now,
    clock: () => performance.now(),
    randomSeed: newSeed,
    newId,
    newCode: newJoinCode,
    botBudgetMs: 50,
  };
}

const person = (name: string) => ({ id: newId(), name });
const q = (pool: QueueKey['pool'], pace: QueueKey['pace'] = 'live', rated = true): QueueKey => ({
  pool,
  pace,
  rated,
});

/** Every table's seats, and a check that no entry sat at two tables or at one it was not paired to. */
async function seatedOnce(
  store: PairingStore & object,
  ctx: PairingContext,
  entries: { playerId: string; id: string }[],
) {
  const tables = new Map<string, string[]>();
  for (const e of entries) {
    const r = await store.findEntry(e.playerId, e.id);
    if (r?.status !== 'paired') continue;
    const t = await ctx.store.findTable(r.tableId!);
    expect(t, `table ${r.tableId}`).not.toBeNull();
    const seated = t!.seats.map((s) => (s.kind === 'person' ? s.playerId : ''));
    expect(seated).toContain(e.playerId);
    tables.set(t!.id, seated);
  }
  return tables;
}

export function pairingContract(name: string, subject: () => Promise<PairingSubject>) {
  describe(`the pairing port's contract: ${name}`, () => {
    it('a second person joining pairs on arrival: one started, rated table, both entries paired to it', async () => {
      const { store } = await subject();
      const ctx = context(store);
      const [ana, ben] = [person('Ana'), person('Ben')];
      const first = await joinQueue(ctx, ana, q('draw2'));
      expect(first.entry.status).toBe('waiting');
      expect(first.waitingInQueue).toBe(1);
      expect(first.allowedGap).toBe(100);
      const second = await joinQueue(ctx, ben, q('draw2'));
      expect(second.entry.status).toBe('paired');
      const again = await entryStatus(ctx, ana.id, first.entry.id);
      expect(again.entry.tableId).toBe(second.entry.tableId);
      expect(again.version).toBe(2);
      const table = await ctx.store.findTable(second.entry.tableId!);
      expect(table?.status).toBe('playing');
      expect(table?.rated).toBe(true);
      expect(table?.onTimeout).toBe('forfeit');
      expect(table?.seats.map((s) => (s.kind === 'person' ? s.name : '')).sort()).toEqual(['Ana', 'Ben']);
      expect(await store.pairing.waitingCount(q('draw2'))).toBe(0);
    });

    it('the unrated queue is apart from the rated one, and its table is not rated', async () => {
      const { store } = await subject();
      const ctx = context(store);
      await joinQueue(ctx, person('Ana'), q('block2', '1d', true));
      const b = await joinQueue(ctx, person('Ben'), q('block2', '1d', false));
      expect(b.entry.status).toBe('waiting');
      const c = await joinQueue(ctx, person('Cy'), q('block2', '1d', false));
      const table = await ctx.store.findTable(c.entry.tableId!);
      expect(table?.rated).toBeUndefined();
      expect(table?.moveTimeLimitSeconds).toBe(86_400);
    });

    it('one live entry a person; correspondence entries up to the cap (pairing/too-many-entries)', async () => {
      const { store } = await subject();
      const ctx = context(store);
      const ana = person('Ana');
      await joinQueue(ctx, ana, q('draw2', 'live'));
      await expect(joinQueue(ctx, ana, q('block2', 'live'))).rejects.toMatchObject({
        code: 'pairing/too-many-entries',
      });
      for (let i = 0; i < MAX_CORRESPONDENCE_ENTRIES; i++) await joinQueue(ctx, ana, q('allFives2', '3d'));
      await expect(joinQueue(ctx, ana, q('allFives2', '7d'))).rejects.toMatchObject({
        code: 'pairing/too-many-entries',
      });
      // Her own entries never meet each other.
      expect(await store.pairing.waitingCount(q('allFives2', '3d'))).toBe(MAX_CORRESPONDENCE_ENTRIES);
    });

    it('leaving removes the entry; leaving a paired entry names its table (pairing/already-paired)', async () => {
      const { store } = await subject();
      const ctx = context(store);
      const [ana, ben, cy] = [person('Ana'), person('Ben'), person('Cy')];
      const a = await joinQueue(ctx, ana, q('ffa3'));
      await leaveQueue(ctx, ana.id, a.entry.id);
      await expect(entryStatus(ctx, ana.id, a.entry.id)).rejects.toMatchObject({ code: 'pairing/not-found' });
      await expect(leaveQueue(ctx, ana.id, a.entry.id)).rejects.toMatchObject({ code: 'pairing/not-found' });
      const b = await joinQueue(ctx, ben, q('draw2', '2d'));
      const c = await joinQueue(ctx, cy, q('draw2', '2d'));
      const err = await leaveQueue(ctx, ben.id, b.entry.id).catch((e) => e);
      expect(err).toBeInstanceOf(PairingError);
      expect(err).toMatchObject({ code: 'pairing/already-paired', tableId: c.entry.tableId });
    });

    it('a leave racing a wave ends in exactly one: left and seated nowhere, or paired', async () => {
      const { store } = await subject();
      const ctx = context(store);
      for (let round = 0; round < 6; round++) {
        const queue = q('draw2', '7d', round % 2 === 0);
        const [ana, ben] = [person('Ana'), person('Ben')];
        // Both waiting, not yet paired: added straight to the store.
        const entries = [ana, ben].map((p) => ({
          id: newId(),
          queue,
          playerId: p.id,
          name: p.name,
          rating: 1500,
          joinedAt: new Date().toISOString(),
          avoid: [],
        }));
        for (const e of entries) await store.pairing.addEntry(e);
        const [left, wave] = await Promise.allSettled([
          leaveQueue(ctx, ana.id, entries[0].id),
          runWave(ctx, queue),
        ]);
        expect(wave.status).toBe('fulfilled');
        const after = await store.pairing.findEntry(ana.id, entries[0].id);
        if (left.status === 'fulfilled') {
          expect(after).toBeNull();
          expect(wave.status === 'fulfilled' && wave.value.tables).toBe(0);
          expect((await store.pairing.findEntry(ben.id, entries[1].id))?.status).toBe('waiting');
          await leaveQueue(ctx, ben.id, entries[1].id);
        } else {
          expect(left.reason).toMatchObject({ code: 'pairing/already-paired' });
          expect(after?.status).toBe('paired');
        }
      }
    });

    it('waves and arrivals at once never seat one entry twice', async () => {
      const { store } = await subject();
      const ctx = context(store);
      const queue = q('allFives2', 'live', false);
      const people = Array.from({ length: 12 }, (_, i) => person(`P${i}`));
      const joined: { playerId: string; id: string }[] = [];
      // Six wait already; six arrive while three waves run.
      for (const p of people.slice(0, 6)) {
        const e = {
          id: newId(),
          queue,
          playerId: p.id,
          name: p.name,
          rating: 1500,
          joinedAt: new Date().toISOString(),
          avoid: [],
        };
        await store.pairing.addEntry(e);
        joined.push({ playerId: p.id, id: e.id });
      }
      const results = await Promise.all([
        runWave(ctx, queue),
        runWave(ctx, queue),
        ...people.slice(6).map((p) => joinQueue(ctx, p, queue)),
        runWave(ctx, queue),
      ]);
      for (const r of results) if ('entry' in r) joined.push({ playerId: r.entry.playerId, id: r.entry.id });
      await runWave(ctx, queue);
      const tables = await seatedOnce(store.pairing, ctx, joined);
      const seats = [...tables.values()].flat();
      expect(new Set(seats).size).toBe(seats.length);
      expect(seats.length).toBe(12);
      expect(await store.pairing.waitingCount(queue)).toBe(0);
    });

    it('a four-player pool seats four; partnership sets near team strength', async () => {
      const { store } = await subject();
      const ctx = context(store);
      const queue = q('partnership', 'live', false);
      const entries = [1800, 1700, 1650, 1500].map((rating, i) => ({
        id: newId(),
        queue,
        playerId: newId(),
        name: `P${i}`,
        rating,
        // A minute waited: the allowed gap is 600.
        joinedAt: new Date(Date.now() - 60_000).toISOString(),
        avoid: [],
      }));
      for (const e of entries) await store.pairing.addEntry(e);
      const report = await runWave(ctx, queue);
      expect(report.tables).toBe(1);
      const paired = await store.pairing.findEntry(entries[0].playerId, entries[0].id);
      const table = await ctx.store.findTable(paired!.tableId!);
      expect(table?.seats.map((s) => (s.kind === 'person' ? s.name : ''))).toEqual(['P0', 'P1', 'P3', 'P2']);
    });

    it('the new pools: two waves at once seat each entry once, at rated tables of the pool’s game', async () => {
      const { store } = await subject();
      const ctx = context(store);
      const trains = q('mexicanTrain', '1d');
      const cuban = q('doubleNinePartnership');
      const waiting = (queue: QueueKey, n: number) =>
        Array.from({ length: n }, (_, i) => ({
          id: newId(),
          queue,
          playerId: newId(),
          name: `${queue.pool} ${i}`,
          rating: 1500 + 10 * i,
          joinedAt: new Date(Date.now() - 60_000).toISOString(),
          avoid: [],
        }));
      const entries = [...waiting(trains, 8), ...waiting(cuban, 4)];
      for (const e of entries) await store.pairing.addEntry(e);
      // Two waves over each queue at once: each table is one transaction, so an entry sits once.
      await Promise.all([
        runWave(ctx, trains),
        runWave(ctx, trains),
        runWave(ctx, cuban),
        runWave(ctx, cuban),
      ]);
      await runWave(ctx, trains);
      const tables = await seatedOnce(store.pairing, ctx, entries);
      const seats = [...tables.values()].flat();
      expect(new Set(seats).size).toBe(12);
      expect(tables.size).toBe(3);
      for (const id of tables.keys()) {
        const table = (await ctx.store.findTable(id))!;
        expect([table.status, table.rated, table.onTimeout, table.seats.length]).toEqual([
          'playing',
          true,
          'forfeit',
          4,
        ]);
        const train = table.match !== null && 'round' in table.match;
        expect(table.rules).toEqual(
          train ? { game: 'mexicanTrain', players: 4 } : { preset: 'partnership', players: 4, set: 9 },
        );
      }
      expect(await store.pairing.waitingCount(trains)).toBe(0);
      expect(await store.pairing.waitingCount(cuban)).toBe(0);
    });

    it('nobody meets their last opponent again while anyone else waits', async () => {
      const { store } = await subject();
      const ctx = context(store);
      const queue = q('draw2', '1d', false);
      const [ana, ben, cy] = [person('Ana'), person('Ben'), person('Cy')];
      await joinQueue(ctx, ana, queue);
      await joinQueue(ctx, ben, queue);
      expect(await store.pairing.lastOpponents(ana.id, 'draw2')).toEqual([ben.id]);
      // All three waiting at once (as joinQueue adds them, each with their last opponents).
      for (const p of [ana, ben, cy]) {
        await store.pairing.addEntry({
          id: newId(),
          queue,
          playerId: p.id,
          name: p.name,
          rating: 1500,
          joinedAt: new Date().toISOString(),
          avoid: await store.pairing.lastOpponents(p.id, 'draw2'),
        });
      }
      expect((await runWave(ctx, queue)).tables).toBe(1);
      const left = await store.pairing.waitingIn(queue);
      expect(left).toHaveLength(1);
      expect(left[0].name).not.toBe('Cy');
    });

    it('a lost answer: the table made once and its entries paired to it', async () => {
      const subj = await subject();
      const ctx = context(subj.store);
      const queue = q('ffa3', '2d', false);
      const entries = Array.from({ length: 3 }, (_, i) => ({
        id: newId(),
        queue,
        playerId: newId(),
        name: `P${i}`,
        rating: 1500,
        joinedAt: new Date().toISOString(),
        avoid: [],
      }));
      for (const e of entries) await subj.store.pairing.addEntry(e);
      subj.loseNextAnswer();
      const report = await runWave(ctx, queue);
      expect(report).toMatchObject({ tables: 1, lost: 0 });
      const tables = await seatedOnce(
        subj.store.pairing,
        ctx,
        entries.map((e) => ({ playerId: e.playerId, id: e.id })),
      );
      expect(tables.size).toBe(1);
    });

    it('a seek accepted by two at once makes one table; the other hears seek/gone', async () => {
      const { store } = await subject();
      const ctx = context(store);
      for (let round = 0; round < 4; round++) {
        const seek = await createSeek(ctx, person('Ana'), {
          pool: 'draw2',
          pace: 'live',
          rated: true,
          minRating: null,
          maxRating: null,
        });
        const [x, y] = await Promise.allSettled([
          acceptSeek(ctx, person('Ben'), seek.id),
          acceptSeek(ctx, person('Cy'), seek.id),
        ]);
        const won = [x, y].filter((r) => r.status === 'fulfilled');
        const lost = [x, y].filter((r) => r.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost[0].status === 'rejected' && lost[0].reason.code).toMatch(/^seek\/(gone|not-found)$/);
        expect(await store.pairing.findSeek(seek.id)).toBeNull();
      }
    });

    it('every two-player pool takes seeks, and an accepted one plays its pool’s game', async () => {
      const { store } = await subject();
      const ctx = context(store);
      expect([...TWO_PLAYER_POOLS]).toEqual(POOLS.filter((p) => POOL_SEATS[p] === 2));
      for (const pool of TWO_PLAYER_POOLS) {
        const seek = await createSeek(ctx, person('Ana'), {
          pool,
          pace: '1d',
          rated: true,
          minRating: null,
          maxRating: null,
        });
        const table = await acceptSeek(ctx, person('Ben'), seek.id);
        expect([table.rated, table.rules], pool).toEqual([true, expect.objectContaining(POOL_RULES[pool])]);
      }
    });

    it('a cancel racing an accept ends in exactly one of the two', async () => {
      const { store } = await subject();
      const ctx = context(store);
      for (let round = 0; round < 6; round++) {
        const ana = person('Ana');
        const seek = await createSeek(ctx, ana, {
          pool: 'block2',
          pace: '1d',
          rated: false,
          minRating: null,
          maxRating: null,
        });
        const [cancel, accept] = await Promise.allSettled([
          cancelSeek(ctx, ana.id, seek.id),
          acceptSeek(ctx, person('Ben'), seek.id),
        ]);
        expect([cancel.status, accept.status].sort()).toEqual(['fulfilled', 'rejected']);
        const table = await ctx.store.findTable(seekTableId(seek.id));
        expect(table !== null).toBe(accept.status === 'fulfilled');
        if (cancel.status === 'rejected') expect(cancel.reason.code).toBe('seek/gone');
      }
    });

    it('a lost answer on an acceptance: the table is the acceptor’s, made once', async () => {
      const subj = await subject();
      const ctx = context(subj.store);
      const seek = await createSeek(ctx, person('Ana'), {
        pool: 'allFives2',
        pace: '3d',
        rated: true,
        minRating: null,
        maxRating: null,
      });
      const ben = person('Ben');
      subj.loseNextAnswer();
      const table = await acceptSeek(ctx, ben, seek.id);
      expect(table.seats.map((s) => (s.kind === 'person' ? s.playerId : ''))).toContain(ben.id);
      // Sending it again (its answer lost to the client) finds the same table.
      expect((await acceptSeek(ctx, ben, seek.id)).id).toBe(table.id);
    });

    it('a seek honours its rating range, its owner, and the cap', async () => {
      const { store } = await subject();
      const ctx = context(store);
      const ana = person('Ana');
      const high = await createSeek(ctx, ana, {
        pool: 'draw2',
        pace: '7d',
        rated: true,
        minRating: 1600,
        maxRating: null,
      });
      await expect(acceptSeek(ctx, person('Ben'), high.id)).rejects.toMatchObject({
        code: 'seek/out-of-range',
      });
      await expect(acceptSeek(ctx, ana, high.id)).rejects.toMatchObject({ code: 'seek/own-seek' });
      await expect(cancelSeek(ctx, person('Ben').id, high.id)).rejects.toMatchObject({
        code: 'seek/not-yours',
      });
      await createSeek(ctx, ana, {
        pool: 'draw2',
        pace: '7d',
        rated: true,
        minRating: 1400,
        maxRating: 1600,
      });
      await createSeek(ctx, ana, {
        pool: 'block2',
        pace: 'live',
        rated: true,
        minRating: null,
        maxRating: null,
      });
      await expect(
        createSeek(ctx, ana, { pool: 'block2', pace: 'live', rated: true, minRating: null, maxRating: null }),
      ).rejects.toMatchObject({ code: 'seek/too-many-seeks' });
      await expect(
        createSeek(ctx, person('Cy'), {
          pool: 'ffa4',
          pace: 'live',
          rated: true,
          minRating: null,
          maxRating: null,
        }),
      ).rejects.toMatchObject({ code: 'seek/two-players-only' });
      const fits = await listSeeks(ctx, { pool: 'draw2', pace: '7d', fits: 1500 }, 20, null);
      expect(fits.seeks.map((s) => s.minRating)).toEqual([1400]);
    });

    it('the seeks list is newest first, filtered by game and pace, and pages', async () => {
      const { store } = await subject();
      let at = Date.parse('2026-12-06T10:00:00.000Z');
      const ctx = context(store, () => new Date(at));
      const made = [];
      for (let i = 0; i < 5; i++) {
        at += 1000;
        made.push(
          await createSeek(ctx, person(`S${i}`), {
            pool: 'allFives2',
            pace: '2d',
            rated: i % 2 === 0,
            minRating: null,
            maxRating: null,
          }),
        );
      }
      const page1 = await listSeeks(ctx, { pool: 'allFives2', pace: '2d' }, 3, null);
      expect(page1.seeks.map((s) => s.name)).toEqual(['S4', 'S3', 'S2']);
      const page2 = await listSeeks(ctx, { pool: 'allFives2', pace: '2d' }, 3, page1.next);
      expect(page2.seeks.map((s) => s.name)).toEqual(['S1', 'S0']);
      expect((await listSeeks(ctx, { pool: 'draw2', pace: '2d' }, 3, null)).seeks).toEqual([]);
      // Past its time, a seek leaves the list.
      at += 3 * 86_400_000 + 7 * 86_400_000;
      expect((await listSeeks(ctx, { pool: 'allFives2' }, 10, null)).seeks).toEqual([]);
      expect(made).toHaveLength(5);
    });
  });
}
