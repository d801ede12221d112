/**
 * The store on one DynamoDB table (single-table design, docs/storage.md). Every operation is one
 * request, except opening a table, which reserves its join code in the same transaction.
 */
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { AccountStore } from '../accounts/port';
import { type CursorCodec, cursorCodec } from '../core/cursor';
import {
  ItemAlreadyExistsError,
  JOIN_CODE_ITEM,
  RatingsChangedError,
  TABLE_ITEM,
  VersionConflictError,
} from '../core/store-errors';
import type { SheetRecord } from '../sheets/model';
import type { SheetStore } from '../sheets/port';
import type { HandArchive, RoundArchive, TableRecord, WritePlan } from '../tables/model';
import type {
  DueEntry,
  FinishedPlace,
  IdPage,
  LinkedSave,
  LobbyList,
  LobbyPage,
  TableIndexes,
  TableStore,
} from '../tables/port';
import { DEFAULT_STORE_TIMEOUTS, type StoreTimeouts } from './call';
import type { DynamoDbAccountChanges } from './dynamodb-account-changes';
import { type AccountReads, DynamoDbAccounts } from './dynamodb-accounts';
import type { DynamoDbAnalysis } from './dynamodb-analysis';
import { DynamoDbAdapter } from './dynamodb-base';
import type { DynamoDbEvents } from './dynamodb-events';
import { DynamoDbFollow } from './dynamodb-follow';
import type { DynamoDbHints } from './dynamodb-hints';
import type { DynamoDbPairing } from './dynamodb-pairing';
import type { DynamoDbPhrases } from './dynamodb-phrases';
import type { DynamoDbRatings } from './dynamodb-ratings';
import type { DynamoDbSheets } from './dynamodb-sheets';
import { DynamoDbVacations } from './dynamodb-vacation';
import type { DynamoDbWebhooks } from './dynamodb-webhooks';
import { failedConditions } from './errors';
import { pendingWrites } from './follow-items';
import { joinCodeFormat } from './formats/join-code';
import { lazyAdapter } from './lazy-adapter';
import { ratingItemCount } from './rating-items';
import { codeKey, itemToTable, tableKey, tableToItem } from './table-item';
import {
  DUE_INDEX,
  DUE_SHARD_COUNT,
  duePartition,
  LOBBY_INDEX,
  LOBBY_PARTITIONS,
  PARTITION_KEY,
} from './table-schema';

/**
 * A lobby page ends at a table's lobby sort key, `<createdAt>#<tableId>`: the cursor carries that
 * alone and the rest of the key is rebuilt here, so a forged cursor cannot name another partition.
 */
const LOBBY_SORT_KEY = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z#([A-Za-z0-9_-]{1,40})$/;
/** The open list's place: the last table's sort key in the lobby index, as text. */
const lobbyCursor = cursorCodec(z.string().regex(LOBBY_SORT_KEY), 'text');
/** The list of matches in play's place: the same sort key, named, so neither list takes the other's. */
const playingCursor = cursorCodec(z.strictObject({ playing: z.string().regex(LOBBY_SORT_KEY) }));

const lobbyPlace: Record<LobbyList, CursorCodec<string>> = {
  open: lobbyCursor,
  playing: {
    encode: (sortKey) => playingCursor.encode({ playing: sortKey }),
    decode: (cursor) => playingCursor.decode(cursor)?.playing,
  },
};

