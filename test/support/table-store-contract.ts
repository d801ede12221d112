/**
 * What every adapter of the tables' port must do, as one suite: run on the in-memory store
 * (test/store/memory-store.unit.test.ts) and on DynamoDB Local (test/store/dynamodb-contract.test.ts),
 * so the two cannot drift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  InvalidCursorError,
  ItemAlreadyExistsError,
  JOIN_CODE_ITEM,
  RatingsChangedError,
  StoreUnavailableError,
  TABLE_ITEM,
  VersionConflictError,
} from '../../functions/core/store-errors';
import type { PlayerRatings, RatingWrite } from '../../functions/ratings/model';
import { newId, newJoinCode } from '../../functions/tables/codes';
import type {
  HandArchive,
  RoundArchive,
  SeatRecord,
  TableRecord,
  WritePlan,
} from '../../functions/tables/model';
import type { DueEntry, TableIndexes, TableStore } from '../../functions/tables/port';
import type { VacationBank } from '../../functions/vacation/model';
import { decodeHandAnalysis } from '../../shared/analysis';
import { playedHand } from '../analysis/hands';
import { openTableRecord } from './table-record';
import { playedRound } from './train-rounds';

export interface StoreUnderTest {
  store: TableStore;
  /** The next write's answer lost, the store trying it again (`once`); every write's (`all`); none. */
  loseAnswers(mode: 'none' | 'once' | 'all'): void;
}

const NONE: TableIndexes = { lobby: null, dueAt: null, expiresAt: null };
const AT = '2026-03-01T10:00:00.000Z';

/** A table just opened by `by` (seated at 0), at version 1, with a fresh id and code. */
function table(by: string, changes: Partial<TableRecord> = {}): TableRecord {
  const seats: SeatRecord[] = [{ kind: 'person', playerId: by, name: by }, { kind: 'open' }];
  const t = openTableRecord({ preset: 'block', players: 2 }, seats, new Date(AT));
  return { ...t, id: newId(), code: newJoinCode(), createdBy: by, version: 1, ...changes };
}

/** The same table one change on (a version up, a minute later, with `changes`). */
function next(t: TableRecord, changes: Partial<TableRecord> = {}): TableRecord {
  return { ...t, version: t.version + 1, updatedAt: later(t.updatedAt, 60), ...changes };
}

const later = (at: string, seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();
const player = (tag: string) => `p-${tag}-${newId()}`;

function ratings(playerId: string, version: number): PlayerRatings {
  return { playerId, version, lastMatch: null, hidden: false, pools: {}, recent: [], updatedAt: AT };
}

const ratingWrite = (playerId: string, expectedVersion: number | null): RatingWrite => ({
  next: ratings(playerId, (expectedVersion ?? 0) + 1),
  expectedVersion,
  unlist: [],
  list: [],
});

const bank = (playerId: string, version: number): VacationBank => ({
  playerId,
  version,
  balanceMinutes: 1000 - version,
  accruedAt: AT,
  awayUntil: null,
  asked: null,
  updatedAt: AT,
});

/** A finished hand as a save archives it, ended at `endVersion`. */
function archive(handNo: number, endVersion: number): HandArchive {
  const record = { ...playedHand({ preset: 'block', players: 2 }, `contract-${handNo}`).record, handNo };
  return { record, salt: null, startVersion: endVersion - record.log.length, endVersion };
}

function roundArchive(round: number, endVersion: number): RoundArchive {
  const record = {
    ...playedRound({ game: 'mexicanTrain', players: 3, set: 9 }, `contract-round-${round}`),
    round,
  };
  return { record, salt: `salt-${round}`, startVersion: endVersion - 9, endVersion };
}

const ANALYSIS = decodeHandAnalysis(
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', 'fixtures', 'analysis', 'v1', 'block-2-blunder.json'),
      'utf8',
    ),
  ),
);

