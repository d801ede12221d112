/**
 * The tables' port in memory (with the ratings and vacation banks a move's save reaches), for unit
 * tests: the same conditions and errors as the DynamoDB adapter (test/support/table-store-contract.ts
 * holds both to them), and faults on demand: a call refused, or a write whose answer is lost.
 */
import { z } from 'zod';
import { cursorCodec } from '../../functions/core/cursor';
import {
  InvalidCursorError,
  ItemAlreadyExistsError,
  JOIN_CODE_ITEM,
  RatingsChangedError,
  StoreError,
  StoreUnavailableError,
  TABLE_ITEM,
  VersionConflictError,
} from '../../functions/core/store-errors';
import { boardOrder } from '../../functions/ratings/leaderboard';
import type { BoardEntry, BoardKey, PlayerRatings, Pool, RatingWrite } from '../../functions/ratings/model';
import type { BoardSnapshot, RatingStore } from '../../functions/ratings/port';
import {
  finishedAt,
  type HandArchive,
  peopleAt,
  type RoundArchive,
  type TableRecord,
  type WritePlan,
} from '../../functions/tables/model';
import type {
  DueEntry,
  FinishedPlace,
  IdPage,
  LinkedSave,
  LobbyList,
  LobbyPage,
  TableIndexes,
  TableStore,
} from '../../functions/tables/port';
import type { VacationBank, VacationWrite } from '../../functions/vacation/model';
import type { VacationStore } from '../../functions/vacation/port';
import { type ReviewAnalysis, reviewNumber } from '../../shared/analysis/format';

/**
 * What a call does instead of answering: `unavailable`, refused before anything happened (the
 * store's StoreUnavailableError, not applied); `lost-answer`, a write that lands, whose answer is
 * lost, and which the store tries again once (as store/call.ts does: the retry's failed condition
 * says `earlierAttemptUnknown`); `unanswered`, a write that lands and no try of which is answered
 * (StoreUnavailableError, outcome unknown).
 */
export type Fault = 'unavailable' | 'lost-answer' | 'unanswered';

/** How the store judges a write that is tried again (dynamodb-base.ts names the same three). */
type WriteKind = 'conditional' | 'or-unknown' | 'unconditional';

/** The operations faults and hooks name: the tables' own, `ratings.<op>` and `vacations.<op>`. */
export type StoreOperation =
  | Exclude<keyof TableStore, 'ratings' | 'vacations' | 'dueShardCount'>
  | `ratings.${keyof RatingStore}`
  | `vacations.${keyof VacationStore}`;

interface StoredTable {
  table: TableRecord;
  indexes: TableIndexes;
}

interface Membership {
  tableId: string;
  expiresAt: number | null;
}

const ACTIVE = 'TABLE#';
const FINISHED = 'DONE#';

const activeKey = (t: Pick<TableRecord, 'id' | 'createdAt'>) => `${ACTIVE}${t.createdAt}#${t.id}`;
const finishedKey = (tableId: string, at: string) => `${FINISHED}${at}#${tableId}`;
const handKey = (a: HandArchive) => `${String(a.endVersion).padStart(10, '0')}#${a.record.handNo}`;
const roundKey = (r: RoundArchive) => `${String(r.endVersion).padStart(10, '0')}#${r.record.round}`;

const memberCursor = cursorCodec(z.strictObject({ member: z.string().startsWith(ACTIVE) }));
const lobbyCursor = cursorCodec(z.strictObject({ list: z.enum(['open', 'playing']), at: z.string() }));

const copy = <T>(value: T): T => structuredClone(value);

export interface MemoryStoreOptions {
  /** Shards of the due index (the DynamoDB adapter has 4). */
  dueShards?: number;
}

/** The tables' port in memory; `fail`, `loseAnswers` and `beforeNext` make it misbehave on purpose. */
export class MemoryStore implements TableStore {
  readonly dueShardCount: number;
  readonly ratings: MemoryRatings;
  readonly vacations: MemoryVacations;
  /** Every call, in order, by operation name (a test counts reads and writes by it). */
  readonly calls: StoreOperation[] = [];