// The adapters only some routes call, loaded with their first call (lazy-adapter.ts): the
// tables', follow's, accounts' and vacations' load at once (every request reads a table and a
// token; a move's save reads vacation banks), and so do the ratings items a save writes
// (rating-items.ts), but not the ratings adapter (the ratings routes, a match's end).
const AccountChanges = lazyAdapter<DynamoDbAccountChanges>(
  () => import('./dynamodb-account-changes').then((m) => m.DynamoDbAccountChanges),
  {
    renamePlayer: true,
    updatePlayer: true,
    listDeviceTokens: true,
    addDeviceToken: true,
    deleteDeviceToken: true,
    replaceDeviceToken: true,
    deleteLegacyToken: true,
    replaceLegacyToken: true,
    putSignInCode: true,
    getSignInCode: true,
    redeemSignInCode: true,
    getIdentity: true,
    linkIdentity: true,
  },
);
const Sheets = lazyAdapter<DynamoDbSheets>(() => import('./dynamodb-sheets').then((m) => m.DynamoDbSheets), {
  createSheet: true,
  loadSheet: true,
  saveSheet: true,
});
const Events = lazyAdapter<DynamoDbEvents>(() => import('./dynamodb-events').then((m) => m.DynamoDbEvents), {
  createEvent: true,
  findEvent: true,
  findEvents: true,
  saveEvent: true,
  listEvents: true,
  listedEvents: true,
  myEventIds: true,
  findRound: true,
  listRounds: true,
  saveRound: true,
  pairRound: true,
});
const Analyses = lazyAdapter<DynamoDbAnalysis>(
  () => import('./dynamodb-analysis').then((m) => m.DynamoDbAnalysis),
  { findHandAnalysis: true, putHandAnalysis: true },
);
const Hints = lazyAdapter<DynamoDbHints>(() => import('./dynamodb-hints').then((m) => m.DynamoDbHints), {
  countHint: true,
  hintCounts: true,
});
const Webhooks = lazyAdapter<DynamoDbWebhooks>(
  () => import('./dynamodb-webhooks').then((m) => m.DynamoDbWebhooks),
  {
    webhooksOf: true,
    getWebhook: true,
    createWebhook: true,
    deleteWebhook: true,
    putPushSubscription: true,
    deletePushSubscription: true,
    setWebhookHealth: true,
    createDelivery: true,
    saveDelivery: true,
    getDelivery: true,
    deliveriesOf: true,
    dueDeliveries: true,
    putReminder: true,
    dueReminders: true,
    deleteReminder: true,
  },
);
const Ratings = lazyAdapter<DynamoDbRatings>(
  () => import('./dynamodb-ratings').then((m) => m.DynamoDbRatings),
  {
    getRatings: true,
    saveRatings: true,
    boardPage: true,
    countAbove: true,
    boardSnapshot: true,
    saveBoardSnapshot: true,
    playerNames: true,
  },
);
const Phrases = lazyAdapter<DynamoDbPhrases>(
  () => import('./dynamodb-phrases').then((m) => m.DynamoDbPhrases),
  { findPhrases: true, savePhrases: true },
);

const Pairing = lazyAdapter<DynamoDbPairing>(
  () => import('./dynamodb-pairing').then((m) => m.DynamoDbPairing),
  {
    addEntry: true,
    findEntry: true,
    waitingEntryCount: true,
    waitingIn: true,
    waitingCount: true,
    removeEntry: true,
    pairEntries: true,
    lastOpponents: true,
    addSeek: true,
    findSeek: true,
    listSeeks: true,
    seekCount: true,
    removeSeek: true,
    acceptSeek: true,
  },
);

/** Every domain's port on one table (the app composes it as api/deps.ts's Store). */
export class DynamoDbStore extends DynamoDbAdapter implements TableStore, SheetStore, AccountStore {
  /** Score sheets live in the same table; their adapter is its own file. */
  private readonly sheets: DynamoDbSheets;
  /** The event feed's and the inbox's reads. */
  private readonly follow: DynamoDbFollow;
  /** Players and device tokens: what every request reads, and sign-up. */
  private readonly accounts: DynamoDbAccounts;
  /** The accounts' other changes: renaming, devices, sign-in codes and identities. */
  private readonly accountChanges: DynamoDbAccountChanges;
  /** The hands' analyses. */
  private readonly analyses: DynamoDbAnalysis;
  /** The hints' counters. */
  private readonly hints: DynamoDbHints;
  readonly webhooks: DynamoDbWebhooks;
  /** Players' ratings, leaderboards and profiles (functions/ratings). */
  readonly ratings: DynamoDbRatings;
  /** Tables' quick phrases (functions/phrases). */
  readonly phrases: DynamoDbPhrases;
  /** Players' vacation banks (functions/vacation). */
  readonly vacations: DynamoDbVacations;
  /** Events and their rounds (functions/events). */
  readonly events: DynamoDbEvents;
  /** Quick pairing's queues and the seeks (functions/pairing). */
  readonly pairing: DynamoDbPairing;

  constructor(
    db: DynamoDBDocumentClient,
    dynamoTableName: string,
    timeouts: StoreTimeouts = DEFAULT_STORE_TIMEOUTS,
  ) {
    super(db, dynamoTableName, timeouts);
    this.sheets = new Sheets(db, dynamoTableName, timeouts);
    this.follow = new DynamoDbFollow(db, dynamoTableName, timeouts);
    this.accounts = new DynamoDbAccounts(db, dynamoTableName, timeouts);
    this.accountChanges = new AccountChanges(db, dynamoTableName, timeouts);
    this.analyses = new Analyses(db, dynamoTableName, timeouts);
    this.hints = new Hints(db, dynamoTableName, timeouts);
    this.webhooks = new Webhooks(db, dynamoTableName, timeouts);
    this.ratings = new Ratings(db, dynamoTableName, timeouts);
    this.phrases = new Phrases(db, dynamoTableName, timeouts);
    this.vacations = new DynamoDbVacations(db, dynamoTableName, timeouts);
    this.events = new Events(db, dynamoTableName, timeouts);
    this.pairing = new Pairing(db, dynamoTableName, timeouts);
  }