/** What `run` throws (it must throw). */
async function thrown(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to throw');
}

/** Every entry of the due index up to `until`, each shard read a page of `page` at a time. */
async function allDue(store: TableStore, until: string, page = 2): Promise<DueEntry[][]> {
  const shards: DueEntry[][] = [];
  for (let shard = 0; shard < store.dueShardCount; shard++) {
    const found: DueEntry[] = [];
    let after: DueEntry | undefined;
    for (;;) {
      const got = await store.dueInShard(shard, until, page, after);
      found.push(...got);
      if (got.length < page) break;
      after = got.at(-1);
    }
    shards.push(found);
  }
  return shards;
}

/**
 * The suite. `open` gives the adapter under test on a store of its own (the lobby and the due
 * index are read whole); the tests share it, so each makes its own tables and players.
 */
export function tableStoreContract(open: () => Promise<StoreUnderTest>): void {
  let s: StoreUnderTest;
  let store: TableStore;
  beforeAll(async () => {
    s = await open();
    store = s.store;
  });
  afterEach(() => s.loseAnswers('none'));

  const create = async (t: TableRecord, writes: WritePlan = {}, indexes = NONE) => {
    await store.createTable(t, indexes, writes);
    return t;
  };

  describe('saving and loading', () => {
    it('a table created is found by its id and its code, as it was', async () => {
      const t = await create(table(player('a')));
      expect(await store.findTable(t.id)).toEqual(t);
      expect(await store.tableIdByCode(t.code)).toBe(t.id);
      expect(await store.findTable(newId())).toBeNull();
      expect(await store.tableIdByCode(newJoinCode())).toBeNull();
    });

    it('a save at the stored version replaces it; loadTables keeps the order asked, leaving out the missing', async () => {
      const a = await create(table(player('a')));
      const b = await create(table(player('b')));
      const moved = next(a, { visibility: 'private' });
      await store.saveTable(moved, NONE, a.version, {});
      expect(await store.findTable(a.id)).toEqual(moved);
      expect(await store.loadTables([b.id, newId(), a.id])).toEqual([b, moved]);
      expect(await store.loadTables([])).toEqual([]);
    });

    it('a save whose table moved on is a VersionConflictError naming it, and writes nothing', async () => {
      const p = player('a');
      const t = await create(table(p));
      await store.saveTable(next(t), NONE, t.version, {});
      const other = player('b');
      const err = await thrown(() =>
        store.saveTable(next(t, { visibility: 'private' }), NONE, t.version, { seated: [other] }),
      );
      expect(err).toBeInstanceOf(VersionConflictError);
      expect(err).toMatchObject({ tableId: t.id, expectedVersion: t.version, earlierAttemptUnknown: false });
      expect(await store.findTable(t.id)).toEqual(next(t));
      expect((await store.activeTableIds(other, 10, null)).ids).toEqual([]);
    });

    it('a save of a table that is not there is a VersionConflictError', async () => {
      const t = table(player('a'));
      expect(await thrown(() => store.saveTable(next(t), NONE, t.version, {}))).toBeInstanceOf(
        VersionConflictError,
      );
      expect(await store.findTable(t.id)).toBeNull();
    });
  });

  describe('creating once', () => {
    it('a taken code is ItemAlreadyExistsError naming the code; a taken id, naming the table; neither writes', async () => {
      const t = await create(table(player('a')));
      const sameCode = table(player('b'), { code: t.code });
      const byCode = await thrown(() => create(sameCode));
      expect(byCode).toBeInstanceOf(ItemAlreadyExistsError);
      expect(byCode).toMatchObject({ item: JOIN_CODE_ITEM, earlierAttemptUnknown: false });
      expect(await store.findTable(sameCode.id)).toBeNull();

      const sameId = { ...table(player('c')), id: t.id };
      const byId = await thrown(() => create(sameId));
      expect(byId).toMatchObject({ item: TABLE_ITEM });
      expect(await store.tableIdByCode(sameId.code)).toBeNull();
      expect(await store.findTable(t.id)).toEqual(t);
    });

    it('a rematch linking a table that moved on is a VersionConflictError, and opens nothing', async () => {
      const p = player('a');
      const old = await create(table(p, { status: 'over' }));
      const rematch = table(p);
      const linked = {
        table: next(old, { rematch: rematch.id }),
        indexes: NONE,
        expectedVersion: old.version + 1,
        writes: {},
      };
      const err = await thrown(() => store.createTable(rematch, NONE, { seated: [p] }, linked));
      expect(err).toBeInstanceOf(VersionConflictError);
      expect(err).toMatchObject({ tableId: old.id, expectedVersion: old.version + 1 });
      expect(await store.findTable(rematch.id)).toBeNull();
      expect(await store.tableIdByCode(rematch.code)).toBeNull();

      await store.createTable(rematch, NONE, { seated: [p] }, { ...linked, expectedVersion: old.version });
      expect(await store.findTable(old.id)).toEqual(linked.table);
      expect(await store.findTable(rematch.id)).toEqual(rematch);
    });
  });

  describe('what a save writes with the table', () => {
    it('a rated end whose only failed condition is a ratings item is RatingsChangedError, writing nothing', async () => {
      const [p, q] = [player('a'), player('b')];
      await store.ratings.saveRatings(ratingWrite(q, null));
      const t = await create(table(p));
      const end = next(t, { status: 'over' });
      const stale = [ratingWrite(p, null), ratingWrite(q, null)];
      const err = await thrown(() => store.saveTable(end, NONE, t.version, { ratings: stale }));
      expect(err).toBeInstanceOf(RatingsChangedError);
      expect(err).toMatchObject({ contended: true });
      expect(await store.findTable(t.id)).toEqual(t);
      expect([...(await store.ratings.getRatings([p, q])).keys()]).toEqual([q]);

      await store.saveTable(end, NONE, t.version, { ratings: [ratingWrite(p, null), ratingWrite(q, 1)] });
      const saved = await store.ratings.getRatings([p, q, player('c')]);
      expect(saved.get(p)).toEqual(ratings(p, 1));
      expect(saved.get(q)).toEqual(ratings(q, 2));
      expect(saved.size).toBe(2);
    });

    it('a table that moved on wins over a ratings item in the error: VersionConflictError', async () => {
      const p = player('a');
      await store.ratings.saveRatings(ratingWrite(p, null));
      const t = await create(table(p));
      await store.saveTable(next(t), NONE, t.version, {});
      const err = await thrown(() =>
        store.saveTable(next(t, { status: 'over' }), NONE, t.version, { ratings: [ratingWrite(p, null)] }),
      );
      expect(err).toBeInstanceOf(VersionConflictError);
      expect(err).not.toBeInstanceOf(RatingsChangedError);
    });

    it('a vacation bank that moved on is a VersionConflictError on the table, writing nothing', async () => {
      const p = player('a');
      await store.vacations.saveBank(bank(p, 1), 0);
      const t = await create(table(p));
      const err = await thrown(() =>
        store.saveTable(next(t), NONE, t.version, { vacation: { bank: bank(p, 1), expectedVersion: 0 } }),
      );
      expect(err).toBeInstanceOf(VersionConflictError);
      expect(err).toMatchObject({ tableId: t.id });
      expect(await store.findTable(t.id)).toEqual(t);

      await store.saveTable(next(t), NONE, t.version, { vacation: { bank: bank(p, 2), expectedVersion: 1 } });
      expect(await store.vacations.findBank(p)).toEqual(bank(p, 2));
      expect(await store.vacations.findBanks([p, player('b')])).toEqual(new Map([[p, bank(p, 2)]]));
    });

    it('a bank saved alone is written on its version (0: not there), else VersionConflictError', async () => {
      const p = player('a');
      expect(await store.vacations.findBank(p)).toBeNull();
      await store.vacations.saveBank(bank(p, 1), 0);
      expect(await thrown(() => store.vacations.saveBank(bank(p, 1), 0))).toBeInstanceOf(
        VersionConflictError,
      );
      expect(await thrown(() => store.vacations.saveBank(bank(p, 3), 2))).toBeInstanceOf(
        VersionConflictError,
      );
      await store.vacations.saveBank(bank(p, 2), 1);
      expect(await store.vacations.findBank(p)).toEqual(bank(p, 2));
    });

    it('finished hands are archived with the save, read back by the version that ended them', async () => {
      const t = await create(table(player('a')));
      const [h1, h2] = [archive(1, 20), archive(2, 41)];
      await store.saveTable(next(t), NONE, t.version, { hands: [h1] });
      await store.saveTable(next(next(t)), NONE, t.version + 1, { hands: [h2] });
      expect(await store.handArchives(t.id, 0, 10)).toEqual([h1, h2]);
      expect(await store.handArchives(t.id, 20, 10)).toEqual([h2]);
      expect(await store.handArchives(t.id, 0, 1)).toEqual([h1]);
      expect(await store.handArchives(t.id, 41, 10)).toEqual([]);
    });

    it('finished Mexican Train rounds are archived with the save, apart from the hands', async () => {
      const t = await create(table(player('a')));
      const [r1, r2, r3] = [roundArchive(1, 20), roundArchive(2, 41), roundArchive(3, 41)];
      await store.saveTable(next(t), NONE, t.version, { rounds: [r1] });
      // Two rounds finished by one save (computer players): both written, in order.
      await store.saveTable(next(next(t)), NONE, t.version + 1, { rounds: [r2, r3] });
      expect(await store.roundArchives(t.id, 0, 10)).toEqual([r1, r2, r3]);
      expect(await store.roundArchives(t.id, 20, 10)).toEqual([r2, r3]);
      expect(await store.roundArchives(t.id, 0, 1)).toEqual([r1]);
      expect(await store.roundArchives(t.id, 41, 10)).toEqual([]);
      expect(await store.handArchives(t.id, 0, 10)).toEqual([]);
    });
  });

  describe('memberships: the inbox', () => {
    it('lists the tables a person sits at, newest first, a page at a time, and counts them', async () => {
      const p = player('a');
      const tables = [0, 1, 2].map((i) => table(p, { createdAt: later(AT, i), updatedAt: later(AT, i) }));
      for (const t of tables) await create(t, { seated: [p] });
      const newestFirst = tables.map((t) => t.id).reverse();
      expect(await store.activeTableIds(p, 10, null)).toEqual({ ids: newestFirst, cursor: null });
      const first = await store.activeTableIds(p, 2, null);
      expect(first.ids).toEqual(newestFirst.slice(0, 2));
      const second = await store.activeTableIds(p, 2, first.cursor);
      expect(second).toEqual({ ids: newestFirst.slice(2), cursor: null });
      expect(await store.unfinishedTableCount(p, 10)).toBe(3);
      expect(await store.unfinishedTableCount(p, 2)).toBe(2);
      expect(await store.activeTableIds(player('b'), 10, null)).toEqual({ ids: [], cursor: null });
    });

    it('a full page has a cursor even when nothing follows (as a DynamoDB Query with a Limit)', async () => {
      const p = player('a');
      const t = await create(table(p), { seated: [p] });
      const page = await store.activeTableIds(p, 1, null);
      expect(page.ids).toEqual([t.id]);
      expect(page.cursor).not.toBeNull();
      expect(await store.activeTableIds(p, 1, page.cursor)).toEqual({ ids: [], cursor: null });
    });

    it('a cursor the store did not make is an InvalidCursorError', async () => {
      expect(await thrown(() => store.activeTableIds(player('a'), 10, 'not-a-cursor'))).toBeInstanceOf(
        InvalidCursorError,
      );
    });

    it('a person unseated leaves the list; a finished table moves to the finished range', async () => {
      const [p, q] = [player('a'), player('b')];
      const seats: SeatRecord[] = [
        { kind: 'person', playerId: p, name: 'P' },
        { kind: 'person', playerId: q, name: 'Q' },
      ];
      const a = await create(table(p, { seats }), { seated: [p, q] });
      const b = await create(table(p, { createdAt: later(AT, 5) }), { seated: [p] });
      await store.saveTable(next(b, { seats: [b.seats[0], { kind: 'open' }] }), NONE, b.version, {});
      await store.saveTable(next(b, { version: b.version + 2 }), NONE, b.version + 1, { unseated: [p] });
      expect((await store.activeTableIds(p, 10, null)).ids).toEqual([a.id]);

      const closed = next(a, { status: 'closed' });
      await store.saveTable(closed, { ...NONE, expiresAt: 1_900_000_000 }, a.version, {
        expireMemberships: true,
        expireCode: true,
      });
      expect(await store.activeTableIds(p, 10, null)).toEqual({ ids: [], cursor: null });
      expect(await store.unfinishedTableCount(q, 10)).toBe(0);
      const place = { finishedAt: closed.updatedAt, tableId: a.id };
      expect(await store.finishedTables(p, 10, null)).toEqual([place]);
      expect(await store.finishedTables(q, 10, null)).toEqual([place]);
      // A code lives as long as its table: it still finds it.
      expect(await store.tableIdByCode(a.code)).toBe(a.id);
    });

    it('finished tables come the latest finished first, a page at a time after a place', async () => {
      const p = player('a');
      const places = [];
      for (const i of [0, 1, 2]) {
        const t = await create(table(p), { seated: [p] });
        const closed = next(t, { status: 'closed', updatedAt: later(AT, 100 * (i + 1)) });
        await store.saveTable(closed, { ...NONE, expiresAt: 1_900_000_000 }, t.version, {
          expireMemberships: true,
        });
        places.push({ finishedAt: closed.updatedAt, tableId: t.id });
      }
      const latestFirst = places.reverse();
      expect(await store.finishedTables(p, 10, null)).toEqual(latestFirst);
      expect(await store.finishedTables(p, 2, null)).toEqual(latestFirst.slice(0, 2));
      expect(await store.finishedTables(p, 2, latestFirst[1])).toEqual(latestFirst.slice(2));
    });

    it('an active membership given an expiry (a legacy finished one) is listed but not counted', async () => {
      const p = player('a');
      const t = await create(table(p), { seated: [p] });
      await store.saveTable(next(t), { ...NONE, expiresAt: 1_900_000_000 }, t.version, {
        expireMemberships: true,
      });
      expect((await store.activeTableIds(p, 10, null)).ids).toEqual([t.id]);
      expect(await store.unfinishedTableCount(p, 10)).toBe(0);
    });
  });

  describe('the lobby', () => {
    it('lists open tables oldest first and matches in play newest first, a page at a time', async () => {
      const open = [0, 1, 2].map((i) => table(player('o'), { createdAt: later(AT, -600 + i) }));
      const playing = [0, 1].map((i) =>
        table(player('m'), { createdAt: later(AT, -300 + i), status: 'playing' }),
      );
      const hidden = table(player('h'));
      for (const t of open) await create(t, {}, { ...NONE, lobby: 'open' });
      for (const t of playing) await create(t, {}, { ...NONE, lobby: 'playing' });
      await create(hidden, {}, { ...NONE, lobby: 'open' });
      // A table that leaves the list (taken, started, closed) is no longer in it.
      await store.saveTable(next(hidden), NONE, hidden.version, {});

      const ids = (ts: TableRecord[]) => ts.map((t) => t.id);
      const page1 = await store.lobby('open', 2, null);
      expect(ids(page1.tables)).toEqual(ids(open.slice(0, 2)));
      const page2 = await store.lobby('open', 2, page1.cursor);
      expect(page2.tables).toEqual(open.slice(2));
      expect(page2.cursor).toBeNull();
      expect(await store.lobby('playing', 10, null)).toEqual({
        tables: playing.slice().reverse(),
        cursor: null,
      });
      const first = await store.lobby('playing', 1, null);
      expect(ids((await store.lobby('playing', 1, first.cursor)).tables)).toEqual([playing[0].id]);

      // A cursor of one list is no cursor of the other, and made-up ones are refused.
      expect(await thrown(() => store.lobby('playing', 2, page1.cursor))).toBeInstanceOf(InvalidCursorError);
      expect(await thrown(() => store.lobby('open', 2, first.cursor))).toBeInstanceOf(InvalidCursorError);
      expect(await thrown(() => store.lobby('open', 2, 'bm90IGEgY3Vyc29y'))).toBeInstanceOf(
        InvalidCursorError,
      );
    });
  });

  describe('the due index', () => {
    it('gives each shard’s entries due by a time, oldest first, a page at a time; saves move them', async () => {
      const due = (seconds: number): TableIndexes => ({ ...NONE, dueAt: later(AT, seconds) });
      const seconds = [30, 10, 20, 10, 3600];
      const ts = seconds.map(() => table(player('d')));
      for (const [i, t] of ts.entries()) await create(t, {}, due(seconds[i]));
      const until = later(AT, 60);
      const entry = (i: number) => ({ id: ts[i].id, dueAt: later(AT, seconds[i]) });

      const shards = await allDue(store, until);
      for (const shard of shards) {
        const sorted = shard
          .slice()
          .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.id.localeCompare(b.id));
        expect(shard.map((e) => e.dueAt)).toEqual(sorted.map((e) => e.dueAt));
      }
      const byId = (es: DueEntry[]) => es.slice().sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(shards.flat())).toEqual(byId([0, 1, 2, 3].map(entry)));
      // One entry a page reads the same.
      expect(byId((await allDue(store, until, 1)).flat())).toEqual(byId(shards.flat()));

      // A save that moves the deadline moves the entry; one with none leaves the index.
      await store.saveTable(next(ts[0]), due(7200), ts[0].version, {});
      await store.saveTable(next(ts[1]), NONE, ts[1].version, {});
      await store.saveTable(next(ts[4]), due(5), ts[4].version, {});
      const moved = (await allDue(store, until)).flat();
      expect(byId(moved)).toEqual(byId([entry(2), entry(3), { id: ts[4].id, dueAt: later(AT, 5) }]));
    });

    it('refuses a shard it does not have', async () => {
      expect(await thrown(() => store.dueInShard(store.dueShardCount, AT, 1))).toBeInstanceOf(RangeError);
    });
  });

  describe('hints and analyses', () => {
    it('a hint counts once per table version; counts are by seat', async () => {
      const id = newId();
      expect(await store.countHint(id, 1, 0, 5, AT)).toBe(1);
      expect(await store.countHint(id, 1, 0, 5, AT)).toBe(1);
      expect(await store.countHint(id, 1, 0, 4, AT)).toBe(1);
      expect(await store.countHint(id, 1, 0, 7, AT)).toBe(2);
      expect(await store.countHint(id, 1, 1, 7, AT)).toBe(1);
      expect(await store.countHint(id, 2, 1, 9, AT)).toBe(1);
      expect(await store.hintCounts(id, 1)).toEqual(
        new Map([
          [0, 2],
          [1, 1],
        ]),
      );
      expect(await store.hintCounts(newId(), 1)).toEqual(new Map());
    });

    it('an analysis is stored once: a second put is refused and changes nothing', async () => {
      const id = newId();
      expect(await store.findHandAnalysis(id, ANALYSIS.handNo)).toBeNull();
      expect(await store.putHandAnalysis(id, ANALYSIS, AT)).toBe(true);
      expect(await store.putHandAnalysis(id, { ...ANALYSIS, steps: [] }, AT)).toBe(false);
      expect(await store.findHandAnalysis(id, ANALYSIS.handNo)).toEqual(ANALYSIS);
    });
  });

  describe('a write whose answer was lost', () => {
    it('a save that landed, tried again, is a VersionConflictError saying an earlier try went unanswered', async () => {
      const t = await create(table(player('a')));
      s.loseAnswers('once');
      const err = await thrown(() => store.saveTable(next(t), NONE, t.version, {}));
      expect(err).toBeInstanceOf(VersionConflictError);
      expect(err).toMatchObject({ tableId: t.id, earlierAttemptUnknown: true });
      expect(await store.findTable(t.id)).toEqual(next(t));
    });

    it('a save that lost its race says so too, and nothing of it landed', async () => {
      const t = await create(table(player('a')));
      await store.saveTable(next(t), NONE, t.version, {});
      s.loseAnswers('once');
      const err = await thrown(() =>
        store.saveTable(next(t, { visibility: 'private' }), NONE, t.version, {}),
      );
      expect(err).toMatchObject({ earlierAttemptUnknown: true });
      expect(await store.findTable(t.id)).toEqual(next(t));
    });

    it('a save no try of which was answered is StoreUnavailableError, outcome unknown; it landed once', async () => {
      const p = player('a');
      const t = await create(table(p));
      s.loseAnswers('all');
      const err = await thrown(() => store.saveTable(next(t), NONE, t.version, { seated: [p] }));
      s.loseAnswers('none');
      expect(err).toBeInstanceOf(StoreUnavailableError);
      expect(err).toMatchObject({ outcome: 'unknown' });
      expect(await store.findTable(t.id)).toEqual(next(t));
      expect((await store.activeTableIds(p, 10, null)).ids).toEqual([t.id]);
    });

    it('a create that landed, tried again, finds its code taken, saying an earlier try went unanswered', async () => {
      const p = player('a');
      const t = table(p);
      s.loseAnswers('once');
      const err = await thrown(() => create(t, { seated: [p] }));
      expect(err).toBeInstanceOf(ItemAlreadyExistsError);
      expect(err).toMatchObject({ item: JOIN_CODE_ITEM, earlierAttemptUnknown: true });
      expect(await store.findTable(t.id)).toEqual(t);
      expect((await store.activeTableIds(p, 10, null)).ids).toEqual([t.id]);
    });

    it('a bank saved alone, tried again, is a VersionConflictError saying so; it landed', async () => {
      const p = player('a');
      s.loseAnswers('once');
      const err = await thrown(() => store.vacations.saveBank(bank(p, 1), 0));
      expect(err).toBeInstanceOf(VersionConflictError);
      expect(err).toMatchObject({ earlierAttemptUnknown: true });
      expect(await store.vacations.findBank(p)).toEqual(bank(p, 1));
    });

    it('a hint or an analysis (no version to tell their own write by) is outcome unknown; each landed once', async () => {
      const id = newId();
      s.loseAnswers('once');
      const hint = await thrown(() => store.countHint(id, 1, 0, 3, AT));
      expect(hint).toBeInstanceOf(StoreUnavailableError);
      expect(hint).toMatchObject({ outcome: 'unknown' });
      expect(await store.hintCounts(id, 1)).toEqual(new Map([[0, 1]]));

      s.loseAnswers('once');
      const put = await thrown(() => store.putHandAnalysis(id, ANALYSIS, AT));
      expect(put).toMatchObject({ outcome: 'unknown' });
      expect(await store.findHandAnalysis(id, ANALYSIS.handNo)).toEqual(ANALYSIS);
    });
  });
}