  private readonly tables = new Map<string, StoredTable>();
  private readonly codes = new Map<string, { tableId: string; expiresAt: number | null }>();
  private readonly hands = new Map<string, Map<string, HandArchive>>();
  private readonly rounds = new Map<string, Map<string, RoundArchive>>();
  private readonly members = new Map<string, Map<string, Membership>>();
  private readonly analyses = new Map<string, ReviewAnalysis>();
  private readonly hints = new Map<string, { hints: number; lastVersion: number }>();
  private readonly faults: { op: StoreOperation | null; fault: Fault }[] = [];
  private readonly hooks: { op: StoreOperation; run: () => unknown }[] = [];
  private answers: 'none' | 'once' | 'all' = 'none';

  constructor(options: MemoryStoreOptions = {}) {
    this.dueShardCount = options.dueShards ?? 4;
    this.ratings = new MemoryRatings(this);
    this.vacations = new MemoryVacations(this);
  }

  /** The next call of `op` (any call, when null) meets `fault` instead of its answer. */
  fail(op: StoreOperation | null, fault: Fault = 'unavailable'): this {
    this.faults.push({ op, fault });
    return this;
  }

  /**
   * As the fault-test relay in front of DynamoDB Local does (relay.ts): the next write's answer
   * is lost (`once`: the store tries it again), every write's is (`all`), or none is.
   */
  loseAnswers(mode: 'none' | 'once' | 'all'): void {
    this.answers = mode;
  }

  /** Runs `run` (a rival's write, say) when the next call of `op` comes, before it is applied. */
  beforeNext(op: StoreOperation, run: () => unknown): this {
    this.hooks.push({ op, run });
    return this;
  }

  /** The table as stored, with what it contributes to the indexes (undefined: none). */
  stored(id: string): StoredTable | undefined {
    const s = this.tables.get(id);
    return s && copy(s);
  }

  /** How many calls of `op` were made. */
  count(op: StoreOperation): number {
    return this.calls.filter((c) => c === op).length;
  }

  // The tables' port.

  createTable(
    table: TableRecord,
    indexes: TableIndexes,
    writes: WritePlan,
    linked?: LinkedSave,
  ): Promise<void> {
    return this.write('createTable', 'conditional', () => {
      const linkedLost =
        linked !== undefined &&
        (this.tables.get(linked.table.id)?.table.version !== linked.expectedVersion ||
          !this.writesHold(linked.writes));
      if (linkedLost) throw versionConflict(linked.table.id, linked.expectedVersion);
      // DynamoDB names the first failed item of the transaction: the code comes before the table.
      if (this.codes.has(table.code)) {
        throw new ItemAlreadyExistsError(`${JOIN_CODE_ITEM} already exists`, { item: JOIN_CODE_ITEM });
      }
      if (this.tables.has(table.id)) {
        throw new ItemAlreadyExistsError(`${TABLE_ITEM} already exists`, { item: TABLE_ITEM });
      }
      if (!this.writesHold(writes)) {
        throw new VersionConflictError('a conditional write lost to another write');
      }
      this.codes.set(table.code, { tableId: table.id, expiresAt: null });
      this.put(table, indexes, writes);
      if (linked) this.put(linked.table, linked.indexes, linked.writes);
    });
  }

  findTable(id: string): Promise<TableRecord | null> {
    return this.read('findTable', () => copy(this.tables.get(id)?.table ?? null));
  }

  tableIdByCode(code: string): Promise<string | null> {
    return this.read('tableIdByCode', () => this.codes.get(code)?.tableId ?? null);
  }

  saveTable(
    table: TableRecord,
    indexes: TableIndexes,
    expectedVersion: number,
    writes: WritePlan,
  ): Promise<void> {
    return this.write('saveTable', 'conditional', () => {
      const held = this.tables.get(table.id)?.table.version === expectedVersion;
      // A bank's condition is one of the items before the ratings: a conflict, as the table's.
      if (!held || !this.bankHolds(writes.vacation)) throw versionConflict(table.id, expectedVersion);
      if (!this.ratingsHold(writes.ratings ?? [])) {
        throw new RatingsChangedError(`a player's ratings changed while table ${table.id} ended`);
      }
      this.put(table, indexes, writes);
    });
  }