  /**
   * This store for one request, its calls stopping at `deadline`: a view of this very object
   * (its prototype), whose adapters are views too, with the deadline in their timeouts. Made
   * per request, so it costs a few objects; no async context is tracked (an AsyncLocalStorage's
   * promise hooks would cost every request's every promise). The composed Store's `until`
   * (api/deps.ts).
   */
  until(deadline: number): this {
    const timeouts = { value: { ...this.timeouts, deadline } };
    const bound = <T extends object>(adapter: T): T => Object.create(adapter, { timeouts });
    return Object.create(this, {
      timeouts,
      sheets: { value: bound(this.sheets) },
      follow: { value: bound(this.follow) },
      accounts: { value: bound(this.accounts) },
      accountChanges: { value: bound(this.accountChanges) },
      analyses: { value: bound(this.analyses) },
      hints: { value: bound(this.hints) },
      webhooks: { value: bound(this.webhooks) },
      ratings: { value: bound(this.ratings) },
      phrases: { value: bound(this.phrases) },
      vacations: { value: bound(this.vacations) },
      events: { value: bound(this.events) },
      pairing: { value: bound(this.pairing) },
    });
  }

  // Accounts: the accounts adapter's operations, as they are (on the prototype, below, so a
  // request's view reaches its own adapter).
  declare getPlayer: AccountStore['getPlayer'];
  declare createPlayer: AccountStore['createPlayer'];
  declare renamePlayer: AccountStore['renamePlayer'];
  declare updatePlayer: AccountStore['updatePlayer'];
  declare getDeviceToken: AccountStore['getDeviceToken'];
  declare getDeviceTokenAndPlayer: AccountStore['getDeviceTokenAndPlayer'];
  declare listDeviceTokens: AccountStore['listDeviceTokens'];
  declare addDeviceToken: AccountStore['addDeviceToken'];
  declare deleteDeviceToken: AccountStore['deleteDeviceToken'];
  declare replaceDeviceToken: AccountStore['replaceDeviceToken'];
  declare touchDeviceToken: AccountStore['touchDeviceToken'];
  declare deleteLegacyToken: AccountStore['deleteLegacyToken'];
  declare replaceLegacyToken: AccountStore['replaceLegacyToken'];
  declare putSignInCode: AccountStore['putSignInCode'];
  declare getSignInCode: AccountStore['getSignInCode'];
  declare redeemSignInCode: AccountStore['redeemSignInCode'];
  declare getIdentity: AccountStore['getIdentity'];
  declare linkIdentity: AccountStore['linkIdentity'];

  createSheet(sheet: SheetRecord): Promise<void> {
    return this.sheets.createSheet(sheet);
  }

  loadSheet(id: string): Promise<SheetRecord | null> {
    return this.sheets.loadSheet(id);
  }

  saveSheet(sheet: SheetRecord, expectedVersion: number): Promise<void> {
    return this.sheets.saveSheet(sheet, expectedVersion);
  }