  lobby(list: LobbyList, limit: number, cursor: string | null): Promise<LobbyPage> {
    return this.read('lobby', () => {
      const place = lobbyCursor.decode(cursor);
      if (place && place.list !== list) throw new InvalidCursorError();
      const sortKey = (t: TableRecord) => `${t.createdAt}#${t.id}`;
      // Open tables oldest first (the longest waiting); matches in play newest first.
      const order = list === 'open' ? 1 : -1;
      const listed = [...this.tables.values()]
        .filter((s) => s.indexes.lobby === list)
        .map((s) => s.table)
        .sort((a, b) => order * compare(sortKey(a), sortKey(b)))
        .filter((t) => !place || order * compare(sortKey(t), place.at) > 0);
      const tables = listed.slice(0, limit);
      // As a DynamoDB Query with a Limit: a full page has a cursor, even when nothing follows.
      const last = tables.length === limit ? tables.at(-1) : undefined;
      return {
        tables: copy(tables),
        cursor: last ? lobbyCursor.encode({ list, at: sortKey(last) }) : null,
      };
    });
  }

  dueInShard(shard: number, until: string, limit: number, after?: DueEntry): Promise<DueEntry[]> {
    return this.read('dueInShard', () => {
      if (!Number.isInteger(shard) || shard < 0 || shard >= this.dueShardCount) {
        throw new RangeError(`Due shard must be an integer in 0..${this.dueShardCount - 1}, got ${shard}`);
      }
      return [...this.tables.values()]
        .flatMap(({ table, indexes }) =>
          indexes.dueAt !== null && this.shardOf(table.id) === shard
            ? [{ id: table.id, dueAt: indexes.dueAt }]
            : [],
        )
        .filter((e) => e.dueAt <= until && (!after || compareDue(e, after) > 0))
        .sort(compareDue)
        .slice(0, limit);
    });
  }

  handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]> {
    return this.read('handArchives', () =>
      [...(this.hands.get(tableId) ?? new Map<string, HandArchive>()).entries()]
        .sort(([a], [b]) => compare(a, b))
        .map(([, h]) => h)
        .filter((h) => h.endVersion > afterVersion)
        .slice(0, limit)
        .map(copy),
    );
  }

  roundArchives(tableId: string, afterVersion: number, limit: number): Promise<RoundArchive[]> {
    return this.read('roundArchives', () =>
      [...(this.rounds.get(tableId) ?? new Map<string, RoundArchive>()).entries()]
        .sort(([a], [b]) => compare(a, b))
        .map(([, r]) => r)
        .filter((r) => r.endVersion > afterVersion)
        .slice(0, limit)
        .map(copy),
    );
  }

  activeTableIds(playerId: string, limit: number, cursor: string | null): Promise<IdPage> {
    return this.read('activeTableIds', () => {
      const from = memberCursor.decode(cursor)?.member;
      const page = this.membersOf(playerId, ACTIVE)
        .filter(([key]) => from === undefined || key < from)
        .slice(0, limit);
      return {
        ids: page.map(([, m]) => m.tableId),
        cursor: page.length === limit ? memberCursor.encode({ member: page.at(-1)![0] }) : null,
      };
    });
  }

  unfinishedTableCount(playerId: string, upTo: number): Promise<number> {
    return this.read('unfinishedTableCount', () =>
      // An active membership with an expiry is a legacy one of a finished table: not counted.
      Math.min(upTo, this.membersOf(playerId, ACTIVE).filter(([, m]) => m.expiresAt === null).length),
    );
  }

  finishedTables(playerId: string, limit: number, after: FinishedPlace | null): Promise<FinishedPlace[]> {
    return this.read('finishedTables', () => {
      const from = after && finishedKey(after.tableId, after.finishedAt);
      return this.membersOf(playerId, FINISHED)
        .filter(([key]) => from === null || key < from)
        .slice(0, limit)
        .map(([key, m]) => ({
          finishedAt: key.slice(FINISHED.length, key.length - m.tableId.length - 1),
          tableId: m.tableId,
        }));
    });
  }

  loadTables(ids: string[]): Promise<TableRecord[]> {
    return this.read('loadTables', () => ids.flatMap((id) => copy(this.tables.get(id)?.table ?? [])));
  }

  findHandAnalysis(tableId: string, handNo: number): Promise<ReviewAnalysis | null> {
    return this.read('findHandAnalysis', () => copy(this.analyses.get(`${tableId}#${handNo}`) ?? null));
  }

  putHandAnalysis(tableId: string, analysis: ReviewAnalysis, _at: string): Promise<boolean> {
    return this.write('putHandAnalysis', 'or-unknown', () => {
      const key = `${tableId}#${reviewNumber(analysis)}`;
      if (this.analyses.has(key)) throw new ConditionFailed();
      this.analyses.set(key, copy(analysis));
      return true;
    }).catch((err) => {
      if (err instanceof ConditionFailed) return false;
      throw err;
    });
  }

  countHint(tableId: string, handNo: number, seat: number, version: number, _at: string): Promise<number> {
    const key = `${tableId}#${handNo}#${seat}`;
    return this.write('countHint', 'or-unknown', () => {
      const now = this.hints.get(key);
      // Once per table version: asked again at the same version, nothing more is counted.
      if (now && now.lastVersion >= version) throw new ConditionFailed();
      const hints = (now?.hints ?? 0) + 1;
      this.hints.set(key, { hints, lastVersion: version });
      return hints;
    }).catch((err) => {
      if (err instanceof ConditionFailed) return this.hints.get(key)?.hints ?? 0;
      throw err;
    });
  }

  hintCounts(tableId: string, handNo: number): Promise<Map<number, number>> {
    return this.read('hintCounts', () => {
      const counts = new Map<number, number>();
      for (const [key, h] of this.hints) {
        const [table, hand, seat] = key.split('#');
        if (table === tableId && Number(hand) === handNo) counts.set(Number(seat), h.hints);
      }
      return counts;
    });
  }

  // What a table's save writes besides the table (follow-items.ts's pendingWrites, item by item).

  private put(t: TableRecord, indexes: TableIndexes, p: WritePlan): void {
    this.tables.set(t.id, copy({ table: t, indexes }));
    for (const a of p.hands ?? []) {
      const hands = this.hands.get(t.id) ?? new Map<string, HandArchive>();
      hands.set(handKey(a), copy(a));
      this.hands.set(t.id, hands);
    }
    for (const r of p.rounds ?? []) {
      const rounds = this.rounds.get(t.id) ?? new Map<string, RoundArchive>();
      rounds.set(roundKey(r), copy(r));
      this.rounds.set(t.id, rounds);
    }
    const finished = finishedAt(t);
    const expiresAt = indexes.expiresAt;
    // A person both seated and in a match that ended gets one set of writes; a person unseated
    // loses theirs (the later set wins, as pendingWrites's map does).
    const people = new Map<string, 'seated' | 'unseated'>();
    for (const id of [...(p.seated ?? []), ...(p.expireMemberships ? peopleAt(t) : [])])
      people.set(id, 'seated');
    for (const id of p.unseated ?? []) people.set(id, 'unseated');
    for (const [playerId, what] of people) {
      const mine = this.members.get(playerId) ?? new Map<string, Membership>();
      this.members.set(playerId, mine);
      if (what === 'unseated') {
        mine.delete(activeKey(t));
        if (finished !== null) mine.delete(finishedKey(t.id, finished));
      } else if (finished === null) {
        mine.set(activeKey(t), { tableId: t.id, expiresAt });
      } else {
        mine.delete(activeKey(t));
        mine.set(finishedKey(t.id, finished), { tableId: t.id, expiresAt });
      }
    }
    if (p.expireCode) this.codes.set(t.code, { tableId: t.id, expiresAt });
    if (p.vacation) this.vacations.set(p.vacation.bank);
    for (const w of p.ratings ?? []) this.ratings.apply(w);
  }

  private writesHold(p: WritePlan): boolean {
    return this.bankHolds(p.vacation) && this.ratingsHold(p.ratings ?? []);
  }

  private bankHolds(w: VacationWrite | undefined): boolean {
    return !w || this.vacations.holds(w.bank.playerId, w.expectedVersion);
  }

  private ratingsHold(writes: readonly RatingWrite[]): boolean {
    return writes.every((w) => this.ratings.holds(w));
  }

  /** A person's memberships of one range, in the order the inbox reads them (the latest first). */
  private membersOf(playerId: string, prefix: string): [string, Membership][] {
    return [...(this.members.get(playerId) ?? new Map<string, Membership>())]
      .filter(([key]) => key.startsWith(prefix))
      .sort(([a], [b]) => compare(b, a));
  }

  private shardOf(id: string): number {
    let h = 0;
    for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
    return h % this.dueShardCount;
  }

  // Faults, hooks and the call log.

  /** The fault meant for this call of `op`, taken off the list (writes also lose answers as set). */
  private faultFor(op: StoreOperation, write: boolean): Fault | null {
    const i = this.faults.findIndex((f) => f.op === null || f.op === op);
    if (i >= 0) return this.faults.splice(i, 1)[0].fault;
    if (!write || this.answers === 'none') return null;
    if (this.answers === 'once') {
      this.answers = 'none';
      return 'lost-answer';
    }
    return 'unanswered';
  }

  /**
   * Logs the call and takes its fault, then runs a hook waiting for it (a rival's write, whose
   * own calls meet no fault meant for this one), and lets other calls run: an answer comes later.
   */
  private async enter(op: StoreOperation, write: boolean): Promise<Fault | null> {
    this.calls.push(op);
    const fault = this.faultFor(op, write);
    const i = this.hooks.findIndex((h) => h.op === op);
    if (i >= 0) await this.hooks.splice(i, 1)[0].run();
    await Promise.resolve();
    return fault;
  }

  /** @internal A read: it changes nothing, so any fault is a refusal. */
  async read<T>(op: StoreOperation, run: () => T): Promise<T> {
    if (await this.enter(op, false)) throw unavailable('not-applied');
    return run();
  }

  /** @internal A write, tried again as store/call.ts does when its answer is lost. */
  async write<T>(op: StoreOperation, kind: WriteKind, run: () => T): Promise<T> {
    const fault = await this.enter(op, true);
    if (fault === 'unavailable') throw unavailable('not-applied');
    if (fault === null) return run();
    // The first try: applied if its condition held; its answer (or its failed condition) lost.
    try {
      run();
    } catch (err) {
      if (!(err instanceof StoreError)) throw err;
    }
    if (fault === 'unanswered') throw unavailable('unknown');
    // The store tries again, and is answered.
    try {
      return run();
    } catch (err) {
      if (!(err instanceof StoreError)) throw err;
      if (kind === 'or-unknown') {
        throw new StoreUnavailableError(`an earlier attempt went unanswered, then: ${err.message}`, {
          outcome: 'unknown',
          cause: err,
        });
      }
      err.earlierAttemptUnknown = true;
      throw err;
    }
  }
}

/** Players' ratings items and leaderboards in memory (the ratings' port). */
export class MemoryRatings implements RatingStore {
  private readonly items = new Map<string, PlayerRatings>();
  private readonly board = new Map<string, BoardEntry>();
  private readonly snapshots = new Map<Pool, BoardSnapshot>();
  /** Players' display names, as a test sets them (the players' items are the accounts'). */
  readonly names = new Map<string, string>();

  constructor(private readonly store: MemoryStore) {}

  getRatings(playerIds: readonly string[]): Promise<Map<string, PlayerRatings>> {
    return this.store.read('ratings.getRatings', () => {
      const found = new Map<string, PlayerRatings>();
      for (const id of new Set(playerIds)) {
        const r = this.items.get(id);
        if (r) found.set(id, copy(r));
      }
      return found;
    });
  }

  saveRatings(write: RatingWrite): Promise<void> {
    return this.store.write('ratings.saveRatings', 'conditional', () => {
      if (!this.holds(write)) {
        throw new VersionConflictError(`the ratings of ${write.next.playerId} changed meanwhile`);
      }
      this.apply(write);
    });
  }

  boardPage(pool: Pool, after: BoardKey | null, limit: number): Promise<BoardEntry[]> {
    return this.store.read('ratings.boardPage', () =>
      [...this.board.values()]
        .filter((e) => e.pool === pool && (!after || boardOrder(e, after) > 0))
        .sort(boardOrder)
        .slice(0, limit)
        .map(copy),
    );
  }