  async createTable(t: TableRecord, ix: TableIndexes, writes: WritePlan, linked?: LinkedSave): Promise<void> {
    const notThere = {
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PARTITION_KEY },
    };
    const also = pendingWrites(t, ix, writes, this.dynamoTableName);
    const linkedAt = 2 + also.length;
    await this.conditionalWrite(
      (bounds) =>
        this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              // A code is for joining before the start; TTL frees it after a while.
              { Put: { TableName: this.dynamoTableName, Item: codeItem(t), ...notThere } },
              { Put: { TableName: this.dynamoTableName, Item: tableToItem(t, ix), ...notThere } },
              ...also,
              ...(linked
                ? this.savedTable(linked.table, linked.indexes, linked.expectedVersion, linked.writes)
                : []),
            ],
          }),
          bounds,
        ),
      // Which condition failed: the linked table changed (a rematch that lost the race for the
      // link, even if its code and id are taken too: its own earlier attempt landed), the code
      // taken, or the table id taken (a retried open, by its Idempotency-Key).
      (err) => {
        const failed = failedConditions(err);
        if (linked && failed.includes(linkedAt))
          return versionConflict(linked.table.id, linked.expectedVersion, err);
        const item = failed[0] === 0 ? JOIN_CODE_ITEM : failed[0] === 1 ? TABLE_ITEM : undefined;
        if (item) return new ItemAlreadyExistsError(`${item} already exists`, { item, cause: err });
        return new VersionConflictError('a conditional write lost to another write', { cause: err });
      },
    );
  }

  async findTable(id: string): Promise<TableRecord | null> {
    const out = await this.read((bounds) =>
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: tableKey(id), ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? itemToTable(out.Item) : null;
  }

  async tableIdByCode(code: string): Promise<string | null> {
    const out = await this.read((bounds) =>
      // Consistent: a join by code right after the table was opened finds it.
      this.db.send(
        new GetCommand({ TableName: this.dynamoTableName, Key: codeKey(code), ConsistentRead: true }),
        bounds,
      ),
    );
    return out.Item ? joinCodeFormat.decode(out.Item).tableId : null;
  }

  async saveTable(
    t: TableRecord,
    ix: TableIndexes,
    expectedVersion: number,
    writes: WritePlan,
  ): Promise<void> {
    const [table, ...also] = this.savedTable(t, ix, expectedVersion, writes);
    // Most moves finish no hand and seat nobody: one conditional PutItem. Otherwise the archive
    // and membership items go in the same transaction, so they exist exactly when the save won.
    // conditionalWrite, not conditionalWriteOrUnknown: a table carries its version, so a condition
    // that fails after an unanswered attempt stays a VersionConflictError with
    // `earlierAttemptUnknown`, and the tables read it again to tell their own landed write from
    // another's (play.ts, change.ts, lifecycle.ts); "outcome unknown" would answer 503 where the
    // truth can be known.
    await this.conditionalWrite(
      (bounds): Promise<unknown> =>
        also.length === 0
          ? this.db.send(new PutCommand(table.Put), bounds)
          : this.db.send(new TransactWriteCommand({ TransactItems: [table, ...also] }), bounds),
      (err) => {
        // The ratings items come last (follow-items.ts). Only theirs failed: the table is as
        // read, and a player's ratings moved on (another match of theirs was rated meanwhile).
        const ratingsFrom = 1 + also.length - ratingItemCount(writes.ratings ?? []);
        const failed = failedConditions(err);
        if (failed.length > 0 && failed.every((i) => i >= ratingsFrom))
          return new RatingsChangedError(`a player's ratings changed while table ${t.id} ended`, {
            cause: err,
          });
        return versionConflict(t.id, expectedVersion, err);
      },
    );
  }

  /** The conditional Put of a table item, then the items of its writes. */
  private savedTable(t: TableRecord, ix: TableIndexes, expectedVersion: number, writes: WritePlan) {
    const put = {
      Put: {
        TableName: this.dynamoTableName,
        Item: tableToItem(t, ix),
        ConditionExpression: '#v = :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':v': expectedVersion },
      },
    };
    return [put, ...pendingWrites(t, ix, writes, this.dynamoTableName)] as [
      typeof put,
      ...Record<string, unknown>[],
    ];
  }

  handArchives(tableId: string, afterVersion: number, limit: number): Promise<HandArchive[]> {
    return this.follow.handArchives(tableId, afterVersion, limit);
  }

  roundArchives(tableId: string, afterVersion: number, limit: number): Promise<RoundArchive[]> {
    return this.follow.roundArchives(tableId, afterVersion, limit);
  }

  // Methods, not arrow fields: an arrow would keep the shared store's adapters, and a request's
  // store (until) would not stop these calls at its deadline.
  findHandAnalysis(
    ...a: Parameters<TableStore['findHandAnalysis']>
  ): ReturnType<TableStore['findHandAnalysis']> {
    return this.analyses.findHandAnalysis(...a);
  }

  putHandAnalysis(
    ...a: Parameters<TableStore['putHandAnalysis']>
  ): ReturnType<TableStore['putHandAnalysis']> {
    return this.analyses.putHandAnalysis(...a);
  }

  countHint(...a: Parameters<TableStore['countHint']>): ReturnType<TableStore['countHint']> {
    return this.hints.countHint(...a);
  }

  hintCounts(...a: Parameters<TableStore['hintCounts']>): ReturnType<TableStore['hintCounts']> {
    return this.hints.hintCounts(...a);
  }

  activeTableIds(playerId: string, limit: number, cursor: string | null): Promise<IdPage> {
    return this.follow.activeTableIds(playerId, limit, cursor);
  }

  finishedTables(playerId: string, limit: number, after: FinishedPlace | null): Promise<FinishedPlace[]> {
    return this.follow.finishedTables(playerId, limit, after);
  }

  unfinishedTableCount(playerId: string, upTo: number): Promise<number> {
    return this.follow.unfinishedTableCount(playerId, upTo);
  }

  loadTables(ids: string[]): Promise<TableRecord[]> {
    return this.follow.loadTables(ids);
  }

  async lobby(list: LobbyList, limit: number, cursor: string | null): Promise<LobbyPage> {
    const place = lobbyPlace[list];
    const sortKey = place.decode(cursor);
    const partition = LOBBY_PARTITIONS[list];
    const start =
      sortKey === undefined
        ? undefined
        : {
            ...tableKey(sortKey.slice(sortKey.indexOf('#') + 1)),
            [LOBBY_INDEX.partitionKey]: partition,
            [LOBBY_INDEX.sortKey]: sortKey,
          };
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          IndexName: LOBBY_INDEX.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': LOBBY_INDEX.partitionKey },
          ExpressionAttributeValues: { ':pk': partition },
          // Open tables oldest first (the longest waiting); matches in play newest first.
          ScanIndexForward: list === 'open',
          Limit: limit,
          ExclusiveStartKey: start,
        }),
        bounds,
      ),
    );
    return {
      tables: (out.Items ?? []).map(itemToTable),
      cursor: out.LastEvaluatedKey ? place.encode(String(out.LastEvaluatedKey[LOBBY_INDEX.sortKey])) : null,
    };
  }

  readonly dueShardCount = DUE_SHARD_COUNT;

  async dueInShard(shard: number, until: string, limit: number, after?: DueEntry): Promise<DueEntry[]> {
    const partition = duePartition(shard);
    const out = await this.read((bounds) =>
      this.db.send(
        new QueryCommand({
          TableName: this.dynamoTableName,
          IndexName: DUE_INDEX.name,
          KeyConditionExpression: '#pk = :pk AND #at <= :until',
          ExpressionAttributeNames: { '#pk': DUE_INDEX.partitionKey, '#at': DUE_INDEX.sortKey },
          ExpressionAttributeValues: { ':pk': partition, ':until': until },
          Limit: limit,
          ExclusiveStartKey: after && {
            ...tableKey(after.id),
            [DUE_INDEX.partitionKey]: partition,
            [DUE_INDEX.sortKey]: after.dueAt,
          },
        }),
        bounds,
      ),
    );
    return (out.Items ?? []).map((item) => ({
      id: String(item[PARTITION_KEY]).slice('TABLE#'.length),
      dueAt: String(item[DUE_INDEX.sortKey]),
    }));
  }
}