  countAbove(key: BoardKey, upTo: number): Promise<number> {
    return this.store.read('ratings.countAbove', () =>
      Math.min(
        upTo,
        [...this.board.values()].filter((e) => e.pool === key.pool && boardOrder(e, key) < 0).length,
      ),
    );
  }

  boardSnapshot(pool: Pool): Promise<BoardSnapshot | null> {
    return this.store.read('ratings.boardSnapshot', () => copy(this.snapshots.get(pool) ?? null));
  }

  saveBoardSnapshot(snapshot: BoardSnapshot): Promise<void> {
    return this.store.write('ratings.saveBoardSnapshot', 'unconditional', () => {
      this.snapshots.set(snapshot.pool, copy(snapshot));
    });
  }

  playerNames(playerIds: readonly string[]): Promise<Map<string, string>> {
    return this.store.read('ratings.playerNames', () => {
      const found = new Map<string, string>();
      for (const id of new Set(playerIds)) {
        const name = this.names.get(id);
        if (name !== undefined) found.set(id, name);
      }
      return found;
    });
  }

  /** @internal Whether the item is still at the version the write read (null: not there). */
  holds(w: RatingWrite): boolean {
    const now = this.items.get(w.next.playerId);
    return w.expectedVersion === null ? now === undefined : now?.version === w.expectedVersion;
  }

  /** @internal The item and its leaderboard entries, written. */
  apply(w: RatingWrite): void {
    this.items.set(w.next.playerId, copy(w.next));
    for (const k of w.unlist) this.board.delete(boardId(k));
    for (const e of w.list) this.board.set(boardId(e), copy(e));
  }
}

/** Players' vacation banks in memory (the vacations' port). */
export class MemoryVacations implements VacationStore {
  private readonly banks = new Map<string, VacationBank>();

  constructor(private readonly store: MemoryStore) {}

  findBank(playerId: string): Promise<VacationBank | null> {
    return this.store.read('vacations.findBank', () => copy(this.banks.get(playerId) ?? null));
  }

  findBanks(playerIds: readonly string[]): Promise<Map<string, VacationBank>> {
    return this.store.read('vacations.findBanks', () => {
      const found = new Map<string, VacationBank>();
      for (const id of new Set(playerIds)) {
        const bank = this.banks.get(id);
        if (bank) found.set(id, copy(bank));
      }
      return found;
    });
  }

  saveBank(bank: VacationBank, expectedVersion: number): Promise<void> {
    return this.store.write('vacations.saveBank', 'conditional', () => {
      if (!this.holds(bank.playerId, expectedVersion)) {
        throw new VersionConflictError(
          `player ${bank.playerId}'s vacation bank is no longer at ${expectedVersion}`,
        );
      }
      this.set(bank);
    });
  }

  /** @internal Whether the bank is at `expectedVersion` (0: not there). */
  holds(playerId: string, expectedVersion: number): boolean {
    const now = this.banks.get(playerId);
    return expectedVersion === 0 ? now === undefined : now?.version === expectedVersion;
  }

  /** @internal */
  set(bank: VacationBank): void {
    this.banks.set(bank.playerId, copy(bank));
  }
}

/** A condition that failed inside one of the store's own "unless" writes (caught there). */
class ConditionFailed extends StoreError {
  constructor() {
    super('the condition failed');
  }
}

function versionConflict(tableId: string, expectedVersion: number): VersionConflictError {
  return new VersionConflictError(`table ${tableId} is no longer at version ${expectedVersion}`, {
    tableId,
    expectedVersion,
  });
}

function unavailable(outcome: 'not-applied' | 'unknown'): StoreUnavailableError {
  return new StoreUnavailableError(
    outcome === 'unknown'
      ? 'the store did not answer (a fault of the memory store)'
      : 'the store is unavailable',
    { outcome },
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareDue = (a: DueEntry, b: DueEntry) => compare(a.dueAt, b.dueAt) || compare(a.id, b.id);
const boardId = (k: BoardKey) => `${k.pool}#${k.rating}#${k.playerId}`;