/** Each accounts operation, and the adapter that has it. */
const ACCOUNT_OPERATIONS = {
  getPlayer: 'accounts',
  createPlayer: 'accounts',
  renamePlayer: 'accountChanges',
  updatePlayer: 'accountChanges',
  getDeviceToken: 'accounts',
  getDeviceTokenAndPlayer: 'accounts',
  listDeviceTokens: 'accountChanges',
  addDeviceToken: 'accountChanges',
  deleteDeviceToken: 'accountChanges',
  replaceDeviceToken: 'accountChanges',
  touchDeviceToken: 'accounts',
  deleteLegacyToken: 'accountChanges',
  replaceLegacyToken: 'accountChanges',
  putSignInCode: 'accountChanges',
  getSignInCode: 'accountChanges',
  redeemSignInCode: 'accountChanges',
  getIdentity: 'accountChanges',
  linkIdentity: 'accountChanges',
} as const satisfies {
  [K in keyof AccountStore]: K extends keyof AccountReads ? 'accounts' : 'accountChanges';
};

for (const [op, adapter] of Object.entries(ACCOUNT_OPERATIONS) as [keyof AccountStore, string][]) {
  Object.defineProperty(DynamoDbStore.prototype, op, {
    value(this: Record<string, AccountStore>, ...args: unknown[]) {
      const to = this[adapter];
      return (to[op] as (...a: unknown[]) => unknown).apply(to, args);
    },
    writable: true,
    configurable: true,
  });
}

function versionConflict(tableId: string, expectedVersion: number, cause: unknown): VersionConflictError {
  return new VersionConflictError(`table ${tableId} is no longer at version ${expectedVersion}`, {
    tableId,
    expectedVersion,
    cause,
  });
}

/** No expiry yet: the code gets its table's when the table gets one (follow-items.ts). */
function codeItem(t: TableRecord): Record<string, unknown> {
  return joinCodeFormat.encode({ code: t.code, tableId: t.id, expiresAt: null });
}
